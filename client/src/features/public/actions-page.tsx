import { formatPoints } from '@regen/shared/format';
import { ACTION_HIGHLIGHT_MS } from '@regen/shared/constants';
import { findDestinationCountry } from '@regen/shared/countries';
import type { CountryAction } from '@regen/shared/rules/actions';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { countryImage } from './country-image.ts';
import { CountryFlag } from './country-flag.tsx';
import { ActionGuidance, LogActionForm } from '../ledger/index.ts';
import { useCountryName, useFormatLocale, useT } from '../../lib/i18n.tsx';

/** 'Country not specified' for /actions without a country. */
export function ActionsWithoutCountry() {
  const t = useT();
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <CountryFlag code={undefined} className="w-16" />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{t('meta.actionsIndex.title')}</h1>
      <p className="mt-2 text-stone-700">{t('meta.actionsIndex.description')}</p>
      <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('public.actions.backToDestinations')}
      </Link>
    </Container>
  );
}

/**
 * Suggested traveler actions (docs/spec/public-site.md §2, §4): one item open at a time, tracked by
 * index; a clicked action stays highlighted for two seconds. The actions come with the route's
 * data (routes/actions.$country.tsx).
 */
export function ActionsPage({ country, actions }: { country: string; actions: readonly CountryAction[] }) {
  const id = useId();
  const t = useT();
  const locale = useFormatLocale();
  const name = useCountryName()(country);
  const code = findDestinationCountry(country)?.code;
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<number | null>(null);

  useEffect(() => {
    if (highlighted === null) return;
    const timer = setTimeout(() => setHighlighted(null), ACTION_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  function choose(index: number) {
    setOpenIndex((current) => (current === index ? null : index));
    setHighlighted(index);
  }

  return (
    <Container className="py-10 sm:py-14">
      <div className="flex flex-wrap gap-3">
        <Link to="/country/$country" params={{ country }} className={buttonClass('outline', 'md')}>
          <span aria-hidden="true">←</span> {t('public.actions.backTo', { country: name })}
        </Link>
        <Link to="/destinations" className={buttonClass('ghost', 'md')}>
          {t('public.actions.allDestinations')}
        </Link>
      </div>

      <header className="mt-8 flex items-center gap-5">
        <CountryFlag
          code={code}
          label={t('public.actions.flagOf', { country: name })}
          className="w-16 shrink-0 text-5xl shadow"
        />
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('public.actions.eyebrow')}</p>
          <h1 className="text-3xl font-extrabold tracking-tight text-stone-900 sm:text-4xl">{name}</h1>
        </div>
      </header>

      <div className="relative mt-8 overflow-hidden rounded-3xl bg-brand-900 shadow-md">
        <img
          src={countryImage(country, '/images/fields.svg')}
          alt=""
          aria-hidden="true"
          width={800}
          height={500}
          className="h-40 w-full object-cover opacity-60 sm:h-52"
        />
        <div className="absolute inset-0 flex items-center bg-gradient-to-r from-brand-950/85 to-brand-950/20 px-6 sm:px-10">
          <h2 id={`${id}-banner`} className="max-w-md text-3xl font-bold text-white sm:text-4xl">
            {t('public.actions.banner')}
          </h2>
        </div>
      </div>

      <p className="mt-8 max-w-2xl text-stone-700">{t('public.actions.intro')}</p>
      <ol aria-labelledby={`${id}-banner`} className="mt-6 space-y-3">
        {actions.map((action, index) => {
          const open = openIndex === index;
          const panelId = `${id}-panel-${index}`;
          const buttonId = `${id}-button-${index}`;
          return (
            <li
              key={action.title}
              data-highlighted={highlighted === index ? 'true' : undefined}
              className={`rounded-2xl border bg-white shadow-sm transition-colors duration-300 ${
                highlighted === index ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600' : 'border-stone-200'
              }`}
            >
              <h3>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => choose(index)}
                  className="flex w-full items-center gap-4 rounded-2xl px-5 py-4 text-left"
                >
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 text-sm font-bold text-white">
                    {action.number}
                  </span>
                  <span className="flex-1 font-semibold text-stone-900">{action.title}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className={`h-5 w-5 text-stone-500 transition-transform ${open ? 'rotate-180' : ''}`}
                    fill="currentColor"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
                  </svg>
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!open}
                className="px-5 pb-5 pl-[4.25rem]"
              >
                {action.explanation ? <p className="text-stone-700">{action.explanation}</p> : null}
                <p className="mt-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">
                  {t('public.actions.perDay', { points: formatPoints(action.pointsPerDay, locale) })}
                </p>
                <ActionGuidance />
                <LogActionForm country={country} actionNumber={action.number} title={action.title} />
              </div>
            </li>
          );
        })}
      </ol>
    </Container>
  );
}
