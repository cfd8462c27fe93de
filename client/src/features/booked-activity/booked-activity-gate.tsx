import { useHydrated, useParams } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { fetchBookedActivity, useBookedActivity } from './api.ts';
import type { NoLongerOffered as NoLongerOfferedView } from './no-longer-offered.tsx';

const loadView = () => import('./no-longer-offered.tsx');
const LazyNoLongerOffered = lazy(() => loadView().then((m) => ({ default: m.NoLongerOffered })));
/** The view's code once loaded before a server render (renderToString cannot wait for a lazy part). */
let loadedView: typeof NoLongerOfferedView | undefined;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stands in front of the booking page's "not found": a signed-in traveler with a booking of the
 * activity sees it as no longer offered, with their bookings, instead (docs/decisions/120). The
 * server renders it so when it rendered the page with the traveler's session
 * (`preloadBookedActivity`, docs/decisions/125); otherwise the server's page (and the first render
 * in the browser) is the not-found one, and `children(decided)` is told when nobody's booking
 * stands in the way, so the not-found page announces itself (its toast and redirect) only then.
 */
export function BookedActivityGate({ children }: { children: (decided: boolean) => ReactNode }) {
  const t = useT();
  const params: { activityId?: string } = useParams({ strict: false });
  const activityId = params.activityId ?? '';
  const mounted = useHydrated();
  const { user, loading } = useAuth();
  const mayHaveBooked = mounted && UUID.test(activityId);
  const view = useBookedActivity(activityId, mayHaveBooked && user !== null);
  if (view.data && !view.data.offered) {
    // On the server the code is loaded already; in the browser hydration waits for the lazy part
    // and keeps the server's HTML meanwhile.
    const View = loadedView ?? LazyNoLongerOffered;
    return (
      <Suspense fallback={<Spinner label={t('bookedActivity.loading')} />}>
        <View view={view.data} />
      </Suspense>
    );
  }
  const deciding = !mounted || (mayHaveBooked && (loading || (user !== null && view.isPending)));
  return children(!deciding);
}

/**
 * For a server render with the visitor's session (docs/decisions/125): whether the visitor booked
 * this activity no longer offered. Reads their view into the query cache (handed to the browser
 * with the page) and loads its code, so the render shows it; false for anyone without a booking.
 */
export async function preloadBookedActivity(
  trpcUtils: Parameters<typeof fetchBookedActivity>[0],
  activityId: string,
): Promise<boolean> {
  try {
    const [view, module] = await Promise.all([fetchBookedActivity(trpcUtils, activityId), loadView()]);
    loadedView = module.NoLongerOffered;
    return !view.offered;
  } catch {
    return false;
  }
}
