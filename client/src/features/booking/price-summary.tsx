import { formatUsdCents } from '@regen/shared/format';
import { peopleLabel } from '@regen/shared/rules/booking';

function formatDeadline(deadline: Date, timeZone: string) {
  const date = deadline.toLocaleDateString('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  const time = deadline.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${date} at ${time}`;
}

/** The live total and the cancellation policy (the deadline once a slot is chosen). */
export function PriceSummary({
  priceCents,
  people,
  totalCents,
  deadline,
  timeZone,
  cancellationWindowHours,
}: {
  priceCents: number;
  people: number;
  totalCents: number;
  /** The chosen slot's cancellation deadline; null before a slot is chosen. */
  deadline: Date | null;
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
        {deadline
          ? `Free cancellation until ${formatDeadline(deadline, timeZone)} (local time of the activity).`
          : `Free cancellation until ${cancellationWindowHours} hours before the start.`}
      </p>
      <p className="mt-1 text-stone-600">You pay on site; no card details are needed.</p>
    </div>
  );
}
