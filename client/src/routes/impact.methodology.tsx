import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { MethodologyPage } from '../features/ledger/methodology-page.tsx';
import { pageHead } from '../lib/head.ts';

// /impact/methodology (issue 32 part 6, docs/decisions/106): what Regen Points® are and are not,
// each outcome unit's method and source, verification, self-reporting, the ledger, the limits.
export const Route = createFileRoute('/impact/methodology')({
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'methodology.meta.title'),
      formatMessage(match.context.locale, 'methodology.meta.description'),
    ),
  component: MethodologyPage,
});
