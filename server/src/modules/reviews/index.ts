// The reviews domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { reviewFormUrl, reviewInvitationEmail } from './review-emails.ts';
export { enqueueReviewInvitation } from './reviews.service.ts';
// The review rules in SQL (twins of shared/src/rules/reviews.ts).
export { canEditReviewSql, reviewSlotStartedSql, reviewWindowClosesSql, reviewWindowOpenSql } from './review-rules.ts';
