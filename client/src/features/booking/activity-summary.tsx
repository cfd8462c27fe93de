import { formatPoints, formatUsdCents } from '@regen/shared/format';
import { effortLevel } from '@regen/shared/rules/activity-card';
import type { ActivityPageDetails } from '@regen/shared/schemas/activity-page';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { ActivityGallery, useActivityPage } from '../activity/index.ts';
import { RatingLine } from '../reviews/index.ts';
import type { BookableActivity } from './bookable-activity.ts';
import { ApproxPrice } from '../currency/index.ts';
import { ShownInNote, langOf } from '../activity-translations/index.ts';

const effortTones: Record<ReturnType<typeof effortLevel>, BadgeTone> = { low: 'green', medium: 'yellow', high: 'red' };

/** 'Medium - steady uphill walking' → 'steady uphill walking'. */
function effortDetail(effort: string) {
  const dash = effort.indexOf(' - ');
  return dash === -1 ? '' : effort.slice(dash + 3).trim();
}

/**
 * The activity being booked: its photos, title, host and place, description, and everything its
 * card says (impact, effort, Regen Points, rating), with duration and price. A sample activity
 * has no page details: its photo and the spec's fields only.
 */
export function ActivitySummary({ activity }: { activity: BookableActivity }) {
  const t = useT();
  const locale = useLocale();
  const sample = activity.supplier === null;
  const details = useActivityPage(activity.id, { enabled: !sample }).data;
  const photos = details?.gallery.length
    ? details.gallery
    : [{ url: activity.photoUrl ?? '/images/forest.svg', alt: activity.title }];
  return (
    <Card className="h-fit overflow-hidden">
      <ActivityGallery title={activity.title} photos={photos} />
      <div className="p-5 sm:p-6">
        {details ? (
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <Badge tone={details.impactCategory === 'environmental' ? 'green' : 'blue'}>
              {t('public.activity.category', { category: details.impactCategory })}
            </Badge>
            {details.effort ? (
              <Badge tone={effortTones[effortLevel(details.effort)]}>
                {t('public.activity.effortLevel', { level: effortLevel(details.effort) })}
              </Badge>
            ) : null}
          </div>
        ) : null}
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl" {...langOf(activity.shownIn)}>
          {activity.title}
        </h1>
        {/* Not translated into the page's language: said, and marked (docs/decisions/119). */}
        {activity.shownIn ? <ShownInNote locale={activity.shownIn} className="mt-1" /> : null}
        {activity.supplier ? (
          <p className="mt-1 text-sm text-stone-600" data-testid="activity-offered-by">
            {t('booking.summary.supplier', {
              business: activity.supplier.businessName,
              // One place name everywhere (the card's, the emails'); the supplier's location until it loads.
              location: details?.place ?? activity.supplier.location,
            })}
          </p>
        ) : null}
        {details ? <RatingLine summary={details.rating} className="mt-1" /> : null}
        <p className="mt-4 text-stone-700" {...langOf(activity.shownIn)}>
          {activity.description}
        </p>
        {details ? <ImpactFacts details={details} /> : null}
        <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-4 text-sm">
          <div>
            <dt className="text-xs text-stone-600">{t('booking.summary.duration')}</dt>
            <dd className="font-semibold text-stone-900">
              {t('booking.summary.hours', { hours: activity.durationHours })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">{t('booking.summary.price')}</dt>
            <dd className="font-semibold text-stone-900">
              {t('booking.summary.pricePerPerson', { price: formatUsdCents(activity.priceCents, locale) })}{' '}
              <ApproxPrice usdCents={activity.priceCents} />
            </dd>
          </div>
          {details ? (
            <>
              <div>
                <dt className="text-xs text-stone-600">{t('activityPage.regenPoints')}</dt>
                <dd className="font-semibold text-brand-800">
                  {t('activityPage.points', { points: formatPoints(details.regenPoints, locale) })}
                </dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">{t('activityPage.place')}</dt>
                <dd className="font-semibold text-stone-900">{details.place}</dd>
              </div>
            </>
          ) : null}
        </dl>
      </div>
    </Card>
  );
}

/** The card's impact line and the effort's explanation, when the supplier gave one. */
function ImpactFacts({ details }: { details: ActivityPageDetails }) {
  const t = useT();
  const detail = details.effort ? effortDetail(details.effort) : '';
  return (
    <div className="mt-4 space-y-1 text-sm">
      <p className="text-stone-800">
        <span className="font-semibold text-brand-800">{t('public.activity.impact')} </span>
        <span {...langOf(details.detailsShownIn?.impact)}>{details.impact}</span>
      </p>
      {detail ? <p className="text-stone-600">{t('public.activity.effort', { detail })}</p> : null}
    </div>
  );
}
