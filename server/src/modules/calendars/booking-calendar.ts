import ical, { ICalCalendarMethod, ICalEventStatus, type ICalDayJsStub, type ICalEventData } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { cancellationPolicyText, wallClockInZone } from '@regen/shared/format';
import { zonedWallTimeToInstant } from '@regen/shared/rules/booking';
import { DEFAULT_LOCALE, LOCALES, formatMessage, type MessageArgs, type MessageKey } from '@regen/shared/i18n';
import { inMailLocale, mailFormatLocale, mailLocale } from '../../mail/mail-locale.ts';
import { z } from 'zod';
import { bookingTicketCodeIfLoaded } from '../tickets/index.ts';
import type { DeferredAttachment } from '../../db/schema.ts';

// Every .ics the app serves or mails is built here with ical-generator (docs/decisions/060):
// a booking is one VEVENT whose UID never changes, its times on the activity's wall clock
// with a TZID and the zone's VTIMEZONE, so every calendar shows it at the time the supplier set.

/**
 * A booking as a calendar event shows it. A schema, not only a type, because a booking email's
 * .ics keeps it in the outbox until the mail is sent, and is read back from there.
 */
const calendarBookingSchema = z.object({
  id: z.string(),
  status: z.enum(['confirmed', 'cancelled', 'completed']),
  activityTitle: z.string(),
  businessName: z.string(),
  /** Where to meet: the activity's place, else the supplier's location. */
  meetingPlace: z.string(),
  /** The slot, 'YYYY-MM-DD' and 'HH:MM[:SS]', on the activity's wall clock. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  numberOfPeople: z.number().int(),
  cancellationDeadline: z.coerce.date(),
  /** Whether it can still be cancelled free of charge. */
  cancellable: z.boolean(),
  /** For the supplier's calendar: who booked and what they asked for. */
  customerName: z.string().optional(),
  specialRequests: z.string().nullable().optional(),
});

export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export type CalendarView = 'traveler' | 'supplier';

export interface CalendarOptions {
  view: CalendarView;
  publicUrl: string;
  /** The calendar's name in the subscriber's app. */
  name?: string;
  /** 'cancel' for the email that withdraws a booking (METHOD:CANCEL), else 'publish'. */
  method?: 'publish' | 'cancel';
  /** DTSTAMP (when this version was written): now unless given. */
  stamp?: Date;
  /** The ORGANIZER's address (the app's sending address), named after the supplier. */
  organizerEmail?: string;
}

/** The address of a From header ('Regen Marketplace <hello@regen.example>' → 'hello@regen.example'). */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

export const CALENDAR_PRODUCT_ID = { company: 'Regen Marketplace', product: 'Bookings', language: 'EN' };
const UID_DOMAIN = 'regen-marketplace';

/** The one UID of a booking in every calendar, mail and feed (a cancellation replaces the event). */
export const bookingUid = (bookingId: string) => `booking-${bookingId}@${UID_DOMAIN}`;

/**
 * An instant as ical-generator's date stub (the Day.js shape it accepts): it formats the
 * instant on the wall clock of whatever zone the event names, so no process time zone and no
 * date library is involved.
 */
function instantIn(instant: Date, zone: string): ICalDayJsStub {
  let wallClock: string | undefined;
  return {
    format: (pattern) => {
      wallClock ??= wallClockInZone(instant, zone).replace(/[-:]/g, '');
      const [date = '', time = ''] = wallClock.split(' ');
      if (pattern === 'YYYYMMDD') return date;
      if (pattern === 'HHmmss') return time;
      return instant.toISOString();
    },
    isValid: () => !Number.isNaN(instant.getTime()),
    toDate: () => instant,
    toJSON: () => instant.toISOString(),
    tz: (to) => instantIn(instant, to ?? zone),
    utc: () => instantIn(instant, 'UTC'),
  };
}

/** VTIMEZONE blocks by zone: the library builds the text on every call; it never changes. */
const vtimezones = new Map<string, string | null>();

/** The zone's VTIMEZONE block from timezones-ical-library (nothing for a zone it does not know). */
function vtimezone(zone: string): string | null {
  let block = vtimezones.get(zone);
  if (block === undefined) {
    try {
      // The library answers a linked zone (Europe/Ljubljana) with its canonical zone's block
      // (TZID:Europe/Belgrade); the events name the activity's own zone, so the block does too.
      block =
        tzlib_get_ical_block(zone)[0]
          ?.replace(/^TZID:.*$/m, `TZID:${zone}`)
          .replace(/^X-LIC-LOCATION:.*$/m, `X-LIC-LOCATION:${zone}`) || null;
    } catch {
      block = null;
    }
    // Bounded by the zones in use (activities' zones and UTC), not by input.
    vtimezones.set(zone, block);
  }
  return block;
}

