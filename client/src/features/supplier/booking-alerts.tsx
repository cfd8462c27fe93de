import { formatSlotDateTime } from '@regen/shared/format';
import { peopleLabel } from '@regen/shared/rules/booking';
import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useBookingEvents } from './api.ts';
import { addRecentAlert } from './recent-alerts.ts';

/**
 * Recent booking alerts (docs/spec/accounts-and-operations.md §4): new and cancelled bookings of
 * this supplier's activities over the websocket, newest first, at most 5. Each one also refreshes
 * the dashboard's lists.
 */
export function useBookingAlerts() {
  const [alerts, setAlerts] = useState<SupplierBookingAlert[]>([]);
  useBookingEvents((alert) => setAlerts((previous) => addRecentAlert(previous, alert)));
  return { alerts, clear: () => setAlerts([]) };
}

export function BookingAlertStrip({ alerts, onClear }: { alerts: SupplierBookingAlert[]; onClear: () => void }) {
  return (
    <section aria-labelledby="booking-alerts-title" aria-live="polite" className={alerts.length ? '' : 'sr-only'}>
      {alerts.length > 0 ? (
        <div className="rounded-2xl border border-blue-200 bg-blue-50 p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="booking-alerts-title" className="font-semibold text-blue-950">
              Recent Booking Updates
            </h2>
            <Button size="sm" variant="ghost" onClick={onClear}>
              Clear All
            </Button>
          </div>
          <ul className="mt-2 space-y-2">
            {alerts.map((a) => (
              <li
                key={`${a.bookingId}-${a.kind}`}
                className={`rounded-lg px-3 py-2 text-sm ${
                  a.kind === 'new' ? 'bg-white text-stone-900' : 'bg-red-50 text-red-950'
                }`}
              >
                <span className="font-semibold">{a.kind === 'new' ? 'New booking' : 'Booking cancelled'}:</span>{' '}
                {a.customerName} · {a.activityTitle} · {formatSlotDateTime(a.bookingDate, a.bookingTime, a.timeZone)} ·{' '}
                {peopleLabel(a.numberOfPeople)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <h2 id="booking-alerts-title">No recent booking updates</h2>
      )}
    </section>
  );
}
