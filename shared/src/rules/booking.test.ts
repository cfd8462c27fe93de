import { describe, expect, it } from 'vitest';
import {
  bookingStatusAsShown,
  canCancelBooking,
  cancellationDeadline,
  compareBookingsByDateTime,
  generateDemoAvailability,
  hasCancellationDeadlinePassed,
  isLiveActivity,
  isUpcomingBooking,
  bookingStatusLabel,
  peopleLabel,
  peopleOptions,
  remainingSpots,
  slotHasStarted,
  todayInZone,
  totalPriceCents,
  zonedWallTimeToInstant,
} from './booking.ts';
import { wallClockInZone } from '../format.ts';

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

describe('slot started', () => {
  it('once the wall clock of the activity’s zone reaches the slot’s date and start', () => {
    const slot = { date: '2026-07-10', start_time: '09:00' };
    expect(slotHasStarted(slot, 'Europe/Ljubljana', new Date('2026-07-10T06:59:59Z'))).toBe(false);
    expect(slotHasStarted(slot, 'Europe/Ljubljana', new Date('2026-07-10T07:00:00Z'))).toBe(true);
    expect(slotHasStarted({ ...slot, start_time: '09:00:00' }, 'Asia/Kolkata', new Date('2026-07-10T03:29:59Z'))).toBe(
      false,
    );
  });
});

describe('status as shown', () => {
  it('reads completed once the slot’s end has passed on the zone’s wall clock, only for a confirmed booking', () => {
    const booking = { bookingDate: '2026-07-10', endTime: '12:00:00' };
    const end = new Date('2026-07-10T10:00:00Z'); // 12:00 in Ljubljana
    expect(
      bookingStatusAsShown({ ...booking, status: 'confirmed' }, 'Europe/Ljubljana', new Date(end.getTime() - 1000)),
    ).toBe('confirmed');
    expect(bookingStatusAsShown({ ...booking, status: 'confirmed' }, 'Europe/Ljubljana', end)).toBe('completed');
    expect(bookingStatusAsShown({ ...booking, status: 'cancelled' }, 'Europe/Ljubljana', end)).toBe('cancelled');
  });

  it('reads completed when marked attended and no_show when marked a no-show, even before the slot ends', () => {
    const booking = { bookingDate: '2026-07-10', endTime: '12:00:00', status: 'confirmed' };
    const during = new Date('2026-07-10T08:00:00Z');
    expect(bookingStatusAsShown({ ...booking, attendance: 'attended' }, 'Europe/Ljubljana', during)).toBe('completed');
    expect(bookingStatusAsShown({ ...booking, attendance: 'no_show' }, 'Europe/Ljubljana', during)).toBe('no_show');
    expect(bookingStatusAsShown({ ...booking, attendance: null }, 'Europe/Ljubljana', during)).toBe('confirmed');
  });
});

describe('live activity', () => {
  it('is an approved one', () => {
    expect(isLiveActivity({ status: 'approved' })).toBe(true);
    expect(['pending', 'rejected', 'archived'].map((status) => isLiveActivity({ status }))).toEqual([
      false,
      false,
      false,
    ]);
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
    expect(peopleLabel(2, 'en')).toBe('2 people');
  });
  it('labels each booking status as people read it (Confirmed, Cancelled, Completed, No-show)', () => {
    expect(['confirmed', 'cancelled', 'completed', 'no_show', 'pending'].map((s) => bookingStatusLabel(s))).toEqual([
      'Confirmed',
      'Cancelled',
      'Completed',
      'No-show',
      'Pending',
    ]);
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
  it('has passed from the deadline’s instant on', () => {
    const deadline = new Date('2026-07-09T07:00:00Z');
    expect(hasCancellationDeadlinePassed(deadline, new Date('2026-07-09T06:59:59.999Z'))).toBe(false);
    expect(hasCancellationDeadlinePassed(deadline, new Date('2026-07-09T07:00:00Z'))).toBe(true);
    expect(hasCancellationDeadlinePassed(deadline.toISOString(), new Date('2026-07-09T07:00:01Z'))).toBe(true);
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
  // 2026-11-21 23:30 UTC: already the 22nd in Ljubljana, still the 21st in New York.
  const now = new Date('2026-11-21T23:30:00Z');
  it('upcoming = dated today or later (in the activity’s time zone) and not cancelled; past = earlier or cancelled', () => {
    expect(isUpcomingBooking({ bookingDate: '2026-11-22', status: 'confirmed' }, 'Europe/Ljubljana', now)).toBe(true);
    expect(isUpcomingBooking({ bookingDate: '2026-11-21', status: 'confirmed' }, 'Europe/Ljubljana', now)).toBe(false);
    expect(isUpcomingBooking({ bookingDate: '2026-11-21', status: 'confirmed' }, 'America/New_York', now)).toBe(true);
    expect(isUpcomingBooking({ bookingDate: '2026-11-21', status: 'completed' }, 'America/New_York', now)).toBe(true);
    expect(isUpcomingBooking({ bookingDate: '2026-12-01', status: 'cancelled' }, 'Europe/Ljubljana', now)).toBe(false);
  });
  it('reads today and the wall clock in the activity’s time zone', () => {
    expect(todayInZone(now, 'Europe/Ljubljana')).toBe('2026-11-22');
    expect(todayInZone(now, 'America/New_York')).toBe('2026-11-21');
    expect(wallClockInZone(new Date('2026-07-01T22:00:05Z'), 'Europe/Ljubljana')).toBe('2026-07-02 00:00:05');
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
