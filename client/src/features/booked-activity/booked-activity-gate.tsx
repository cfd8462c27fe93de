import { useHydrated, useParams } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { useBookedActivity } from './api.ts';

const NoLongerOffered = lazy(() => import('./no-longer-offered.tsx').then((m) => ({ default: m.NoLongerOffered })));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stands in front of the booking page's "not found": a signed-in traveler with a booking of the
 * activity sees it as no longer offered, with their bookings, instead (docs/decisions/120). The
 * server renders pages without a session, so the server's page (and the first render in the
 * browser) is the not-found one; `children(decided)` is told when nobody's booking stands in the
 * way, so the not-found page announces itself (its toast and redirect) only then.
 */
export function BookedActivityGate({ children }: { children: (decided: boolean) => ReactNode }) {
  const t = useT();
  const params: { activityId?: string } = useParams({ strict: false });
  const activityId = params.activityId ?? '';
  const mounted = useHydrated();
  const { user, loading } = useAuth();
  const mayHaveBooked = mounted && UUID.test(activityId);
  const view = useBookedActivity(activityId, mayHaveBooked && user !== null);
  if (view.data && !view.data.offered)
    return (
      <Suspense fallback={<Spinner label={t('bookedActivity.loading')} />}>
        <NoLongerOffered view={view.data} />
      </Suspense>
    );
  const deciding = !mounted || (mayHaveBooked && (loading || (user !== null && view.isPending)));
  return children(!deciding);
}
