import { isDisplayCurrency, type DisplayRate } from '@regen/shared/currencies';

/**
 * The display currency a server-rendered page was rendered with (server/src/http/server-render.ts
 * writes it in a meta tag), so hydration shows the same prices; null without one (US dollars) or
 * outside a browser. Kept tiny: the router reads it before anything renders.
 */
export function renderedDisplayCurrency(): DisplayRate | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector('meta[name="regen-display-currency"]')?.getAttribute('content');
  const [currency, rate, ratesDate] = content?.split(' ') ?? [];
  const unitsPerUsd = Number(rate);
  if (!isDisplayCurrency(currency) || !(unitsPerUsd > 0) || !ratesDate) return null;
  return { currency, unitsPerUsd, ratesDate };
}
