import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../errors.ts';
import {
  canCancelSql,
  cancellationDeadlinePassedSql,
  deadlineOf,
  remainingSpotsSql,
  slotHasStartedSql,
} from '../../rules/booking.ts';
import type { PricedBooking } from '../pricing/index.ts';
import type { AuthenticatedReseller } from '../resellers/index.ts';
import { bookingObjectColumns, type ContactDetails, type ResellerBookingRow } from './octo.repository.ts';

// An OCTO test key's bookings (docs/decisions/114): a store of their own, octo_test_bookings,
// which nothing else in the app reads. A test reservation is checked as a live one (product,
// option, units, availability open, enough vacancies, prices, answers) but takes no spots: the
// slot's booked_spots never moves, and the supplier's lists, counts, emails, manifest, attendance
// and reviews never see it. Its rows read as a reseller booking row, so OCTO shows them alike.

const TABLE = 'octo_test_bookings';

/** A test booking as the OCTO Booking object needs it: the live row's columns. */
function testBookingsQuery(db: DbOrTrx, resellerId: string) {
  return db
    .selectFrom(`${TABLE} as b`)
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as s', 's.id', 'b.availability_id')
    .innerJoin('suppliers as sup', 'sup.id', 'a.supplier_id')
    .select([
      ...bookingObjectColumns,
      sql<ResellerBookingRow['party']>`b.party`.as('party'),
      sql<ResellerBookingRow['answers']>`b.answers`.as('answers'),
      // A test booking is never checked in: no ticket of it is on any manifest.
      sql<Date | null>`null::timestamptz`.as('redeemed_at'),
      sql<boolean>`(b.status = 'on_hold' and b.hold_expires_at <= now())`.as('hold_expired'),
      sql<boolean>`(${canCancelSql('b')} or (b.status = 'on_hold' and b.hold_expires_at > now()))`.as('cancellable'),
      cancellationDeadlinePassedSql(deadlineOf('b')).as('deadline_passed'),
    ])
    .where('b.reseller_id', '=', resellerId);
}

export async function findTestBooking(db: DbOrTrx, resellerId: string, uuid: string) {
  const row = await testBookingsQuery(db, resellerId).where('b.idempotency_key', '=', uuid).executeTakeFirst();
  return row as ResellerBookingRow | undefined;
}

export async function listTestBookings(
  db: DbOrTrx,
  resellerId: string,
  filter: {
    resellerReference?: string | undefined;
    supplierReference?: string | undefined;
    localDate?: string | undefined;
    localDateStart?: string | undefined;
    localDateEnd?: string | undefined;
    productId?: string | undefined;
  },
) {
  let query = testBookingsQuery(db, resellerId);
  if (filter.resellerReference) query = query.where('b.reseller_reference', '=', filter.resellerReference);
  if (filter.supplierReference) query = query.where('b.id', '=', filter.supplierReference);
  if (filter.productId) query = query.where('b.activity_id', '=', filter.productId);
  if (filter.localDate) query = query.where(sql<boolean>`s.date = ${filter.localDate}::date`);
  if (filter.localDateStart) query = query.where(sql<boolean>`s.date >= ${filter.localDateStart}::date`);
  if (filter.localDateEnd) query = query.where(sql<boolean>`s.date <= ${filter.localDateEnd}::date`);
  const rows = await query.orderBy('s.date').orderBy('s.start_time').orderBy('b.created_at').limit(500).execute();
  return rows as ResellerBookingRow[];
}

const partyJson = (priced: PricedBooking) =>
  JSON.stringify(
    priced.writeParty
      ? priced.lines.map((l) => ({
          personType: l.personType,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          seats: l.seats,
        }))
      : [],
  );

const answersJson = (priced: PricedBooking) =>
  JSON.stringify(
    priced.answers.map((a) => ({
      questionId: a.questionId,
      label: a.questionLabel,
      position: a.position,
      answer: a.answer,
    })),
  );

/**
 * A test hold: written only while the slot is open and has the seats (read, never taken). False
 * when refused. Retried with the same uuid, it leaves the first one as it is.
 */
