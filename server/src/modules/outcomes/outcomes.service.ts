import { fitsUnitDecimals, outcomeUnit } from '@regen/shared/rules/outcome-units';
import {
  answerQueryInputSchema,
  declareOutcomesInputSchema,
  reportOutcomesInputSchema,
  reviewOutcomesInputSchema,
  type AnswerQueryInput,
  type DeclareOutcomesInput,
  type ReportOutcomesInput,
  type ReviewOutcomesInput,
} from '@regen/shared/schemas/outcomes';
import type { Config } from '../../config.ts';
import type { Db, DbOrTrx, Trx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import type { PhotoStorage } from '../../storage/storage.ts';
import { isUuid } from '../booking/index.ts';
import { inLocaleOfAddress } from '../../mail/receiver-locale.ts';
import { claimPendingUpload } from '../supplier/index.ts';
import { recordOutcomeDecision } from './outcome-ledger.ts';
import { outcomeReviewEmail } from './outcome-emails.ts';
import { notifyReviewers } from './reviewer-notices.ts';
import {
  countReportsAwaitingReview,
  declaredOutcomes,
  deleteVerifier,
  findActivityOwner,
  findUserByEmail,
  insertReport,
  insertVerifier,
  isVerifier,
  listVerifiers,
  lockReport,
  lockSession,
  lockSupplierActivity,
  replaceDeclaredOutcomes,
  reportById,
  reportAmounts,
  reportPhotoUrls,
  reportsByIds,
  reportsOfSession,
  reviewQueue,
  sessionsOfSupplier,
  updateReport,
  writeReportAmounts,
  writeReportPhotos,
  type DeclaredOutcome,
  type ReportStatus,
} from './outcomes.repository.ts';

// Measured outcomes (issue 32 parts 1–3, docs/decisions/107). A supplier declares what a session
// of its activity does per participant; after attendance it reports what a session achieved with
// evidence; an admin or a verifier reviews it. Verified and rejected decisions are written to the
// public ledger in the review's transaction (modules/ledger). A verified report is never changed:
// a correction is a new report that names it.

interface SupplierRef {
  id: string;
  userId: string;
}

interface Reviewer {
  id: string;
  role: 'user' | 'admin';
  firstName: string;
}

/** The declared outcomes of an activity (public: shown on its page and cards). */
export async function activityOutcomes(db: Db, activityId: string) {
  const id = activityId.trim();
  if (!isUuid(id)) return [];
  return (await declaredOutcomes(db, [id])).map(({ activityId: _, ...o }) => o);
}

/** The declared outcomes of several activities at once (cards), by activity id. */
export async function outcomesOfActivities(db: DbOrTrx, activityIds: readonly string[]) {
  const ids = activityIds.map((id) => id.trim()).filter(isUuid);
  const rows = await declaredOutcomes(db, ids);
  const byActivity: Record<string, DeclaredOutcome[]> = {};
  for (const { activityId, ...o } of rows) (byActivity[activityId] ??= []).push(o);
  return byActivity;
}

/** Checks a declaration against the catalogue: each unit once, its decimals, its bound, a project when needed. */
function validDeclaration(outcomes: DeclareOutcomesInput['outcomes']): DeclaredOutcome[] {
  const seen = new Set<string>();
  return outcomes.map((o) => {
    if (seen.has(o.unit)) throw badRequest('outcomes.error.duplicateUnit');
    seen.add(o.unit);
    const unit = outcomeUnit(o.unit);
    if (o.perParticipantHundredths <= 0) throw badRequest('outcomes.error.perParticipantPositive');
    if (!fitsUnitDecimals(o.unit, o.perParticipantHundredths)) {
      throw badRequest('outcomes.error.decimals', { decimals: unit.decimals });
    }
    if (o.perParticipantHundredths > unit.maxPerParticipantHundredths) {
      throw badRequest('outcomes.error.perParticipantTooMany', { max: unit.maxPerParticipantHundredths / 100 });
    }
    const project = o.projectName?.trim() || null;
    if (unit.needsProject && !project) throw badRequest('outcomes.error.projectRequired');
    return {
      unit: o.unit,
      perParticipantHundredths: o.perParticipantHundredths,
      projectName: unit.needsProject ? project : null,
    };
  });
}

/** Replaces an activity's declared outcomes: its supplier only. */
export async function declareOutcomes(db: Db, supplier: SupplierRef, input: DeclareOutcomesInput) {
  const parsed = declareOutcomesInputSchema.parse(input);
  const activityId = parsed.activityId.trim();
  if (!isUuid(activityId)) throw notFound('outcomes.error.activityNotFound');
  const outcomes = validDeclaration(parsed.outcomes);
  return db.transaction().execute(async (trx) => {
    const activity = await lockSupplierActivity(trx, activityId);
    if (!activity) throw notFound('outcomes.error.activityNotFound');
    if (activity.supplierId !== supplier.id) throw forbidden('outcomes.error.notYourActivity');
    await replaceDeclaredOutcomes(trx, activityId, outcomes);
    return { activityId, outcomes };
  });
}

/** Checks reported amounts: each unit once and declared on the activity, to the unit's decimals. */
function validAmounts(amounts: ReportOutcomesInput['amounts'], declared: ReadonlySet<string>) {
  const seen = new Set<string>();
  return amounts.map((a) => {
    if (seen.has(a.unit)) throw badRequest('outcomes.error.duplicateUnit');
    seen.add(a.unit);
    if (!declared.has(a.unit)) throw badRequest('outcomes.error.undeclaredUnit');
    if (!fitsUnitDecimals(a.unit, a.amountHundredths)) {
      throw badRequest('outcomes.error.decimals', { decimals: outcomeUnit(a.unit).decimals });
    }
    return { unit: a.unit, amountHundredths: a.amountHundredths };
  });
}

/**
 * The evidence photos: each an upload of this supplier through /api/uploads/activity-photo (checked,
 * re-encoded), claimed in this transaction, or a photo the report already has.
 */
async function claimEvidence(
  trx: Trx,
  storage: PhotoStorage,
  supplierId: string,
  urls: readonly string[],
  already: ReadonlySet<string>,
): Promise<string[]> {
  if (new Set(urls).size !== urls.length) throw badRequest('outcomes.error.photo');
  const claimed: string[] = [];
  for (const url of urls) {
    if (already.has(url)) {
      claimed.push(url);
      continue;
    }
    const key = storage.keyFromUrl(url);
    if (!key || !(await claimPendingUpload(trx, key, supplierId))) throw badRequest('outcomes.error.photo');
    claimed.push(storage.publicUrl(key));
  }
  return claimed;
}

async function activityDeclaredUnits(trx: DbOrTrx, activityId: string): Promise<Set<string>> {
  return new Set((await declaredOutcomes(trx, [activityId])).map((o) => o.unit));
}

/**
 * Reports what a session achieved, with evidence: the activity's supplier only, once someone was
 * marked attended. A report still waiting for review is replaced; a queried one is answered
 * (answerQuery); after a decision a new report is written that names the one it corrects.
 */
export async function reportOutcomes(
  services: { db: Db; storage: PhotoStorage; config: Pick<Config, 'publicUrl'> },
  supplier: SupplierRef,
  input: ReportOutcomesInput,
) {
  const parsed = reportOutcomesInputSchema.parse(input);
  const availabilityId = parsed.availabilityId.trim();
  if (!isUuid(availabilityId)) throw notFound('outcomes.error.sessionNotFound');
  try {
    return await services.db.transaction().execute(async (trx) => {
      const session = await lockSession(trx, availabilityId);
      if (!session) throw notFound('outcomes.error.sessionNotFound');
      if (session.supplierId !== supplier.id) throw forbidden('outcomes.error.notYourSession');
      if (Number(session.participants) === 0) throw conflict('outcomes.error.noAttendance');
      const amounts = validAmounts(parsed.amounts, await activityDeclaredUnits(trx, session.activityId));
      const [latest] = await reportsOfSession(trx, availabilityId);
      if (latest?.status === 'queried') throw conflict('outcomes.error.answerTheQuestion');
      let reportId: string;
      let already = new Set<string>();
      if (latest?.status === 'submitted') {
        reportId = latest.id;
        already = new Set((await reportPhotoUrls(trx, reportId)).map((p) => p.url));
        await updateReport(trx, reportId, { note: parsed.note });
      } else {
        reportId = await insertReport(trx, {
          availabilityId,
          activityId: session.activityId,
          note: parsed.note,
          correctsId: latest?.id ?? null,
          submittedBy: supplier.userId,
        });
      }
      const photos = await claimEvidence(trx, services.storage, supplier.id, parsed.photoUrls, already);
      await writeReportAmounts(trx, reportId, amounts);
      await writeReportPhotos(trx, reportId, photos);
      // A new report waits for a reviewer: they are told (a replaced one was announced already).
      if (latest?.status !== 'submitted')
        await notifyReviewers(trx, services.config.publicUrl, reportId, { kind: 'report' });
      return { reportId, status: 'submitted' as const };
    });
  } catch (error) {
    // Two first reports of one session at once: the second meets the one-open-report index.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('outcomes.error.alreadyUnderReview');
    throw error;
  }
}

/** Answers a reviewer's question (optionally correcting amounts or photos): the report returns to review. */
export async function answerQuery(
  services: { db: Db; storage: PhotoStorage; config: Pick<Config, 'publicUrl'> },
  supplier: SupplierRef,
  input: AnswerQueryInput,
) {
  const parsed = answerQueryInputSchema.parse(input);
  const reportId = parsed.reportId.trim();
  if (!isUuid(reportId)) throw notFound('outcomes.error.reportNotFound');
  return services.db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, reportId);
    if (!report) throw notFound('outcomes.error.reportNotFound');
    if (report.supplierId !== supplier.id) throw forbidden('outcomes.error.notYourSession');
    if (report.status === 'verified') throw conflict('outcomes.error.verifiedFinal');
    if (report.status !== 'queried') throw conflict('outcomes.error.notQueried');
    if (parsed.amounts) {
      const amounts = validAmounts(parsed.amounts, await activityDeclaredUnits(trx, report.activityId));
      await writeReportAmounts(trx, reportId, amounts);
    }
    if (parsed.photoUrls) {
      const already = new Set((await reportPhotoUrls(trx, reportId)).map((p) => p.url));
      await writeReportPhotos(
        trx,
        reportId,
        await claimEvidence(trx, services.storage, supplier.id, parsed.photoUrls, already),
      );
    }
    await updateReport(trx, reportId, { status: 'submitted', answer: parsed.answer });
    await notifyReviewers(trx, services.config.publicUrl, reportId, { kind: 'answer', answer: parsed.answer });
    return { reportId, status: 'submitted' as const };
  });
}

