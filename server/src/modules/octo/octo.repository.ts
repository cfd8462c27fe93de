import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import { executeShared } from '../../db/shared-reads.ts';
import { usedApiKeyCtes, type UsedApiKeyRow } from '../resellers/index.ts';
import { dateText, newBookingSelection, NEW_BOOKING_COLUMNS, takeSpots, type SpotsTaken } from '../booking/index.ts';
import {
  canCancelSql,
  cancellationDeadlinePassedSql,
  deadlineOf,
  isLiveActivitySql,
  remainingSpotsSql,
  slotHasStartedSql,
} from '../../rules/booking.ts';

// The OCTO API's SQL (docs/decisions/044–045). Spots are taken and given back on the same
// `booked_spots` counter website bookings use, by conditional statements, so the database's
// check constraint keeps every channel together within a slot's capacity.

/** A kind of guest an activity prices beside the adult (activity_person_types, docs/decisions/103). */
export interface OctoPersonType {
  personType: 'child' | 'youth' | 'senior' | 'family';
  priceCents: number;
  minAge: number | null;
  maxAge: number | null;
  seats: number;
}

/** A booking question of an activity (activity_questions, docs/decisions/103). */
export interface OctoQuestion {
  id: string;
  kind: 'text' | 'choice' | 'yes_no';
  label: string;
  options: string[];
  required: boolean;
  position: number;
}

/** The activity's kinds of guest as JSON, in the fixed order child, youth, senior, family. */
const personTypesJson = (activityId: ReturnType<typeof sql>) => sql`coalesce((select json_agg(json_build_object(
    'personType', t.person_type, 'priceCents', t.price_cents, 'minAge', t.min_age, 'maxAge', t.max_age,
    'seats', t.seats) order by array_position(array['child','youth','senior','family']::text[], t.person_type))
  from activity_person_types t where t.activity_id = ${activityId}), '[]'::json)`;

/** Activities a reseller may sell: approved, of a supplier that has not opted out of distribution. */
function productsQuery(db: DbOrTrx) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as sup', 'sup.id', 'a.supplier_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.impact_description',
      'a.duration_hours',
      'a.price_cents',
      'a.max_participants',
      'a.time_zone',
      'a.country',
      'a.supplier_id',
      'sup.business_name',
      // The start times the activity's upcoming open slots use (Option.availabilityLocalStartTimes).
      sql<
        string[]
      >`coalesce((select array_agg(distinct to_char(s.start_time, 'HH24:MI') order by to_char(s.start_time, 'HH24:MI'))
        from activity_availability s where s.activity_id = a.id and s.is_available
          and s.date >= (now() at time zone a.time_zone)::date), '{}')`.as('start_times'),
      // Its kinds of guest beside the adult (OCTO units, docs/decisions/114) and its booking questions.
      sql<OctoPersonType[]>`${personTypesJson(sql`a.id`)}`.as('person_types'),
      sql<OctoQuestion[]>`coalesce((select json_agg(json_build_object('id', q.id, 'kind', q.kind, 'label', q.label,
          'options', q.options, 'required', q.required, 'position', q.position) order by q.position)
        from activity_questions q where q.activity_id = a.id and q.archived_at is null), '[]'::json)`.as('questions'),
    ])
    .where(isLiveActivitySql('a'))
    .where('sup.distribution_opt_out', '=', false);
}

export type ProductRow = Awaited<ReturnType<typeof findProduct>> & {};

export function listProducts(db: DbOrTrx) {
  return productsQuery(db).orderBy('a.created_at', 'desc').orderBy('a.id').limit(1000).execute();
}

export function findProduct(db: DbOrTrx, activityId: string) {
  return productsQuery(db).where('a.id', '=', activityId).executeTakeFirst();
}

