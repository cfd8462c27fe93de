import { formatPercent, formatPoints, formatSlotDateTime } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useMyImpact, type MyImpact } from './api.ts';
import { PointsState } from '../outcomes/index.ts';
import { SelfReportedActions } from '../ledger/index.ts';

/**
 * My Impact (/impact, docs/decisions/049): the traveler's verified Regen Points, live; by
 * country; the activities that earned them, each with its receipt; and the trip goal's progress.
 */
export function MyImpactPage() {
  const t = useT();
  const impact = useMyImpact();
  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('impact.page.title')}</h1>
        <p className="mt-2 max-w-2xl text-stone-700">{t('impact.page.intro')}</p>
        {impact.isPending ? (
          <Spinner label={t('impact.page.loading')} className="py-20" />
        ) : impact.isError ? (
          <p role="alert" className="mt-8 rounded-xl bg-red-50 p-4 text-red-900">
            {t('impact.page.loadFailed')}
          </p>
        ) : (
          <ImpactOverview impact={impact.data} />
        )}
      </Container>
    </div>
  );
}

function ImpactOverview({ impact }: { impact: MyImpact }) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="p-6">
          <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t('impact.page.totalHeading')}
          </h2>
          <p className="mt-2 text-5xl font-extrabold text-brand-900" aria-live="polite" data-testid="impact-total">
            {formatPoints(impact.totalPoints, locale)}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {t('impact.page.fromActivities', { count: impact.credited.length })}
          </p>
          <p className="mt-1 text-sm text-stone-700" data-testid="impact-verified-split">
            {t('outcomes.myImpact.split', {
              verified: formatPoints(impact.verifiedPoints, locale),
              awaiting: formatPoints(impact.awaitingPoints, locale),
            })}
          </p>
        </Card>
        <TripGoalCard goal={impact.goal} />
        <Card className="p-6">
          <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t('impact.page.byCountryHeading')}
          </h2>
          {impact.byCountry.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">{t('impact.page.byCountryEmpty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100">
              {impact.byCountry.map((c) => (
                <li key={c.country} className="flex items-center justify-between py-2 text-sm">
                  <span className="font-medium text-stone-900">{c.country}</span>
                  <span className="font-semibold text-brand-900">
                    {t('impact.points', { points: formatPoints(c.points, locale) })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <section aria-labelledby="credited-heading" className="mt-10">
        <h2 id="credited-heading" className="text-xl font-bold text-stone-900">
          {t('impact.page.verifiedHeading')}
        </h2>
        {impact.credited.length === 0 ? (
          <Card className="mt-4 p-8 text-center">
            <p className="font-semibold text-stone-900">{t('impact.page.emptyTitle')}</p>
            <p className="mt-1 text-sm text-stone-600">{t('impact.page.emptyBody')}</p>
            <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-4')}>
              {t('impact.page.exploreDestinations')}
            </Link>
          </Card>
        ) : (
          <ul className="mt-4 space-y-3">
            {impact.credited.map((c) => (
              <li key={c.bookingId}>
                <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <h3 className="font-semibold text-stone-900">{c.activityTitle}</h3>
                    <p className="text-sm text-stone-600">
                      {c.country} · {c.supplierName} · {formatSlotDateTime(c.date, c.startTime, c.timeZone, locale)}
                    </p>
                    <p className="text-sm text-stone-600">
                      {c.attendedPeople === null ? null : t('impact.page.peopleAttended', { count: c.attendedPeople })}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="text-lg font-bold text-brand-900">
                      {t('impact.page.pointsEarned', { points: formatPoints(c.points, locale) })}
                    </span>
                    <PointsState state={c.verification} />
                    {c.receiptId ? (
                      <>
                        <Badge tone={c.receiptShared ? 'teal' : 'grey'}>
                          {c.receiptShared ? t('impact.receipt.shared') : t('impact.receipt.private')}
                        </Badge>
                        <Link
                          to="/impact/receipts/$receiptId"
                          params={{ receiptId: c.receiptId }}
                          className={buttonClass('outline', 'sm')}
                        >
                          {t('impact.page.viewReceipt')}
                          <span className="sr-only">
                            {t('impact.page.viewReceiptFor', { activity: c.activityTitle })}
                          </span>
                        </Link>
                      </>
                    ) : null}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <SelfReportedActions />
    </>
  );
}

function TripGoalCard({ goal }: { goal: MyImpact['goal'] }) {
  const t = useT();
  const locale = useLocale();
  let body: ReactNode;
  if (!goal) {
    body = (
      <>
        <p className="mt-3 text-sm text-stone-700">{t('impact.goal.none')}</p>
        <Link to="/" hash="calculator" className={buttonClass('outline', 'sm', 'mt-4')}>
          {t('impact.goal.openCalculator')}
        </Link>
      </>
    );
  } else {
    const { progress } = goal;
    body = (
      <>
        <p className="mt-2 text-stone-900">
          <span className="font-semibold">{goal.country}</span> · {t('impact.goal.days', { count: goal.days })} ·{' '}
          {t('impact.goal.cities', { count: goal.cities })}
        </p>
        <p className="mt-3 text-sm text-stone-700">
          <span className="text-2xl font-extrabold text-brand-900">{formatPoints(progress.earned, locale)}</span>{' '}
          {t('impact.goal.earnedOf', { target: formatPoints(progress.target, locale), country: goal.country })}
        </p>
        <div
          role="progressbar"
          aria-label={t('impact.goal.progressLabel', { country: goal.country })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={formatPercent(progress.percent, locale)}
          className="mt-3 h-3 w-full overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-stone-600">
          {progress.remaining > 0
            ? t('impact.goal.toGo', {
                points: formatPoints(progress.remaining, locale),
                percent: formatPercent(progress.percent, locale),
              })
            : t('impact.goal.reached')}
        </p>
      </>
    );
  }
  return (
    <Card className="p-6">
      <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('impact.goal.heading')}</h2>
      {body}
    </Card>
  );
}
