import type { Db } from '../../db/database.ts';
import { listBookingsOfTraveler } from './traveler.repository.ts';

export type TravelerBooking = Awaited<ReturnType<typeof listTravelerBookingsWithUnread>>[number];

/**
 * The traveler's bookings for /profile (My Bookings) and /traveler-dashboard, sorted by date and
 * time. Upcoming and cancellable are the booking rules (server/src/rules/booking.ts), decided here by the
 * database's clock: upcoming = dated today or later (activity's time zone) and not cancelled;
 * cancellable = confirmed and before the deadline (docs/spec/accounts-and-operations.md §4). The
 * cancellation checks again when asked.
 */
export async function listTravelerBookingsWithUnread(db: Db, userId: string) {
  const rows = await listBookingsOfTraveler(db, userId);
  return rows.map((b) => ({
    id: b.id,
    activityId: b.activity_id,
    activityTitle: b.activity_title,
    activityType: b.activity_type,
    impactCategory: b.impact_category,
    activityCountry: b.activity_country,
    activityPhotoUrl: b.activity_photo_url,
    supplierName: b.business_name,
    timeZone: b.time_zone,
    bookingDate: b.booking_date,
    bookingTime: b.booking_time,
    endTime: b.end_time,
    numberOfPeople: b.number_of_people,
    totalPriceCents: b.total_price_cents,
    status: b.status,
    paymentStatus: b.payment_status,
    customerName: b.customer_name,
    specialRequests: b.special_requests,
    cancellationReason: b.cancellation_reason,
    cancellationDeadline: b.cancellation_deadline,
    cancelledAt: b.cancelled_at,
    cancellable: b.cancellable,
    isUpcoming: b.is_upcoming,
    unreadCount: Number(b.unread_count),
    createdAt: b.created_at,
  }));
}
