import { cancellationPolicyText, formatUsdCents } from '@regen/shared/format';
import { peopleLabel } from '@regen/shared/rules/booking';

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
  return (
    <div className="rounded-xl bg-stone-50 p-4 text-sm" aria-live="polite">
      <div className="flex items-center justify-between">
        <span className="text-stone-700">
          {formatUsdCents(priceCents)} × {peopleLabel(people)}
        </span>
        <span className="text-lg font-bold text-stone-900">
          Total: <span data-testid="booking-total">{formatUsdCents(totalCents)}</span>
        </span>
      </div>
      <p className="mt-2 text-stone-700">
        <span className="font-semibold">Cancellation policy: </span>
        {slot
          ? cancellationPolicyText(slot, timeZone)
          : `Free cancellation until ${cancellationWindowHours} hours before the start.`}
      </p>
      <p className="mt-1 text-stone-600">You pay on site; no card details are needed.</p>
    </div>
  );
}
