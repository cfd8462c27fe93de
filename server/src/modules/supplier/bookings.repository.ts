import { bookingStatuses, type BookingStatusAsShown } from '@regen/shared/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { canCancelSql, isUpcomingSql, statusAsShownSql } from '../../rules/booking.ts';
import { resellerCustomerNameSql } from '../resellers/index.ts';

// Bookings of the supplier's activities (docs/spec/accounts-and-operations.md §7 Bookings), with
// the booking rules evaluated in the query: current or past, still cancellable. Only the spec's
// booking statuses: a reseller's hold (on_hold, expired) is not a booking until confirmed.

export interface SupplierBookingRow {
  id: string;
  activity_id: string;
  activity_title: string;
  activity_type: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  booking_date: string;
  booking_time: string;
  number_of_people: number;
  total_price_cents: number;
  payment_status: 'pending' | 'completed' | 'failed';
  status: BookingStatusAsShown;
  special_requests: string | null;
  contact_country: string | null;
  contact_postal_code: string | null;
  contact_locales: string[];
  contact_notes: string | null;
  cancellation_reason: string | null;
  cancelled_at: Date | null;
  cancellation_deadline: Date;
  created_at: Date;
  time_zone: string;
  is_upcoming: boolean;
  cancellable: boolean;
}

function bookingsQuery(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('activities', 'activities.id', 'bookings.activity_id')
    .innerJoin('activity_availability', 'activity_availability.id', 'bookings.availability_id')
    .select([
      'bookings.id',
      'bookings.activity_id',
      'activities.title as activity_title',
      'activities.activity_type',
      // A reseller's booking reads "Ada Lovelace (via Trailfinders, ref TF-1042)".
      resellerCustomerNameSql('bookings').as('customer_name'),
      'bookings.customer_email',
      'bookings.customer_phone',
      'bookings.booking_date',
      'bookings.booking_time',
      'bookings.number_of_people',
      'bookings.total_price_cents',
      'bookings.payment_status',
      // As the traveler sees it: attended or ended → completed, no_show (docs/decisions/048).
      statusAsShownSql('bookings', 'activity_availability', 'activities').as('status'),
      'bookings.special_requests',
      // The rest of a reseller's contact (docs/decisions/099).
      'bookings.contact_country',
      'bookings.contact_postal_code',
      'bookings.contact_locales',
      'bookings.contact_notes',
      'bookings.cancellation_reason',
      'bookings.cancelled_at',
      'bookings.cancellation_deadline',
      'bookings.created_at',
      'activities.time_zone',
      // The booking rules (server/src/rules/booking.ts), by the database's clock.
      isUpcomingSql('bookings', 'activities').as('is_upcoming'),
      canCancelSql('bookings').as('cancellable'),
    ])
    .where('activities.supplier_id', '=', supplierId)
    .where('bookings.status', 'in', bookingStatuses)
    .$narrowType<{ status: BookingStatusAsShown }>();
}

/**
 * Bookings of the supplier's activities, by date and time (docs/spec/accounts-and-operations.md §7
 * Bookings).
 */
export function listSupplierBookings(db: DbOrTrx, supplierId: string): Promise<SupplierBookingRow[]> {
  return bookingsQuery(db, supplierId)
    .orderBy('bookings.booking_date')
    .orderBy('bookings.booking_time')
    .orderBy('bookings.created_at')
    .limit(2000)
    .execute();
}

export function findSupplierBooking(db: DbOrTrx, supplierId: string, bookingId: string) {
  return bookingsQuery(db, supplierId).where('bookings.id', '=', bookingId).executeTakeFirst();
}
