import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/inbox/inbox-page.tsx';
import { pageHead } from '../../lib/head.ts';

interface InboxSearch {
  /** Search by the other party's name or the activity; the server's schema bounds it again. */
  q?: string | undefined;
}

// A plain validator: search validators load with the route tree (no zod here).
function validateSearch(search: Record<string, unknown>): InboxSearch {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  return q ? { q } : {};
}

export const Route = createFileRoute('/_authed/messages/')({
  validateSearch,
  head: () => pageHead('Messages', 'Your conversations about bookings.'),
  component: InboxRoute,
});

function InboxRoute() {
  const { q } = Route.useSearch();
  return <InboxPage search={q ?? ''} />;
}