/** A slot's columns as OCTO needs them: its local times, their instants, what is left. */
export const slotColumns = [
  's.id as slot_id',
  dateText('s.date').as('date'),
  sql<string>`to_char(s.date + s.start_time, 'YYYY-MM-DD"T"HH24:MI:SS')`.as('local_start'),
  sql<string>`to_char(s.date + s.end_time, 'YYYY-MM-DD"T"HH24:MI:SS')`.as('local_end'),
  sql<Date>`(s.date + s.start_time) at time zone a.time_zone`.as('utc_start'),
  sql<Date>`(s.date + s.end_time) at time zone a.time_zone`.as('utc_end'),
  's.available_spots',
  sql<number>`${remainingSpotsSql('s')}`.as('remaining'),
  sql<boolean>`(s.is_available and not ${slotHasStartedSql('s', 'a')})`.as('open'),
] as const;

/**
 * A booking's own columns, its activity's and supplier's, and its slot's, as the OCTO Booking
 * object needs them: the same for live bookings (`bookings`) and test keys' (`octo_test_bookings`).
 */
export const bookingObjectColumns = [
  'b.id',
  'b.idempotency_key as uuid',
  'b.status',
  'b.reseller_reference',
  'b.customer_name',
  'b.customer_email',
  'b.customer_phone',
  'b.contact_first_name',
  'b.contact_last_name',
  'b.contact_country',
  'b.contact_postal_code',
  'b.contact_locales',
  'b.contact_notes',
  'b.special_requests',
  'b.number_of_people',
  'b.total_price_cents',
  'b.cancellation_reason',
  'b.cancelled_at',
  'b.cancellation_deadline',
  'b.hold_expires_at',
  'b.created_at',
  'b.updated_at',
  'b.activity_id',
  'b.availability_id',
  'a.title as activity_title',
  'a.price_cents',
  'a.max_participants',
  'a.time_zone',
  'a.supplier_id',
  'sup.email as supplier_email',
  'sup.user_id as supplier_user_id',
  'sup.business_name',
  ...slotColumns,
] as const;

export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];

/** The slots of an activity dated from `from` to `to` (inclusive, the activity's local dates). */
export function listSlots(db: DbOrTrx, activityId: string, from: string, to: string) {
  return db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select(slotColumns)
    .where('s.activity_id', '=', activityId)
    .where(sql<boolean>`s.date between ${from}::date and ${to}::date`)
    .orderBy('s.date')
    .orderBy('s.start_time')
    .execute();
}

export interface CalendarRow extends UsedApiKeyRow {
  /** Null when the product is not one the reseller may sell. */
  price_cents: number | null;
  /** The product's other kinds of guest (the same on every row). */
  person_types: OctoPersonType[];
  /** The slot's columns, null on the one row of a product without slots in the range. */
  date: string | null;
  local_start: string | null;
  local_end: string | null;
  available_spots: number | null;
  remaining: number | null;
  open: boolean | null;
}

/**
 * The availability calendar in ONE statement (docs/decisions/047): the key check (its `key` and
 * `touched` expressions), the product and its slots of the range, found by the slots' unique
 * (activity_id, date, start_time) index. No row: the key is unknown or revoked. One row with a
 * null price: no such product. Only the columns a calendar day needs (no instants to parse).
 */
export async function calendarRows(
  db: DbOrTrx,
  keyHash: string,
  /** Null for a product id that is not a uuid: the key is still checked, no product is found. */
  activityId: string | null,
  from: string,
  to: string,
): Promise<readonly CalendarRow[]> {
  // Resellers poll the same product's calendar: identical requests that overlap share one
  // execution, never one sent before they asked (docs/decisions/074). Its only write, the key's
  // last use, is made at most once a minute anyway.
  const { rows } = await executeShared(db, calendarSql(keyHash, activityId, from, to).compile(db));
  return rows;
}

