import { formatSlotDateTime } from '@regen/shared/format';
import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
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
  const t = useT();
  const locale = useFormatLocale();
  return (
    <section aria-labelledby="booking-alerts-title" aria-live="polite" className={alerts.length ? '' : 'sr-only'}>
      {alerts.length > 0 ? (
        <div className="rounded-2xl border border-blue-200 bg-blue-50 p-4">
          <div className="flex items-center justify-between gap-3">
            <h2 id="booking-alerts-title" className="font-semibold text-blue-950">
              {t('supplier.alerts.title')}
            </h2>
            <Button size="sm" variant="ghost" onClick={onClear}>
              {t('supplier.alerts.clearAll')}
            </Button>
          </div>
          <ul className="mt-2 space-y-2">
            {alerts.map((a) => (
              <li
                key={`${a.bookingId}-${a.kind}`}
                className={`rounded-lg px-3 py-2 text-sm ${
                  a.kind === 'cancelled' || a.kind === 'movedAway'
                    ? 'bg-red-50 text-red-950'
                    : 'bg-white text-stone-900'
                }`}
              >
                <span className="font-semibold">
                  {a.kind === 'new'
                    ? t('supplier.alerts.newBooking')
                    : a.kind === 'rescheduled'
                      ? t('supplier.alerts.bookingRescheduled')
                      : a.kind === 'movedAway'
                        ? t('supplier.alerts.bookingMovedAway')
                        : t('supplier.alerts.bookingCancelled')}
                </span>{' '}
                {t('supplier.alerts.details', {
                  customer: a.customerName,
                  activity: a.activityTitle,
                  when: formatSlotDateTime(a.bookingDate, a.bookingTime, a.timeZone, locale),
                  people: a.numberOfPeople,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <h2 id="booking-alerts-title">{t('supplier.alerts.none')}</h2>
      )}
    </section>
  );
}
