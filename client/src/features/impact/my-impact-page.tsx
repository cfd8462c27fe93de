import { formatPoints, formatSlotDateTime } from '@regen/shared/format';
import { peopleLabel } from '@regen/shared/rules/booking';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useMyImpact, type MyImpact } from './api.ts';

const LOAD_FAILED = 'Failed to load your impact. Please try refreshing the page.';

/**
 * My Impact (/impact, docs/decisions/049): the traveler's verified Regen Points, live; by
 * country; the activities that earned them, each with its receipt; and the trip goal's progress.
 */
export function MyImpactPage() {
  const impact = useMyImpact();
  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">My Impact</h1>
        <p className="mt-2 max-w-2xl text-stone-700">
          Regen Points you earned on activities whose suppliers confirmed you were there.
        </p>
        {impact.isPending ? (
          <Spinner label="Loading your impact..." className="py-20" />
        ) : impact.isError ? (
          <p role="alert" className="mt-8 rounded-xl bg-red-50 p-4 text-red-900">
            {LOAD_FAILED}
          </p>
        ) : (
          <ImpactOverview impact={impact.data} />
        )}
      </Container>
    </div>
  );
}

function ImpactOverview({ impact }: { impact: MyImpact }) {
  return (
    <>
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Card className="p-6">
          <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Total Regen Points</h2>
          <p className="mt-2 text-5xl font-extrabold text-brand-900" aria-live="polite" data-testid="impact-total">
            {formatPoints(impact.totalPoints)}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            From {impact.credited.length} verified {impact.credited.length === 1 ? 'activity' : 'activities'}
          </p>
        </Card>
        <TripGoalCard goal={impact.goal} />
        <Card className="p-6">
          <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Points by country</h2>
          {impact.byCountry.length === 0 ? (
            <p className="mt-3 text-sm text-stone-600">Your countries appear here once you earn points.</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone-100">
              {impact.byCountry.map((c) => (
                <li key={c.country} className="flex items-center justify-between py-2 text-sm">
                  <span className="font-medium text-stone-900">{c.country}</span>
                  <span className="font-semibold text-brand-900">{formatPoints(c.points)} points</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>

      <section aria-labelledby="credited-heading" className="mt-10">
        <h2 id="credited-heading" className="text-xl font-bold text-stone-900">
          Verified activities
        </h2>
        {impact.credited.length === 0 ? (
          <Card className="mt-4 p-8 text-center">
            <p className="font-semibold text-stone-900">No verified points yet</p>
            <p className="mt-1 text-sm text-stone-600">
              Book an activity: once its supplier confirms you were there, its points appear here.
            </p>
            <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-4')}>
              Explore Destinations
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
                      {c.country} · {c.supplierName} · {formatSlotDateTime(c.date, c.startTime, c.timeZone)}
                    </p>
                    <p className="text-sm text-stone-600">
                      {c.attendedPeople === null ? null : `${peopleLabel(c.attendedPeople)} attended`}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <span className="text-lg font-bold text-brand-900">+{formatPoints(c.points)} points</span>
                    {c.receiptId ? (
                      <>
                        <Badge tone={c.receiptShared ? 'teal' : 'grey'}>{c.receiptShared ? 'Shared' : 'Private'}</Badge>
                        <Link
                          to="/impact/receipts/$receiptId"
                          params={{ receiptId: c.receiptId }}
                          className={buttonClass('outline', 'sm')}
                        >
                          View receipt<span className="sr-only"> for {c.activityTitle}</span>
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
    </>
  );
}

function TripGoalCard({ goal }: { goal: MyImpact['goal'] }) {
  let body: ReactNode;
  if (!goal) {
    body = (
      <>
        <p className="mt-3 text-sm text-stone-700">
          No trip goal yet. Calculate the points your trip needs and save the result as your goal.
        </p>
        <Link to="/" hash="calculator" className={buttonClass('outline', 'sm', 'mt-4')}>
          Open the impact calculator
        </Link>
      </>
    );
  } else {
    const { progress } = goal;
    body = (
      <>
        <p className="mt-2 text-stone-900">
          <span className="font-semibold">{goal.country}</span> · {goal.days} {goal.days === 1 ? 'day' : 'days'} ·{' '}
          {goal.cities} {goal.cities === 1 ? 'city' : 'cities'}
        </p>
        <p className="mt-3 text-sm text-stone-700">
          <span className="text-2xl font-extrabold text-brand-900">{formatPoints(progress.earned)}</span> of{' '}
          {formatPoints(progress.target)} points earned in {goal.country}
        </p>
        <div
          role="progressbar"
          aria-label={`Trip goal for ${goal.country}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          aria-valuetext={`${progress.percent}%`}
          className="mt-3 h-3 w-full overflow-hidden rounded-full bg-stone-200"
        >
          <div className="h-full rounded-full bg-brand-700" style={{ width: `${progress.percent}%` }} />
        </div>
        <p className="mt-2 text-sm text-stone-600">
          {progress.remaining > 0
            ? `${formatPoints(progress.remaining)} points to go (${progress.percent}%)`
            : 'Goal reached: you are a positive contributor to this trip.'}
        </p>
      </>
    );
  }
  return (
    <Card className="p-6">
      <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">Trip goal</h2>
      {body}
    </Card>
  );
}