/** Admins, and accounts an admin granted the verifier role. */
export async function canReview(db: DbOrTrx, user: Reviewer): Promise<boolean> {
  return user.role === 'admin' || (await isVerifier(db, user.id));
}

/**
 * Verifies, queries or rejects a report under review: an admin or a verifier. The supplier is
 * emailed in the same transaction; a decision (verified, rejected) is written to the ledger there too.
 */
export async function reviewOutcomes(
  services: { db: Db; config: Config },
  reviewer: Reviewer,
  input: ReviewOutcomesInput,
) {
  const parsed = reviewOutcomesInputSchema.parse(input);
  const reportId = parsed.reportId.trim();
  if (!(await canReview(services.db, reviewer))) throw forbidden('outcomes.error.reviewerOnly');
  if (!isUuid(reportId)) throw notFound('outcomes.error.reportNotFound');
  return services.db.transaction().execute(async (trx) => {
    const report = await lockReport(trx, reportId);
    if (!report) throw notFound('outcomes.error.reportNotFound');
    if (report.status === 'verified') throw conflict('outcomes.error.verifiedFinal');
    if (report.status === 'rejected') throw conflict('outcomes.error.rejectedFinal');
    if (report.status === 'queried') throw conflict('outcomes.error.waitingForAnswer');
    const text = parsed.decision === 'verified' ? null : parsed.text;
    await updateReport(trx, reportId, {
      status: parsed.decision,
      ...(parsed.decision === 'queried' ? { question: text, answer: null } : {}),
      ...(parsed.decision === 'rejected' ? { reason: text } : {}),
      reviewedBy: reviewer.id,
      reviewed: true,
    });
    // In the supplier's language, not the reviewer's page's (docs/decisions/118).
    const mail = await inLocaleOfAddress(trx, report.supplierEmail, () =>
      outcomeReviewEmail(services.config.publicUrl, parsed.decision, {
        firstName: report.supplierFirstName,
        activityTitle: report.activityTitle,
        date: report.date,
        text,
      }),
    );
    await enqueueEmail(trx, { to: report.supplierEmail, ...mail });
    // The ledger's head is locked until commit: its append is the transaction's last write.
    if (parsed.decision !== 'queried') {
      await recordOutcomeDecision(trx, {
        kind: parsed.decision === 'verified' ? 'outcome_verified' : 'outcome_rejected',
        reportId,
        activityId: report.activityId,
        country: report.country,
        amounts: await reportAmounts(trx, reportId),
        reviewer: { role: reviewer.role, firstName: reviewer.firstName },
      });
    }
    return { reportId, status: parsed.decision as ReportStatus };
  });
}

