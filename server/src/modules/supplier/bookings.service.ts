import type { SupplierBooking, SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import type { Db } from '../../db/database.ts';
import type { AppEvent } from '../../events/event-hub.ts';
import * as bookings from './bookings.repository.ts';
import type { SupplierBookingRow } from './bookings.repository.ts';

// Bookings of the supplier's activities and the live alerts about them
// (docs/spec/accounts-and-operations.md §2 Bookings, §4 Recent booking alerts).

function toSupplierBooking(row: SupplierBookingRow): SupplierBooking {
  return {
    id: row.id,
    activityId: row.activity_id,
    activityTitle: row.activity_title,
    activityType: row.activity_type,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    bookingDate: row.booking_date,
    bookingTime: row.booking_time,
    numberOfPeople: row.number_of_people,
    totalPriceCents: row.total_price_cents,
    paymentStatus: row.payment_status,
    status: row.status,
    specialRequests: row.special_requests,
    contactDetails: {
      country: row.contact_country,
      postalCode: row.contact_postal_code,
      locales: row.contact_locales,
      notes: row.contact_notes,
    },
    cancellationReason: row.cancellation_reason,
    cancelledAt: row.cancelled_at,
    cancellationDeadline: row.cancellation_deadline,
    cancellable: row.cancellable,
    timeZone: row.time_zone,
    createdAt: row.created_at,
  };
}

/**
 * Current = upcoming, past = the rest (isUpcoming: dated today or later in the activity's zone and
 * not cancelled), both by date and time (past the newest first); each says whether it can still be
 * cancelled.
 */
export async function supplierBookings(
  db: Db,
  supplierId: string,
): Promise<{ current: SupplierBooking[]; past: SupplierBooking[] }> {
  const rows = await bookings.listSupplierBookings(db, supplierId);
  const current: SupplierBooking[] = [];
  const past: SupplierBooking[] = [];
  for (const row of rows) (row.is_upcoming ? current : past).push(toSupplierBooking(row));
  // Current soonest first; past newest first: what ended last is what the supplier looks for
  // (issue 31 part 9, docs/decisions/105).
  return { current, past: past.reverse() };
}

/**
 * The alert for a booking event, or null when the booking is not one of this supplier's
 * (a supplier who also books as a traveler gets those events on other channels).
 */
export async function bookingAlertFor(
  db: Db,
  supplierId: string,
  event: AppEvent,
): Promise<SupplierBookingAlert | null> {
  if (!event.bookingId) return null;
  // A booking moved to another supplier (docs/decisions/122) is no longer this one's: its old slot,
  // from the event sent only to this supplier.
  if (event.type === 'booking.cancelled' && event.payload.movedAway) {
    const { bookingId, activityTitle, customerName, bookingDate, bookingTime, numberOfPeople } = event.payload;
    return {
      kind: 'movedAway',
      bookingId,
      activityTitle,
      customerName,
      bookingDate,
      bookingTime,
      timeZone: event.payload.movedAway.timeZone,
      numberOfPeople,
      at: event.createdAt,
    };
  }
  const row = await bookings.findSupplierBooking(db, supplierId, event.bookingId);
  if (!row) return null;
  return {
    kind:
      event.type === 'booking.cancelled' ? 'cancelled' : event.type === 'booking.rescheduled' ? 'rescheduled' : 'new',
    bookingId: row.id,
    activityTitle: row.activity_title,
    customerName: row.customer_name,
    bookingDate: row.booking_date,
    bookingTime: row.booking_time,
    timeZone: row.time_zone,
    numberOfPeople: row.number_of_people,
    at: event.createdAt,
  };
}