function calendarSql(keyHash: string, activityId: string | null, from: string, to: string) {
  return sql<CalendarRow>`
    with ${usedApiKeyCtes(keyHash)}
    select key.key_id, key.reseller_id, key.name, key.user_id, key.mode, a.price_cents,
      ${personTypesJson(sql`${activityId}::uuid`)} as person_types,
      ${dateText('s.date')} as date,
      to_char(s.date + s.start_time, 'YYYY-MM-DD"T"HH24:MI:SS') as local_start,
      to_char(s.date + s.end_time, 'YYYY-MM-DD"T"HH24:MI:SS') as local_end,
      s.available_spots,
      ${remainingSpotsSql('s')} as remaining,
      (s.is_available and not ${slotHasStartedSql('s', 'a')}) as open
    from key
    left join (
      activities a join suppliers sup on sup.id = a.supplier_id
        and sup.distribution_opt_out = false and ${isLiveActivitySql('a')}
    ) on a.id = ${activityId}::uuid
    left join activity_availability s on s.activity_id = a.id
      and s.date between ${from}::date and ${to}::date
    order by s.date, s.start_time
  `;
}

/** The slot of an activity starting at a local date and time. */
export function findSlotAt(db: DbOrTrx, activityId: string, date: string, time: string) {
  return db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select(slotColumns)
    .where('s.activity_id', '=', activityId)
    .where(sql<boolean>`s.date = ${date}::date and s.start_time = ${time}::time`)
    .executeTakeFirst();
}

/**
 * The OCTO contact's fields beyond the name, email and phone every booking has
 * (docs/decisions/099). Null: not given (an update keeps what was there).
 */
export interface ContactDetails {
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  postalCode: string | null;
  locales: string[] | null;
  notes: string | null;
}

/** The contact columns set from `details`, each kept where its value is null. */
function contactDetailsSet(details: ContactDetails) {
  return {
    contact_first_name: sql<string | null>`coalesce(${details.firstName}::text, contact_first_name)`,
    contact_last_name: sql<string | null>`coalesce(${details.lastName}::text, contact_last_name)`,
    contact_country: sql<string | null>`coalesce(${details.country}::text, contact_country)`,
    contact_postal_code: sql<string | null>`coalesce(${details.postalCode}::text, contact_postal_code)`,
    contact_locales: sql<string[]>`coalesce(${details.locales}::text[], contact_locales)`,
    contact_notes: sql<string | null>`coalesce(${details.notes}::text, contact_notes)`,
  };
}

export interface HoldWrite {
  slotId: string;
  activityId: string;
  userId: string;
  resellerId: string;
  uuid: string;
  resellerReference: string | null;
  numberOfPeople: number;
  totalPriceCents: number;
  expirationMinutes: number;
  notes: string | null;
  contact: { name: string; email: string; phone: string; details: ContactDetails };
  cancellationWindowHours: number;
}

/**
 * Reserves in ONE statement: the conditional update takes the spots only while they are there
 * (the website's own booking statement does the same), and the on-hold booking is written from
 * the row it took. The unique (user_id, idempotency_key) makes a second hold with the same OCTO
 * uuid fail as a whole, spots included. No row back: the slot is full, closed or started.
 */
