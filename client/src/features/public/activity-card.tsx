import { effortLevel } from '@regen/shared/rules/activity-card';
import {
  formatPoints,
  formatShortDate,
  formatSlotDateTime,
  formatUsdCents,
  formatWallTime,
} from '@regen/shared/format';
import { toDemoActivity } from '@regen/shared/rules/demo-activity';
import type { ActivityCard as ActivityCardData } from '@regen/shared/schemas/catalogue';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { CardOutcomes } from '../outcomes/index.ts';
import { RatingLine } from '../reviews/index.ts';
import type { Locale } from '@regen/shared/i18n';
import { useCountryName, useLocale, useT, type Translate } from '../../lib/i18n.tsx';
import { ApproxPrice } from '../currency/index.ts';
import { ShownInNote, langOf } from '../activity-translations/index.ts';

const effortTones: Record<ReturnType<typeof effortLevel>, BadgeTone> = { low: 'green', medium: 'yellow', high: 'red' };

/**
 * An activity's length: English keeps the card's own words (the spec's '4 Hours', '2 Days');
 * another locale writes it from the hours through the catalogue ('4 Stunden', '2 jours').
 */
function durationText(t: Translate, locale: Locale, activity: Pick<ActivityCardData, 'duration' | 'durationHours'>) {
  if (locale === 'en') return activity.duration;
  const hours = activity.durationHours;
  return hours >= 24 && hours % 24 === 0
    ? t('localeFormats.durationDays', { days: hours / 24 })
    : t('localeFormats.durationHours', { hours });
}

function splitEffort(effort: string) {
  const dash = effort.indexOf(' - ');
  return dash === -1 ? '' : effort.slice(dash + 3).trim();
}

const fallbackPhotos = { environmental: '/images/forest.svg', social: '/images/village.svg' } as const;

/**
 * The card's photo. A demo activity names a drawing that may not be drawn yet
 * (/images/activities/<slug>.svg), so a photo that fails to load gives way to its category's
 * picture. Width and height are given so nothing moves when it arrives. In a server-rendered
 * page the photo may have failed before React was there to hear it: that is checked once hydrated.
 */
function CardPhoto({
  activity,
  eager = false,
  className,
}: {
  activity: Pick<ActivityCardData, 'photoUrl' | 'impactCategory'>;
  eager?: boolean;
  className: string;
}) {
  const fallback = fallbackPhotos[activity.impactCategory];
  const [failed, setFailed] = useState<string | null>(null);
  const src = activity.photoUrl && failed !== activity.photoUrl ? activity.photoUrl : fallback;
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = image.current;
    if (img && img.complete && img.naturalWidth === 0 && src !== fallback) setFailed(src);
  }, [src, fallback]);
  return (
    <img
      ref={image}
      src={src}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      width={800}
      height={500}
      onError={() => {
        if (src !== fallback) setFailed(src);
      }}
      className={`bg-stone-100 object-cover ${className}`}
    />
  );
}

function ActivityPhoto({ activity, wide }: { activity: ActivityCardData; wide: boolean }) {
  return (
    <CardPhoto
      activity={activity}
      className={`aspect-[16/10] w-full ${wide ? 'sm:aspect-auto sm:h-full sm:min-h-72 sm:w-2/5 sm:shrink-0' : ''}`}
    />
  );
}

/**
 * A supplier's activity with no open date offers no Book Now (issue 31 part 2): its link says
 * "No dates yet" and still leads to its page. Every card with dates keeps the spec's Book Now.
 */
const noDates = (activity: ActivityCardData) => activity.isSupplierActivity && !activity.nextAvailable;
const bookLabel = (t: ReturnType<typeof useT>, activity: ActivityCardData) =>
  noDates(activity)
    ? t('activityEditing.card.noDatesLabel', { title: activity.title })
    : t('public.activity.bookNowName', { title: activity.title });

/**
 * The whole card answers a click or tap as its Book Now does (issue 30): the link's box is
 * stretched over the card (`after:`), so the card stays one link with one name, nothing is
 * nested in it, and its text is read as text. The card (`relative`) shows the focus ring.
 */
