import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { LedgerPage } from '../features/ledger/ledger-page.tsx';
import { ledgerSearch } from '../features/ledger/index.ts';
import { pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';

// /impact/ledger (issue 32 part 4, docs/decisions/106): the public impact ledger, server-rendered
// with its page of entries; the filters and the page are the URL's query string. /impact itself
// stays the traveler's My Impact.
export const Route = createFileRoute('/impact/ledger')({
  validateSearch: ledgerSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    preload(
      context.trpcUtils.ledger.entries.prefetch(deps, { retry: false }),
      context.trpcUtils.ledger.filters.prefetch(undefined, { retry: false }),
    ),
  head: ({ match }) =>
    pageHead(
      formatMessage(match.context.locale, 'ledger.meta.title'),
      formatMessage(match.context.locale, 'ledger.meta.description'),
    ),
  component: LedgerRoute,
});

function LedgerRoute() {
  return <LedgerPage search={Route.useSearch()} />;
}
