import { findDestinationCountry } from '@regen/shared/countries';
import { activityImagePath } from '@regen/shared/rules/slug';
import type { Trx } from '../db/database.ts';
import { demoActivityDetails, demoGallery } from './data/activity-details.ts';
import type { DemoActivity } from './data/index.ts';
import { demoSlots, type DayFromToday } from './slots.ts';

function addDays(date: Date, days: number): Date {
  const d = new Date(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

/** The activities row of a demo activity; its photo is the drawing named after its title. */
function activityValues(supplierId: string, activity: DemoActivity) {
  const details = demoActivityDetails[activity.title];
  return {
    ...(details
      ? {
          included: details.included,
          what_to_bring: details.whatToBring,
          languages: details.languages,
          accessibility: details.accessibility,
          meeting_address: details.meetingPoint.address,
          meeting_latitude: details.meetingPoint.latitude,
          meeting_longitude: details.meetingPoint.longitude,
        }
      : {}),
    supplier_id: supplierId,
    title: activity.title,
    description: activity.description,
    impact_description: activity.impact,
    country: activity.country,
    impact_category: activity.category,
    activity_type: activity.category === 'environmental' ? 'Environmental' : 'Social',
    price_cents: activity.priceCents,
    duration_hours: activity.hours,
    max_participants: activity.maxPeople,
    photo_url: activityImagePath(activity.title),
    regen_points_override: activity.pointsOverride ?? null,
    effort: activity.effort,
    place: activity.place,
    time_zone: findDestinationCountry(activity.country)?.timeZone ?? 'UTC',
  };
}

/**
 * A supplier's approved activities, created on successive days a month ago (so "newest first"
 * has an order), each with four weeks of slots from tomorrow.
 */
export async function insertApprovedActivities(
  trx: Trx,
  supplierId: string,
  activities: readonly DemoActivity[],
  now: Date,
  dayFromToday: DayFromToday,
): Promise<void> {
  const slots = [];
  const photos = [];
  for (const [index, activity] of activities.entries()) {
    const row = await trx
      .insertInto('activities')
      .values({ ...activityValues(supplierId, activity), status: 'approved', created_at: addDays(now, -30 + index) })
      .returning('id')
      .executeTakeFirstOrThrow();
    slots.push(...demoSlots({ id: row.id, hours: activity.hours, maxPeople: activity.maxPeople }, dayFromToday));
    photos.push(
      ...demoGallery(activity.title, activity.category).map((photo, position) => ({
        activity_id: row.id,
        position,
        url: photo.url,
        alt_text: photo.alt,
      })),
    );
  }
  if (slots.length > 0) await trx.insertInto('activity_availability').values(slots).execute();
  if (photos.length > 0) await trx.insertInto('activity_photos').values(photos).execute();
}

/** An activity waiting for an admin's decision (the moderation screen's work). */
export async function insertPendingActivity(trx: Trx, supplierId: string, activity: DemoActivity): Promise<void> {
  await trx
    .insertInto('activities')
    .values({ ...activityValues(supplierId, activity), status: 'pending' })
    .execute();
}
