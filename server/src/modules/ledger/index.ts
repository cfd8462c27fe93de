// The impact ledger's public surface (docs/decisions/106; eslint.config.js forbids importing the
// files next to it from outside this folder).
//
// appendLedgerEntries(trx, entries): the ONE way to write the public chain, always inside the
// transaction of what the entries record, as its last write (it locks the chain's head row
// until that transaction commits, so concurrent appends never fork the chain).
//
// - Credits of Regen Points®: the impact module's creditAttendance appends one
//   `{ kind: 'attended' | 'correction', pointsEntryId, bookingId, travelerUserId, activityId,
//   country, points }` per regen_points_ledger row it writes. Attendance and check-in both credit
//   through it, so every credit is chained. The kind is recomputed from the booking's entries
//   (its first is 'attended', every later one a 'correction' naming the one before it), and the
//   traveler is published only as a pseudonym.
// - Outcomes (for the "outcomes" module): when a verifier decides on a session's measured
//   outcome, append in that decision's transaction one entry per unit:
//   `{ kind: 'outcome_verified' | 'outcome_queried' | 'outcome_rejected', outcomeId (the report's
//   id), activityId, country, unit (an OutcomeUnitId), amountHundredths (or null), reviewer (the
//   public label of who decided, e.g. 'Regen Marketplace verifier') }`. A later decision on the
//   same outcome and unit automatically names the earlier entry in `corrects`; an entry is never
//   changed (the database refuses UPDATE and DELETE on impact_ledger).
// It returns the appended entries (serial, hash, recordedAt: "who verified it, when").
export {
  appendLedgerEntries,
  ledgerSha256Hex,
  type CreditLedgerAppend,
  type LedgerAppend,
  type OutcomeLedgerAppend,
} from './ledger.append.ts';
export { registerLedgerRoutes, LEDGER_CSV_PATH, LEDGER_JSON_PATH } from './ledger.routes.ts';
