import { englishMessage } from '@regen/shared/i18n';
import type { Trx } from '../../db/database.ts';
import { appendLedgerEntries } from '../ledger/index.ts';

// A review's decision on the public impact ledger (docs/decisions/106, 107): one entry per unit
// of the report, appended through the ledger module in the decision's transaction, as its last
// write. Outcomes never write ledger rows themselves.

export interface OutcomeDecision {
  kind: 'outcome_verified' | 'outcome_rejected';
  reportId: string;
  activityId: string;
  country: string;
  amounts: readonly { unit: string; amountHundredths: number }[];
  reviewer: { role: 'user' | 'admin'; firstName: string };
}

/** Who decided, as the public ledger shows it: the role and a first name, never an email. */
export function publicReviewerLabel(reviewer: OutcomeDecision['reviewer']): string {
  return englishMessage('outcomes.ledger.reviewer', {
    role: reviewer.role === 'admin' ? 'admin' : 'verifier',
    name: reviewer.firstName.trim() || '-',
  });
}

export async function recordOutcomeDecision(trx: Trx, decision: OutcomeDecision) {
  const reviewer = publicReviewerLabel(decision.reviewer);
  return appendLedgerEntries(
    trx,
    decision.amounts.map((a) => ({
      kind: decision.kind,
      outcomeId: decision.reportId,
      activityId: decision.activityId,
      country: decision.country,
      unit: a.unit,
      amountHundredths: a.amountHundredths,
      reviewer,
    })),
  );
}
