import { sql } from 'kysely';
import type { LedgerChainEntry } from '@regen/shared/rules/ledger-chain';
import type { DbOrTrx, Trx } from '../../db/database.ts';

// The impact ledger's SQL (docs/decisions/106). Every function takes the database or an open
// transaction first.

/**
 * The chain's head, its row locked until the transaction ends: appends of concurrent
 * transactions wait here and each sees the one before it. `now` is the database's clock to the
 * millisecond (an entry's `recordedAt` must survive a round trip through a JavaScript Date).
 */
export async function lockChainHead(trx: Trx): Promise<{ serial: number; hash: string; now: Date }> {
  const row = await trx
    .selectFrom('impact_ledger_head')
    .select(['serial', 'hash', sql<Date>`date_trunc('milliseconds', now())`.as('now')])
    .where('id', '=', true)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { serial: Number(row.serial), hash: row.hash, now: new Date(row.now) };
}

export async function moveChainHead(trx: Trx, head: { serial: number; hash: string }): Promise<void> {
  await trx.updateTable('impact_ledger_head').set(head).where('id', '=', true).execute();
}

/** The account's pseudonym in the public ledger, made on its first entry. */
export async function pseudonymOf(trx: Trx, userId: string): Promise<string> {
  await trx
    .insertInto('ledger_pseudonyms')
    .values({ user_id: userId })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('ledger_pseudonyms')
    .select('pseudonym')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.pseudonym;
}

/** The serial of the booking's latest entry (what a correction corrects). */
export async function latestSerialOfBooking(trx: Trx, bookingId: string): Promise<number | null> {
  const row = await trx
    .selectFrom('impact_ledger_bookings')
    .select(sql<number>`max(serial)`.as('serial'))
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row?.serial == null ? null : Number(row.serial);
}

/** The serial of the latest decision on an outcome in a unit. */
export async function latestSerialOfOutcome(trx: Trx, outcomeId: string, unit: string | null): Promise<number | null> {
  let query = trx
    .selectFrom('impact_ledger')
    .select(sql<number>`max(serial)`.as('serial'))
    .where('outcome_id', '=', outcomeId);
  query = unit === null ? query.where('unit', 'is', null) : query.where('unit', '=', unit);
  const row = await query.executeTakeFirst();
  return row?.serial == null ? null : Number(row.serial);
}

/** How many of the booked people came, as marked now (null for a no-show). */
export async function attendedPeopleOf(trx: Trx, bookingId: string): Promise<number | null> {
  const row = await trx.selectFrom('bookings').select('attended_people').where('id', '=', bookingId).executeTakeFirst();
  return row?.attended_people ?? null;
}

export async function insertChainEntry(
  trx: Trx,
  entry: LedgerChainEntry,
  link: { bookingId: string; pointsEntryId: number | null } | null,
): Promise<void> {
  await trx
    .insertInto('impact_ledger')
    .values({
      serial: entry.serial,
      kind: entry.kind,
      recorded_at: new Date(entry.recordedAt),
      country: entry.country,
      activity_id: entry.activityId,
      traveler: entry.traveler,
      points: entry.points,
      participants: entry.participants,
      corrects: entry.corrects,
      outcome_id: entry.outcomeId,
      unit: entry.unit,
      amount_hundredths: entry.amountHundredths,
      reviewer: entry.reviewer,
      prev_hash: entry.prevHash,
      hash: entry.hash,
    })
    .execute();
  if (link) {
    await trx
      .insertInto('impact_ledger_bookings')
      .values({ serial: entry.serial, booking_id: link.bookingId, points_entry_id: link.pointsEntryId })
      .execute();
  }
}

const chainColumns = [
  'l.serial',
  'l.kind',
  'l.recorded_at as recordedAt',
  'l.country',
  'l.activity_id as activityId',
  'l.traveler',
  'l.points',
  'l.participants',
  'l.corrects',
  'l.outcome_id as outcomeId',
  'l.unit',
  'l.amount_hundredths as amountHundredths',
  'l.reviewer',
  'l.prev_hash as prevHash',
  'l.hash',
] as const;

type ChainRow = Omit<LedgerChainEntry, 'recordedAt'> & { recordedAt: Date | string };

