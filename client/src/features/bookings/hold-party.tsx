import { formatUsdCents } from '@regen/shared/format';
import type { ReactNode } from 'react';
import { useLocale, useT } from '../../lib/i18n.tsx';
import {
  BookingQuestions,
  GuestCounts,
  PriceLines,
  PromoCodeField,
  useBookingFormExtras,
  useBookingOptions,
  type BookingFormExtrasState,
} from '../pricing/index.ts';

// A waitlist hold becomes a booking like any other (docs/decisions/120): the traveler says who is
// coming by kind of guest, within the seats held, and answers the host's questions; the total is
// the shared pricing rule's, which the server charges by.

export interface HoldParty {
  extras: BookingFormExtrasState;
  /** The activity prices kinds of guest or asks questions: the card shows the form. */
  asks: boolean;
  /** Seats the chosen party takes (the held number when the form does not ask for kinds). */
  seats: number;
  /** Whether the activity's kinds and questions are known (confirming waits for them). */
  ready: boolean;
}

/** The party form's state for a hold of `held` seats (starts with all of them as adults). */
export function useHoldParty(activityId: string, held: number, enabled: boolean): HoldParty {
  const options = useBookingOptions(activityId, { enabled });
  const extras = useBookingFormExtras({ id: activityId, priceCents: options.data?.adultPriceCents ?? 0 }, enabled, {
    adult: held,
  });
  const asks = (options.data?.types.length ?? 0) > 0 || (options.data?.questions.length ?? 0) > 0;
  const seats = extras.hasTypes ? extras.price(held).seats : held;
  return { extras, asks, seats, ready: !options.isPending };
}

/** Who is coming, the host's questions, a promo code and the total, above the confirm button. */
export function HoldPartyForm({
  activityId,
  held,
  party,
  children,
}: {
  activityId: string;
  held: number;
  party: HoldParty;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const { extras, seats } = party;
  const price = extras.price(held);
  const free = held - seats;
  return (
    <section
      aria-label={t('waitlist.hold.title')}
      className="mt-4 space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4"
    >
      <div>
        <h3 className="font-semibold text-stone-900">{t('waitlist.hold.title')}</h3>
        <p className="mt-1 text-sm text-stone-700">{t('waitlist.hold.intro', { held })}</p>
      </div>
      {extras.hasTypes ? <GuestCounts extras={extras} maxSeats={held} /> : null}
      <BookingQuestions extras={extras} />
      <PromoCodeField
        extras={extras}
        activityId={activityId}
        subtotalCents={price.subtotalCents}
        discountCents={price.discountCents}
      />
      <div className="space-y-1 border-t border-stone-200 pt-3 text-sm">
        {extras.hasTypes || extras.promo ? <PriceLines price={price} promo={extras.promo} /> : null}
        <p className="font-semibold text-stone-900">
          {t('waitlist.hold.total')} <span data-testid="hold-total">{formatUsdCents(price.totalCents, locale)}</span>
        </p>
        {free > 0 && seats > 0 ? (
          <p className="text-stone-700" role="status">
            {t('waitlist.hold.seatsFreed', { free })}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
