import { describe, expect, it } from 'vitest';
import {
  canCancelBooking,
  cancellationDeadline,
  compareBookingsByDateTime,
  generateDemoAvailability,
  isUpcomingBooking,
  peopleLabel,
  peopleOptions,
  remainingSpots,
  totalPriceCents,
  zonedWallTimeToInstant,
} from './booking.ts';

describe('total price', () => {
  it.each([
    [6500, 1, 6500],
    [6500, 3, 19500],
    [4550, 2, 9100],
    [0, 4, 0],
  ])('price %i cents × %i people = %i cents', (price, people, total) => {
    expect(totalPriceCents(price, people)).toBe(total);
  });
});

describe('remaining spots', () => {
  it('is available minus booked, never negative', () => {
    expect(remainingSpots({ available_spots: 10, booked_spots: 3 })).toBe(7);
    expect(remainingSpots({ available_spots: 4, booked_spots: 4 })).toBe(0);
    expect(remainingSpots({ available_spots: 4, booked_spots: 6 })).toBe(0);
  });
});

describe('people options', () => {
  it('offers 1 up to max_participants when no slot is chosen', () => {
    expect(peopleOptions(10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('offers 1 up to the lesser of max_participants and the slot’s remaining spots', () => {
    expect(peopleOptions(10, 3)).toEqual([1, 2, 3]);
    expect(peopleOptions(4, 8)).toEqual([1, 2, 3, 4]);
  });
  it('always offers at least one person', () => {
    expect(peopleOptions(10, 0)).toEqual([1]);
  });
  it("labels one 'person' and more 'people'", () => {
    expect(peopleLabel(1)).toBe('1 person');
    expect(peopleLabel(2)).toBe('2 people');
  });
});

describe('cancellation deadline', () => {
  it('is the slot start in the activity’s time zone minus the window (summer, Slovenia)', () => {
    const deadline = cancellationDeadline({ date: '2026-07-10', start_time: '09:00:00' }, 'Europe/Ljubljana', 24);
    expect(deadline.toISOString()).toBe('2026-07-09T07:00:00.000Z');
  });
  it('uses winter time in winter (Slovenia) and other zones (Egypt, India, New Zealand)', () => {
    expect(
      cancellationDeadline({ date: '2026-12-10', start_time: '09:00' }, 'Europe/Ljubljana', 24).toISOString(),
    ).toBe('2026-12-09T08:00:00.000Z');
    expect(cancellationDeadline({ date: '2026-12-10', start_time: '14:00' }, 'Asia/Kolkata', 48).toISOString()).toBe(
      '2026-12-08T08:30:00.000Z',
    );
    expect(cancellationDeadline({ date: '2026-12-10', start_time: '09:00' }, 'Pacific/Auckland', 0).toISOString()).toBe(
      '2026-12-09T20:00:00.000Z',
    );
  });
  it('counts real hours across a DST change (24 h before 09:00 the day after spring-forward is 08:00 local)', () => {
    const deadline = cancellationDeadline({ date: '2026-03-30', start_time: '09:00' }, 'Europe/Ljubljana', 24);
    expect(deadline.toISOString()).toBe('2026-03-29T07:00:00.000Z');
  });
  // Expected values checked against PostgreSQL's `(date + time) at time zone tz`.
  it.each([
    ['2026-03-29', '02:30', 'Europe/Ljubljana', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '02:30', 'Europe/Ljubljana', '2026-10-25T01:30:00.000Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T06:30:00.000Z'],
    ['2026-04-05', '02:30', 'Australia/Sydney', '2026-04-04T16:30:00.000Z'],
    ['2026-07-01', '09:00', 'Asia/Kolkata', '2026-07-01T03:30:00.000Z'],
  ])('reads %s %s in %s as PostgreSQL does', (date, time, zone, expected) => {
    expect(zonedWallTimeToInstant(date, time, zone).toISOString()).toBe(expected);
  });
  it('allows cancelling only while confirmed and before the deadline', () => {
    const deadline = new Date('2026-07-09T07:00:00Z');
    expect(
      canCancelBooking({ status: 'confirmed', cancellationDeadline: deadline }, new Date('2026-07-09T06:59:59Z')),
    ).toBe(true);
    expect(
      canCancelBooking({ status: 'confirmed', cancellationDeadline: deadline }, new Date('2026-07-09T07:00:00Z')),
    ).toBe(false);
    expect(
      canCancelBooking({ status: 'cancelled', cancellationDeadline: deadline }, new Date('2026-07-01T00:00:00Z')),
    ).toBe(false);
  });
});

describe('upcoming and past bookings', () => {
  it('upcoming = dated today or later and not cancelled; past = earlier or cancelled', () => {
    expect(isUpcomingBooking({ bookingDate: '2026-11-21', status: 'confirmed' }, '2026-11-21')).toBe(true);
    expect(isUpcomingBooking({ bookingDate: '2026-11-20', status: 'confirmed' }, '2026-11-21')).toBe(false);
    expect(isUpcomingBooking({ bookingDate: '2026-12-01', status: 'cancelled' }, '2026-11-21')).toBe(false);
  });
  it('sorts by date and time', () => {
    const list = [
      { bookingDate: '2026-12-02', bookingTime: '09:00:00' },
      { bookingDate: '2026-12-01', bookingTime: '14:00:00' },
      { bookingDate: '2026-12-01', bookingTime: '09:00:00' },
    ].sort(compareBookingsByDateTime);
    expect(list.map((b) => `${b.bookingDate} ${b.bookingTime}`)).toEqual([
      '2026-12-01 09:00:00',
      '2026-12-01 14:00:00',
      '2026-12-02 09:00:00',
    ]);
  });
});

describe('demo availability', () => {
  const slots = generateDemoAvailability('2026-11-21'); // a Saturday

  it('covers the next 30 days and skips Sundays', () => {
    const dates = [...new Set(slots.map((s) => s.date))];
    expect(dates[0]).toBe('2026-11-23'); // the 22nd is a Sunday
    expect(dates.at(-1)).toBe('2026-12-21');
    expect(dates).not.toContain('2026-11-22');
    expect(dates).not.toContain('2026-11-29');
    expect(dates).toHaveLength(30 - 5); // five Sundays in Nov 22 – Dec 21
  });
  it('offers 09:00–12:00 with 8 spots and 14:00–17:00 with 6 spots by default', () => {
    expect(slots.filter((s) => s.date === '2026-11-23')).toEqual([
      expect.objectContaining({ start_time: '09:00:00', end_time: '12:00:00', available_spots: 8 }),
      expect.objectContaining({ start_time: '14:00:00', end_time: '17:00:00', available_spots: 6 }),
    ]);
  });
  it('uses max_participants for both slots when given', () => {
    const withMax = generateDemoAvailability('2026-11-21', 10);
    expect(new Set(withMax.map((s) => s.available_spots))).toEqual(new Set([10]));
    expect(withMax).toHaveLength(50);
  });
});
