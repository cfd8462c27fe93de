import { sql, type QueryCreator } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import { notifyEventSql, type NewBookingEvent } from '../../events/event-hub.ts';
import type { OutgoingEmail } from '../../mail/outbox.ts';
import {
  canCancelSql,
  cancellationDeadlinePassedSql,
  cancellationDeadlineSql,
  deadlineOf,
  isLiveActivitySql,
  remainingSpotsSql,
  slotHasStartedSql,
  todayInZoneSql,
} from '../../rules/booking.ts';

// Booking SQL (docs/design.md §4). Every function takes the database or an open transaction first.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A `date` column as 'YYYY-MM-DD' text, whatever the driver's type parsers do (PGlite inside
 * and outside transactions, pg): the calendar date of a slot must never shift with a zone.
 */
export const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Ids that cannot be a uuid never reach PostgreSQL (which would answer with a cast error). */
export const isUuid = (id: string) => UUID_PATTERN.test(id);

/**
 * One approved activity with its supplier (docs/spec/public-site.md §7 call 4, with the supplier
 * join of call 1).
 */
export function findApprovedActivity(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([
      'a.id',
      'a.title',
      'a.description',
      'a.impact_description',
      'a.duration_hours',
      'a.price_cents',
      'a.max_participants',
      'a.photo_url',
      'a.activity_type',
      'a.country',
      'a.time_zone',
      's.business_name',
      's.location',
      's.email as supplier_email',
      's.user_id as supplier_user_id',
    ])
    .where('a.id', '=', activityId)
    .where(isLiveActivitySql('a'))
    .executeTakeFirst();
}

/**
 * Slots of an activity from now on in the activity's time zone with spots left, by date and time
 * (docs/spec/public-site.md §7 calls 2 and 3 in one query; a slot that has started is not offered).
 */
export function listAvailableSlots(db: DbOrTrx, activityId: string, cancellationWindowHours: number) {
  return (
    db
      .selectFrom('activity_availability as s')
      .innerJoin('activities as a', 'a.id', 's.activity_id')
      .select([
        's.id',
        dateText('s.date').as('date'),
        's.start_time',
        's.end_time',
        's.is_available',
        remainingSpotsSql('s').as('remaining'),
        // The policy a booking made now would get: its deadline, and whether that is still ahead.
        cancellationDeadlineSql('s', 'a', cancellationWindowHours).as('cancellation_deadline'),
        sql<boolean>`not ${cancellationDeadlinePassedSql(cancellationDeadlineSql('s', 'a', cancellationWindowHours))}`.as(
          'cancellable',
        ),
      ])
      .where('s.activity_id', '=', activityId)
      .where(isLiveActivitySql('a'))
      .where('s.is_available', '=', true)
      // Implied by the next line; lets PostgreSQL read the slots index by date.
      .where(sql<boolean>`s.date >= ${todayInZoneSql('a')}`)
      .where(sql<boolean>`not ${slotHasStartedSql('s', 'a')}`)
      .where(sql<boolean>`${remainingSpotsSql('s')} > 0`)
      .orderBy('s.date')
      .orderBy('s.start_time')
      .execute()
  );
}

/**
 * The approved activity with its supplier, the requested slot when it belongs to that
 * activity (null columns otherwise) with whether it has started, and the booking an earlier
 * request with the same idempotency key made: one read before booking.
 */
export function findActivityWithSlot(
  db: DbOrTrx,
  activityId: string,
  slotId: string | null,
  retry: { userId: string; idempotencyKey: string | null },
  cancellationWindowHours: number,
) {
  return db
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .leftJoin('activity_availability as slot', (join) =>
      join.onRef('slot.activity_id', '=', 'a.id').on('slot.id', '=', slotId ?? NO_SLOT),
    )
    .select([
      'a.id',
      'a.title',
      'a.price_cents',
      'a.max_participants',
      'a.time_zone',
      'a.place',
      's.business_name',
      's.location',
      's.email as supplier_email',
      's.user_id as supplier_user_id',
      // The supplier's language, for their notice of the booking (docs/decisions/118).
      (eb) =>
        eb.selectFrom('users as su').select('su.locale').whereRef('su.id', '=', 's.user_id').as('supplier_locale'),
      'slot.id as slot_id',
      'slot.is_available as slot_is_available',
      dateText('slot.date').as('slot_date'),
      sql<string | null>`slot.start_time::text`.as('slot_start_time'),
      sql<string | null>`slot.end_time::text`.as('slot_end_time'),
      sql<Date | null>`${cancellationDeadlineSql('slot', 'a', cancellationWindowHours)}`.as('cancellation_deadline'),
      sql<
        boolean | null
      >`not ${cancellationDeadlinePassedSql(cancellationDeadlineSql('slot', 'a', cancellationWindowHours))}`.as(
        'cancellable',
      ),
      sql<boolean | null>`${slotHasStartedSql('slot', 'a')}`.as('slot_has_started'),
      // A retried request: the booking its idempotency key already made, if any.
      (eb) =>
        eb
          .selectFrom('bookings as b')
          .select('b.id')
          .where('b.user_id', '=', retry.userId)
          .where('b.idempotency_key', '=', retry.idempotencyKey)
          .as('retried_booking_id'),
    ])
    .where('a.id', '=', activityId)
    .where(isLiveActivitySql('a'))
    .executeTakeFirst();
}

