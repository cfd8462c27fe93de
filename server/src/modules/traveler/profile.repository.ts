import type { ActivityStatus } from '@regen/shared/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { notArchived } from '../catalogue/index.ts';

/**
 * Creates the traveler row on first profile load (docs/spec/accounts-and-operations.md §6); a no-op
 * when it exists.
 */
export async function ensureTravelerRow(db: DbOrTrx, userId: string): Promise<void> {
  await db
    .insertInto('travelers')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** The supplier's activities for the profile's listing cards, newest first. */
export function listSupplierListings(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('activities')
    .select([
      'id',
      'title',
      'status',
      'price_cents',
      'created_at',
      'photo_url',
      'activity_type',
      'country',
      'rejection_reason',
    ])
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .$narrowType<{ status: ActivityStatus }>()
    .orderBy('created_at', 'desc')
    .execute();
}
