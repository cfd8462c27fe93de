import { formatCurrencyName, formatLongDate } from '@regen/shared/format';
import { RATED_CURRENCIES, updateRatesInputSchema } from '@regen/shared/schemas/currency';
import { useState, type FormEvent } from 'react';
import type { DisplayRates } from '@regen/shared/schemas/currency';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useDisplayRates, useUpdateRates } from './api.ts';

type Draft = { ratesDate: string; rates: Record<string, string> };

/**
 * /admin: the display currency rates (docs/decisions/108), every currency at once with the day
 * they are of. Checked here with the procedure's own schema, and again on the server.
 */
export function AdminRatesSection() {
  const t = useT();
  const locale = useLocale();
  const rates = useDisplayRates();
  return (
    <Card className="p-5">
      <section aria-labelledby="display-rates-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="display-rates-title" className="text-xl font-semibold text-stone-900">
            {t('currency.admin.title')}
          </h2>
          {rates.data ? (
            <p className="text-sm font-medium text-stone-700" data-testid="rates-date">
              {t('currency.admin.ratesOf', { date: formatLongDate(rates.data.ratesDate, locale) })}
            </p>
          ) : null}
        </div>
        <p className="mt-1 max-w-3xl text-sm text-stone-600">{t('currency.admin.description')}</p>
        {rates.isError ? (
          <p role="alert" className="mt-4 text-red-700">
            {t('currency.admin.loadFailed')}
          </p>
        ) : rates.data ? (
          <RatesForm saved={rates.data} />
        ) : (
          <Spinner label={t('currency.admin.loading')} className="py-8" />
        )}
      </section>
    </Card>
  );
}

/** The form, filled from the rates saved when it opened. */
function RatesForm({ saved }: { saved: DisplayRates }) {
  const t = useT();
  const locale = useLocale();
  const update = useUpdateRates();
  const [draft, setDraft] = useState<Draft>(() => ({
    ratesDate: saved.ratesDate,
    rates: Object.fromEntries(saved.rates.map((r) => [r.currency, String(r.unitsPerUsd)])),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = updateRatesInputSchema.safeParse({
      ratesDate: draft.ratesDate,
      rates: RATED_CURRENCIES.map((currency) => ({
        currency,
        unitsPerUsd: draft.rates[currency]?.trim() ? Number(draft.rates[currency]) : Number.NaN,
      })),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key = field === 'rates' && typeof index === 'number' ? RATED_CURRENCIES[index]! : String(field);
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      notify.success(
        t('currency.admin.savedTitle'),
        t('currency.admin.saved', { date: formatLongDate(saved.ratesDate, locale) }),
      );
    } catch (err) {
      notify.destructive(t('currency.error'), errorMessage(err, t('currency.admin.failed')));
    }
  }

  return (
    <form className="mt-4" onSubmit={(e) => void submit(e)} noValidate>
      <InputField
        label={t('currency.admin.date')}
        type="date"
        className="max-w-xs"
        value={draft.ratesDate}
        error={errors.ratesDate}
        onChange={(e) => setDraft({ ...draft, ratesDate: e.target.value })}
      />
      <fieldset className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        <legend className="sr-only">{t('currency.admin.title')}</legend>
        {RATED_CURRENCIES.map((currency) => (
          <InputField
            key={currency}
            label={t('currency.admin.rate', { code: currency })}
            title={formatCurrencyName(currency, locale)}
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            value={draft.rates[currency] ?? ''}
            error={errors[currency]}
            onChange={(e) => setDraft({ ...draft, rates: { ...draft.rates, [currency]: e.target.value } })}
          />
        ))}
      </fieldset>
      {errors.rates ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errors.rates}
        </p>
      ) : null}
      <Button type="submit" className="mt-4" disabled={update.isPending}>
        {update.isPending ? t('currency.admin.saving') : t('currency.admin.save')}
      </Button>
    </form>
  );
}
