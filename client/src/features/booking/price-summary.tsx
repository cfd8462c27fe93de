import { cancellationPolicyText, formatNumber, formatUsdCents } from '@regen/shared/format';
import { useLocale, useT } from '../../lib/i18n.tsx';

/**
 * The live total and the cancellation policy: once a slot is chosen, the server's deadline in
 * the activity's time zone, or plainly no free cancellation when it has already passed.
 */
export function PriceSummary({
  priceCents,
  people,
  totalCents,
  slot,
  timeZone,
  cancellationWindowHours,
}: {
  priceCents: number;
  people: number;
  totalCents: number;
  /** The chosen slot's policy (booking.availability); null before a slot is chosen. */
  slot: { cancellable: boolean; cancellationDeadline: Date } | null;
  timeZone: string;
  cancellationWindowHours: number;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-sm" aria-live="polite">
      <div className="flex items-center justify-between">
        <span className="text-stone-700">
          {t('booking.price.perPeople', { price: formatUsdCents(priceCents, locale), count: people })}
        </span>
        <span className="text-lg font-bold text-stone-900">
          {t('booking.price.total')} <span data-testid="booking-total">{formatUsdCents(totalCents, locale)}</span>
        </span>
      </div>
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
