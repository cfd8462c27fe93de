// The reviews domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { reviewFormUrl, reviewInvitationEmail } from './review-emails.ts';
export { enqueueReviewInvitation, supplierReviews } from './reviews.service.ts';
