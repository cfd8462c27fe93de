import type { DbOrTrx } from '../../db/database.ts';
import { reportById, verificationOfBookings, verifiedPointsOfUser, type ReportStatus } from './outcomes.repository.ts';

/** The traveler's points whose sessions' outcomes are verified (the rest are awaiting). */
export function verifiedPointsOf(db: DbOrTrx, userId: string): Promise<number> {
  return verifiedPointsOfUser(db, userId);
}

// Points tied to outcomes (issue 32 part 3, docs/decisions/107): a traveler's Regen Points® for a
// booking are "verified" only once its session's outcomes are; until then they are "awaiting
// verification". The points themselves (the spec's numbers) are the impact module's, unchanged.

export interface BookingVerification {
  bookingId: string;
  state: 'verified' | 'awaiting';
  /** The session's latest report's status; null when nothing was reported yet. */
  reportStatus: ReportStatus | null;
}

/** Per booking id: verified or awaiting verification. */
export async function bookingVerifications(
  db: DbOrTrx,
  bookingIds: readonly string[],
): Promise<Map<string, BookingVerification>> {
  const rows = await verificationOfBookings(db, bookingIds);
  return new Map(
    rows.map((r) => [
      r.bookingId,
      { bookingId: r.bookingId, state: r.verified ? 'verified' : 'awaiting', reportStatus: r.latestStatus },
    ]),
  );
}

/**
 * What a receipt shows of its session's outcomes: the verified report (who verified it, when, the
 * measured amounts and the evidence photos), or the latest report's status while awaiting.
 */
export async function sessionEvidenceOfBooking(db: DbOrTrx, bookingId: string) {
  const [row] = await verificationOfBookings(db, [bookingId]);
  if (!row) return null;
  const reportId = row.verifiedReportId ?? row.latestReportId;
  const report = reportId ? await reportById(db, reportId) : undefined;
  return {
    state: row.verified ? ('verified' as const) : ('awaiting' as const),
    reportStatus: row.latestStatus,
    verifiedAt: row.verified && report ? report.reviewedAt : null,
    verifiedBy: row.verified && report ? report.reviewerName : null,
    amounts: row.verified && report ? (report.amounts ?? []) : [],
    photoUrls: row.verified && report ? (report.photoUrls ?? []) : [],
    participants: report ? Number(report.participants) : 0,
  };
}