function toReportView(row: NonNullable<Awaited<ReturnType<typeof reportById>>>) {
  return {
    ...row,
    participants: Number(row.participants),
    amounts: row.amounts ?? [],
    photoUrls: row.photoUrls ?? [],
  };
}
export type OutcomeReportView = ReturnType<typeof toReportView>;

/** The review queue: reports waiting (submitted, queried), or those decided. */
export async function outcomesReviewQueue(db: Db, reviewer: Reviewer, status: 'open' | 'verified' | 'rejected') {
  if (!(await canReview(db, reviewer))) throw forbidden('outcomes.error.reviewerOnly');
  const statuses: ReportStatus[] = status === 'open' ? ['submitted', 'queried'] : [status];
  const rows = await reviewQueue(db, statuses);
  const declared = await outcomesOfActivities(db, [...new Set(rows.map((r) => r.activityId))]);
  return rows.map((r) => ({ ...toReportView(r), declared: declared[r.activityId] ?? [] }));
}

/** The supplier's sessions with attendance, each with its declared outcomes and latest report. */
export async function mySessions(db: Db, supplierId: string) {
  const sessions = await sessionsOfSupplier(db, supplierId);
  const reports = await reportsByIds(
    db,
    sessions.flatMap((s) => (s.latestReportId ? [s.latestReportId] : [])),
  );
  const byId = new Map(reports.map((r) => [r.id, toReportView(r)]));
  const declared = await outcomesOfActivities(db, [...new Set(sessions.map((s) => s.activityId))]);
  return sessions.map(({ latestReportId, ...s }) => ({
    ...s,
    participants: Number(s.participants),
    declared: declared[s.activityId] ?? [],
    report: latestReportId ? (byId.get(latestReportId) ?? null) : null,
  }));
}

