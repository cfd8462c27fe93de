import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { isLiveActivitySql } from '../../rules/booking.ts';
import { notArchived } from '../catalogue/index.ts';

// The dashboard's four counts (docs/spec/accounts-and-operations.md §2). Archived activities
// are left out: for the supplier they are gone.

export async function dashboardCounts(db: DbOrTrx, supplierId: string) {
  const activities = await db
    .selectFrom('activities')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere(isLiveActivitySql('activities')).as('live'),
    ])
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .executeTakeFirstOrThrow();
  const bookings = await db
    .selectFrom('bookings')
    .innerJoin('activities', 'activities.id', 'bookings.activity_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .count<number>('bookings.id')
        .filterWhere(
          sql<boolean>`bookings.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`,
        )
        .as('thisMonth'),
    ])
    .where('activities.supplier_id', '=', supplierId)
    // Bookings that stand: not cancelled, and no reseller's hold (on_hold, expired).
    .where('bookings.status', 'in', ['confirmed', 'completed'])
    .executeTakeFirstOrThrow();
  return {
    totalActivities: Number(activities.total),
    liveActivities: Number(activities.live),
    totalBookings: Number(bookings.total),
    thisMonth: Number(bookings.thisMonth),
  };
}
