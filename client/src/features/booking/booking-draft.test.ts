import type { AvailableSlot } from '@regen/shared/schemas/booking';
import { describe, expect, it } from 'vitest';
import { bookingReturnPath, parseBookingDraft } from './booking-draft.ts';

function slot(id: string, date: string): AvailableSlot {
  return {
    id,
    date,
    start_time: '09:00',
    end_time: '13:00',
    is_available: true,
    available_spots: 10,
    cancellation_deadline: new Date('2030-01-01T00:00:00Z'),
    cancellable: true,
  };
}

const slots = [slot('slot-a', '2030-03-10'), slot('slot-b', '2030-03-11')];

describe('parseBookingDraft', () => {
  it('restores the date, slot, people and details as they were left', () => {
    const stored = JSON.stringify({
      date: '2030-03-10',
      availabilityId: 'slot-a',
      numberOfPeople: 2,
      customerName: 'Ana Novak',
      customerEmail: 'ana@example.test',
      customerPhone: '+386 40 555 123',
      specialRequests: 'Vegetarian',
    });
    expect(parseBookingDraft(stored, slots)).toEqual({
      date: '2030-03-10',
      values: {
        availabilityId: 'slot-a',
        numberOfPeople: 2,
        customerName: 'Ana Novak',
        customerEmail: 'ana@example.test',
        customerPhone: '+386 40 555 123',
        specialRequests: 'Vegetarian',
      },
    });
  });

  it('leaves out a date no longer offered and a slot that is not on the date', () => {
    expect(parseBookingDraft(JSON.stringify({ date: '2030-04-01', availabilityId: 'slot-a' }), slots)).toEqual({
      date: null,
      values: {},
    });
    expect(parseBookingDraft(JSON.stringify({ date: '2030-03-11', availabilityId: 'slot-a' }), slots)).toEqual({
      date: '2030-03-11',
      values: {},
    });
  });

  it('ignores what is missing or malformed', () => {
    expect(parseBookingDraft(null, slots)).toBeNull();
    expect(parseBookingDraft('not json', slots)).toBeNull();
    expect(parseBookingDraft('42', slots)).toBeNull();
    expect(parseBookingDraft(JSON.stringify({ numberOfPeople: 'two', customerName: 7 }), slots)).toEqual({
      date: null,
      values: {},
    });
  });
});

describe('bookingReturnPath', () => {
  it('is the booking page of the activity', () => {
    expect(bookingReturnPath('8f0c2a4e-1111-4222-8333-944445555666')).toBe(
      '/booking/8f0c2a4e-1111-4222-8333-944445555666',
    );
  });
});
