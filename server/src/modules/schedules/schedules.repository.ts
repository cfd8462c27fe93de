import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { ActivityScheduleExceptionsTable, ActivitySchedulesTable } from '../../db/schema.ts';
import { remainingSpotsSql, slotHasStartedSql, todayInZoneSql } from '../../rules/booking.ts';
import { notArchived } from '../catalogue/index.ts';

// Weekly schedules and the slots they generate (docs/decisions/058). Ownership is in every
// query's where clause: a schedule is reached through its activity's supplier.

/** Bookings that hold spots (a reseller's hold included); other statuses are history. */
const ACTIVE_BOOKING_STATUSES = ['confirmed', 'on_hold'] as const;

/**
 * The supplier's activity with what schedules need: its zone, max participants, and today and
 * the wall-clock time in its zone by the database's clock (docs/decisions/019).
 */
export function findScheduledActivity(db: DbOrTrx, supplierId: string, activityId: string) {
  return db
    .selectFrom('activities')
    .select([
      'id',
      'title',
      'status',
      'time_zone',
      'max_participants',
      sql<string>`to_char(${todayInZoneSql('activities')}, 'YYYY-MM-DD')`.as('today'),
      sql<string>`to_char(now() at time zone activities.time_zone, 'HH24:MI:SS')`.as('now_time'),
    ])
    .where('id', '=', activityId)
    .where('supplier_id', '=', supplierId)
    .where(notArchived)
    .executeTakeFirst();
}

const scheduleColumns = [
  'activity_schedules.id',
  'activity_schedules.activity_id',
  'activity_schedules.label',
  'activity_schedules.weekdays',
  'activity_schedules.start_time',
  'activity_schedules.end_time',
  'activity_schedules.spots',
  'activity_schedules.valid_from',
  'activity_schedules.valid_until',
] as const;

/** A schedule of one of the supplier's activities; `lock` takes the row for a change. */
export function findSupplierSchedule(db: DbOrTrx, supplierId: string, scheduleId: string, lock = false) {
  let query = db
    .selectFrom('activity_schedules')
    .innerJoin('activities', 'activities.id', 'activity_schedules.activity_id')
    .select(scheduleColumns)
    .where('activity_schedules.id', '=', scheduleId)
    .where('activities.supplier_id', '=', supplierId)
    .where(notArchived);
  if (lock) query = query.forUpdate(['activity_schedules']);
  return query.executeTakeFirst();
}

export type ScheduleRow = NonNullable<Awaited<ReturnType<typeof findSupplierSchedule>>>;

/** An activity's schedules, oldest first (their order gives their colours), with upcoming slot counts. */
export function listSchedulesOfActivity(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activity_schedules')
    .innerJoin('activities', 'activities.id', 'activity_schedules.activity_id')
    .select(scheduleColumns)
    .select((eb) =>
      eb
        .selectFrom('activity_availability')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('activity_availability.schedule_id', '=', 'activity_schedules.id')
        .where(sql<boolean>`not ${slotHasStartedSql('activity_availability', 'activities')}`)
        .as('upcoming_slots'),
    )
    .where('activity_schedules.activity_id', '=', activityId)
    .orderBy('activity_schedules.created_at')
    .orderBy('activity_schedules.valid_from')
    .orderBy('activity_schedules.id')
    .execute();
}

