import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LOCALE, englishMessage, formatMessage } from '@regen/shared/i18n';
import { zonedWallTimeToInstant } from '@regen/shared/rules/booking';
import { answersSummary, partySummary } from '@regen/shared/rules/pricing';
import type { CalendarFeedScope, CalendarFeedStatus, CsvExportRange } from '@regen/shared/schemas/calendars';
import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/database.ts';
import type { StoredAttachment } from '../../db/schema.ts';
import type { AttachmentRenderers } from '../../mail/attachments.ts';
import { forbidden } from '../../errors.ts';
import { bookingReminderEmail } from '../../mail/templates.ts';
import {
  addressOf,
  bookingCalendar,
  BOOKING_CALENDAR_ATTACHMENT,
  bookingCalendarAttachment,
  renderBookingCalendarAttachment,
  type CalendarBooking,
  type CalendarView,
} from './booking-calendar.ts';
import { extrasOfBookings } from '../pricing/index.ts';
import { bookingsCsv } from './bookings-csv.ts';
import {
  deleteFeed,
  deleteUnsentReminder,
  findCalendarBooking,
  findFeed,
  findSupplierUserName,
  listFeedBookings,
  listSupplierBookingsForExport,
  takeFeedByTokenHash,
  upsertFeed,
  type CalendarBookingRow,
} from './calendars.repository.ts';

/** How long before the slot starts the traveler is reminded. */
export const REMINDER_HOURS_BEFORE = 24;

export const NO_SUPPLIER_ACCOUNT_MESSAGE = englishMessage('supplier.noSupplierAccount');

function toCalendarBooking(row: CalendarBookingRow): CalendarBooking {
  return {
    id: row.id,
    status: row.status as CalendarBooking['status'],
    activityTitle: row.activity_title,
    businessName: row.business_name,
    meetingPlace: row.meeting_place,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    timeZone: row.time_zone,
    numberOfPeople: row.number_of_people,
    cancellationDeadline: row.cancellation_deadline,
    cancellable: row.cancellable,
    customerName: row.customer_name,
    specialRequests: row.special_requests,
  };
}

const calendarOptions = (config: Config, view: CalendarView) => ({
  view,
  publicUrl: config.publicUrl,
  organizerEmail: addressOf(config.mailFrom),
});

/** A new website booking as its confirmation and reminder describe it. */
export interface NewBookingCalendar extends Omit<CalendarBooking, 'status' | 'customerName' | 'specialRequests'> {
  customerName: string;
}

/**
 * What a new booking adds to its emails (docs/decisions/060, 061): the .ics for the traveler's
 * confirmation, and the reminder to write with the booking, due 24 hours before the slot
 * starts. The booking statement drops a reminder whose time has already come (a booking made
 * less than a day ahead).
 */
export function newBookingCalendarMail(booking: NewBookingCalendar, config: Config) {
  const calendarBooking: CalendarBooking = { ...booking, status: 'confirmed' };
  const start = zonedWallTimeToInstant(booking.date, booking.startTime, booking.timeZone);
  return {
    attachments: [bookingCalendarAttachment(calendarBooking)],
    reminder: {
      ...bookingReminderEmail({
        publicUrl: config.publicUrl,
        activityTitle: booking.activityTitle,
        businessName: booking.businessName,
        date: booking.date,
        startTime: booking.startTime.slice(0, 5),
        timeZone: booking.timeZone,
        numberOfPeople: booking.numberOfPeople,
        customerName: booking.customerName,
        meetingPlace: booking.meetingPlace,
      }),
      sendAfter: new Date(start.getTime() - REMINDER_HOURS_BEFORE * 3_600_000),
    },
  };
}

/**
 * In a cancellation's transaction: deletes the booking's reminder not sent yet, and returns the
 * .ics (METHOD:CANCEL, same UID, next SEQUENCE) for the traveler's cancellation email.
 */
export async function withdrawBookingFromCalendars(
  trx: DbOrTrx,
  bookingId: string,
  /** The activity's title in the reader's language, where translated (docs/decisions/124). */
  activityTitle?: string,
): Promise<StoredAttachment[]> {
  await deleteUnsentReminder(trx, bookingId);
  const row = await findCalendarBooking(trx, bookingId);
  if (!row) return [];
  const booking = toCalendarBooking(row);
  return [
    bookingCalendarAttachment(
      { ...booking, activityTitle: activityTitle ?? booking.activityTitle },
      { method: 'cancel' },
    ),
  ];
}

/**
 * What writes the booking emails' .ics files when the mail worker sends them, and when
 * /dev/mailbox shows them (docs/decisions/076).
 */
