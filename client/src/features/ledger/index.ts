// What other features may use of the ledger feature (issue 32 parts 3, 4, 6; docs/decisions/106):
// the /actions guidance and self-report form, and My Impact's self-reported section. The ledger
// and methodology pages are its routes' own (routes/impact.ledger.tsx, impact.methodology.tsx).
export { ActionGuidance, LogActionForm } from './log-action.tsx';
export { SelfReportedActions } from './self-reported-actions.tsx';
export { ledgerSearch, type LedgerSearch } from './ledger-search.ts';