/** Matches no slot: a booking asked without one reads the activity alone. */
const NO_SLOT = '00000000-0000-0000-0000-000000000000';

/** A booking's columns as read back after writing it, dates as text. */
const BOOKING_COLUMNS = [
  'id',
  'user_id',
  'activity_id',
  'availability_id',
  'customer_name',
  'customer_email',
  'customer_phone',
  // text, not a driver-parsed date: the same inside a transaction on every driver
  dateText('booking_date').as('booking_date'),
  sql<string>`booking_time::text`.as('booking_time'),
  'number_of_people',
  'total_price_cents',
  'credit_card_last4',
  'payment_status',
  'status',
  'special_requests',
  'cancellation_reason',
  'cancelled_at',
  'cancelled_by',
  'cancellation_deadline',
  'idempotency_key',
  'created_at',
  'updated_at',
] as const;

/**
 * The recipient of an email written with a booking that goes to the booker's own account
 * (users.email), read by the statement itself and only while that address is verified: a
 * typed contact address never receives mail (docs/decisions/014-booking-email-recipient.md).
 */
export const BOOKER_ACCOUNT = { account: 'booker' } as const;

/** An email written with a booking: to a known address (the supplier's) or to BOOKER_ACCOUNT. */
export type BookingEmail = Omit<OutgoingEmail, 'to' | 'bookingId'> & { to: string | typeof BOOKER_ACCOUNT };

export interface BookingWrite extends Omit<SpotsTaken, 'slot' | 'status' | 'customerPhone'> {
  /** The slot as it was read when the emails were written: the write only happens if it still is. */
  slot: { date: string; startTime: string; timeZone: string };
  customerPhone: string;
  /** The new booking's id, chosen before the write so its emails can name it (an .ics UID). */
  id?: string;
  emails: BookingEmail[];
  /** The supplier's live alert; its payload gets the new booking's id as `bookingId`. */
  event: NewBookingEvent;
}

/** The spots one booking statement takes from a slot, and the booking row it then writes. */
export interface SpotsTaken {
  slotId: string;
  activityId: string;
  /** When set, the spots are taken only if the slot still is what was read (date, time, zone). */
  slot?: { date: string; startTime: string; timeZone: string };
  userId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  numberOfPeople: number;
  totalPriceCents: number;
  specialRequests: string | null;
  idempotencyKey: string | null;
  status: 'confirmed' | 'on_hold';
  cancellationWindowHours: number;
}

/**
 * The `taken` CTE of a booking statement (website and resellers alike): the conditional update
 * takes the spots only while they are there, so concurrent bookings can never exceed capacity.
 */
export function takeSpots(qb: QueryCreator<DB>, take: SpotsTaken) {
  const people = take.numberOfPeople;
  let update = qb
    .updateTable('activity_availability as s')
    .from('activities as a')
    .set({ booked_spots: sql`s.booked_spots + ${people}` })
    .whereRef('a.id', '=', 's.activity_id')
    .where('s.id', '=', take.slotId)
    .where('s.activity_id', '=', take.activityId)
    .where(isLiveActivitySql('a'))
    .where('s.is_available', '=', true)
    .where(sql<boolean>`${remainingSpotsSql('s')} >= ${people}`)
    .where(sql<boolean>`not ${slotHasStartedSql('s', 'a')}`);
  if (take.slot) {
    update = update
      .where(sql<boolean>`s.date = ${take.slot.date}::date`)
      .where(sql<boolean>`s.start_time = ${take.slot.startTime}::time`)
      .where('a.time_zone', '=', take.slot.timeZone);
  }
  return update.returning([
    's.id',
    's.activity_id',
    's.date',
    's.start_time',
    cancellationDeadlineSql('s', 'a', take.cancellationWindowHours).as('cancellation_deadline'),
  ]);
}

