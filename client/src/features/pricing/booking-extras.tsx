import { formatUsdCents } from '@regen/shared/format';
import { personTypeCount } from '@regen/shared/rules/pricing';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useBookingExtras } from './api.ts';

/**
 * A booking's guests by kind, its promo code and the answers to the host's questions, on the
 * traveler's booking page and the supplier's booking card. Nothing when the booking has none.
 */
export function BookingExtras({ bookingId, audience }: { bookingId: string; audience: 'traveler' | 'supplier' }) {
  const t = useT();
  const locale = useLocale();
  const extras = useBookingExtras(bookingId);
  const data = extras.data;
  if (!data || (data.party.length === 0 && data.answers.length === 0 && !data.promoCode)) return null;
  const answersTitle = audience === 'traveler' ? t('pricing.booking.answers') : t('pricing.booking.answersSupplier');
  return (
    <div className="mt-3 space-y-2 text-sm text-stone-700" data-testid="booking-extras">
      {data.party.length > 0 ? (
        <p>
          <span className="font-medium text-stone-900">{t('pricing.booking.party')}</span>{' '}
          {data.party.map((line) => personTypeCount(line.personType, line.quantity, locale)).join(', ')}
        </p>
      ) : null}
      {data.promoCode ? (
        <p>
          {t('pricing.booking.discount', {
            code: data.promoCode,
            discount: formatUsdCents(data.discountCents, locale),
          })}
        </p>
      ) : null}
      {data.answers.length > 0 ? (
        <div>
          <p className="font-medium text-stone-900">{answersTitle}</p>
          <dl className="mt-1 space-y-1">
            {data.answers.map((a) => (
              <div key={a.questionLabel} className="flex flex-wrap gap-x-2">
                <dt className="text-stone-600">{a.questionLabel}</dt>
                <dd className="font-medium text-stone-900">{a.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