export function insertHold(db: DbOrTrx, hold: HoldWrite) {
  const take: SpotsTaken = {
    slotId: hold.slotId,
    activityId: hold.activityId,
    userId: hold.userId,
    customerName: hold.contact.name,
    customerEmail: hold.contact.email,
    customerPhone: hold.contact.phone,
    numberOfPeople: hold.numberOfPeople,
    totalPriceCents: hold.totalPriceCents,
    specialRequests: hold.notes,
    idempotencyKey: hold.uuid,
    status: 'on_hold',
    cancellationWindowHours: hold.cancellationWindowHours,
  };
  return db
    .with('taken', (qb) => takeSpots(qb, take))
    .insertInto('bookings')
    .columns([
      ...NEW_BOOKING_COLUMNS,
      'reseller_id',
      'reseller_reference',
      'hold_expires_at',
      'contact_first_name',
      'contact_last_name',
      'contact_country',
      'contact_postal_code',
      'contact_locales',
      'contact_notes',
    ])
    .expression((eb) =>
      eb
        .selectFrom('taken')
        .select([
          ...newBookingSelection(take),
          sql<string>`${hold.resellerId}::uuid`.as('reseller_id'),
          sql<string | null>`${hold.resellerReference}::text`.as('reseller_reference'),
          sql<Date>`now() + ${hold.expirationMinutes}::int * interval '1 minute'`.as('hold_expires_at'),
          sql<string | null>`${hold.contact.details.firstName}::text`.as('contact_first_name'),
          sql<string | null>`${hold.contact.details.lastName}::text`.as('contact_last_name'),
          sql<string | null>`${hold.contact.details.country}::text`.as('contact_country'),
          sql<string | null>`${hold.contact.details.postalCode}::text`.as('contact_postal_code'),
          sql<string[]>`${hold.contact.details.locales ?? []}::text[]`.as('contact_locales'),
          sql<string | null>`${hold.contact.details.notes}::text`.as('contact_notes'),
        ]),
    )
    .returning('id')
    .executeTakeFirst();
}

/** A reseller's booking with its activity and slot, as the OCTO Booking object needs them. */
function resellerBookingsQuery(db: DbOrTrx, resellerId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as s', 's.id', 'b.availability_id')
    .innerJoin('suppliers as sup', 'sup.id', 'a.supplier_id')
    .select([
      ...bookingObjectColumns,
      // Its party by kind of guest (none: all adults) and its answers (docs/decisions/103, 114).
      sql<{ personType: string; quantity: number; unitPriceCents: number; seats: number }[]>`coalesce((select
          json_agg(json_build_object('personType', p.person_type, 'quantity', p.quantity,
            'unitPriceCents', p.unit_price_cents, 'seats', p.seats)
          order by array_position(array['adult','child','youth','senior','family']::text[], p.person_type))
        from booking_party p where p.booking_id = b.id), '[]'::json)`.as('party'),
      sql<{ questionId: string; label: string; position: number; answer: string }[]>`coalesce((select
          json_agg(json_build_object('questionId', q.question_id, 'label', q.question_label,
            'position', q.position, 'answer', q.answer) order by q.position)
        from booking_answers q where q.booking_id = b.id), '[]'::json)`.as('answers'),
      // Checked in (the manifest's check-in or scanner, or attendance marked): OCTO's utcRedeemedAt.
      sql<Date | null>`case when b.attendance = 'attended' then b.attendance_marked_at end`.as('redeemed_at'),
      // An on-hold booking whose expiry has passed is expired, whether or not the sweep ran yet.
      sql<boolean>`(b.status = 'on_hold' and b.hold_expires_at <= now())`.as('hold_expired'),
      sql<boolean>`(${canCancelSql('b')} or (b.status = 'on_hold' and b.hold_expires_at > now()))`.as('cancellable'),
      cancellationDeadlinePassedSql(deadlineOf('b')).as('deadline_passed'),
    ])
    .where('b.reseller_id', '=', resellerId);
}

export type ResellerBookingRow = NonNullable<Awaited<ReturnType<typeof findResellerBooking>>>;

export function findResellerBooking(db: DbOrTrx, resellerId: string, uuid: string) {
  return resellerBookingsQuery(db, resellerId).where('b.idempotency_key', '=', uuid).executeTakeFirst();
}

