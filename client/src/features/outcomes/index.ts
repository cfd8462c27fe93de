// What other parts of the client may use of the outcomes feature (issue 32, docs/decisions/107):
// the activity page's and cards' declared outcomes, the supplier's panel, the country page's impact
// panel (it loads itself lazily), a receipt's outcomes and the points' state. The review page and
// the report page are their routes' (routes/_authed/outcomes.review.tsx, routes/impact.report.tsx).
export { CardOutcomes, OutcomeFacts } from './outcome-facts.tsx';
export { OutcomesPanel, PointsState } from './outcomes-panel.tsx';
export { CountryImpact } from './country-impact.tsx';
export { ReceiptOutcomes } from './receipt-outcomes.tsx';
// The admins' and verifiers' way to the review queue, with the count waiting (docs/decisions/120).
export { ReviewQueueLink } from './review-queue-link.tsx';