/** The columns of a booking written from `taken`, in the order of `newBookingSelection`. */
export const NEW_BOOKING_COLUMNS = [
  'user_id',
  'activity_id',
  'availability_id',
  'customer_name',
  'customer_email',
  'customer_phone',
  'booking_date',
  'booking_time',
  'number_of_people',
  'total_price_cents',
  'special_requests',
  'cancellation_deadline',
  'idempotency_key',
  'status',
  'payment_status',
] as const;

/**
 * The values of a booking written from the `taken` row. Parameters in a select list have no type
 * of their own: each is cast to its column's.
 */
export function newBookingSelection(take: SpotsTaken) {
  return [
    sql<string>`${take.userId}::uuid`.as('user_id'),
    sql.ref<string>('taken.activity_id').as('activity_id'),
    sql.ref<string>('taken.id').as('availability_id'),
    sql<string>`${take.customerName}::text`.as('customer_name'),
    sql<string>`${take.customerEmail}::text`.as('customer_email'),
    sql<string | null>`${take.customerPhone}::text`.as('customer_phone'),
    sql.ref<string>('taken.date').as('booking_date'),
    sql.ref<string>('taken.start_time').as('booking_time'),
    sql<number>`${take.numberOfPeople}::int`.as('number_of_people'),
    sql<number>`${take.totalPriceCents}::int`.as('total_price_cents'),
    sql<string | null>`${take.specialRequests}::text`.as('special_requests'),
    sql.ref<Date>('taken.cancellation_deadline').as('cancellation_deadline'),
    sql<string | null>`${take.idempotencyKey}::text`.as('idempotency_key'),
    sql<string>`${take.status}::text`.as('status'),
    sql<string>`'pending'`.as('payment_status'),
  ] as const;
}

/**
 * Books in ONE statement (docs/design.md §4), so in one implicit transaction and one round trip:
 * the conditional update takes the spots only while they are there (concurrent bookings can
 * never exceed capacity), and from the row it took come the booking, both emails, the
 * realtime event and its NOTIFY (delivered by PostgreSQL at commit). No row back means
 * nothing was written: the slot is full, no longer bookable, or changed since it was read.
 */
export function bookSpots(db: DbOrTrx, values: BookingWrite) {
  const write: SpotsTaken = { ...values, status: 'confirmed' };
  const emails = values.emails.map((e) => ({
    to_address: typeof e.to === 'string' ? e.to : null,
    subject: e.subject,
    text_body: e.text,
    html_body: e.html ?? null,
    kind: e.kind,
    send_after: e.sendAfter?.toISOString() ?? null,
    attachments: e.attachments?.length ? e.attachments : null,
  }));
  return (
    db
      .with('taken', (qb) => takeSpots(qb, write))
      .with('booking', (qb) =>
        qb
          .insertInto('bookings')
          .columns(['id', ...NEW_BOOKING_COLUMNS])
          .expression((eb) =>
            eb
              .selectFrom('taken')
              .select([
                sql<string>`coalesce(${values.id ?? null}::uuid, gen_random_uuid())`.as('id'),
                ...newBookingSelection(write),
              ]),
          )
          .returning(BOOKING_COLUMNS),
      )
      .with('mail', (qb) =>
        qb
          .insertInto('email_outbox')
          .columns([
            'to_address',
            'subject',
            'text_body',
            'html_body',
            'kind',
            'send_after',
            'attachments',
            'booking_id',
          ])
          // Written only if the booking was (a row of `booking` to join with). No address means
          // the booker's account, and then only once its address is verified. A scheduled mail
          // (the reminder) only while its time is ahead (docs/decisions/061).
          .expression(
            sql`select coalesce(e.to_address, booker.email), e.subject, e.text_body, e.html_body, e.kind,
              coalesce(e.send_after, now()), e.attachments, booking.id
            from booking cross join jsonb_to_recordset(${JSON.stringify(emails)}::jsonb)
            as e(to_address text, subject text, text_body text, html_body text, kind text,
              send_after timestamptz, attachments jsonb)
            left join users booker
              on e.to_address is null and booker.id = booking.user_id and booker.email_verified_at is not null
            where coalesce(e.to_address, booker.email) is not null
              and (e.send_after is null or e.send_after > now())`,
          ),
      )
      .with('event', (qb) =>
        qb
          .insertInto('events')
          .columns(['type', 'audience', 'booking_id', 'activity_id', 'payload'])
          .expression((eb) =>
            eb
              .selectFrom('booking')
              .select([
                sql<string>`${values.event.type}::text`.as('type'),
                sql<string[]>`${values.event.audience}::uuid[]`.as('audience'),
                'booking.id',
                'booking.activity_id',
                sql<string>`${JSON.stringify(values.event.payload)}::jsonb || jsonb_build_object('bookingId', booking.id)`.as(
                  'payload',
                ),
              ]),
          )
          .returning(['id', 'type', 'audience', 'booking_id', 'activity_id', 'payload', 'created_at']),
      )
      // The event itself travels in the notification (no read back on the listening side).
      .with('notified', (qb) => qb.selectFrom('event').select(notifyEventSql('event').as('sent')))
      .selectFrom('booking')
      .selectAll('booking')
      .select(canCancelSql('booking').as('cancellable'))
      // Referenced so that PostgreSQL runs it (a select CTE nobody reads is skipped).
      .select((eb) =>
        eb
          .selectFrom('notified')
          .select((n) => n.fn.countAll<number>().as('n'))
          .as('notifications'),
      )
      .executeTakeFirst()
  );
}

