import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { remainingSpotsSql, todayInZoneSql } from '../../rules/booking.ts';
import { notArchived } from '../catalogue/index.ts';

// The supplier's time slots (docs/spec/accounts-and-operations.md §7 Availability). Ownership is
// in every query's where clause; slots of archived activities are gone for the supplier.

const slotColumns = [
  'activity_availability.id',
  'activity_availability.activity_id',
  'activity_availability.date',
  'activity_availability.start_time',
  'activity_availability.end_time',
  'activity_availability.available_spots',
  'activity_availability.booked_spots',
  'activity_availability.is_available',
  'activities.title as activity_title',
  'activities.activity_type',
  'activities.time_zone',
] as const;

/**
 * The supplier's slots between two dates, by date and start time
 * (docs/spec/accounts-and-operations.md §7 Availability).
 */
export function listSupplierSlots(db: DbOrTrx, supplierId: string, from: string, to: string) {
  return db
    .selectFrom('activity_availability')
    .innerJoin('activities', 'activities.id', 'activity_availability.activity_id')
    .select(slotColumns)
    .select(remainingSpotsSql('activity_availability').as('remaining_spots'))
    .where('activities.supplier_id', '=', supplierId)
    .where(notArchived)
    .where('activity_availability.date', '>=', from)
    .where('activity_availability.date', '<=', to)
    .orderBy('activity_availability.date')
    .orderBy('activity_availability.start_time')
    .orderBy('activities.title')
    .execute();
}

export function findSupplierSlot(db: DbOrTrx, supplierId: string, slotId: string, lock = false) {
  let query = db
    .selectFrom('activity_availability')
    .innerJoin('activities', 'activities.id', 'activity_availability.activity_id')
    .select(slotColumns)
    .select(remainingSpotsSql('activity_availability').as('remaining_spots'))
    .where('activity_availability.id', '=', slotId)
    .where('activities.supplier_id', '=', supplierId)
    .where(notArchived);
  if (lock) query = query.forUpdate(['activity_availability']);
  return query.executeTakeFirst();
}

/** Slots of the activity on these dates whose times overlap [start, end). */
export function findOverlappingSlots(
  db: DbOrTrx,
  activityId: string,
  dates: string[],
  startTime: string,
  endTime: string,
) {
  return db
    .selectFrom('activity_availability')
    .select(['id', 'date', 'start_time', 'end_time'])
    .where('activity_id', '=', activityId)
    .where('date', 'in', dates)
    .where('start_time', '<', endTime)
    .where('end_time', '>', startTime)
    .orderBy('date')
    .execute();
}

export function insertSlots(
  trx: DbOrTrx,
  rows: { activity_id: string; date: string; start_time: string; end_time: string; available_spots: number }[],
) {
  return trx.insertInto('activity_availability').values(rows).returning(['id', 'date']).execute();
}

export async function countConfirmedBookingsOfSlot(db: DbOrTrx, slotId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('availability_id', '=', slotId)
    .where('status', 'in', ['confirmed', 'on_hold'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countBookingsOfSlot(db: DbOrTrx, slotId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('availability_id', '=', slotId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function setSlotAvailable(trx: DbOrTrx, slotId: string, isAvailable: boolean) {
  await trx.updateTable('activity_availability').set({ is_available: isAvailable }).where('id', '=', slotId).execute();
}

/** Changes capacity, never below what is booked (the check constraint backs this up). */
export function setSlotSpots(trx: DbOrTrx, slotId: string, spots: number) {
  return trx
    .updateTable('activity_availability')
    .set({ available_spots: spots })
    .where('id', '=', slotId)
    .where('booked_spots', '<=', spots)
    .returning('id')
    .executeTakeFirst();
}

export async function deleteSlot(trx: DbOrTrx, slotId: string): Promise<void> {
  await trx.deleteFrom('activity_availability').where('id', '=', slotId).execute();
}

/**
 * The activity slots are added to, locked, with today's date in its time zone by the database's
 * clock (the clock of every rule on the server, docs/decisions/019).
 */
export function findActivityForSlots(trx: DbOrTrx, supplierId: string, activityId: string) {
  return trx
    .selectFrom('activities')
    .select(['id', 'status', sql<string>`to_char(${todayInZoneSql('activities')}, 'YYYY-MM-DD')`.as('today')])
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .forUpdate()
    .executeTakeFirst();
}
