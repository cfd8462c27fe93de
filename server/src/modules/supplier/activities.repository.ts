import { sql } from 'kysely';
import type { ActivityStatus } from '@regen/shared/constants';
import type { DbOrTrx } from '../../db/database.ts';
import type { ActivityUpdate, NewActivity } from '../../db/schema.ts';
import { isUpcomingSql } from '../../rules/booking.ts';
import { notArchived } from '../catalogue/index.ts';

// The supplier's activities. Archived activities (deleted while bookings of them are on record)
// are left out of every list, count and lookup here: for the supplier they are gone.

export async function countActivities(db: DbOrTrx, supplierId: string): Promise<number> {
  const row = await db
    .selectFrom('activities')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const activityColumns = [
  'id',
  'supplier_id',
  'title',
  'description',
  'impact_description',
  'activity_type',
  'country',
  'impact_category',
  'price_cents',
  'duration_hours',
  'max_participants',
  'photo_url',
  'status',
  'rejection_reason',
  'time_zone',
  'created_at',
  'updated_at',
] as const;

/**
 * The supplier's activities, newest first (docs/spec/accounts-and-operations.md §7: select
 * activities by supplier_id).
 */
export function listSupplierActivities(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('activities')
    .select(activityColumns)
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .$narrowType<{ status: ActivityStatus }>()
    .execute();
}

export function findSupplierActivity(db: DbOrTrx, supplierId: string, activityId: string, lock = false) {
  let query = db
    .selectFrom('activities')
    .select(activityColumns)
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .$narrowType<{ status: ActivityStatus }>();
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function insertActivity(trx: DbOrTrx, values: NewActivity) {
  return trx
    .insertInto('activities')
    .values(values)
    .returning(activityColumns)
    .$narrowType<{ status: ActivityStatus }>()
    .executeTakeFirstOrThrow();
}

export function updateSupplierActivity(
  trx: DbOrTrx,
  supplierId: string,
  activityId: string,
  values: ActivityUpdate & { status?: ActivityStatus },
) {
  return trx
    .updateTable('activities')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .returning(activityColumns)
    .$narrowType<{ status: ActivityStatus }>()
    .executeTakeFirst();
}

/** Upcoming bookings of an activity that are still confirmed (isUpcoming: server/src/rules/booking.ts). */
export async function countUpcomingConfirmedBookings(db: DbOrTrx, activityId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('activities', 'activities.id', 'bookings.activity_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bookings.activity_id', '=', activityId)
    .where('bookings.status', 'in', ['confirmed', 'on_hold'])
    .where(isUpcomingSql('bookings', 'activities'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countBookingsOfActivity(db: DbOrTrx, activityId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('activity_id', '=', activityId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes an activity with booking history off every list instead of deleting it (its
 * bookings keep pointing at it), and removes its slots that no booking refers to.
 */
export async function archiveSupplierActivity(trx: DbOrTrx, supplierId: string, activityId: string) {
  const row = await trx
    .updateTable('activities')
    .set({ status: 'archived', updated_at: sql<Date>`now()` })
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .returning(['id', 'status'])
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .deleteFrom('activity_availability')
    .where('activity_id', '=', activityId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bookings')
            .select('bookings.id')
            .whereRef('bookings.availability_id', '=', 'activity_availability.id'),
        ),
      ),
    )
    .execute();
  return row;
}

export async function deleteSupplierActivity(trx: DbOrTrx, supplierId: string, activityId: string) {
  // Slots go with it (on delete cascade); bookings restrict, which the service checked first.
  const row = await trx
    .deleteFrom('activities')
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .returning(['id', 'photo_url'])
    .executeTakeFirst();
  return row;
}