/**
 * The cancellation deadline a booking of this slot stores (cancellationDeadlineSql), for rows
 * written outside booking.create: the demo seed and tests.
 */
export async function findSlotCancellationDeadline(db: DbOrTrx, slotId: string, windowHours: number): Promise<Date> {
  const row = await db
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .select(cancellationDeadlineSql('s', 'a', windowHours).as('deadline'))
    .where('s.id', '=', slotId)
    .executeTakeFirstOrThrow();
  return row.deadline;
}

/** Gives spots back to a slot (cancellation, same transaction). */
export function releaseSpots(db: DbOrTrx, slotId: string, people: number) {
  return db
    .updateTable('activity_availability')
    .set({ booked_spots: sql`booked_spots - ${people}` })
    .where('id', '=', slotId)
    .execute();
}

export function findBookingByIdempotencyKey(db: DbOrTrx, userId: string, key: string) {
  return db
    .selectFrom('bookings')
    .selectAll()
    .select(dateText('booking_date').as('booking_date'))
    .select(canCancelSql('bookings').as('cancellable'))
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** A booking with the people it concerns: its traveler and the activity's supplier. */
export function findBookingWithParties(db: DbOrTrx, bookingId: string) {
  return db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as t', 't.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.activity_id',
      'b.availability_id',
      'b.status',
      dateText('b.booking_date').as('booking_date'),
      'b.booking_time',
      'b.number_of_people',
      'b.customer_name',
      'b.customer_email',
      'b.cancellation_deadline',
      'a.title as activity_title',
      'a.time_zone',
      's.user_id as supplier_user_id',
      's.email as supplier_email',
      's.business_name',
      's.contact_person',
      't.email as traveler_email',
      sql<boolean>`t.email_verified_at is not null`.as('traveler_email_verified'),
      cancellationDeadlinePassedSql(deadlineOf('b')).as('deadline_passed'),
      // Each party's language, for the mails the other one's change sends them (docs/decisions/118).
      't.locale as traveler_locale',
      (eb) =>
        eb.selectFrom('users as su').select('su.locale').whereRef('su.id', '=', 's.user_id').as('supplier_locale'),
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
}

/**
 * Cancels a booking in one conditional statement: only its traveler or the activity's
 * supplier, only while confirmed and before the deadline (docs/design.md §4). No row back means
 * one of those did not hold.
 */
export function cancelBookingIfAllowed(db: DbOrTrx, bookingId: string, userId: string, reason: string) {
  return db
    .updateTable('bookings as b')
    .from('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .set({
      status: 'cancelled',
      cancellation_reason: reason,
      cancelled_at: sql`now()`,
      cancelled_by: userId,
      updated_at: sql`now()`,
    })
    .whereRef('a.id', '=', 'b.activity_id')
    .where('b.id', '=', bookingId)
    .where((eb) => eb.or([eb('b.user_id', '=', userId), eb('s.user_id', '=', userId)]))
    .where(canCancelSql('b'))
    .returning(['b.id', 'b.availability_id', 'b.number_of_people', 'b.cancelled_at'])
    .executeTakeFirst();
}
