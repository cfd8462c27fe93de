import { sql } from 'kysely';
import type { ActivityStatus } from '@regen/shared/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { notArchived } from '../catalogue/index.ts';
import type { ActivityUpdate, NewActivity } from '../../db/schema.ts';

// The supplier domain's SQL. Every query that reads or changes an activity, slot or booking
// names the supplier in its where clause: ownership is checked in the query itself.
// Archived activities (deleted while bookings of them are on record) are left out of every
// list, count and lookup here: for the supplier they are gone.

export function findSupplierByUserId(db: DbOrTrx, userId: string) {
  return db.selectFrom('suppliers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Locks the supplier row for the rest of the transaction: concurrent creates queue here. */
export async function lockSupplier(trx: DbOrTrx, supplierId: string): Promise<void> {
  await trx.selectFrom('suppliers').select('id').where('id', '=', supplierId).forUpdate().executeTakeFirstOrThrow();
}

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

/** Confirmed bookings of an activity whose day has not passed in the activity's time zone. */
export async function countUpcomingConfirmedBookings(db: DbOrTrx, activityId: string): Promise<number> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('activities', 'activities.id', 'bookings.activity_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('bookings.activity_id', '=', activityId)
    .where('bookings.status', '=', 'confirmed')
    .where(sql<boolean>`bookings.booking_date >= (now() at time zone activities.time_zone)::date`)
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

/* ---- Dashboard statistics ---- */

export async function dashboardCounts(db: DbOrTrx, supplierId: string) {
  const activities = await db
    .selectFrom('activities')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('id').filterWhere('status', '=', 'approved').as('live'),
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
    .where('bookings.status', '!=', 'cancelled')
    .executeTakeFirstOrThrow();
  return {
    totalActivities: Number(activities.total),
    liveActivities: Number(activities.live),
    totalBookings: Number(bookings.total),
    thisMonth: Number(bookings.thisMonth),
  };
}

/* ---- Availability ---- */

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
    .where('status', '=', 'confirmed')
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

/* ---- Bookings ---- */

export interface SupplierBookingRow {
  id: string;
  activity_id: string;
  activity_title: string;
  activity_type: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  booking_date: string;
  booking_time: string;
  number_of_people: number;
  total_price_cents: number;
  payment_status: 'pending' | 'completed' | 'failed';
  status: 'confirmed' | 'cancelled' | 'completed';
  special_requests: string | null;
  cancellation_reason: string | null;
  cancelled_at: Date | null;
  cancellation_deadline: Date;
  created_at: Date;
  is_upcoming: boolean;
}

function bookingsQuery(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('bookings')
    .innerJoin('activities', 'activities.id', 'bookings.activity_id')
    .select([
      'bookings.id',
      'bookings.activity_id',
      'activities.title as activity_title',
      'activities.activity_type',
      'bookings.customer_name',
      'bookings.customer_email',
      'bookings.customer_phone',
      'bookings.booking_date',
      'bookings.booking_time',
      'bookings.number_of_people',
      'bookings.total_price_cents',
      'bookings.payment_status',
      'bookings.status',
      'bookings.special_requests',
      'bookings.cancellation_reason',
      'bookings.cancelled_at',
      'bookings.cancellation_deadline',
      'bookings.created_at',
      // Upcoming (docs/spec/accounts-and-operations.md §4): dated today or later (in the activity's
      // zone) and not cancelled.
      sql<boolean>`(bookings.status <> 'cancelled' and bookings.booking_date >= (now() at time zone activities.time_zone)::date)`.as(
        'is_upcoming',
      ),
    ])
    .where('activities.supplier_id', '=', supplierId);
}

/**
 * Bookings of the supplier's activities, by date and time (docs/spec/accounts-and-operations.md §7
 * Bookings).
 */
export function listSupplierBookings(db: DbOrTrx, supplierId: string): Promise<SupplierBookingRow[]> {
  return bookingsQuery(db, supplierId)
    .orderBy('bookings.booking_date')
    .orderBy('bookings.booking_time')
    .orderBy('bookings.created_at')
    .limit(2000)
    .execute();
}

export function findSupplierBooking(db: DbOrTrx, supplierId: string, bookingId: string) {
  return bookingsQuery(db, supplierId).where('bookings.id', '=', bookingId).executeTakeFirst();
}

/* ---- Pending uploads ---- */

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
