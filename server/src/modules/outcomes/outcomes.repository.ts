import { sql } from 'kysely';
import type { OutcomeUnitId } from '@regen/shared/rules/outcome-units';
import type { DbOrTrx, Trx } from '../../db/database.ts';
import { dateText } from '../booking/index.ts';

// Measured outcomes' SQL (docs/decisions/107). Every function takes the database or an open
// transaction first. Ownership is in the statements (`supplier_id`), as everywhere else.

export type ReportStatus = 'submitted' | 'queried' | 'verified' | 'rejected';

export interface DeclaredOutcome {
  unit: OutcomeUnitId;
  perParticipantHundredths: number;
  projectName: string | null;
}

/** An activity's declared outcomes in the supplier's order. */
export async function declaredOutcomes(db: DbOrTrx, activityIds: readonly string[]) {
  if (activityIds.length === 0) return [];
  const rows = await db
    .selectFrom('activity_outcomes')
    .select([
      'activity_id as activityId',
      'unit',
      'per_participant_hundredths as perParticipantHundredths',
      'project_name as projectName',
    ])
    .where('activity_id', 'in', activityIds)
    .orderBy('activity_id')
    .orderBy('position')
    .execute();
  return rows.map((r) => ({ ...r, unit: r.unit as OutcomeUnitId }));
}

/** The activity if it is this supplier's (and not archived), its row locked. */
export function lockSupplierActivity(trx: Trx, activityId: string) {
  return trx
    .selectFrom('activities')
    .select(['id', 'supplier_id as supplierId'])
    .where('id', '=', activityId)
    .where('status', '<>', 'archived')
    .forUpdate()
    .executeTakeFirst();
}

export function findActivityOwner(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities')
    .select(['id', 'supplier_id as supplierId'])
    .where('id', '=', activityId)
    .executeTakeFirst();
}

export async function replaceDeclaredOutcomes(trx: Trx, activityId: string, outcomes: readonly DeclaredOutcome[]) {
  await trx.deleteFrom('activity_outcomes').where('activity_id', '=', activityId).execute();
  if (outcomes.length === 0) return;
  await trx
    .insertInto('activity_outcomes')
    .values(
      outcomes.map((o, position) => ({
        activity_id: activityId,
        unit: o.unit,
        per_participant_hundredths: o.perParticipantHundredths,
        project_name: o.projectName,
        position,
      })),
    )
    .execute();
}

/** Participants of a slot: the people its supplier marked attended. */
function participantsOf(slotAlias: 'slot') {
  return sql<number>`(
    select coalesce(sum(b.attended_people), 0)::int from bookings b
    where b.availability_id = ${sql.ref(`${slotAlias}.id`)} and b.attendance = 'attended' and b.status = 'confirmed'
  )`;
}

/** A session (slot) with its activity, supplier and participants, its row locked. */
export function lockSession(trx: Trx, availabilityId: string) {
  return trx
    .selectFrom('activity_availability as slot')
    .innerJoin('activities as a', 'a.id', 'slot.activity_id')
    .select([
      'slot.id',
      'a.id as activityId',
      'a.supplier_id as supplierId',
      'a.title as activityTitle',
      participantsOf('slot').as('participants'),
    ])
    .where('slot.id', '=', availabilityId)
    .forUpdate('slot')
    .executeTakeFirst();
}

