import type { DbOrTrx } from '../../db/database.ts';

/**
 * Approved activities of one country, newest first (docs/spec/public-site.md §7 call 1, with the
 * country as its own column matched exactly instead of a substring of the type text).
 * Served by activities_listing_idx (country, status, created_at desc).
 */
export function listApprovedActivitiesInCountry(db: DbOrTrx, country: string) {
  return db
    .selectFrom('activities')
    .select([
      'id',
      'title',
      'description',
      'impact_description',
      'impact_category',
      'price_cents',
      'duration_hours',
      'max_participants',
      'photo_url',
      'regen_points_override',
      'effort',
      'created_at',
    ])
    .where('country', '=', country)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Inserts a newsletter address once; returns true when it was new. */
export async function insertNewsletterSubscription(db: DbOrTrx, email: string, source: string | null) {
  const row = await db
    .insertInto('newsletter_subscriptions')
    .values({ email, source })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