/** The slot's start and end instants; an end at or before the start ends on the next day. */
export function slotInstants(b: Pick<CalendarBooking, 'date' | 'startTime' | 'endTime' | 'timeZone'>) {
  const start = zonedWallTimeToInstant(b.date, b.startTime, b.timeZone);
  let end = zonedWallTimeToInstant(b.date, b.endTime, b.timeZone);
  if (end.getTime() <= start.getTime()) {
    // The next calendar day's wall clock (not 24 hours later, which a DST change would shift).
    const next = new Date(`${b.date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    end = zonedWallTimeToInstant(next.toISOString().slice(0, 10), b.endTime, b.timeZone);
  }
  return { start, end };
}

/** A sentence of a calendar file, in its reader's locale (a mail's: docs/decisions/109), else English. */
const t = <K extends MessageKey>(key: K, ...values: MessageArgs<K>) => formatMessage(mailLocale(), key, ...values);

const customerOf = (b: CalendarBooking) => b.customerName ?? t('calendar.customer');

function description(b: CalendarBooking, options: CalendarOptions): string {
  const cancelled = b.status === 'cancelled';
  if (options.view === 'supplier') {
    return [
      t('calendar.supplier.party', { customer: customerOf(b), people: b.numberOfPeople }),
      ...(b.specialRequests ? [t('calendar.specialRequests', { requests: b.specialRequests })] : []),
      ...(cancelled ? [t('calendar.cancelled')] : []),
      t('calendar.supplier.dashboard', { url: `${options.publicUrl}/supplier-dashboard` }),
    ].join('\n');
  }
  return [
    t('calendar.traveler.party', { business: b.businessName, people: b.numberOfPeople }),
    cancelled
      ? t('calendar.cancelled')
      : t('calendar.traveler.policy', { policy: cancellationPolicyText(b, b.timeZone, mailFormatLocale()) }),
    t('calendar.traveler.bookings', { url: `${options.publicUrl}/traveler-dashboard` }),
    // The ticket: its code as text and the booking page that shows its QR code (docs/decisions/104).
    ...(cancelled ? [] : ticketLine(b, options.publicUrl)),
  ].join('\n');
}

function ticketLine(b: CalendarBooking, publicUrl: string): string[] {
  const code = bookingTicketCodeIfLoaded(b.id);
  return code ? [t('calendar.ticket', { code, url: `${publicUrl}/bookings/${b.id}` })] : [];
}

function eventOf(b: CalendarBooking, options: CalendarOptions, forceCancelled: boolean): ICalEventData {
  const { start, end } = slotInstants(b);
  const cancelled = forceCancelled || b.status === 'cancelled';
  const shown = cancelled ? { ...b, status: 'cancelled' as const } : b;
  return {
    id: bookingUid(b.id),
    // A cancellation is the event's next version: calendars replace the one they hold.
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: instantIn(start, b.timeZone),
    end: instantIn(end, b.timeZone),
    timezone: b.timeZone,
    stamp: options.stamp ?? new Date(),
    summary:
      options.view === 'supplier'
        ? t('calendar.supplier.summary', {
            activity: b.activityTitle,
            customer: customerOf(b),
            people: b.numberOfPeople,
          })
        : t('calendar.traveler.summary', { activity: b.activityTitle, business: b.businessName }),
    location: b.meetingPlace,
    description: description(shown, options),
    ...(options.organizerEmail ? { organizer: { name: b.businessName, email: options.organizerEmail } } : {}),
    url: `${options.publicUrl}/${options.view === 'supplier' ? 'supplier-dashboard' : 'traveler-dashboard'}`,
  };
}

/** An iCalendar text of bookings (one .ics download, an email's file, a feed). */
export function bookingCalendar(bookings: CalendarBooking[], options: CalendarOptions): string {
  const cancel = options.method === 'cancel';
  const calendar = ical({
    prodId: CALENDAR_PRODUCT_ID,
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    ...(options.name ? { name: options.name } : {}),
    // Each event names its own zone; the generator writes one VTIMEZONE per zone used.
    timezone: { name: '', generator: vtimezone },
  });
  for (const booking of bookings) calendar.createEvent(eventOf(booking, options, cancel));
  return calendar.toString();
}

/** The `render.kind` of a booking email's .ics, written when the mail is sent (docs/decisions/076). */
export const BOOKING_CALENDAR_ATTACHMENT = 'booking-calendar';

/** What a booking email's deferred .ics keeps: the booking as the email describes it, and when. */
const bookingCalendarData = z.object({
  // The traveler's file: the supplier's fields are not kept.
  booking: calendarBookingSchema.omit({ customerName: true, specialRequests: true }),
  method: z.enum(['publish', 'cancel']),
  /** DTSTAMP: when the email was written, not when it was sent. */
  stamp: z.coerce.date(),
  /** The locale of the email it goes with (docs/decisions/109); English for files queued before. */
  locale: z.enum(LOCALES).optional(),
});

/**
 * The .ics file of a booking email: the booking (PUBLISH), or its withdrawal (METHOD:CANCEL).
 * Queued with the email and written by the mail worker when it sends it
 * (renderBookingCalendarAttachment), from the booking as it was when the email was written.
 */
export function bookingCalendarAttachment(
  booking: CalendarBooking,
  options: Pick<CalendarOptions, 'method' | 'stamp'> = {},
): DeferredAttachment {
  const cancel = options.method === 'cancel';
  // Only what the traveler's file shows: a supplier's notes about the customer stay out of the outbox row.
  const { customerName: _customer, specialRequests: _requests, ...shown } = booking;
  return {
    filename: cancel ? 'cancelled-booking.ics' : 'booking.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'PUBLISH'}`,
    render: {
      kind: BOOKING_CALENDAR_ATTACHMENT,
      data: {
        booking: shown,
        method: cancel ? 'cancel' : 'publish',
        stamp: options.stamp ?? new Date(),
        locale: mailLocale(),
      },
    },
  };
}

/** The text of a booking email's .ics (bookingCalendarAttachment), as the traveler receives it. */
export function renderBookingCalendarAttachment(
  data: unknown,
  options: Pick<CalendarOptions, 'publicUrl' | 'organizerEmail'>,
): string {
  const { booking, method, stamp, locale } = bookingCalendarData.parse(data);
  return inMailLocale(locale ?? DEFAULT_LOCALE, () =>
    bookingCalendar([booking], { ...options, view: 'traveler', method, stamp }),
  );
}
