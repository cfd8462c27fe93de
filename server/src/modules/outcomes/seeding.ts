import { sql } from 'kysely';
import type { OutcomeUnitId } from '@regen/shared/rules/outcome-units';
import type { Trx } from '../../db/database.ts';
import { recordOutcomeDecision } from './outcome-ledger.ts';
import {
  insertReport,
  replaceDeclaredOutcomes,
  updateReport,
  writeReportAmounts,
  writeReportPhotos,
  type DeclaredOutcome,
} from './outcomes.repository.ts';

// Writing outcomes inside an open transaction, for the demo seed (server/src/demo/outcomes.ts):
// the same rows and the same ledger appends as the services, without their requests' checks.

export function declareOutcomesIn(trx: Trx, activityId: string, outcomes: readonly DeclaredOutcome[]) {
  return replaceDeclaredOutcomes(trx, activityId, outcomes);
}

export interface SeededReport {
  availabilityId: string;
  activityId: string;
  country: string;
  submittedBy: string;
  note: string;
  amounts: { unit: OutcomeUnitId; amountHundredths: number }[];
  photoUrls: string[];
  /** When it was sent. */
  submittedAt: Date;
  decision:
    | { status: 'submitted' }
    | { status: 'queried'; question: string; by: string; at: Date }
    | {
        status: 'verified' | 'rejected';
        reason?: string;
        by: { id: string; role: 'user' | 'admin'; firstName: string };
        at: Date;
      };
}

export async function writeReportIn(trx: Trx, report: SeededReport): Promise<string> {
  const id = await insertReport(trx, {
    availabilityId: report.availabilityId,
    activityId: report.activityId,
    note: report.note,
    correctsId: null,
    submittedBy: report.submittedBy,
  });
  await writeReportAmounts(trx, id, report.amounts);
  await writeReportPhotos(trx, id, report.photoUrls);
  await trx
    .updateTable('outcome_reports')
    .set({ submitted_at: report.submittedAt, created_at: report.submittedAt })
    .where('id', '=', id)
    .execute();
  const d = report.decision;
  if (d.status === 'queried') {
    await updateReport(trx, id, { status: 'queried', question: d.question, reviewedBy: d.by });
    await trx.updateTable('outcome_reports').set({ reviewed_at: d.at }).where('id', '=', id).execute();
  }
  if (d.status === 'verified' || d.status === 'rejected') {
    await updateReport(trx, id, { status: d.status, reason: d.reason ?? null, reviewedBy: d.by.id });
    await trx
      .updateTable('outcome_reports')
      .set({ reviewed_at: d.at, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
    await recordOutcomeDecision(trx, {
      kind: d.status === 'verified' ? 'outcome_verified' : 'outcome_rejected',
      reportId: id,
      activityId: report.activityId,
      country: report.country,
      amounts: report.amounts,
      reviewer: d.by,
    });
  }
  return id;
}