export function listExceptions(db: DbOrTrx, scheduleIds: string[]) {
  if (scheduleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('activity_schedule_exceptions')
    .select(['schedule_id', 'date', 'kind', 'start_time', 'end_time', 'spots'])
    .where('schedule_id', 'in', scheduleIds)
    .orderBy('date')
    .execute();
}

/** A schedule's rule, as the supplier sets it. */
type ScheduleRule = Omit<ActivitySchedulesTable, 'id' | 'activity_id' | 'created_at' | 'updated_at'>;

/** The weekdays as the smallint[] column takes them. */
const weekdaysArray = (weekdays: number[]) => sql<number[]>`${`{${weekdays.join(',')}}`}::smallint[]`;

export function insertSchedule(trx: DbOrTrx, row: ScheduleRule & { activity_id: string }) {
  return trx
    .insertInto('activity_schedules')
    .values({ ...row, weekdays: weekdaysArray(row.weekdays) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateSchedule(trx: DbOrTrx, scheduleId: string, row: ScheduleRule): Promise<void> {
  await trx
    .updateTable('activity_schedules')
    .set({ ...row, weekdays: weekdaysArray(row.weekdays), updated_at: sql<Date>`now()` })
    .where('id', '=', scheduleId)
    .execute();
}

export async function deleteSchedule(trx: DbOrTrx, scheduleId: string): Promise<void> {
  await trx.deleteFrom('activity_schedules').where('id', '=', scheduleId).execute();
}

export async function upsertException(
  trx: DbOrTrx,
  row: Omit<ActivityScheduleExceptionsTable, 'created_at'>,
): Promise<void> {
  await trx
    .insertInto('activity_schedule_exceptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['schedule_id', 'date']).doUpdateSet({
        kind: row.kind,
        start_time: row.start_time,
        end_time: row.end_time,
        spots: row.spots,
      }),
    )
    .execute();
}

export function deleteException(trx: DbOrTrx, scheduleId: string, date: string) {
  return trx
    .deleteFrom('activity_schedule_exceptions')
    .where('schedule_id', '=', scheduleId)
    .where('date', '=', date)
    .returning('date')
    .executeTakeFirst();
}

/** A slot's date, times and spots. */
const slotColumns = [
  'activity_availability.id',
  'activity_availability.date',
  'activity_availability.start_time',
  'activity_availability.end_time',
  'activity_availability.available_spots',
] as const;

/**
 * The schedule's slots from `fromDate` on, each with whether it has started (by the database's
 * clock in the activity's zone) and its bookings: those holding spots and the others on record.
 */
export function slotsOfScheduleFrom(trx: DbOrTrx, scheduleId: string, fromDate: string) {
  return trx
    .selectFrom('activity_availability')
    .innerJoin('activities', 'activities.id', 'activity_availability.activity_id')
    .select([...slotColumns, slotHasStartedSql('activity_availability', 'activities').as('started')])
    .select((eb) => [
      eb
        .selectFrom('bookings')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('bookings.availability_id', '=', 'activity_availability.id')
        .where('bookings.status', 'in', ACTIVE_BOOKING_STATUSES)
        .as('active_bookings'),
      eb
        .selectFrom('bookings')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('bookings.availability_id', '=', 'activity_availability.id')
        .as('all_bookings'),
    ])
    .where('activity_availability.schedule_id', '=', scheduleId)
    .where('activity_availability.date', '>=', fromDate)
    .orderBy('activity_availability.date')
    .orderBy('activity_availability.start_time')
    .forUpdate(['activity_availability'])
    .execute();
}

export async function deleteSlots(trx: DbOrTrx, slotIds: string[]): Promise<void> {
  if (slotIds.length === 0) return;
  await trx.deleteFrom('activity_availability').where('id', 'in', slotIds).execute();
}

/**
 * Inserts generated slots; a slot already at that activity, date and start time is left as it
 * is (the unique key activity_availability_slot_key), so running generation twice adds nothing.
 */
export async function insertGeneratedSlots(
  trx: DbOrTrx,
  rows: {
    activity_id: string;
    schedule_id: string;
    date: string;
    start_time: string;
    end_time: string;
    available_spots: number;
  }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await trx
    .insertInto('activity_availability')
    .values(rows)
    .onConflict((oc) => oc.columns(['activity_id', 'date', 'start_time']).doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** One activity's slots between two dates with the label of the schedule each came from. */
export function calendarSlots(db: DbOrTrx, activityId: string, from: string, to: string) {
  return db
    .selectFrom('activity_availability')
    .leftJoin('activity_schedules', 'activity_schedules.id', 'activity_availability.schedule_id')
    .select([
      ...slotColumns,
      'activity_availability.booked_spots',
      'activity_availability.is_available',
      'activity_availability.schedule_id',
      'activity_schedules.label as schedule_label',
      remainingSpotsSql('activity_availability').as('remaining_spots'),
    ])
    .where('activity_availability.activity_id', '=', activityId)
    .where('activity_availability.date', '>=', from)
    .where('activity_availability.date', '<=', to)
    .orderBy('activity_availability.date')
    .orderBy('activity_availability.start_time')
    .execute();
}