export async function insertTestHold(
  db: Db,
  reseller: AuthenticatedReseller,
  hold: {
    uuid: string;
    slotId: string;
    activityId: string;
    priced: PricedBooking;
    expirationMinutes: number;
    resellerReference: string | null;
    notes: string | null;
    contact: { name: string; email: string; phone: string; details: ContactDetails };
    cancellationWindowHours: number;
  },
): Promise<boolean> {
  try {
    const { rows } = await sql<{ id: string }>`
      insert into octo_test_bookings (id, reseller_id, idempotency_key, activity_id, availability_id, status,
        number_of_people, total_price_cents, party, answers, reseller_reference, customer_name, customer_email,
        customer_phone, contact_first_name, contact_last_name, contact_country, contact_postal_code,
        contact_locales, contact_notes, special_requests, cancellation_deadline, hold_expires_at)
      select ${randomUUID()}::uuid, ${reseller.resellerId}::uuid, ${hold.uuid}, s.activity_id, s.id, 'on_hold',
        ${hold.priced.seats}::int, ${hold.priced.totalCents}::int, ${partyJson(hold.priced)}::jsonb,
        ${answersJson(hold.priced)}::jsonb, ${hold.resellerReference}::text, ${hold.contact.name},
        ${hold.contact.email}, ${hold.contact.phone}, ${hold.contact.details.firstName}::text,
        ${hold.contact.details.lastName}::text, ${hold.contact.details.country}::text,
        ${hold.contact.details.postalCode}::text, ${hold.contact.details.locales ?? []}::text[],
        ${hold.contact.details.notes}::text, ${hold.notes}::text,
        ((s.date + s.start_time) at time zone a.time_zone) - (${hold.cancellationWindowHours}::float8 * interval '1 hour'),
        now() + ${hold.expirationMinutes}::int * interval '1 minute'
      from activity_availability s join activities a on a.id = s.activity_id
      where s.id = ${hold.slotId}::uuid and s.activity_id = ${hold.activityId}::uuid and s.is_available
        and not ${slotHasStartedSql('s', 'a')} and ${hold.priced.seats}::int <= ${remainingSpotsSql('s')}
      returning id
    `.execute(db);
    return rows.length === 1;
  } catch (error) {
    // The same uuid raced past the first look: the first one stands.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) return true;
    throw error;
  }
}

/** Changes a hold or a confirmed test booking (before its deadline); seats are checked, never taken. */
export async function updateTestBooking(
  db: DbOrTrx,
  id: string,
  change: {
    confirm?: boolean;
    priced?: PricedBooking | null;
    /** The party too (the units changed), or only the answers. */
    party?: boolean;
    name?: string | null;
    email?: string | null;
    phone?: string | null;
    details: ContactDetails;
    resellerReference: string | null;
    notes: string | null;
    expirationMinutes?: number | null;
  },
): Promise<boolean> {
  const p = change.priced ?? null;
  const withParty = p !== null && change.party === true;
  const { rows } = await sql<{ id: string }>`
    update octo_test_bookings b set
      status = case when ${change.confirm === true} then 'confirmed' else b.status end,
      hold_expires_at = case when ${change.confirm === true} then null
        when b.status = 'on_hold' and ${change.expirationMinutes ?? null}::int is not null
          then now() + ${change.expirationMinutes ?? null}::int * interval '1 minute'
        else b.hold_expires_at end,
      number_of_people = case when ${withParty} then ${p?.seats ?? 0}::int else b.number_of_people end,
      total_price_cents = case when ${withParty} then ${p?.totalCents ?? 0}::int else b.total_price_cents end,
      party = case when ${withParty} then ${p ? partyJson(p) : '[]'}::jsonb else b.party end,
      answers = case when ${p !== null} then ${p ? answersJson(p) : '[]'}::jsonb else b.answers end,
      customer_name = coalesce(${change.name ?? null}::text, b.customer_name),
      customer_email = coalesce(${change.email ?? null}::text, b.customer_email),
      customer_phone = coalesce(${change.phone ?? null}::text, b.customer_phone),
      contact_first_name = coalesce(${change.details.firstName}::text, b.contact_first_name),
      contact_last_name = coalesce(${change.details.lastName}::text, b.contact_last_name),
      contact_country = coalesce(${change.details.country}::text, b.contact_country),
      contact_postal_code = coalesce(${change.details.postalCode}::text, b.contact_postal_code),
      contact_locales = coalesce(${change.details.locales}::text[], b.contact_locales),
      contact_notes = coalesce(${change.details.notes}::text, b.contact_notes),
      reseller_reference = coalesce(${change.resellerReference}::text, b.reseller_reference),
      special_requests = coalesce(${change.notes}::text, b.special_requests),
      updated_at = now()
    from activity_availability s
    where b.id = ${id}::uuid and s.id = b.availability_id
      and ((b.status = 'on_hold' and b.hold_expires_at > now())
        or (${change.confirm !== true} and ${canCancelSql('b')}))
      and (not ${withParty} or ${p?.seats ?? 0}::int <= ${remainingSpotsSql('s')})
    returning b.id
  `.execute(db);
  return rows.length === 1;
}

