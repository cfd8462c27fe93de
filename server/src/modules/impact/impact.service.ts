import { goalProgress, ledgerEntryFor, receiptTravelerName } from '@regen/shared/rules/attendance';
import { calculateImpact, findCalculatorCountry } from '@regen/shared/rules/impact-calculator';
import { saveTripGoalInputSchema, type SaveTripGoalInput, type UpdateReceiptInput } from '@regen/shared/schemas/impact';
import type { Config } from '../../config.ts';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../booking/index.ts';
import { appendLedgerEntries } from '../ledger/index.ts';
import { bookingVerifications, sessionEvidenceOfBooking, verifiedPointsOf } from '../outcomes/index.ts';
import {
  bookingLedgerSum,
  creditedBookingsOf,
  ensureReceipt,
  findReceipt,
  findTripGoal,
  insertLedgerEntry,
  pointsByCountry,
  pointsInCountry,
  totalPointsOf,
  updateReceiptSettings,
  upsertTripGoal,
} from './impact.repository.ts';

// Regen Points, verified (docs/decisions/049, 050): the credit an attendance writes, My Impact,
// trip goals and impact receipts.

/** The booking whose attendance was marked, as the ledger records it. */
export interface CreditedBooking {
  bookingId: string;
  userId: string;
  activityId: string;
  country: string;
}

/**
 * Brings the booking's ledger to what its attendance is now worth (`worth`, from the shared
 * rule), in the caller's transaction, which holds the booking's row lock: two marks at once
 * write one entry. A booking credited for the first time gets its receipt.
 */
export async function creditAttendance(
  trx: Trx,
  booking: CreditedBooking,
  worth: number,
): Promise<{ pointsChange: number; totalPoints: number; receiptId: string | null }> {
  const entry = ledgerEntryFor(await bookingLedgerSum(trx, booking.bookingId), worth);
  if (entry) {
    const pointsEntryId = await insertLedgerEntry(trx, { ...booking, ...entry });
    // The public chain's entry, in this transaction (docs/decisions/106).
    await appendLedgerEntries(trx, [
      {
        kind: entry.reason,
        pointsEntryId,
        bookingId: booking.bookingId,
        travelerUserId: booking.userId,
        activityId: booking.activityId,
        country: booking.country,
        points: entry.points,
      },
    ]);
  }
  const receiptId = worth > 0 ? await ensureReceipt(trx, booking.bookingId, booking.userId) : null;
  return { pointsChange: entry?.points ?? 0, totalPoints: await totalPointsOf(trx, booking.userId), receiptId };
}

/** My Impact: total, by country, the credited activities with their receipts, the trip goal's progress. */
export async function myImpact(db: Db, userId: string) {
  const [totalPoints, byCountry, credited, goal] = await Promise.all([
    totalPointsOf(db, userId),
    pointsByCountry(db, userId),
    creditedBookingsOf(db, userId),
    findTripGoal(db, userId),
  ]);
  const earnedInGoalCountry = goal ? await pointsInCountry(db, userId, goal.country) : 0;
  // Points are verified once their session's outcomes are (docs/decisions/107); the numbers stay.
  const verifications = await bookingVerifications(
    db,
    credited.map((c) => c.bookingId),
  );
  const withState = credited.map((c) => ({
    ...c,
    points: Number(c.points),
    verification: verifications.get(c.bookingId)?.state ?? ('awaiting' as const),
  }));
  const verifiedPoints = withState.filter((c) => c.verification === 'verified').reduce((a, c) => a + c.points, 0);
  return {
    totalPoints,
    verifiedPoints,
    awaitingPoints: totalPoints - verifiedPoints,
    byCountry,
    credited: withState,
    goal: goal ? { ...goal, progress: goalProgress(earnedInGoalCountry, goal.targetPoints) } : null,
  };
}

/** The traveler's total alone (/profile). */
export async function myPointsTotal(db: Db, userId: string): Promise<{ totalPoints: number; verifiedPoints?: number }> {
  const [totalPoints, verifiedPoints] = await Promise.all([totalPointsOf(db, userId), verifiedPointsOf(db, userId)]);
  // Verified once the sessions' outcomes are (docs/decisions/107); the rest await verification.
  return { totalPoints, verifiedPoints };
}

/**
 * Saves the calculator's result as the traveler's trip goal. The target is the shared
 * calculator's, recomputed here: a target sent by the client would be ignored.
 */
export async function saveTripGoal(db: Db, userId: string, input: SaveTripGoalInput) {
  const goal = saveTripGoalInputSchema.parse(input);
  const country = findCalculatorCountry(goal.country);
  const result = calculateImpact(goal);
  if (!country || !result) throw badRequest('impact.goalCountry');
  const saved = { country: country.name, days: goal.days, cities: goal.cities, targetPoints: result.total };
  await upsertTripGoal(db, userId, saved);
  return saved;
}

/**
 * A receipt's page. A shared receipt is public; a private one exists for its traveler only:
 * anyone else (signed in or not) is told it is not found, exactly as for an id that never existed.
 */
export async function getReceipt(db: Db, config: Config, viewerId: string | null, receiptId: string) {
  const id = receiptId.trim();
  const row = isUuid(id) ? await findReceipt(db, id) : undefined;
  const isOwner = row !== undefined && viewerId === row.userId;
  if (!row || row.attendedPeople === null || Number(row.points) <= 0 || (!row.shared && !isOwner)) {
    throw notFound('impact.receiptNotFound');
  }
  const imageUrl = row.photoUrl ? new URL(row.photoUrl, config.publicUrl).toString() : null;
  const outcomes = await sessionEvidenceOfBooking(db, row.bookingId);
  return {
    /** Verified once the session's outcomes are (who verified them, when, the evidence); else awaiting. */
    verification: outcomes ?? {
      state: 'awaiting' as const,
      reportStatus: null,
      verifiedAt: null,
      verifiedBy: null,
      amounts: [],
      photoUrls: [],
      participants: 0,
    },
    id: row.id,
    travelerName: receiptTravelerName({ firstName: row.firstName, lastName: row.lastName }, row.anonymous),
    activityTitle: row.activityTitle,
    country: row.country,
    place: row.place,
    supplierName: row.supplierName,
    date: row.date,
    startTime: row.startTime,
    timeZone: row.timeZone,
    attendedPeople: row.attendedPeople,
    points: Number(row.points),
    confirmedAt: row.confirmedAt,
    /** The activity's photo as the site serves it, and absolute for share previews. */
    photoUrl: row.photoUrl,
    imageUrl,
    isOwner,
    // Its sharing settings are the traveler's business only.
    shared: isOwner ? row.shared : true,
    anonymous: isOwner ? row.anonymous : null,
  };
}

/** Shares or hides a receipt, or names the traveler or not: the receipt's traveler only. */
export async function updateReceipt(db: Db, userId: string, input: UpdateReceiptInput) {
  const id = input.receiptId.trim();
  if (!isUuid(id)) throw notFound('impact.receiptNotFound');
  const updated = await updateReceiptSettings(db, id, userId, input);
  const row = await findReceipt(db, id);
  // Someone else's receipt: refused plainly if it is shared (they can see it), else not found.
  if (!updated && row?.shared) throw forbidden('impact.receiptOwnerOnly');
  if (!updated || !row) throw notFound('impact.receiptNotFound');
  return { id: row.id, shared: row.shared, anonymous: row.anonymous };
}
