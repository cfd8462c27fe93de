import { cancellationPolicyText, formatNumber, formatUsdCents } from '@regen/shared/format';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useApproxPrice } from '../currency/index.ts';

/**
 * The live total and the cancellation policy: once a slot is chosen, the server's deadline in
 * the activity's time zone, or plainly no free cancellation when it has already passed.
 */
export function PriceSummary({
  priceCents,
  people,
  totalCents,
  breakdown,
  slot,
  timeZone,
  cancellationWindowHours,
}: {
  priceCents: number;
  people: number;
  totalCents: number;
  /** The party's lines and a promo code's discount (docs/decisions/103), in place of "price × people". */
  breakdown?: ReactNode;
  /** The chosen slot's policy (booking.availability); null before a slot is chosen. */
  slot: { cancellable: boolean; cancellationDeadline: Date } | null;
  timeZone: string;
  cancellationWindowHours: number;
}) {
  const t = useT();
  const locale = useLocale();
  // In another display currency: the estimate beside the dollars charged (docs/decisions/108).
  const approxTotal = useApproxPrice()(totalCents);
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-sm" aria-live="polite">
      {breakdown ? <div className="mb-2 border-b border-stone-200 pb-2">{breakdown}</div> : null}
      <div className={`flex items-center ${breakdown ? 'justify-end' : 'justify-between'}`}>
        {breakdown ? null : (
          <span className="text-stone-700">
            {t('booking.price.perPeople', { price: formatUsdCents(priceCents, locale), count: people })}
          </span>
        )}
        <span className="text-lg font-bold text-stone-900">
          {t('booking.price.total')} <span data-testid="booking-total">{formatUsdCents(totalCents, locale)}</span>
        </span>
      </div>
      {approxTotal ? (
        <p className="mt-1 text-right text-stone-700" data-testid="booking-total-approx">
          {t('currency.totalBoth', { approx: approxTotal, usd: formatUsdCents(totalCents, locale) })}
        </p>
      ) : null}
      <p className="mt-2 text-stone-700">
        <span className="font-semibold">{t('booking.price.policy')}</span>{' '}
        {slot
          ? cancellationPolicyText(slot, timeZone, locale)
          : t('booking.price.policyBeforeSlot', { hours: formatNumber(cancellationWindowHours, locale) })}
      </p>
      <p className="mt-1 text-stone-600">{t('booking.price.payOnSite')}</p>
    </div>
  );
}
