import { ClientOnly, Link, useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import type { DemoActivity } from '@regen/shared/rules/demo-activity';
import { canCancelBooking, cancellationDeadline, generateDemoAvailability } from '@regen/shared/rules/booking';
import type { AvailableSlot } from '@regen/shared/schemas/booking';
import { Suspense, lazy, useCallback, useEffect, useMemo } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { ActivityDetails, ContactHost } from '../activity/index.ts';
import { ActivityReviews } from '../reviews/index.ts';
import { ActivitySummary } from './activity-summary.tsx';
import { useAvailability, useBookingActivity, useLiveAvailability } from './api.ts';
import { fromBookingActivity, fromDemoActivity, type BookableActivity } from './bookable-activity.ts';
import { BookingForm, type SearchPreselect } from './booking-form.tsx';
import { toIsoDay } from './iso-day.ts';
import { BookedActivityGate } from '../booked-activity/index.ts';

const NOT_FOUND_REDIRECT_MS = 2500;

// The waitlist of full times is read in the browser only and shows only when a time is full, so
// its code is not in the page's first download (docs/decisions/085).
const JoinWaitlist = lazy(() => import('../bookings/index.ts').then((m) => ({ default: m.JoinWaitlist })));

/**
 * A sample activity's generated slots with their cancellation policy. Nothing is booked and no
 * server is asked, so the clock is the renderer's own (a real slot's policy is the server's,
 * from booking.availability). The server's render shows none of them (the calendar and the
 * times are the browser's), only that there are some.
 */
function demoSlots(maxParticipants: number, activity: BookableActivity): AvailableSlot[] {
  const now = new Date();
  return generateDemoAvailability(toIsoDay(now), maxParticipants).map((slot) => {
    const deadline = cancellationDeadline(slot, activity.timeZone, activity.cancellationWindowHours);
    return {
      ...slot,
      cancellation_deadline: deadline,
      cancellable: canCancelBooking({ status: 'confirmed', cancellationDeadline: deadline }, now),
    };
  });
}

/**
 * The booking page (docs/spec/public-site.md §2 Booking, §4, §5, §8, §9). A sample activity's
 * (`demo`) comes from navigation state, or else from the samples (`sample`, found by the route's
 * loader).
 */
export function BookingPage({
  activityId,
  demo,
  sample,
  preselect = {},
}: {
  activityId: string;
  demo: boolean;
  sample: DemoActivity | null;
  /** The date and party size a search chose (the page's query string). */
  preselect?: SearchPreselect;
}) {
  const t = useT();
  const state = useRouterState({ select: (s) => s.location.state });
  const demoActivity = useMemo(() => {
    if (!demo) return null;
    if (state.isDemoActivity && state.activity?.id === activityId) return state.activity;
    return sample;
  }, [demo, state.isDemoActivity, state.activity, activityId, sample]);

  const activityQuery = useBookingActivity(activityId, { enabled: !demo });
  const availabilityQuery = useAvailability(activityId, { enabled: !demo });
  useLiveAvailability(activityId, { enabled: !demo });

  const activity: BookableActivity | null = useMemo(() => {
    if (demoActivity) return fromDemoActivity(demoActivity);
    return activityQuery.data ? fromBookingActivity(activityQuery.data) : null;
  }, [demoActivity, activityQuery.data]);

  const slots: AvailableSlot[] = useMemo(() => {
    if (demo && demoActivity && activity) return demoSlots(demoActivity.max_participants, activity);
    if (demo) return [];
    return availabilityQuery.data ?? [];
  }, [demo, demoActivity, activity, availabilityQuery.data]);

  useEffect(() => {
    if (availabilityQuery.error) console.error('Error fetching availability:', availabilityQuery.error);
  }, [availabilityQuery.error]);

  const refetchAvailability = availabilityQuery.refetch;
  const onSlotTaken = useCallback(() => void refetchAvailability(), [refetchAvailability]);

  const notFound = demo ? demoActivity === null : activityQuery.isError;
  if (notFound) return <ActivityNotFound />;
  if (!activity) return <Spinner label={t('booking.page.loading')} className="py-32" />;
  return (
    <Container className="py-8 sm:py-12">
      <BackButton />
      {demo ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {t('booking.page.sampleNotice')}
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <ActivitySummary activity={activity} />
        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-stone-900">{t('booking.page.formTitle')}</h2>
          {!demo && availabilityQuery.isPending ? (
            <Spinner label={t('booking.page.loadingAvailability')} />
          ) : slots.length === 0 ? (
            <div className="mt-4 rounded-xl border-2 border-dashed border-stone-300 p-6 text-center">
              <p className="font-semibold text-stone-900">{t('booking.page.noAvailability')}</p>
              <p className="mt-1 text-sm text-stone-700">{t('booking.page.noAvailabilityHint')}</p>
              {demo ? null : <ContactHost activityId={activityId} />}
            </div>
          ) : (
            <BookingForm
              activity={activity}
              slots={slots}
              demo={demo}
              onSlotTaken={onSlotTaken}
              preselect={preselect}
            />
          )}
          {demo ? null : (
            <ClientOnly>
              <Suspense fallback={null}>
                <JoinWaitlist
                  activityId={activityId}
                  timeZone={activity.timeZone}
                  maxParticipants={activity.maxParticipants}
                  signInPath={`/traveler-signup?redirect=${encodeURIComponent(`/booking/${activityId}`)}`}
                />
              </Suspense>
            </ClientOnly>
          )}
        </Card>
      </div>
      {demo ? null : (
        <div className="mt-8">
          <ActivityDetails activityId={activityId} />
        </div>
      )}
      {demo ? null : (
        <div className="mt-8">
          <ActivityReviews activityId={activityId} supplierName={activity.supplier?.businessName ?? null} />
        </div>
      )}
    </Container>
  );
}

/**
 * An unknown or unbookable activity: the toast, then on to the experiences chooser. Also the
 * route's not-found page (the server answers 404 with it, routes/booking.$activityId.tsx).
 */
/** Not found; a traveler who booked it sees it as no longer offered instead (docs/decisions/120). */
export function ActivityNotFound() {
  return <BookedActivityGate>{(decided) => <NotBookable announce={decided} />}</BookedActivityGate>;
}

function NotBookable({ announce }: { announce: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    if (!announce) return;
    notify.destructive(t('booking.activityNotFound.toastTitle'), t('booking.activityNotBookable'));
    const timer = setTimeout(() => void navigate({ to: '/experiences' }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [announce, navigate, t]);
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('booking.activityNotFound.title')}</h1>
      <p className="mt-3 text-stone-700">{t('booking.activityNotFound.body')}</p>
      <Link to="/experiences" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('booking.activityNotFound.backToExperiences')}
      </Link>
    </Container>
  );
}

function BackButton() {
  const t = useT();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="outline"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/destinations' }))}
    >
      <span aria-hidden="true">←</span> {t('booking.page.back')}
    </Button>
  );
}