const stretchedLink = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none";

/**
 * One experience card (docs/spec/public-site.md §2 Experiences: photo, title, description,
 * impact, effort badge, duration, Regen points, price and Book Now); Book Now carries the demo
 * flag and activity for sample activities. `wide` lays a lone card out side by side (photo
 * left) so it fills its row.
 */
export function ActivityCard({ activity, wide = false }: { activity: ActivityCardData; wide?: boolean }) {
  const level = activity.effort ? effortLevel(activity.effort) : null;
  const effortDetail = activity.effort ? splitEffort(activity.effort) : '';
  const bookingState = activity.isSupplierActivity
    ? undefined
    : { isDemoActivity: true, activity: toDemoActivity(activity) };
  const t = useT();
  const locale = useLocale();
  const offeredBy = activity.supplierName ?? (activity.isSupplierActivity ? null : t('public.activity.sampleActivity'));
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className={`relative flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 ${wide ? 'sm:flex-row' : ''}`}
    >
      <ActivityPhoto activity={activity} wide={wide} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={activity.impactCategory === 'environmental' ? 'green' : 'blue'}>
            {t('public.activity.category', { category: activity.impactCategory })}
          </Badge>
          {level ? <Badge tone={effortTones[level]}>{t('public.activity.effortLevel', { level })}</Badge> : null}
          {!activity.isSupplierActivity ? <Badge tone="grey">{t('public.activity.sample')}</Badge> : null}
        </div>
        <h3 id={titleId} className="mt-3 text-lg font-semibold text-stone-900" {...langOf(activity.shownIn)}>
          {activity.title}
        </h3>
        {/* Not translated into the page's language: said, and marked (docs/decisions/119). */}
        {activity.shownIn ? <ShownInNote locale={activity.shownIn} className="mt-1" /> : null}
        {/* Who and where, then the rating once reviews exist (nothing is shown until then). */}
        {offeredBy || activity.place ? (
          <p className="mt-1 text-sm text-stone-600" data-testid="activity-offered-by">
            {offeredBy ? <span className="font-medium text-stone-800">{offeredBy}</span> : null}
            {offeredBy && activity.place ? ' · ' : null}
            {activity.place}
          </p>
        ) : null}
        <RatingLine summary={activity.rating} className="mt-1" />
        <p className="mt-2 text-sm text-stone-700" {...langOf(activity.shownIn)}>
          {activity.description}
        </p>
        <p className="mt-3 text-sm text-stone-800">
          <span className="font-semibold text-brand-800">{t('public.activity.impact')} </span>
          <span {...langOf(activity.shownIn)}>{activity.impact}</span>
        </p>
        {activity.isSupplierActivity ? <CardOutcomes activityId={activity.activityId} /> : null}
        {effortDetail ? (
          <p className="mt-1 text-xs text-stone-600">{t('public.activity.effort', { detail: effortDetail })}</p>
        ) : null}
        <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-3 text-sm">
          <div>
            <dt className="text-xs text-stone-600">{t('public.activity.duration')}</dt>
            <dd className="font-semibold text-stone-900">{durationText(t, locale, activity)}</dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">{t('public.activity.regenPoints')}</dt>
            <dd className="font-semibold text-brand-800">
              {t('public.activity.points', { points: formatPoints(activity.regenPoints, locale) })}
            </dd>
          </div>
          {activity.isSupplierActivity ? (
            <div className="col-span-2">
              <dt className="text-xs text-stone-600">{t('public.activity.nextAvailable')}</dt>
              <dd className="font-semibold text-stone-900">
                {activity.nextAvailable
                  ? formatSlotDateTime(
                      activity.nextAvailable.date,
                      activity.nextAvailable.startTime,
                      activity.nextAvailable.timeZone,
                      locale,
                    )
                  : t('public.activity.noDates')}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="mt-auto flex items-center justify-between gap-3 pt-5">
          <p className="text-base font-bold text-stone-900">
            {t('booking.summary.pricePerPerson', { price: formatUsdCents(Math.round(activity.price * 100), locale) })}{' '}
            <ApproxPrice usdCents={Math.round(activity.price * 100)} className="block text-sm" />
          </p>
          <Link
            to="/booking/$activityId"
            params={{ activityId: activity.activityId }}
            state={bookingState}
            className={buttonClass(noDates(activity) ? 'outline' : 'primary', 'md', stretchedLink)}
            aria-label={bookLabel(t, activity)}
          >
            {noDates(activity) ? t('activityEditing.card.noDates') : t('public.activity.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** What a search result carries beyond the experiences card: its country, and its rating. */
export type ResultCardData = ActivityCardData & { country?: string };

/**
 * A search result (issue 30): photo, title, place and country, rating, duration, the price
 * "from", the next open date, and Book Now, in a card a phone shows three of per screen (photo
 * beside the text) and a wide screen three per row (photo above). Like the full card, the whole
 * card is its one link, Book Now stretched over it; `booking` (the search's date and party)
 * goes with it to the booking page, which opens on them.
 */
export function ResultCard({
  activity,
  booking,
  priority = false,
}: {
  activity: ResultCardData;
  booking: { date?: string; people?: number };
  /** The first results: their photos load at once (they are on the first screen). */
  priority?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const countryName = useCountryName();
  const titleId = useId();
  const bookingState = activity.isSupplierActivity
    ? undefined
    : { isDemoActivity: true, activity: toDemoActivity(activity) };
  const where =
    activity.place && activity.country && !activity.place.includes(activity.country)
      ? t('find.card.placeInCountry', { place: activity.place, country: countryName(activity.country) })
      : (activity.place ?? (activity.country ? countryName(activity.country) : null));
  const next = activity.nextAvailable;
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex w-full overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-700 sm:flex-col"
    >
      <ResultPhoto activity={activity} priority={priority} />
      <div className="flex min-w-0 flex-1 flex-col p-3 sm:p-4">
        <h3
          id={titleId}
          className="line-clamp-2 text-base leading-snug font-semibold text-stone-900"
          {...langOf(activity.shownIn)}
        >
          {activity.title}
        </h3>
        {activity.shownIn ? <ShownInNote locale={activity.shownIn} className="mt-0.5" /> : null}
        {where ? <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{where}</p> : null}
        <RatingLine summary={activity.rating} className="mt-0.5" />
        <p className="mt-1 text-sm text-stone-700">
          <span>{durationText(t, locale, activity)}</span>
          {activity.isSupplierActivity ? (
            <>
              <span aria-hidden="true"> · </span>
              <span>
                {next
                  ? t('find.card.next', {
                      date: `${formatShortDate(next.date, locale)}, ${formatWallTime(next.startTime, locale)}`,
                    })
                  : t('find.card.noDates')}
              </span>
            </>
          ) : null}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <p className="text-base font-bold text-stone-900">
            {t('find.card.from', { price: formatUsdCents(Math.round(activity.price * 100), locale) })}{' '}
            <ApproxPrice usdCents={Math.round(activity.price * 100)} className="text-sm" />
          </p>
          <Link
            to="/booking/$activityId"
            params={{ activityId: activity.activityId }}
            search={booking}
            state={bookingState}
            className={buttonClass(noDates(activity) ? 'outline' : 'primary', 'sm', `${stretchedLink} touch:h-11`)}
            aria-label={bookLabel(t, activity)}
          >
            {noDates(activity) ? t('activityEditing.card.noDates') : t('public.activity.bookNow')}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The result's photo: beside the text on a phone, a 5:2 band above it (3:1 in three columns) on a wider screen. */
function ResultPhoto({ activity, priority }: { activity: ResultCardData; priority: boolean }) {
  return (
    <CardPhoto
      activity={activity}
      eager={priority}
      className="w-28 shrink-0 self-stretch min-[420px]:w-36 sm:aspect-[5/2] sm:w-full sm:self-auto lg:aspect-[3/1]"
    />
  );
}