export function toChainEntry(row: ChainRow): LedgerChainEntry {
  return {
    serial: Number(row.serial),
    kind: row.kind,
    recordedAt: new Date(row.recordedAt).toISOString(),
    country: row.country,
    activityId: row.activityId,
    traveler: row.traveler,
    points: Number(row.points),
    participants: row.participants === null ? null : Number(row.participants),
    corrects: row.corrects === null ? null : Number(row.corrects),
    outcomeId: row.outcomeId,
    unit: row.unit,
    amountHundredths: row.amountHundredths === null ? null : Number(row.amountHundredths),
    reviewer: row.reviewer,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/** The chain's last serial now (a download ends there, so it is one consistent prefix). */
export async function chainHeadSerial(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('impact_ledger_head').select('serial').executeTakeFirst();
  return row ? Number(row.serial) : 0;
}

/** Entries after `afterSerial` up to `throughSerial`, in order, at most `limit`. */
export async function chainSlice(
  db: DbOrTrx,
  afterSerial: number,
  throughSerial: number,
  limit: number,
): Promise<LedgerChainEntry[]> {
  const rows = await db
    .selectFrom('impact_ledger as l')
    .select(chainColumns)
    .where('l.serial', '>', afterSerial)
    .where('l.serial', '<=', throughSerial)
    .orderBy('l.serial')
    .limit(limit)
    .execute();
  return rows.map(toChainEntry);
}

export interface LedgerFilter {
  country?: string | undefined;
  activityId?: string | undefined;
  unit?: string | undefined;
}

function filtered(db: DbOrTrx, filter: LedgerFilter) {
  let query = db.selectFrom('impact_ledger as l');
  if (filter.country) query = query.where('l.country', '=', filter.country);
  if (filter.activityId) query = query.where('l.activity_id', '=', filter.activityId);
  if (filter.unit) query = query.where('l.unit', '=', filter.unit);
  return query;
}

/**
 * A page of the public listing, newest first, with what a visitor may read beside each entry:
 * the activity's title and host as they are now, and a traveler's name and receipt only where
 * that traveler shared the receipt (named unless they chose anonymous).
 */
export async function listEntries(db: DbOrTrx, filter: LedgerFilter, page: { offset: number; limit: number }) {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .leftJoin('impact_ledger_bookings as lb', 'lb.serial', 'l.serial')
      .leftJoin('impact_receipts as r', (join) =>
        join.onRef('r.booking_id', '=', 'lb.booking_id').on('r.shared', '=', true),
      )
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('activities as a', 'a.id', 'l.activity_id')
      .leftJoin('suppliers as s', 's.id', 'a.supplier_id')
      .select(chainColumns)
      .select([
        'a.title as activityTitle',
        's.business_name as supplierName',
        'r.id as receiptId',
        'r.anonymous as receiptAnonymous',
        'u.first_name as firstName',
        'u.last_name as lastName',
      ])
      .orderBy('l.serial', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    filtered(db, filter)
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** The destinations and activities the chain has entries for (the listing's filter choices). */
export async function filterChoices(db: DbOrTrx) {
  const [countries, activities, units] = await Promise.all([
    db.selectFrom('impact_ledger').select('country').distinct().orderBy('country').execute(),
    db
      .selectFrom('impact_ledger as l')
      .leftJoin('activities as a', 'a.id', 'l.activity_id')
      .select(['l.activity_id as activityId', 'l.country', 'a.title'])
      .distinct()
      .orderBy('a.title')
      .limit(1000)
      .execute(),
    db.selectFrom('impact_ledger').select('unit').distinct().where('unit', 'is not', null).orderBy('unit').execute(),
  ]);
  return {
    countries: countries.map((c) => c.country),
    activities,
    units: units.flatMap((u) => (u.unit ? [u.unit] : [])),
  };
}

/** The chain's totals: how many entries, its head. */
export async function chainSummary(db: DbOrTrx) {
  const row = await db.selectFrom('impact_ledger_head').select(['serial', 'hash']).executeTakeFirst();
  return { entries: row ? Number(row.serial) : 0, headHash: row?.hash ?? null };
}

// Self-reported actions (issue 32 part 3): a traveler's own account of practising a suggested
// action. Kept apart from Regen Points® and from the chain.

export async function insertSelfReportedAction(
  db: DbOrTrx,
  row: {
    userId: string;
    country: string;
    actionNumber: number;
    actionTitle: string;
    days: number;
    pointsPerDay: number;
  },
) {
  return db
    .insertInto('self_reported_actions')
    .values({
      user_id: row.userId,
      country: row.country,
      action_number: row.actionNumber,
      action_title: row.actionTitle,
      days: row.days,
      points_per_day: row.pointsPerDay,
    })
    .returning(['id', 'created_at as loggedAt'])
    .executeTakeFirstOrThrow();
}

export async function countSelfReportedActions(db: DbOrTrx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('self_reported_actions')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listSelfReportedActions(db: DbOrTrx, userId: string) {
  return db
    .selectFrom('self_reported_actions')
    .select([
      'id',
      'country',
      'action_number as actionNumber',
      'action_title as actionTitle',
      'days',
      'points_per_day as pointsPerDay',
      'created_at as loggedAt',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

export async function deleteSelfReportedAction(db: DbOrTrx, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('self_reported_actions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
