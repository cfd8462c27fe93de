import { describe, expect, it } from 'vitest';
import {
  addressOf,
  bookingCalendar,
  bookingCalendarAttachment,
  renderBookingCalendarAttachment,
  type CalendarBooking,
} from './booking-calendar.ts';

const booking: CalendarBooking = {
  id: '0b7c1d9e-3c1a-4f5e-9a43-2f1b6f0d8a11',
  status: 'confirmed',
  activityTitle: 'Reef day; snorkel, plant',
  businessName: 'Blue Coast',
  meetingPlace: 'Lagos harbour',
  // The day Lisbon moves to summer time: 09:00 local is 08:00 UTC.
  date: '2026-03-29',
  startTime: '09:00:00',
  endTime: '12:30:00',
  timeZone: 'Europe/Lisbon',
  numberOfPeople: 3,
  cancellationDeadline: new Date('2026-03-28T09:00:00Z'),
  cancellable: true,
  customerName: 'Ana Amaral',
  specialRequests: 'Vegetarian',
};
const options = {
  view: 'traveler' as const,
  publicUrl: 'https://regen.example',
  organizerEmail: 'hello@regen.example',
  stamp: new Date('2026-03-01T10:00:00Z'),
};

/** As the outbox's jsonb column returns it. */
const stored = (data: unknown): unknown => JSON.parse(JSON.stringify(data));

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('bookingCalendar', () => {
  it('writes the slot on the activity’s wall clock with its TZID and VTIMEZONE, whatever the process zone', () => {
    const lines = unfold(bookingCalendar([booking], options));
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:PUBLISH',
        'PRODID:-//Regen Marketplace//Bookings//EN',
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Lisbon',
        'UID:booking-0b7c1d9e-3c1a-4f5e-9a43-2f1b6f0d8a11@regen-marketplace',
        'SEQUENCE:0',
        'DTSTAMP:20260301T100000Z',
        'DTSTART;TZID=Europe/Lisbon:20260329T090000',
        'DTEND;TZID=Europe/Lisbon:20260329T123000',
        'SUMMARY:Reef day\\; snorkel\\, plant with Blue Coast',
        'LOCATION:Lagos harbour',
        'ORGANIZER;CN="Blue Coast":mailto:hello@regen.example',
        'STATUS:CONFIRMED',
        'DESCRIPTION:With Blue Coast\\, for 3 people.\\nCancellation policy: Free cancellation until March 28\\, 2026 at 9:00 AM (Europe/Lisbon time).\\nYour bookings: https://regen.example/traveler-dashboard',
      ]),
    );
  });

  it('shows the supplier who booked, and a cancelled booking as CANCELLED with the next SEQUENCE', () => {
    const text = bookingCalendar([{ ...booking, status: 'cancelled' }], { ...options, view: 'supplier' });
    const lines = unfold(text);
    expect(lines).toContain('SUMMARY:Reef day\\; snorkel\\, plant: Ana Amaral (3 people)');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Special requests: Vegetarian');
  });

  it('ends a slot whose end is not after its start on the next day', () => {
    const lines = unfold(bookingCalendar([{ ...booking, startTime: '22:00', endTime: '01:00' }], options));
    expect(lines).toContain('DTSTART;TZID=Europe/Lisbon:20260329T220000');
    expect(lines).toContain('DTEND;TZID=Europe/Lisbon:20260330T010000');
  });

  it('writes one VTIMEZONE per zone of a feed', () => {
    const text = bookingCalendar(
      [booking, { ...booking, id: 'b2', timeZone: 'America/New_York' }, { ...booking, id: 'b3' }],
      options,
    );
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
    expect(unfold(text)).toContain('DTSTART;TZID=America/New_York:20260329T090000');
  });

  it('names a linked zone’s VTIMEZONE after the zone the events use, with its rules', () => {
    // Europe/Ljubljana is a link to Europe/Belgrade in the time zone database.
    const lines = unfold(bookingCalendar([{ ...booking, timeZone: 'Europe/Ljubljana' }], options));
    const block = lines.slice(lines.indexOf('BEGIN:VTIMEZONE'), lines.indexOf('END:VTIMEZONE') + 1);
    expect(block).toEqual(expect.arrayContaining(['TZID:Europe/Ljubljana', 'TZOFFSETTO:+0200', 'TZOFFSETTO:+0100']));
    expect(lines.filter((line) => line.includes('Europe/Belgrade'))).toEqual([]);
    expect(lines).toContain('DTSTART;TZID=Europe/Ljubljana:20260329T090000');
  });
});

describe('bookingCalendarAttachment', () => {
  it('is a PUBLISH file for a new booking and a METHOD:CANCEL one for the same UID when cancelled', () => {
    const published = bookingCalendarAttachment(booking, options);
    expect(published).toMatchObject({
      filename: 'booking.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    const cancelled = bookingCalendarAttachment(booking, { ...options, method: 'cancel' });
    expect(cancelled).toMatchObject({
      filename: 'cancelled-booking.ics',
      contentType: 'text/calendar; charset=utf-8; method=CANCEL',
    });
    const lines = unfold(renderBookingCalendarAttachment(stored(cancelled.render.data), options));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('UID:booking-0b7c1d9e-3c1a-4f5e-9a43-2f1b6f0d8a11@regen-marketplace');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('is written at sending exactly as it would have been when queued, from what the outbox row keeps', () => {
    const queued = bookingCalendarAttachment(booking, options);
    const sent = renderBookingCalendarAttachment(stored(queued.render.data), options);
    expect(sent).toBe(bookingCalendar([booking], options));
    expect(unfold(sent)).toContain('DTSTAMP:20260301T100000Z');
    // The customer's name and requests are the supplier's view: they stay out of the traveler's row.
    expect(JSON.stringify(queued)).not.toContain('Ana Amaral');
    expect(JSON.stringify(queued)).not.toContain('Vegetarian');
  });

  it('refuses data that is not a booking calendar', () => {
    expect(() => renderBookingCalendarAttachment({ booking: { id: 'x' } }, options)).toThrow();
  });
});

describe('addressOf', () => {
  it('reads the address of a From header', () => {
    expect(addressOf('Regen Marketplace <hello@regen.example>')).toBe('hello@regen.example');
    expect(addressOf('hello@regen.example')).toBe('hello@regen.example');
  });
});
