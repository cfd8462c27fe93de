import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// The host's public page SQL (issue 30 part 6). A supplier has a public page while at least one
// of its activities is live; the page never shows contact details (email, phone) or anything
// not already public on its activities' pages.

export function findPublicSupplier(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('suppliers as s')
    .select(['s.id', 's.business_name', 's.location', 's.description', 's.years_in_operation'])
    .where('s.id', '=', supplierId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('activities as a')
          .select('a.id')
          .whereRef('a.supplier_id', '=', 's.id')
          .where('a.status', '=', 'approved'),
      ),
    )
    .executeTakeFirst();
}

/**
 * What the supplier's activities have done: Regen Points credited to travelers (the ledger,
 * corrections included) and the people who attended. Archived activities count: their
 * impact happened.
 */
export async function supplierImpactTotals(db: DbOrTrx, supplierId: string) {
  const [points, hosted] = await Promise.all([
    db
      .selectFrom('regen_points_ledger as l')
      .innerJoin('activities as a', 'a.id', 'l.activity_id')
      .select(sql<number>`coalesce(sum(l.points), 0)::int`.as('points'))
      .where('a.supplier_id', '=', supplierId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bookings as b')
      .innerJoin('activities as a', 'a.id', 'b.activity_id')
      .select(sql<number>`coalesce(sum(b.attended_people), 0)::int`.as('people'))
      .where('a.supplier_id', '=', supplierId)
      .where('b.attendance', '=', 'attended')
      .executeTakeFirstOrThrow(),
  ]);
  return { regenPoints: points.points, travelersHosted: hosted.people };
}

/** Suppliers with a public page, for the sitemap: those with a live activity. */
export function listPublicSuppliers(db: DbOrTrx) {
  return db
    .selectFrom('activities as a')
    .select(['a.supplier_id', sql<Date>`max(a.updated_at)`.as('updated_at')])
    .where('a.status', '=', 'approved')
    .groupBy('a.supplier_id')
    .orderBy('a.supplier_id')
    .execute();
}
