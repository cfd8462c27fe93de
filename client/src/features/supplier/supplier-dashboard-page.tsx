import * as Tabs from '@radix-ui/react-tabs';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Suspense, useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useSignOut } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { BookingsCsvExport, CalendarFeedPanel } from '../calendars/index.ts';
import { NumbersPanel } from '../dashboard-numbers/index.ts';
import { OutcomesPanel, ReviewQueueLink } from '../outcomes/index.ts';
import { DistributionOptOut } from '../resellers/index.ts';
import { SupplierReviewsPanel } from '../reviews/index.ts';
import { ActivitiesTab } from './activities-tab.tsx';
import { useSupplierDashboard } from './api.ts';
import { AvailabilityTab } from './availability-tab.tsx';
import { BookingAlertStrip, useBookingAlerts } from './booking-alerts.tsx';
import { BookingsTab } from './bookings-tab.tsx';
import { CreateActivityForm } from './create-activity-form.tsx';
import { StatCards } from './stat-cards.tsx';

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 data-[state=active]:bg-brand-800 data-[state=active]:text-white';

/**
 * The supplier dashboard (docs/spec/accounts-and-operations.md §2). The route guarantees a supplier
 * account.
 */
export function SupplierDashboardPage() {
  const t = useT();
  const navigate = useNavigate();
  const { view } = useSearch({ from: '/_authed/supplier-dashboard' });
  const adding = view === 'add';
  const tab = view && view !== 'add' ? view : 'activities';
  type View = 'activities' | 'availability' | 'bookings' | 'numbers' | 'settings' | 'add';
  const show = (next: View) =>
    void navigate({ to: '/supplier-dashboard', search: next === 'activities' ? {} : { view: next }, replace: true });
  const setAdding = (open: boolean) => show(open ? 'add' : 'activities');
  const { dashboard, activities, bookings } = useSupplierDashboard();
  const { signOut, isPending: signingOut } = useSignOut();
  const { alerts, clear } = useBookingAlerts();

  const failed = dashboard.isError || activities.isError || bookings.isError;
  useEffect(() => {
    if (failed) notify.destructive(t('supplier.error'), t('supplier.dashboard.loadFailed'));
  }, [failed, t]);

  if (failed) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{t('supplier.dashboard.title')}</h1>
        <p role="alert" className="mt-3 text-stone-700">
          {t('supplier.dashboard.loadFailedText')}
        </p>
        <Button
          className="mt-5"
          onClick={() => {
            void dashboard.refetch();
            void activities.refetch();
            void bookings.refetch();
          }}
        >
          {t('supplier.dashboard.tryAgain')}
        </Button>
      </Container>
    );
  }
  if (dashboard.isPending || activities.isPending || bookings.isPending) {
    return <Spinner label={t('supplier.dashboard.loading')} className="py-32" />;
  }

  const stats = dashboard.data;
  const limitReached = stats.totalActivities >= stats.activityLimit;

  return (
    <div className="bg-stone-50 pb-16">
      <div className="border-b border-stone-200 bg-white">
        <Container className="flex flex-wrap items-center justify-between gap-4 py-6">
          <div>
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
              {t('supplier.dashboard.welcome', { name: stats.contactPerson })}
            </h1>
            <p className="text-stone-600">{t('supplier.dashboard.business', { business: stats.businessName })}</p>
          </div>
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => setAdding(true)}
                disabled={limitReached || adding}
                aria-describedby={limitReached ? 'activity-limit-explanation' : undefined}
              >
                {limitReached ? t('supplier.dashboard.limitReached') : t('supplier.dashboard.addActivity')}
              </Button>
              <Button variant="outline" onClick={signOut} disabled={signingOut}>
                {t('supplier.dashboard.signOut')}
              </Button>
            </div>
            {limitReached ? (
              // Where the limit bites, why it is there (issue 31 part 9).
              <p id="activity-limit-explanation" className="max-w-sm text-sm text-stone-600 sm:text-right">
                {t('supplier.limit.explanation', { limit: stats.activityLimit })}
              </p>
            ) : null}
          </div>
        </Container>
      </div>

      <Container className="space-y-6 pt-6">
        {/* A supplier who is also a verifier: the way to the reports waiting (docs/decisions/120). */}
        <ReviewQueueLink />
        <BookingAlertStrip alerts={alerts} onClear={clear} />
        {adding && !limitReached ? (
          <CreateActivityForm onDone={() => setAdding(false)} />
        ) : (
          <>
            <StatCards stats={stats} />
            <Tabs.Root value={tab} onValueChange={(value) => show(value as View)}>
              <Tabs.List
                aria-label={t('supplier.dashboard.sections')}
                className="flex flex-wrap gap-1 rounded-xl border border-stone-200 bg-white p-1"
              >
                <Tabs.Trigger value="activities" className={tabClass}>
                  {t('supplier.dashboard.tabActivities')}
                </Tabs.Trigger>
                <Tabs.Trigger value="availability" className={tabClass}>
                  {t('supplier.dashboard.tabAvailability')}
                </Tabs.Trigger>
                <Tabs.Trigger value="bookings" className={tabClass}>
                  {t('supplier.dashboard.tabBookings')}
                </Tabs.Trigger>
                <Tabs.Trigger value="numbers" className={tabClass}>
                  {t('numbers.tab')}
                </Tabs.Trigger>
                <Tabs.Trigger value="settings" className={tabClass}>
                  {t('supplier.settings.tab')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="activities" className="mt-6 focus-visible:outline-none">
                <ActivitiesTab
                  activities={activities.data}
                  limit={stats.activityLimit}
                  approvalMode={stats.approvalMode}
                  onAdd={() => setAdding(true)}
                />
                {activities.data.length > 0 ? <OutcomesPanel activities={activities.data} /> : null}
              </Tabs.Content>
              <Tabs.Content value="availability" className="mt-6 focus-visible:outline-none">
                <AvailabilityTab activities={activities.data} />
                <CalendarFeedPanel scope="supplier" className="mt-8" />
              </Tabs.Content>
              <Tabs.Content value="bookings" className="mt-6 focus-visible:outline-none">
                <BookingsTab
                  current={bookings.data.current}
                  past={bookings.data.past}
                  toolbar={<BookingsCsvExport variant="toolbar" />}
                />
              </Tabs.Content>
              <Tabs.Content value="numbers" className="mt-6 focus-visible:outline-none">
                <Suspense fallback={<Spinner label={t('numbers.loading')} className="py-16" />}>
                  <NumbersPanel />
                </Suspense>
              </Tabs.Content>
              <Tabs.Content value="settings" className="mt-6 focus-visible:outline-none">
                <section
                  aria-labelledby="supplier-settings-title"
                  className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
                >
                  <h2 id="supplier-settings-title" className="text-xl font-bold text-stone-900">
                    {t('supplier.settings.title')}
                  </h2>
                  <h3 className="mt-4 text-base font-semibold text-stone-900">
                    {t('supplier.settings.distributionTitle')}
                  </h3>
                  <DistributionOptOut />
                </section>
              </Tabs.Content>
            </Tabs.Root>
            <SupplierReviewsPanel businessName={stats.businessName} />
          </>
        )}
      </Container>
    </div>
  );
}
