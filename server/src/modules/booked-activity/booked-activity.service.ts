import { bookingReference } from '@regen/shared/booking-reference';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../booking/index.ts';
import * as repo from './booked-activity.repository.ts';

// A booked traveler's view of an activity that is no longer offered (docs/decisions/120): its
// booking page (/booking/{id}) answers 404 once the activity is archived or rejected, but a
// traveler with a booking of it still reads what they booked, with a note that it is no longer
// offered, and their bookings. Everyone else is told it does not exist, as before.

export async function bookedActivityView(db: DbOrTrx, userId: string, activityId: string) {
  const id = activityId.trim();
  const [activity, bookings] = isUuid(id)
    ? await Promise.all([repo.findActivityContent(db, id), repo.listBookingsOfTraveler(db, id, userId)])
    : [undefined, []];
  if (!activity || bookings.length === 0) throw notFound('activities.notFound');
  return {
    activity: {
      id: activity.id,
      title: activity.title,
      description: activity.description,
      impactDescription: activity.impact_description,
      photoUrl: activity.photo_url,
      country: activity.country,
      durationHours: activity.duration_hours,
      timeZone: activity.time_zone,
      supplier: { businessName: activity.business_name, location: activity.location },
    },
    /** Still bookable: the booking page shows it as usual; this view is for one no longer offered. */
    offered: activity.live,
    bookings: bookings.map((b) => ({
      id: b.id,
      reference: bookingReference(b.id),
      date: b.booking_date,
      time: b.booking_time,
      numberOfPeople: b.number_of_people,
      totalPriceCents: b.total_price_cents,
      status: b.status,
    })),
  };
}
