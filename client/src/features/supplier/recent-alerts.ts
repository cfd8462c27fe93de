import { MAX_RECENT_BOOKING_ALERTS } from '@regen/shared/constants';
import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';

/**
 * Newest first, one entry per booking and kind, at most 5 kept
 * (docs/spec/accounts-and-operations.md §4, §9).
 */
export function addRecentAlert(alerts: SupplierBookingAlert[], alert: SupplierBookingAlert): SupplierBookingAlert[] {
  return [alert, ...alerts.filter((a) => !(a.bookingId === alert.bookingId && a.kind === alert.kind))].slice(
    0,
    MAX_RECENT_BOOKING_ALERTS,
  );
}
