import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';

// Photos uploaded by a supplier and not yet claimed by an activity (docs/architecture.md §Storage).

export async function insertPendingUpload(db: DbOrTrx, key: string, supplierId: string): Promise<void> {
  await db.insertInto('pending_uploads').values({ key, supplier_id: supplierId }).execute();
}

/** Claims an upload of this supplier for an activity; false when it is not theirs or already used. */
export async function claimPendingUpload(trx: DbOrTrx, key: string, supplierId: string): Promise<boolean> {
  const row = await trx
    .deleteFrom('pending_uploads')
    .where('key', '=', key)
    .where('supplier_id', '=', supplierId)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/** Claims up to `limit` uploads older than `olderThanHours` for removal. */
export function takeStaleUploads(trx: DbOrTrx, olderThanHours: number, limit = 200) {
  return trx
    .deleteFrom('pending_uploads')
    .where(
      'key',
      'in',
      trx
        .selectFrom('pending_uploads')
        .select('key')
        .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${olderThanHours})`)
        .limit(limit),
    )
    .returning('key')
    .execute();
}