/** Whether the signed-in account may review outcomes (the admin page shows the queue then). */
export async function reviewerStatus(db: Db, user: Reviewer, secondFactorRequired = true) {
  const reviewer = await canReview(db, user);
  // How many reports wait for a decision: the dashboards' link to the queue shows it (docs/decisions/120).
  const waiting = reviewer ? await countReportsAwaitingReview(db) : 0;
  // Reviewing needs a session that used a second factor (docs/decisions/125): the page asks for one.
  return { reviewer, admin: user.role === 'admin', waiting, secondFactorRequired: reviewer && secondFactorRequired };
}

/** Grants the verifier role to an existing account: admins only (the router's gate). */
export async function grantVerifier(db: Db, adminId: string, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('outcomes.error.verifierNoAccount');
  const added = await insertVerifier(db, user.id, adminId);
  return { userId: user.id, email: user.email, added };
}

export async function revokeVerifier(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound('outcomes.error.verifierNoAccount');
  return { userId: user.id, removed: await deleteVerifier(db, user.id) };
}

export function verifiers(db: Db) {
  return listVerifiers(db);
}

/** A report as its supplier or a reviewer reads it. */
/**
 * One report, for its supplier or a reviewer. `requireReviewerSecondFactor` throws when a
 * reviewer's session has not used a second factor (docs/decisions/125); the supplier reads their own.
 */
export async function outcomeReport(
  db: Db,
  user: Reviewer,
  supplierId: string | null,
  reportId: string,
  requireReviewerSecondFactor: () => void = () => undefined,
) {
  const id = reportId.trim();
  const row = isUuid(id) ? await reportById(db, id) : undefined;
  if (!row) throw notFound('outcomes.error.reportNotFound');
  const owner = await findActivityOwner(db, row.activityId);
  if (supplierId === null || owner?.supplierId !== supplierId) {
    if (!(await canReview(db, user))) throw notFound('outcomes.error.reportNotFound');
    requireReviewerSecondFactor();
  }
  return toReportView(row);
}