export function listResellerBookings(
  db: DbOrTrx,
  resellerId: string,
  filter: {
    resellerReference?: string;
    supplierReference?: string;
    localDate?: string;
    localDateStart?: string;
    localDateEnd?: string;
    productId?: string;
  },
) {
  let query = resellerBookingsQuery(db, resellerId);
  if (filter.resellerReference) query = query.where('b.reseller_reference', '=', filter.resellerReference);
  if (filter.supplierReference) query = query.where('b.id', '=', filter.supplierReference);
  if (filter.productId) query = query.where('b.activity_id', '=', filter.productId);
  if (filter.localDate) query = query.where(sql<boolean>`b.booking_date = ${filter.localDate}::date`);
  if (filter.localDateStart) query = query.where(sql<boolean>`b.booking_date >= ${filter.localDateStart}::date`);
  if (filter.localDateEnd) query = query.where(sql<boolean>`b.booking_date <= ${filter.localDateEnd}::date`);
  return query.orderBy('b.booking_date').orderBy('b.booking_time').orderBy('b.created_at').limit(500).execute();
}

/** Extends an unexpired hold to `minutes` from now. */
export function extendHold(db: DbOrTrx, bookingId: string, minutes: number) {
  return db
    .updateTable('bookings')
    .set({ hold_expires_at: sql`now() + ${minutes}::int * interval '1 minute'`, updated_at: sql`now()` })
    .where('id', '=', bookingId)
    .where('status', '=', 'on_hold')
    .where('hold_expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
}

/** On hold and unexpired → confirmed with the contact details: the spots stay taken. */
export function confirmHold(
  db: DbOrTrx,
  bookingId: string,
  values: {
    name: string;
    email: string;
    phone: string;
    details: ContactDetails;
    resellerReference: string | null;
    notes: string | null;
  },
) {
  return db
    .updateTable('bookings')
    .set({
      status: 'confirmed',
      hold_expires_at: null,
      customer_name: values.name,
      customer_email: values.email,
      customer_phone: values.phone,
      ...contactDetailsSet(values.details),
      reseller_reference: sql`coalesce(${values.resellerReference}::text, reseller_reference)`,
      special_requests: sql`coalesce(${values.notes}::text, special_requests)`,
      updated_at: sql`now()`,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'on_hold')
    .where('hold_expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
}

/** Contact, notes and reference of a hold or of a confirmed booking before its deadline. */
/** What an update changes besides the people, slot and product; null keeps what is there. */
export interface BookingDetailsUpdate {
  name: string | null;
  email: string | null;
  phone: string | null;
  details: ContactDetails;
  resellerReference: string | null;
  notes: string | null;
  expirationMinutes: number | null;
}

export function updateBookingDetails(db: DbOrTrx, bookingId: string, values: BookingDetailsUpdate) {
  return db
    .updateTable('bookings as b')
    .set({
      ...contactDetailsSet(values.details),
      customer_name: sql`coalesce(${values.name}::text, b.customer_name)`,
      customer_email: sql`coalesce(${values.email}::text, b.customer_email)`,
      customer_phone: sql`coalesce(${values.phone}::text, b.customer_phone)`,
      reseller_reference: sql`coalesce(${values.resellerReference}::text, b.reseller_reference)`,
      special_requests: sql`coalesce(${values.notes}::text, b.special_requests)`,
      hold_expires_at: sql`case when b.status = 'on_hold' and ${values.expirationMinutes}::int is not null
        then now() + ${values.expirationMinutes}::int * interval '1 minute' else b.hold_expires_at end`,
      updated_at: sql`now()`,
    })
    .where('b.id', '=', bookingId)
    .where((eb) =>
      eb.or([
        eb.and([eb('b.status', '=', 'on_hold'), eb('b.hold_expires_at', '>', sql<Date>`now()`)]),
        canCancelSql('b'),
      ]),
    )
    .returning('b.id')
    .executeTakeFirst();
}

/**
 * Changes how many people (seats) a hold or a confirmed booking (before its deadline) is for, at
 * the total the server priced: the
 * difference is taken from or given back to the slot in the same statement, and only while
 * the slot has the spots.
 */
export function changeNumberOfPeople(db: DbOrTrx, bookingId: string, people: number, totalPriceCents: number) {
  return db
    .with('current', (qb) =>
      qb
        .selectFrom('bookings as b')
        .select(['b.id', 'b.availability_id', sql<number>`${people}::int - b.number_of_people`.as('delta')])
        .where('b.id', '=', bookingId)
        .where((eb) =>
          eb.or([
            eb.and([eb('b.status', '=', 'on_hold'), eb('b.hold_expires_at', '>', sql<Date>`now()`)]),
            canCancelSql('b'),
          ]),
        )
        .forUpdate(),
    )
    .with('moved', (qb) =>
      qb
        .updateTable('activity_availability as s')
        .from('current')
        .set({ booked_spots: sql`s.booked_spots + current.delta` })
        .whereRef('s.id', '=', 'current.availability_id')
        .where(sql<boolean>`current.delta <= ${remainingSpotsSql('s')}`)
        .returning('s.id'),
    )
    .updateTable('bookings as b')
    .from('current')
    .set({
      number_of_people: people,
      total_price_cents: totalPriceCents,
      updated_at: sql`now()`,
    })
    .whereRef('b.id', '=', 'current.id')
    .where(sql<boolean>`exists (select 1 from moved)`)
    .returning('b.id')
    .executeTakeFirst();
}

/**
 * Cancels a hold (any time before it expires) or a confirmed booking (before its cancellation
 * deadline), giving its spots back in the same statement: the status change is the gate, so
 * the spots come back exactly once.
 */
export function cancelResellerBooking(db: DbOrTrx, bookingId: string, userId: string, reason: string) {
  return db
    .with('cancelled', (qb) =>
      qb
        .updateTable('bookings as b')
        .set({
          status: 'cancelled',
          hold_expires_at: null,
          cancellation_reason: reason,
          cancelled_at: sql`now()`,
          cancelled_by: userId,
          updated_at: sql`now()`,
        })
        .where('b.id', '=', bookingId)
        .where((eb) =>
          eb.or([
            eb.and([eb('b.status', '=', 'on_hold'), eb('b.hold_expires_at', '>', sql<Date>`now()`)]),
            canCancelSql('b'),
          ]),
        )
        .returning(['b.id', 'b.availability_id', 'b.number_of_people', 'b.cancelled_at']),
    )
    .with('released', (qb) =>
      qb
        .updateTable('activity_availability as s')
        .from('cancelled')
        .set({ booked_spots: sql`s.booked_spots - cancelled.number_of_people` })
        .whereRef('s.id', '=', 'cancelled.availability_id')
        .returning('s.id'),
    )
    .selectFrom('cancelled')
    .select(['cancelled.id', 'cancelled.cancelled_at'])
    .select((eb) =>
      eb
        .selectFrom('released')
        .select((r) => r.fn.countAll<number>().as('n'))
        .as('released'),
    )
    .executeTakeFirst();
}

/**
 * Expires the holds whose time is up and gives their spots back, in one statement: `skip
 * locked` lets several instances sweep at once without waiting on each other, and the status
 * change from 'on_hold' is the gate, so each hold's spots come back exactly once (a hold being
 * confirmed or cancelled at the same moment is locked, skipped, and re-read by that statement).
 */
export async function expireHolds(db: DbOrTrx, batch: number): Promise<number> {
  const { rows } = await sql<{ expired: number }>`
    with due as (
      select id from bookings
      where status = 'on_hold' and hold_expires_at <= now()
      order by hold_expires_at
      limit ${batch}
      for update skip locked
    ), expired as (
      update bookings b set status = 'expired', updated_at = now()
      from due where b.id = due.id and b.status = 'on_hold'
      returning b.availability_id, b.number_of_people
    ), per_slot as (
      select availability_id, sum(number_of_people)::int as people from expired group by availability_id
    ), released as (
      update activity_availability s set booked_spots = s.booked_spots - per_slot.people
      from per_slot where s.id = per_slot.availability_id
      returning s.id
    )
    select (select count(*) from expired)::int as expired, (select count(*) from released)::int as slots
  `.execute(db);
  return rows[0]?.expired ?? 0;
}