/** A slot's reports, newest first. */
export function reportsOfSession(db: DbOrTrx, availabilityId: string) {
  return db
    .selectFrom('outcome_reports')
    .select(['id', 'status', 'corrects_id as correctsId', 'created_at as createdAt'])
    .where('availability_id', '=', availabilityId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertReport(
  trx: Trx,
  report: { availabilityId: string; activityId: string; note: string; correctsId: string | null; submittedBy: string },
): Promise<string> {
  const row = await trx
    .insertInto('outcome_reports')
    .values({
      availability_id: report.availabilityId,
      activity_id: report.activityId,
      note: report.note,
      corrects_id: report.correctsId,
      submitted_by: report.submittedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function writeReportAmounts(
  trx: Trx,
  reportId: string,
  amounts: readonly { unit: OutcomeUnitId; amountHundredths: number }[],
) {
  await trx.deleteFrom('outcome_report_amounts').where('report_id', '=', reportId).execute();
  await trx
    .insertInto('outcome_report_amounts')
    .values(amounts.map((a) => ({ report_id: reportId, unit: a.unit, amount_hundredths: a.amountHundredths })))
    .execute();
}

export async function writeReportPhotos(trx: Trx, reportId: string, urls: readonly string[]) {
  await trx.deleteFrom('outcome_report_photos').where('report_id', '=', reportId).execute();
  if (urls.length === 0) return;
  await trx
    .insertInto('outcome_report_photos')
    .values(urls.map((url, position) => ({ report_id: reportId, position, url })))
    .execute();
}

export async function reportAmounts(db: DbOrTrx, reportId: string) {
  const rows = await db
    .selectFrom('outcome_report_amounts')
    .select(['unit', 'amount_hundredths as amountHundredths'])
    .where('report_id', '=', reportId)
    .orderBy('unit')
    .execute();
  return rows.map((r) => ({ unit: r.unit as OutcomeUnitId, amountHundredths: r.amountHundredths }));
}

export function reportPhotoUrls(db: DbOrTrx, reportId: string) {
  return db
    .selectFrom('outcome_report_photos')
    .select('url')
    .where('report_id', '=', reportId)
    .orderBy('position')
    .execute();
}

/** A report with what its review and its emails need, its row locked. */
export function lockReport(trx: Trx, reportId: string) {
  return trx
    .selectFrom('outcome_reports as r')
    .innerJoin('activity_availability as slot', 'slot.id', 'r.availability_id')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as su', 'su.id', 's.user_id')
    .select([
      'r.id',
      'r.status',
      'r.availability_id as availabilityId',
      'r.activity_id as activityId',
      'r.corrects_id as correctsId',
      'a.title as activityTitle',
      'a.country',
      'a.supplier_id as supplierId',
      'su.email as supplierEmail',
      'su.first_name as supplierFirstName',
      dateText('slot.date').as('date'),
      'slot.start_time as startTime',
    ])
    .where('r.id', '=', reportId)
    .forUpdate('r')
    .executeTakeFirst();
}

export async function updateReport(
  trx: Trx,
  reportId: string,
  values: {
    status?: ReportStatus;
    note?: string;
    question?: string | null;
    answer?: string | null;
    reason?: string | null;
    reviewedBy?: string;
    reviewed?: boolean;
  },
) {
  await trx
    .updateTable('outcome_reports')
    .set({
      ...(values.status ? { status: values.status } : {}),
      ...(values.note !== undefined ? { note: values.note } : {}),
      ...(values.question !== undefined ? { question: values.question } : {}),
      ...(values.answer !== undefined ? { answer: values.answer } : {}),
      ...(values.reason !== undefined ? { reason: values.reason } : {}),
      ...(values.reviewedBy ? { reviewed_by: values.reviewedBy } : {}),
      ...(values.reviewed ? { reviewed_at: sql<Date>`now()` } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', reportId)
    .execute();
}

export async function isVerifier(db: DbOrTrx, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('outcome_verifiers')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export function findUserByEmail(db: DbOrTrx, email: string) {
  return db.selectFrom('users').select(['id', 'role', 'email']).where('email', '=', email).executeTakeFirst();
}

export async function insertVerifier(db: DbOrTrx, userId: string, grantedBy: string): Promise<boolean> {
  const row = await db
    .insertInto('outcome_verifiers')
    .values({ user_id: userId, granted_by: grantedBy })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteVerifier(db: DbOrTrx, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('outcome_verifiers').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export function listVerifiers(db: DbOrTrx) {
  return db
    .selectFrom('outcome_verifiers as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select([
      'u.id as userId',
      'u.email',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'v.granted_at as grantedAt',
    ])
    .orderBy('v.granted_at')
    .execute();
}

/** Reports with everything a reviewer or the supplier reads of them. */
function reportListing(db: DbOrTrx) {
  return db
    .selectFrom('outcome_reports as r')
    .innerJoin('activity_availability as slot', 'slot.id', 'r.availability_id')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'r.reviewed_by')
    .select((eb) => [
      'r.id',
      'r.status',
      'r.note',
      'r.question',
      'r.answer',
      'r.reason',
      'r.corrects_id as correctsId',
      'r.submitted_at as submittedAt',
      'r.reviewed_at as reviewedAt',
      sql<
        string | null
      >`nullif(trim(coalesce(reviewer.first_name, '') || ' ' || coalesce(reviewer.last_name, '')), '')`.as(
        'reviewerName',
      ),
      'r.availability_id as availabilityId',
      'a.id as activityId',
      'a.title as activityTitle',
      'a.country',
      'a.time_zone as timeZone',
      's.business_name as supplierName',
      dateText('slot.date').as('date'),
      'slot.start_time as startTime',
      participantsOf('slot').as('participants'),
      eb
        .selectFrom('outcome_report_amounts as am')
        .select(
          sql<
            { unit: OutcomeUnitId; amountHundredths: number }[]
          >`coalesce(json_agg(json_build_object('unit', am.unit, 'amountHundredths', am.amount_hundredths) order by am.unit), '[]'::json)`.as(
            'x',
          ),
        )
        .whereRef('am.report_id', '=', 'r.id')
        .as('amounts'),
      eb
        .selectFrom('outcome_report_photos as p')
        .select(sql<string[]>`coalesce(json_agg(p.url order by p.position), '[]'::json)`.as('x'))
        .whereRef('p.report_id', '=', 'r.id')
        .as('photoUrls'),
    ]);
}

export function reviewQueue(db: DbOrTrx, statuses: readonly ReportStatus[]) {
  return reportListing(db)
    .where('r.status', 'in', statuses)
    .orderBy('r.submitted_at', 'asc')
    .orderBy('r.id')
    .limit(200)
    .execute();
}

export function reportById(db: DbOrTrx, reportId: string) {
  return reportListing(db).where('r.id', '=', reportId).executeTakeFirst();
}

/** The supplier's sessions with someone marked attended, newest first, with their latest report. */
export function sessionsOfSupplier(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('activity_availability as slot')
    .innerJoin('activities as a', 'a.id', 'slot.activity_id')
    .select([
      'slot.id as availabilityId',
      'a.id as activityId',
      'a.title as activityTitle',
      'a.time_zone as timeZone',
      dateText('slot.date').as('date'),
      'slot.start_time as startTime',
      participantsOf('slot').as('participants'),
      sql<
        string | null
      >`(select r.id from outcome_reports r where r.availability_id = slot.id order by r.created_at desc, r.id desc limit 1)`.as(
        'latestReportId',
      ),
    ])
    .where('a.supplier_id', '=', supplierId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bookings as b')
          .select('b.id')
          .whereRef('b.availability_id', '=', 'slot.id')
          .where('b.attendance', '=', 'attended')
          .where('b.status', '=', 'confirmed'),
      ),
    )
    .orderBy('slot.date', 'desc')
    .orderBy('slot.start_time', 'desc')
    .limit(100)
    .execute();
}

export function reportsByIds(db: DbOrTrx, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return reportListing(db).where('r.id', 'in', ids).execute();
}

/**
 * Per booking: whether its session's outcomes are verified (some report of its slot verified),
 * and the latest report's status (null: nothing reported yet).
 */
export async function verificationOfBookings(db: DbOrTrx, bookingIds: readonly string[]) {
  if (bookingIds.length === 0) return [];
  return db
    .selectFrom('bookings as b')
    .select([
      'b.id as bookingId',
      sql<boolean>`exists (select 1 from outcome_reports r where r.availability_id = b.availability_id and r.status = 'verified')`.as(
        'verified',
      ),
      sql<ReportStatus | null>`(select r.status from outcome_reports r where r.availability_id = b.availability_id order by r.created_at desc, r.id desc limit 1)`.as(
        'latestStatus',
      ),
      sql<
        string | null
      >`(select r.id from outcome_reports r where r.availability_id = b.availability_id and r.status = 'verified' order by r.reviewed_at desc, r.id desc limit 1)`.as(
        'verifiedReportId',
      ),
      sql<
        string | null
      >`(select r.id from outcome_reports r where r.availability_id = b.availability_id order by r.created_at desc, r.id desc limit 1)`.as(
        'latestReportId',
      ),
    ])
    .where('b.id', 'in', bookingIds)
    .execute();
}

/**
 * The amounts that count for each reported session: its latest verified report, else (awaiting)
 * its latest report under review. Rejected reports count nowhere. Optionally of one country, or
 * of one year of slot dates.
 */
function countedReports(db: DbOrTrx, filter: { country?: string; year?: number }) {
  let query = db
    .selectFrom('outcome_reports as r')
    .innerJoin('activity_availability as slot', 'slot.id', 'r.availability_id')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .select([
      'r.id',
      'r.status',
      'r.availability_id as availabilityId',
      'a.country',
      'a.supplier_id as supplierId',
      sql<string>`to_char(slot.date, 'YYYY-MM')`.as('month'),
    ])
    .where(
      sql<boolean>`r.id = coalesce(
        (select v.id from outcome_reports v where v.availability_id = r.availability_id and v.status = 'verified' order by v.reviewed_at desc, v.id desc limit 1),
        (select o.id from outcome_reports o where o.availability_id = r.availability_id and o.status in ('submitted', 'queried') order by o.created_at desc limit 1)
      )`,
    );
  if (filter.country !== undefined) query = query.where('a.country', '=', filter.country);
  if (filter.year !== undefined) query = query.where(sql<boolean>`extract(year from slot.date) = ${filter.year}`);
  return query;
}

/** Amounts per month, unit and state (verified or awaiting). */
export async function outcomeTotals(db: DbOrTrx, filter: { country?: string; year?: number }) {
  const rows = await db
    .selectFrom(countedReports(db, filter).as('c'))
    .innerJoin('outcome_report_amounts as am', 'am.report_id', 'c.id')
    .select([
      'c.month',
      'c.country',
      'am.unit',
      sql<boolean>`c.status = 'verified'`.as('verified'),
      sql<number>`sum(am.amount_hundredths)::bigint`.as('hundredths'),
    ])
    .groupBy(['c.month', 'c.country', 'am.unit', sql`c.status = 'verified'`])
    .orderBy('c.month')
    .execute();
  return rows.map((r) => ({ ...r, unit: r.unit as OutcomeUnitId, hundredths: Number(r.hundredths) }));
}

/**
 * Regen Points credited in attended bookings, by month of the slot and by whether its session's
 * outcomes are verified; with the travelers and suppliers who contributed.
 */
export async function pointsAndPeople(db: DbOrTrx, filter: { country?: string; year?: number }) {
  let query = db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select([
      sql<string>`to_char(slot.date, 'YYYY-MM')`.as('month'),
      sql<boolean>`exists (select 1 from outcome_reports r where r.availability_id = b.availability_id and r.status = 'verified')`.as(
        'verified',
      ),
      sql<number>`coalesce(sum((select coalesce(sum(l.points), 0) from regen_points_ledger l where l.booking_id = b.id)), 0)::bigint`.as(
        'points',
      ),
      sql<number>`count(distinct b.user_id) filter (where b.reseller_id is null)::int`.as('travelers'),
      sql<number>`count(distinct a.supplier_id)::int`.as('suppliers'),
    ])
    .where('b.attendance', '=', 'attended')
    .where('b.status', '=', 'confirmed')
    .groupBy([sql`to_char(slot.date, 'YYYY-MM')`, sql`2`]);
  if (filter.country !== undefined) query = query.where('a.country', '=', filter.country);
  if (filter.year !== undefined) query = query.where(sql<boolean>`extract(year from slot.date) = ${filter.year}`);
  const rows = await query.orderBy(sql`1`).execute();
  return rows.map((r) => ({ ...r, points: Number(r.points) }));
}

/** A traveler's Regen Points in bookings whose session's outcomes are verified. */
export async function verifiedPointsOfUser(db: DbOrTrx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('regen_points_ledger as l')
    .innerJoin('bookings as b', 'b.id', 'l.booking_id')
    .select(sql<number>`coalesce(sum(l.points), 0)::int`.as('points'))
    .where('l.user_id', '=', userId)
    .where(
      sql<boolean>`exists (select 1 from outcome_reports r where r.availability_id = b.availability_id and r.status = 'verified')`,
    )
    .executeTakeFirstOrThrow();
  return Number(row.points);
}

/** Distinct travelers and suppliers overall (a month's counts do not add up across months). */
export async function distinctContributors(db: DbOrTrx, filter: { country?: string; year?: number }) {
  let query = db
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select([
      sql<number>`count(distinct b.user_id) filter (where b.reseller_id is null)::int`.as('travelers'),
      sql<number>`count(distinct a.supplier_id)::int`.as('suppliers'),
      sql<number>`count(distinct slot.id)::int`.as('sessions'),
    ])
    .where('b.attendance', '=', 'attended')
    .where('b.status', '=', 'confirmed');
  if (filter.country !== undefined) query = query.where('a.country', '=', filter.country);
  if (filter.year !== undefined) query = query.where(sql<boolean>`extract(year from slot.date) = ${filter.year}`);
  return query.executeTakeFirstOrThrow();
}

/** Years with an attended session, newest first (the yearly report's selector). */
export async function yearsWithSessions(db: DbOrTrx): Promise<number[]> {
  const rows = await db
    .selectFrom('bookings as b')
    .innerJoin('activity_availability as slot', 'slot.id', 'b.availability_id')
    .select(sql<number>`extract(year from slot.date)::int`.as('year'))
    .where('b.attendance', '=', 'attended')
    .groupBy(sql`1`)
    .orderBy(sql`1`, 'desc')
    .execute();
  return rows.map((r) => Number(r.year));
}

/** Who reviews reports: admins and the accounts granted the verifier role (docs/decisions/120). */
export function listReviewers(db: DbOrTrx) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.first_name as firstName', 'u.locale'])
    .where((eb) =>
      eb.or([
        eb('u.role', '=', 'admin'),
        eb.exists(eb.selectFrom('outcome_verifiers as v').select('v.user_id').whereRef('v.user_id', '=', 'u.id')),
      ]),
    )
    .orderBy('u.email')
    .execute();
}

/** What a reviewer's notice says of a report: the session and who reported it. */
export function reportNoticeFacts(db: DbOrTrx, reportId: string) {
  return db
    .selectFrom('outcome_reports as r')
    .innerJoin('activity_availability as slot', 'slot.id', 'r.availability_id')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.title as activityTitle', 's.business_name as businessName', dateText('slot.date').as('date')])
    .where('r.id', '=', reportId)
    .executeTakeFirstOrThrow();
}

/** Reports waiting for a reviewer's decision (submitted, or answered after a question). */
export async function countReportsAwaitingReview(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('outcome_reports')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'submitted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
