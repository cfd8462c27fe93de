import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import { describe, expect, it } from 'vitest';
import { addRecentAlert } from './recent-alerts.ts';

const alert = (bookingId: string, kind: 'new' | 'cancelled' = 'new'): SupplierBookingAlert => ({
  kind,
  bookingId,
  activityTitle: 'Alpine Meadow Restoration Day',
  customerName: 'Tara Traveler',
  bookingDate: '2026-12-01',
  bookingTime: '09:00:00',
  timeZone: 'Europe/Ljubljana',
  numberOfPeople: 2,
  at: new Date('2026-11-21T10:00:00Z'),
});

describe('recent booking alerts', () => {
  it('keeps at most 5 alerts, newest first', () => {
    let alerts: SupplierBookingAlert[] = [];
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7']) alerts = addRecentAlert(alerts, alert(id));
    expect(alerts.map((a) => a.bookingId)).toEqual(['b7', 'b6', 'b5', 'b4', 'b3']);
  });

  it('shows a cancellation as its own alert and never the same event twice', () => {
    let alerts = addRecentAlert([], alert('b1'));
    alerts = addRecentAlert(alerts, alert('b1'));
    alerts = addRecentAlert(alerts, alert('b1', 'cancelled'));
    expect(alerts.map((a) => `${a.bookingId}:${a.kind}`)).toEqual(['b1:cancelled', 'b1:new']);
  });
});
