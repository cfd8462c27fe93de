import type { DbOrTrx } from '../../db/database.ts';

/**
 * Every activity a visitor can open (approved: the booking page's own rule, with its supplier),
 * for the sitemap. Pending, rejected and archived ones are left out.
 */
export function listSitemapActivities(db: DbOrTrx) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.id', 'a.updated_at'])
    .where('a.status', '=', 'approved')
    .orderBy('a.id')
    .execute();
}
