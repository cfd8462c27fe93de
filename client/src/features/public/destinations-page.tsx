import { destinationCountries } from '@regen/shared/countries';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { controlClass } from '../../components/ui/field.tsx';
import { Backdrop, Container } from '../../components/ui/page.tsx';
import { useDestinationsSummary } from './api.ts';
import { CountryLinkGrid } from './country-link-grid.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { formatNumber } from '@regen/shared/format';
import { destinationsInLocale } from '@regen/shared/format-names';

/** The country chooser: choosing a country goes to its page (docs/spec/public-site.md §2). */
export function DestinationsPage() {
  const id = useId();
  const navigate = useNavigate();
  const t = useT();
  const locale = useFormatLocale();
  const summary = useDestinationsSummary();
  const withExperiences = summary ? [...summary.values()].filter((c) => c.experiences > 0).length : undefined;
  return (
    <>
      {/* The coast sits behind the chooser only: stretched behind all 37 countries it was drawn
          at several times the screen's size on a phone, and showed nothing but sky. */}
      <div className="relative overflow-hidden">
        {/* The page's largest element. */}
        <Backdrop src="/images/coast.svg" load="first" className="-z-10 opacity-30" />
        <Container className="py-16 sm:py-24">
          <div className="mx-auto max-w-xl rounded-3xl bg-white/95 p-8 text-center shadow-xl ring-1 ring-stone-200 sm:p-10">
            <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              {t('public.destinations.title')}
            </h1>
            <p className="mt-3 text-stone-700">{t('public.destinations.intro')}</p>
            <label htmlFor={id} className="sr-only">
              {t('public.destinations.country')}
            </label>
            <select
              id={id}
              defaultValue=""
              onChange={(e) => {
                if (e.target.value) void navigate({ to: '/country/$country', params: { country: e.target.value } });
              }}
              className={`${controlClass} mt-8 h-12 text-base`}
            >
              <option value="" disabled>
                {t('public.destinations.selectCountry')}
              </option>
              {destinationsInLocale(locale).map((c) => (
                <option key={c.code} value={c.name}>
                  {c.displayName}
                </option>
              ))}
            </select>
            <p className="mt-6 text-sm text-stone-700">
              {t('public.destinations.notSure')}{' '}
              <Link
                to="/experiences"
                className="font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {t('public.destinations.searchAll')}
              </Link>
            </p>
          </div>
        </Container>
      </div>

      <Container className="pb-16 sm:pb-24">
        <section aria-labelledby={`${id}-all`} className="mx-auto mt-12 max-w-5xl">
          <h2 id={`${id}-all`} className="text-center text-lg font-semibold text-stone-900">
            {t('public.destinations.browseAll')}
          </h2>
          {withExperiences !== undefined ? (
            <p className="mt-2 text-center text-sm text-stone-700">
              {t('public.destinations.withExperiences', {
                count: formatNumber(withExperiences, locale),
                total: formatNumber(destinationCountries.length, locale),
              })}{' '}
              {t('public.destinations.localDates')}
            </p>
          ) : null}
          <CountryLinkGrid to="/country/$country" summary={summary} className="mt-6" />
        </section>
      </Container>
    </>
  );
}
