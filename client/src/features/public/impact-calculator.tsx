import { formatPoints } from '@regen/shared/format';
import { countriesInLocale } from '@regen/shared/format-names';
import { calculatorDestinations } from '@regen/shared/rules/calculator-destinations';
import {
  CALCULATOR_MAX_CITIES,
  CALCULATOR_MAX_DAYS,
  calculateImpact,
  calculatorCountries,
  impactInputTooLarge,
} from '@regen/shared/rules/impact-calculator';
import type { ImpactResult } from '@regen/shared/rules/impact-calculator';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { SaveTripGoal } from '../impact/index.ts';
import { CountrySelect } from './country-select.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/** A calculator country's name as the page's locale writes it (Japan too, which has no pages). */
function useCalculatorCountryName(): (name: string) => string {
  const locale = useFormatLocale();
  return (name) => countriesInLocale(calculatorCountries, locale).find((c) => c.name === name)?.displayName ?? name;
}

/**
 * The impact calculator (docs/spec/public-site.md §2, §4, §5, §9): no result until Calculate;
 * the result stays while inputs change; invalid input silently shows no result, except days or
 * cities beyond what a trip can be, which are explained (issue 30 part 9).
 */
export function ImpactCalculator() {
  const id = useId();
  const t = useT();
  const locale = useFormatLocale();
  const [country, setCountry] = useState('');
  const [days, setDays] = useState('');
  const [cities, setCities] = useState('');
  // The country is kept with the result: the result (and its links) stay until the next Calculate.
  const [result, setResult] = useState<{ impact: ImpactResult; country: string; days: string; cities: string } | null>(
    null,
  );
  const [tooLarge, setTooLarge] = useState<'days' | 'cities' | null>(null);
  const complete = country !== '' && days.trim() !== '' && cities.trim() !== '';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const impact = calculateImpact({ country, days, cities });
    setTooLarge(impactInputTooLarge({ days, cities }));
    setResult(impact ? { impact, country, days, cities } : null);
  }

  const label = 'block text-sm font-medium text-stone-800';
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-bold text-stone-900">
          {t('public.calculator.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('public.calculator.intro')}</p>
      </div>
      <div className="space-y-1.5">
        <label id={`${id}-country-label`} htmlFor={`${id}-country`} className={label}>
          {t('public.calculator.country')}{' '}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <CountrySelect
          id={`${id}-country`}
          labelId={`${id}-country-label`}
          countries={countriesInLocale(calculatorCountries, locale)}
          value={country}
          onChange={setCountry}
          placeholder={t('public.calculator.countryPlaceholder')}
          required
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-days`} className={label}>
            {t('public.calculator.days')}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={CALCULATOR_MAX_DAYS}
            step={1}
            required
            aria-invalid={tooLarge === 'days' || undefined}
            aria-describedby={tooLarge === 'days' ? `${id}-too-large` : undefined}
            placeholder={t('public.calculator.daysPlaceholder')}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className={`${controlClass} h-11`}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-cities`} className={label}>
            {t('public.calculator.cities')}{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
          <input
            id={`${id}-cities`}
            type="number"
            inputMode="numeric"
            min={1}
            max={CALCULATOR_MAX_CITIES}
            step={1}
            required
            aria-invalid={tooLarge === 'cities' || undefined}
            aria-describedby={tooLarge === 'cities' ? `${id}-too-large` : undefined}
            placeholder={t('public.calculator.citiesPlaceholder')}
            value={cities}
            onChange={(e) => setCities(e.target.value)}
            className={`${controlClass} h-11`}
          />
        </div>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={!complete}>
        {t('public.calculator.submit')}
      </Button>
      <div aria-live="polite" className="min-h-[5.5rem]">
        {tooLarge ? (
          <p
            id={`${id}-too-large`}
            className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            role="alert"
          >
            {tooLarge === 'days'
              ? t('calculator.daysTooMany', { max: CALCULATOR_MAX_DAYS })
              : t('calculator.citiesTooMany', { max: CALCULATOR_MAX_CITIES })}
          </p>
        ) : null}
        {result ? (
          <div className="rounded-2xl bg-brand-50 p-5 text-center ring-1 ring-brand-200" data-testid="impact-result">
            <p className="text-3xl font-extrabold text-brand-900">
              {t('public.calculator.total', { points: formatPoints(result.impact.total, locale) })}
            </p>
            <p className="mt-1 text-brand-800">
              {t('public.calculator.perDay', { points: formatPoints(result.impact.perDay, locale) })}
            </p>
            <EarnPoints country={result.country} />
            <SaveTripGoal country={result.country} days={result.days} cities={result.cities} />
          </div>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Where the points are earned: a destination's actions and experiences; for a country without
 * destination pages (Japan), the destinations nearest to it, never a page that does not exist.
 */
function EarnPoints({ country }: { country: string }) {
  const t = useT();
  const nameOf = useCalculatorCountryName();
  const name = nameOf(country);
  const offer = calculatorDestinations(country);
  if (offer.kind === 'nearby') {
    return (
      <div className="mt-4 border-t border-brand-200 pt-4">
        <p className="text-sm text-brand-900">{t('calculator.noPagesYet', { country: name })}</p>
        {offer.nearby.length > 0 ? (
          <>
            <p className="mt-2 text-sm font-semibold text-brand-900">{t('calculator.nearbyDestinations')}</p>
            <ul className="mt-3 flex flex-col gap-2">
              {offer.nearby.map((nearby) => (
                <li key={nearby}>
                  <Link
                    to="/country/$country"
                    params={{ country: nearby }}
                    className={buttonClass('outline', 'md', 'w-full')}
                  >
                    {nameOf(nearby)}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    );
  }
  return (
    <div className="mt-4 border-t border-brand-200 pt-4">
      <p className="text-sm font-semibold text-brand-900">{t('public.calculator.earnIn', { country: name })}</p>
      <div className="mt-3 flex flex-col gap-2">
        <Link to="/actions/$country" params={{ country }} className={buttonClass('primary', 'md')}>
          {t('public.calculator.actionsIn', { country: name })}
        </Link>
        <Link to="/experiences/$country" params={{ country }} className={buttonClass('outline', 'md')}>
          {t('public.calculator.experiencesIn', { country: name })}
        </Link>
      </div>
    </div>
  );
}
