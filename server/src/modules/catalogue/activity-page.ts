import { activityPlace } from '@regen/shared/rules/activity-place';
import { activityRegenPoints } from '@regen/shared/rules/regen-points';
import { reviewSummary } from '@regen/shared/rules/reviews';
import type { ActivityPageDetails, ActivityPhoto } from '@regen/shared/schemas/activity-page';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { isLiveActivitySql } from '../../rules/booking.ts';
import { isUuid } from '../booking/index.ts';
import { translateActivityDetails } from '../activity-translations/index.ts';

// The activity page's details beyond the booking form (issue 30 part 6, docs/decisions/096):
// one statement for the activity, its supplier and its gallery. Live activities only, like the
// booking page itself; not kept by the public read cache (the booking page never is).

function findActivityPageRow(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([
      'a.id',
      'a.country',
      'a.impact_category',
      'a.impact_description',
      'a.effort',
      'a.place',
      'a.photo_url',
      'a.title',
      'a.duration_hours',
      'a.regen_points_override',
      'a.review_count',
      'a.review_stars_sum',
      'a.included',
      'a.what_to_bring',
      'a.languages',
      'a.accessibility',
      'a.meeting_address',
      'a.meeting_latitude',
      'a.meeting_longitude',
      's.id as supplier_id',
      's.business_name',
      's.location',
      sql<ActivityPhoto[]>`coalesce((select json_agg(json_build_object('url', p.url, 'alt', p.alt_text)
        order by p.position) from activity_photos p where p.activity_id = a.id), '[]'::json)`.as('gallery'),
    ])
    .where('a.id', '=', activityId)
    .where(isLiveActivitySql('a'))
    .executeTakeFirst();
}

const list = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

export async function getActivityPageDetails(
  db: DbOrTrx,
  config: Config,
  activityId: string,
): Promise<ActivityPageDetails> {
  const row = isUuid(activityId) ? await findActivityPageRow(db, activityId) : undefined;
  if (!row) throw notFound('activities.notFound');
  const photos = row.gallery;
  const address = row.meeting_address?.trim();
  // In the page's language where the supplier gave it (docs/decisions/119).
  return translateActivityDetails(db, {
    activityId: row.id,
    supplierId: row.supplier_id,
    supplierName: row.business_name,
    place: activityPlace(row.place, row.location),
    country: row.country,
    impactCategory: row.impact_category,
    impact: row.impact_description,
    effort: row.effort?.trim() || null,
    regenPoints: activityRegenPoints({
      durationHours: row.duration_hours,
      regenPointsOverride: row.regen_points_override,
    }),
    rating: reviewSummary(row.review_count, row.review_stars_sum),
    // Without a gallery, the activity's own photo is the one picture (the card's).
    gallery: photos.length > 0 ? photos : row.photo_url ? [{ url: row.photo_url, alt: row.title }] : [],
    included: list(row.included),
    whatToBring: list(row.what_to_bring),
    languages: list(row.languages),
    accessibility: row.accessibility?.trim() || null,
    meetingPoint: address ? { address, latitude: row.meeting_latitude, longitude: row.meeting_longitude } : null,
    cancellationWindowHours: config.cancellationWindowHours,
  });
}
