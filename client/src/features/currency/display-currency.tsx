import { DEFAULT_DISPLAY_CURRENCY, type DisplayCurrency, type DisplayRate } from '@regen/shared/currencies';
import { formatApproxPrice } from '@regen/shared/format';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useChooseCurrency, useMyCurrency } from './api.ts';

// The traveler's display currency (issue 33 part 4, docs/decisions/108), app-wide. Prices stay
// in US dollars everywhere; a component that shows one adds the approximate converted price
// with <ApproxPrice> or `useApproxPrice()`. The page starts with the currency the server
// rendered it in (the router context), so hydration shows the same prices, without a flash.

interface DisplayCurrencyState {
  /** The chosen currency's rate; null: US dollars, the spec's (nothing is converted). */
  display: DisplayRate | null;
  currency: DisplayCurrency;
  choose: (currency: DisplayCurrency) => Promise<void>;
  choosing: boolean;
}

const DisplayCurrencyContext = createContext<DisplayCurrencyState>({
  display: null,
  currency: DEFAULT_DISPLAY_CURRENCY,
  choose: () => Promise.resolve(),
  choosing: false,
});

export function DisplayCurrencyProvider({ initial, children }: { initial: DisplayRate | null; children: ReactNode }) {
  const t = useT();
  const [display, setDisplay] = useState<DisplayRate | null>(initial);
  const chooseCurrency = useChooseCurrency();
  const currency = display?.currency ?? DEFAULT_DISPLAY_CURRENCY;

  const choose = useCallback(
    async (next: DisplayCurrency) => {
      try {
        const chosen = await chooseCurrency.mutateAsync({ currency: next });
        setDisplay(chosen.rate);
      } catch (err) {
        notify.destructive(t('currency.error'), errorMessage(err, t('currency.picker.failed')));
      }
    },
    [chooseCurrency, t],
  );

  // A signed-in traveler's profile remembers their choice: a browser that has another (a new
  // device) takes the profile's, once.
  const { user } = useAuth();
  const mine = useMyCurrency(Boolean(user));
  const synced = useRef(false);
  useEffect(() => {
    if (!mine.data || synced.current) return;
    synced.current = true;
    if (mine.data.currency !== DEFAULT_DISPLAY_CURRENCY && mine.data.currency !== currency)
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the server's answer, not during the effect
      void choose(mine.data.currency);
  }, [mine.data, currency, choose]);

  const value = useMemo(
    () => ({ display, currency, choose, choosing: chooseCurrency.isPending }),
    [display, currency, choose, chooseCurrency.isPending],
  );
  return <DisplayCurrencyContext value={value}>{children}</DisplayCurrencyContext>;
}

/** The display currency, its rate and the way to change it. */
export function useDisplayCurrency(): DisplayCurrencyState {
  return useContext(DisplayCurrencyContext);
}

/** `(usdCents) => '≈ €37'`, or null while the traveler reads US dollars. */
export function useApproxPrice(): (usdCents: number) => string | null {
  const { display } = useDisplayCurrency();
  const locale = useLocale();
  return useCallback((usdCents: number) => formatApproxPrice(usdCents, display, locale), [display, locale]);
}

/** The approximate converted price beside a US-dollar one ('≈ €37'); nothing in US dollars. */
export function ApproxPrice({ usdCents, className = '' }: { usdCents: number; className?: string }) {
  const approx = useApproxPrice()(usdCents);
  if (!approx) return null;
  return <span className={`font-normal text-stone-600 ${className}`}>{approx}</span>;
}