/** Moves a test booking to another slot (of the same or another product): only while it has the seats. */
export async function moveTestBooking(db: DbOrTrx, id: string, slotId: string, windowHours: number): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    update octo_test_bookings b set availability_id = s.id, activity_id = s.activity_id,
      cancellation_deadline = ((s.date + s.start_time) at time zone a.time_zone) - (${windowHours}::float8 * interval '1 hour'),
      updated_at = now()
    from activity_availability s join activities a on a.id = s.activity_id
    where b.id = ${id}::uuid and s.id = ${slotId}::uuid
      and ((b.status = 'on_hold' and b.hold_expires_at > now()) or ${canCancelSql('b')})
      and b.number_of_people <= ${remainingSpotsSql('s')}
    returning b.id
  `.execute(db);
  return rows.length === 1;
}

/**
 * The seats a test key's own unexpired holds keep on each of `slotIds`: its availability check
 * shows the slots' vacancies less these (docs/decisions/122); the slots themselves never move.
 */
export async function seatsHeldByTestKey(
  db: DbOrTrx,
  resellerId: string,
  slotIds: readonly string[],
): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .selectFrom(TABLE)
    .select(['availability_id', sql<number>`sum(number_of_people)::int`.as('seats')])
    .where('reseller_id', '=', resellerId)
    .where('status', '=', 'on_hold')
    .where('hold_expires_at', '>', sql<Date>`now()`)
    .where('availability_id', 'in', [...new Set(slotIds)])
    .groupBy('availability_id')
    .execute();
  return new Map(rows.map((r) => [r.availability_id, r.seats]));
}

export async function extendTestHold(db: DbOrTrx, id: string, minutes: number): Promise<boolean> {
  const result = await db
    .updateTable(TABLE)
    .set({ hold_expires_at: sql`now() + ${minutes}::int * interval '1 minute'`, updated_at: sql`now()` })
    .where('id', '=', id)
    .where('status', '=', 'on_hold')
    .where('hold_expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return result !== undefined;
}

export async function cancelTestBooking(db: DbOrTrx, id: string, reason: string): Promise<boolean> {
  const { rows } = await sql<{ id: string }>`
    update octo_test_bookings b set status = 'cancelled', hold_expires_at = null, cancellation_reason = ${reason},
      cancelled_at = now(), updated_at = now()
    where b.id = ${id}::uuid and ((b.status = 'on_hold' and b.hold_expires_at > now()) or ${canCancelSql('b')})
    returning b.id
  `.execute(db);
  return rows.length === 1;
}

/** Test holds past their expiry read EXPIRED; the sweep marks them, and drops test bookings after 30 days. */
export async function sweepTestBookings(db: DbOrTrx): Promise<void> {
  await sql`update octo_test_bookings set status = 'expired', updated_at = now()
    where status = 'on_hold' and hold_expires_at <= now()`.execute(db);
  await sql`delete from octo_test_bookings where created_at < now() - interval '30 days'`.execute(db);
}
