import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@regen/shared/currencies';
import { formatCurrencyName } from '@regen/shared/format';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useDisplayCurrency } from './display-currency.tsx';

/**
 * The currency picker of the footer (docs/decisions/108): independent of the language (a German
 * visitor may keep US dollars). Prices are charged in US dollars; the others are estimates.
 */
export function CurrencyPicker({ tone, className = '' }: { tone: 'light' | 'dark'; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const { currency, choose, choosing } = useDisplayCurrency();
  const colours =
    tone === 'dark'
      ? 'border-brand-700 bg-brand-900 text-brand-50 focus-visible:outline-white'
      : 'border-stone-300 bg-white text-stone-800 focus-visible:outline-brand-700';
  return (
    <select
      aria-label={t('currency.picker.label')}
      title={t('currency.picker.hint')}
      value={currency}
      disabled={choosing}
      onChange={(event) => void choose(event.target.value as DisplayCurrency)}
      className={`h-10 max-w-full rounded-md border px-2 text-sm font-medium touch:h-11 ${colours} ${className}`}
    >
      {DISPLAY_CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {t('currency.picker.option', { code, name: formatCurrencyName(code, locale) })}
        </option>
      ))}
    </select>
  );
}
