import { CALCULATOR_BASE_POINTS_PER_DAY } from '@regen/shared/constants';
import { findDestinationCountry } from '@regen/shared/countries';
import { formatPoints, formatShortDate, formatSlotDateTime } from '@regen/shared/format';
import { nearbyCountriesWithExperiences } from '@regen/shared/regions';
import { findCalculatorCountry } from '@regen/shared/rules/impact-calculator';
import type { DestinationSummary } from '@regen/shared/schemas/catalogue';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { CountryProfile } from '../../content/countries.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Backdrop, Container } from '../../components/ui/page.tsx';
import { CountryImpact } from '../outcomes/index.ts';
import { useDestinationsSummary } from './api.ts';
import { CountryFlag } from './country-flag.tsx';
import { experiencesCountText } from './destination-text.ts';
import { useCountryName, useFormatLocale, useT } from '../../lib/i18n.tsx';

/** Stands for a link or an emphasis inside a sentence's message, where the text is split around it. */
const MARK = '\u0000';

/** A country that is not one of the destinations; `message` replaces the usual "Country not found". */
export function CountryNotFound({ message }: { message?: string }) {
  const t = useT();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <CountryFlag code={undefined} className="w-16" />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{message ?? t('meta.countryNotFound.title')}</h1>
      <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('public.actions.backToDestinations')}
      </Link>
    </Container>
  );
}

/** How many experiences the country has and when the next one runs, in its activity's zone. */
function ExperiencesAvailability({ entry }: { entry: DestinationSummary }) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <div className="mt-4 rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-800 ring-1 ring-stone-200">
      <p className="font-semibold text-stone-900" data-testid="country-experiences">
        {experiencesCountText(t, entry.experiences)}
      </p>
      {entry.experiences > 0 ? (
        <p className="mt-1">
          {entry.nextAvailable
            ? t('public.country.nextAvailable', {
                when: formatSlotDateTime(
                  entry.nextAvailable.date,
                  entry.nextAvailable.startTime,
                  entry.nextAvailable.timeZone,
                  locale,
                ),
              })
            : t('public.country.noDatesSoon')}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A country without experiences yet: what a traveler can do there anyway (its actions), and the
 * nearest countries of its region that have experiences to book (shared/src/regions.ts).
 */
function NoExperiencesYet({ country, summary }: { country: string; summary: ReadonlyMap<string, DestinationSummary> }) {
  const nearby = useMemo(() => {
    const counts = new Map([...summary.values()].map((c) => [c.country, c.experiences]));
    return nearbyCountriesWithExperiences(country, counts);
  }, [country, summary]);
  const t = useT();
  const locale = useFormatLocale();
  const countryName = useCountryName();
  const [beforeLink, afterLink] = t('public.country.browseElsewhere', { link: MARK }).split(MARK);
  return (
    <section
      aria-labelledby="no-experiences-heading"
      className="mt-12 rounded-2xl border-2 border-dashed border-stone-300 bg-white p-6 sm:p-8"
    >
      <h2 id="no-experiences-heading" className="text-xl font-bold text-stone-900 sm:text-2xl">
        {t('public.country.noExperiencesTitle', { country: countryName(country) })}
      </h2>
      <p className="mt-2 max-w-2xl text-stone-700">
        {t('public.country.noExperiencesText', { nearby: nearby.length > 0 ? 'yes' : 'no' })}
      </p>
      <Link to="/actions/$country" params={{ country }} className={buttonClass('primary', 'md', 'mt-5')}>
        {t('public.country.waysToContribute', { country: countryName(country) })}
      </Link>
      {nearby.length > 0 ? (
        <>
          <h3 className="mt-8 text-base font-semibold text-stone-900">{t('public.country.nearby')}</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {nearby.map((name) => {
              const entry = summary.get(name);
              return (
                <li key={name}>
                  <Link
                    to="/experiences/$country"
                    params={{ country: name }}
                    className="flex h-full items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm shadow-sm ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-300"
                  >
                    <CountryFlag code={findDestinationCountry(name)?.code} className="w-6 shrink-0 text-lg" />
                    <span>
                      <span className="block font-medium text-stone-900">{countryName(name)}</span>
                      <span className="block text-xs text-brand-800">
                        {experiencesCountText(t, entry?.experiences ?? 0)}
                        {entry?.nextAvailable
                          ? ` · ${t('public.destinations.next', { date: formatShortDate(entry.nextAvailable.date, locale) })}`
                          : null}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className="mt-6 text-sm text-stone-700">
          {beforeLink}
          <Link to="/destinations" className="font-semibold text-brand-800 underline underline-offset-2">
            {t('public.country.browseAll')}
          </Link>
          {afterLink}
        </p>
      )}
    </section>
  );
}

/** A destination country; its text comes with the route's data (routes/country.$country.tsx). */
export function CountryPage({ country, profile }: { country: string; profile: CountryProfile }) {
  const summary = useDestinationsSummary();
  const entry = summary?.get(country);
  const code = findDestinationCountry(country)?.code;
  const tier = findCalculatorCountry(country)?.tier;
  const t = useT();
  const locale = useFormatLocale();
  const name = useCountryName()(country);
  const [beforePoints, afterPoints] = t('public.country.contributionStart', { points: MARK }).split(MARK);
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <Backdrop src={profile.image} load="first" className="opacity-40" />
        <div className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/60 to-brand-950/30" />
        <Container className="relative py-16 sm:py-24">
          <CountryFlag
            code={code}
            label={t('public.actions.flagOf', { country: name })}
            className="w-20 text-6xl shadow-lg"
          />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{name}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{profile.tagline}</p>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed text-stone-800">
            {profile.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-stone-900">{t('public.country.planVisit')}</h2>
            <p className="mt-2 text-sm text-stone-700">{t('public.country.planVisitText', { country: name })}</p>
            {tier ? (
              <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
                {beforePoints}
                <strong>
                  {t('public.actions.perDay', { points: formatPoints(CALCULATOR_BASE_POINTS_PER_DAY[tier], locale) })}
                </strong>
                {afterPoints}
              </p>
            ) : null}
            {entry ? <ExperiencesAvailability entry={entry} /> : null}
            <div className="mt-6 grid gap-3">
              <Link to="/experiences/$country" params={{ country }} className={buttonClass('primary', 'lg')}>
                {t('public.country.activities')}
              </Link>
              <Link to="/actions/$country" params={{ country }} className={buttonClass('secondary', 'lg')}>
                {t('public.country.actions')}
              </Link>
            </div>
          </aside>
        </div>
        {summary && entry?.experiences === 0 ? <NoExperiencesYet country={country} summary={summary} /> : null}
        <CountryImpact country={country} />
      </Container>
    </>
  );
}