export function calendarAttachmentRenderers(config: Config): AttachmentRenderers {
  const options = { publicUrl: config.publicUrl, organizerEmail: addressOf(config.mailFrom) };
  return { [BOOKING_CALENDAR_ATTACHMENT]: (data) => renderBookingCalendarAttachment(data, options) };
}

/** "Add to calendar": one booking of the signed-in traveler as an .ics (null: not theirs). */
export async function travelerBookingCalendar(db: DbOrTrx, config: Config, userId: string, bookingId: string) {
  const row = await findCalendarBooking(db, bookingId, userId);
  if (!row) return null;
  return {
    filename: `booking-${row.date}.ics`,
    content: bookingCalendar([toCalendarBooking(row)], calendarOptions(config, 'traveler')),
  };
}

// Feeds (docs/decisions/062): a random token in the URL, only its SHA-256 stored.

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');
const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const feedUrl = (config: Config, token: string) => `${config.publicUrl}/calendar/feeds/${token}.ics`;

async function requireScope(db: DbOrTrx, userId: string, scope: CalendarFeedScope): Promise<void> {
  if (scope === 'supplier' && !(await findSupplierUserName(db, userId))) throw forbidden('supplier.noSupplierAccount');
}

export async function calendarFeedStatus(
  db: DbOrTrx,
  userId: string,
  scope: CalendarFeedScope,
): Promise<CalendarFeedStatus> {
  await requireScope(db, userId, scope);
  const feed = await findFeed(db, userId, scope);
  return { active: !!feed, createdAt: feed?.created_at ?? null, lastFetchedAt: feed?.last_fetched_at ?? null };
}

/** A new secret feed URL; the previous one (if any) stops working. The URL is shown this once. */
export async function regenerateCalendarFeed(db: DbOrTrx, config: Config, userId: string, scope: CalendarFeedScope) {
  await requireScope(db, userId, scope);
  const token = randomBytes(32).toString('base64url');
  const { created_at } = await upsertFeed(db, userId, scope, hashFeedToken(token));
  return { url: feedUrl(config, token), createdAt: created_at };
}

export async function turnOffCalendarFeed(db: DbOrTrx, userId: string, scope: CalendarFeedScope) {
  await requireScope(db, userId, scope);
  await deleteFeed(db, userId, scope);
  return { active: false as const };
}

/** The feed a token opens as iCalendar text, or null (malformed, unknown, revoked). */
export async function feedCalendar(db: DbOrTrx, config: Config, token: string): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const feed = await takeFeedByTokenHash(db, hashFeedToken(token));
  if (!feed) return null;
  const rows = await listFeedBookings(db, { userId: feed.user_id, scope: feed.scope });
  const supplier = feed.scope === 'supplier' ? await findSupplierUserName(db, feed.user_id) : undefined;
  return bookingCalendar(rows.map(toCalendarBooking), {
    ...calendarOptions(config, feed.scope),
    name: supplier
      ? formatMessage(DEFAULT_LOCALE, 'calendar.feed.supplierName', { business: supplier.business_name })
      : formatMessage(DEFAULT_LOCALE, 'calendar.feed.travelerName'),
  });
}

/** The supplier's bookings of a date range as CSV (null: the account is not a supplier's). */
export async function supplierBookingsCsv(db: DbOrTrx, userId: string, range: CsvExportRange) {
  if (!(await findSupplierUserName(db, userId))) return null;
  const rows = await listSupplierBookingsForExport(db, userId, range);
  // The party and answers of each booking (docs/decisions/103); no party rows: all adults.
  const extras = await extrasOfBookings(
    db,
    rows.map((r) => r.id),
  );
  return {
    filename: `bookings-${range.from}-to-${range.to}.csv`,
    content: bookingsCsv(
      rows.map((r) => ({
        activityTitle: r.activity_title,
        date: r.date,
        time: r.time,
        timeZone: r.time_zone,
        customerName: r.customer_name,
        customerEmail: r.customer_email,
        customerPhone: r.customer_phone,
        numberOfPeople: r.number_of_people,
        status: r.status,
        totalPriceCents: r.total_price_cents,
        specialRequests: r.special_requests,
        personTypes: partySummary(extras.get(r.id)?.party ?? [{ personType: 'adult', quantity: r.number_of_people }]),
        answers: answersSummary(extras.get(r.id)?.answers ?? []),
        // Reference, attendance and payment on site (docs/decisions/104).
        bookingId: r.id,
        attendance: r.attendance,
        attendedPeople: r.attended_people,
        paid: r.payment_status === 'completed',
        paymentMethod: r.payment_method,
      })),
    ),
  };
}
