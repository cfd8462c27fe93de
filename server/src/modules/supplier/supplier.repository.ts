import type { DbOrTrx } from '../../db/database.ts';

// The supplier row itself. The SQL of the dashboard's parts is in activities.repository.ts,
// slots.repository.ts, bookings.repository.ts, dashboard.repository.ts and uploads.repository.ts;
// every query there that reads or changes an activity, slot or booking names the supplier in
// its where clause: ownership is checked in the query itself.

export function findSupplierByUserId(db: DbOrTrx, userId: string) {
  return db.selectFrom('suppliers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Locks the supplier row for the rest of the transaction: concurrent creates queue here. */
export async function lockSupplier(trx: DbOrTrx, supplierId: string): Promise<void> {
  await trx.selectFrom('suppliers').select('id').where('id', '=', supplierId).forUpdate().executeTakeFirstOrThrow();
}
