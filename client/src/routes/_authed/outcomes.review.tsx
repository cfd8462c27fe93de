import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { OutcomesReviewPage } from '../../features/outcomes/review-page.tsx';
import { privatePageHead } from '../../lib/head.ts';

// Reviewing outcome reports: admins and verifiers (docs/decisions/107). Signed in, rendered in the
// browser only; the server checks the role on every call.
export const Route = createFileRoute('/_authed/outcomes/review')({
  head: ({ match }) =>
    privatePageHead(
      formatMessage(match.context.locale, 'meta.outcomesReview.title'),
      formatMessage(match.context.locale, 'meta.outcomesReview.description'),
    ),
  component: OutcomesReviewPage,
});
