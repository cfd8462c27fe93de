import { randomUUID } from 'node:crypto';
import { bookingReference } from '@regen/shared/booking-reference';
import { DEFAULT_LOCALE, formatMessage } from '@regen/shared/i18n';
import { cancellationPolicyText, formatNumber } from '@regen/shared/format';
import { activityPlace } from '@regen/shared/rules/activity-place';
import {
  MAX_BOOKING_TOTAL_CENTS,
  type AvailableSlot,
  type BookingActivity,
  type CancelBookingInput,
  type CreateBookingInput,
  createBookingInputSchema,
} from '@regen/shared/schemas/booking';
import type { Config } from '../../config.ts';
import type { Db, Trx } from '../../db/database.ts';
import type { Booking } from '../../db/schema.ts';
import {
  PG_UNIQUE_VIOLATION,
  badRequest,
  conflict,
  forbidden,
  notFound,
  pgErrorCode,
  preconditionFailed,
} from '../../errors.ts';
import type { Emit, EventHub } from '../../events/event-hub.ts';
import { enqueueEmails } from '../../mail/outbox.ts';
import { bookingCancelledEmail, bookingConfirmedEmail, newBookingSupplierEmail } from '../../mail/templates.ts';
import { newBookingCalendarMail, withdrawBookingFromCalendars } from '../calendars/index.ts';
import { bookingTicketCode, ticketAttachment } from '../tickets/index.ts';
import { activityTitlesIn, translateActivityTexts } from '../activity-translations/index.ts';
import { inMailLocale, mailFormatLocale, mailLocale } from '../../mail/mail-locale.ts';
import {
  hasBookingExtras,
  priceBooking,
  pricedMailLines,
  writePricedBooking,
  type PricedBooking,
} from '../pricing/index.ts';
import {
  BOOKER_ACCOUNT,
  cancelBookingIfAllowed,
  findApprovedActivity,
  findBookingByIdempotencyKey,
  findBookingWithParties,
  findActivityWithSlot,
  isUuid,
  listAvailableSlots,
  releaseSpots,
  bookSpots,
  type BookingWrite,
} from './booking.repository.ts';

export async function getBookingActivity(db: Db, config: Config, activityId: string): Promise<BookingActivity> {
  const row = isUuid(activityId) ? await findApprovedActivity(db, activityId) : undefined;
  if (!row) throw notFound('activities.notFound');
  // In the page's language where the supplier gave it (docs/decisions/119).
  return translateActivityTexts(db, {
    id: row.id,
    title: row.title,
    description: row.description,
    impactDescription: row.impact_description,
    durationHours: row.duration_hours,
    priceCents: row.price_cents,
    maxParticipants: row.max_participants,
    photoUrl: row.photo_url,
    activityType: row.activity_type,
    country: row.country,
    timeZone: row.time_zone,
    supplier: { businessName: row.business_name, location: row.location },
    cancellationWindowHours: config.cancellationWindowHours,
  });
}

/**
 * The activity's open slots with their remaining spots and the cancellation policy a booking
 * made now would get (decided here, by the database's clock, never by the browser's).
 */
export async function getAvailability(db: Db, config: Config, activityId: string): Promise<AvailableSlot[]> {
  if (!isUuid(activityId)) return [];
  const rows = await listAvailableSlots(db, activityId, config.cancellationWindowHours);
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    start_time: r.start_time,
    end_time: r.end_time,
    is_available: r.is_available,
    available_spots: Number(r.remaining),
    cancellation_deadline: r.cancellation_deadline,
    cancellable: r.cancellable,
  }));
}

export interface CreatedBooking {
  id: string;
  status: Booking['status'];
  bookingDate: string;
  bookingTime: string;
  numberOfPeople: number;
  totalPriceCents: number;
  cancellationDeadline: Date;
  /** Whether it can still be cancelled (false for a slot that starts within the window). */
  cancellable: boolean;
  /** false when an idempotent retry returned the booking made by the first request. */
  created: boolean;
}

function toCreatedBooking(
  b: Pick<
    Booking,
    | 'id'
    | 'status'
    | 'booking_date'
    | 'booking_time'
    | 'number_of_people'
    | 'total_price_cents'
    | 'cancellation_deadline'
  > & { cancellable: boolean },
  created: boolean,
): CreatedBooking {
  return {
    id: b.id,
    status: b.status,
    bookingDate: b.booking_date,
    bookingTime: b.booking_time,
    numberOfPeople: b.number_of_people,
    totalPriceCents: b.total_price_cents,
    cancellationDeadline: b.cancellation_deadline,
    cancellable: b.cancellable,
    created,
  };
}

type BookableActivity = NonNullable<Awaited<ReturnType<typeof findActivityWithSlot>>>;

/**
 * Both emails and the supplier's live alert for a booking, written with it (bookSpots). The
 * traveler's confirmation goes to their account's address, and only once it is verified, never
 * to the typed contact address (docs/decisions/014-booking-email-recipient.md). The traveler's
 * confirmation carries the booking's .ics and a reminder is scheduled a day before the slot
 * (calendars: docs/decisions/060, 061).
 */
export function bookingMessages(
  bookingId: string,
  /** `title` in the traveler's language, `supplier_title` in the supplier's (docs/decisions/124). */
  activity: BookableActivity & { supplier_title?: string | undefined },
  input: CreateBookingInput,
  slot: { date: string; startTime: string; endTime: string },
  policy: { cancellationDeadline: Date; cancellable: boolean },
  total: number,
  config: Config,
  /** The party, discount and answers lines (docs/decisions/103), written in the mail's locale; none for a booking without them. */
  extraLines: () => { traveler: string[]; supplier: string[] } = () => ({ traveler: [], supplier: [] }),
): Pick<BookingWrite, 'emails' | 'event'> {
  const calendar = newBookingCalendarMail(
    {
      id: bookingId,
      activityTitle: activity.title,
      businessName: activity.business_name,
      meetingPlace: activityPlace(activity.place, activity.location),
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      timeZone: activity.time_zone,
      numberOfPeople: input.numberOfPeople,
      customerName: input.customerName,
      ...policy,
    },
    config,
  );
  const booking = {
    publicUrl: config.publicUrl,
    activityTitle: activity.title,
    businessName: activity.business_name,
    date: slot.date,
    startTime: slot.startTime,
    timeZone: activity.time_zone,
    numberOfPeople: input.numberOfPeople,
    customerName: input.customerName,
    totalPriceCents: total,
  };
  return {
    emails: [
      {
        to: BOOKER_ACCOUNT,
        ...bookingConfirmedEmail({
          ...booking,
          bookingId,
          cancellationPolicy: cancellationPolicyText(policy, activity.time_zone, mailFormatLocale()),
          // The ticket's code, and its QR code attached (docs/decisions/104).
          extraLines: [
            ...extraLines().traveler,
            formatMessage(mailLocale(), 'mail.ticket.line', { code: bookingTicketCode(bookingId) }),
          ],
        }),
        attachments: [...calendar.attachments, ticketAttachment(bookingId, bookingReference(bookingId))],
      },
      {
        to: activity.supplier_email,
        // In the supplier's language, not the booker's page's (docs/decisions/118).
        ...inMailLocale(activity.supplier_locale ?? DEFAULT_LOCALE, () =>
          newBookingSupplierEmail({
            ...booking,
            activityTitle: activity.supplier_title ?? activity.title,
            customerEmail: input.customerEmail,
            customerPhone: input.customerPhone,
            specialRequests: input.specialRequests,
            extraLines: extraLines().supplier,
          }),
        ),
      },
      { to: BOOKER_ACCOUNT, ...calendar.reminder },
    ],
    event: {
      type: 'booking.created',
      audience: [activity.supplier_user_id],
      payload: {
        activityTitle: activity.supplier_title ?? activity.title,
        customerName: input.customerName,
        bookingDate: slot.date,
        bookingTime: slot.startTime,
        numberOfPeople: input.numberOfPeople,
        status: 'confirmed',
      },
    },
  };
}

/**
 * Books spots of a slot (docs/design.md §4). The activity and slot are read, the emails and the
 * supplier's alert composed, and then one statement takes the spots and writes the booking
 * with them (bookSpots), so a confirmed booking is never lost and nothing is sent for one
 * that failed. If the slot moved between the read and the write, the booking is tried again
 * against the slot as it is now.
 */
export async function createBooking(
  services: { db: Db; config: Config },
  userId: string,
  rawInput: CreateBookingInput,
): Promise<CreatedBooking> {
  const input = createBookingInputSchema.parse(rawInput);
  const { db, config } = services;
  const key = input.idempotencyKey ?? null;
  const returnRetried = async () => {
    const existing = key ? await findBookingByIdempotencyKey(db, userId, key) : undefined;
    return existing ? toCreatedBooking(existing, false) : null;
  };
  /** The slot a write found no spots in (date, time, zone), so an unchanged re-read means full. */
  let failedOn: string | undefined;
  /** The server's price of the party, code and answers (docs/decisions/103): never the client's total. */
  let priced: PricedBooking | undefined;
  for (let attempt = 1; ; attempt++) {
    const activity = isUuid(input.activityId)
      ? await findActivityWithSlot(
          db,
          input.activityId,
          isUuid(input.availabilityId) ? input.availabilityId : null,
          { userId, idempotencyKey: key },
          config.cancellationWindowHours,
        )
      : undefined;
    // A resubmitted request returns the booking the first one made, whatever changed since.
    if (activity?.retried_booking_id || (!activity && key)) {
      const retried = await returnRetried();
      if (retried) return retried;
    }
    if (!activity) throw notFound('booking.activityNotBookable');
    priced ??= await priceBooking(db, { id: activity.id, priceCents: activity.price_cents }, input);
    // Capacity counts seats: a family ticket of 4 takes 4 spots.
    const booked = { ...input, numberOfPeople: priced.seats };
    if (booked.numberOfPeople > activity.max_participants) {
      throw badRequest('booking.maxPeoplePerBooking', { max: activity.max_participants });
    }
    const { slot_id, slot_date, slot_start_time, cancellation_deadline, cancellable } = activity;
    if (!slot_id || !activity.slot_is_available || !slot_date || !slot_start_time || !cancellation_deadline) {
      throw badRequest('booking.invalidSlot');
    }
    if (activity.slot_has_started) throw badRequest('booking.slotStarted');
    const slot = { date: slot_date, startTime: slot_start_time, timeZone: activity.time_zone };
    const identity = `${slot.date} ${slot.startTime} ${slot.timeZone}`;
    if (identity === failedOn || attempt > 3) throw conflict('booking.capacityConflict');

    const total = priced.totalCents;
    if (priced.subtotalCents > MAX_BOOKING_TOTAL_CENTS)
      throw badRequest('validation.bookingTotalTooHigh', { max: formatNumber(MAX_BOOKING_TOTAL_CENTS / 100) });
    const bookingId = randomUUID();
    const pricedNow = priced;
    // The activity's title in each reader's language where translated (docs/decisions/124).
    const supplierLocale = activity.supplier_locale ?? DEFAULT_LOCALE;
    const titles = await activityTitlesIn(db, activity.id, [mailLocale(), supplierLocale]);
    try {
      const write: BookingWrite = {
        id: bookingId,
        slotId: slot_id,
        activityId: activity.id,
        slot,
        userId,
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        customerPhone: input.customerPhone,
        numberOfPeople: booked.numberOfPeople,
        totalPriceCents: total,
        specialRequests: input.specialRequests || null,
        idempotencyKey: key,
        cancellationWindowHours: config.cancellationWindowHours,
        ...bookingMessages(
          bookingId,
          {
            ...activity,
            title: titles.get(mailLocale()) ?? activity.title,
            supplier_title: titles.get(supplierLocale),
          },
          booked,
          { ...slot, endTime: activity.slot_end_time ?? slot.startTime },
          { cancellationDeadline: cancellation_deadline, cancellable: cancellable ?? false },
          total,
          config,
          () => pricedMailLines(pricedNow),
        ),
      };
      const extras = priced;
      // A party, a code or answers are written with the booking, in its transaction (a code's
      // last use taken by a concurrent booking rolls this one back).
      const booking = hasBookingExtras(extras)
        ? await db.transaction().execute(async (trx) => {
            const made = await bookSpots(trx, write);
            if (made) await writePricedBooking(trx, made.id, activity.id, extras);
            return made;
          })
        : await bookSpots(db, write);
      if (booking) return toCreatedBooking(booking, true);
    } catch (error) {
      // Two identical requests raced past the first check: the loser returns the winner's booking.
      if (key && pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        const retried = await returnRetried();
        if (retried) return retried;
      }
      throw error;
    }
    failedOn = identity;
  }
}

/**
 * The one cancellation for travelers and suppliers (docs/design.md §4): the booking's traveler or
 * the activity's supplier, only while confirmed and before the deadline. Status, reason, the
 * spots given back, both parties' live events and emails: one transaction.
 */
export async function cancelBooking(
  services: { db: Db; events: EventHub; config: Config },
  userId: string,
  input: CancelBookingInput,
) {
  const { db, events, config } = services;
  const bookingId = input.bookingId.trim();
  const reason = input.reason.trim();
  const booking = isUuid(bookingId) ? await findBookingWithParties(db, bookingId) : undefined;
  if (!booking) throw notFound('booking.notFound');
  const cancelledByTraveler = booking.user_id === userId;
  if (!cancelledByTraveler && booking.supplier_user_id !== userId) {
    throw forbidden('booking.cancelForbidden');
  }

  const result = await events.transaction(async (trx, emit) => {
    const cancelled = await cancelBookingIfAllowed(trx, booking.id, userId, reason);
    if (!cancelled) return null;
    await writeCancellation(trx, emit, config, booking, cancelled, cancelledByTraveler, reason);
    return cancelled;
  });
  if (result) {
    return { id: booking.id, status: 'cancelled' as const, cancelledAt: result.cancelled_at, reason };
  }
  // Nothing changed: say why, from the row as it is now.
  const now = await findBookingWithParties(db, booking.id);
  if (now?.status === 'cancelled') throw conflict('booking.alreadyCancelled');
  if (now?.status === 'completed') throw conflict('booking.completed');
  if (now?.deadline_passed) throw preconditionFailed('booking.cancellationDeadlinePassed');
  throw conflict('booking.notCancellable');
}

type BookingWithParties = NonNullable<Awaited<ReturnType<typeof findBookingWithParties>>>;

/**
 * What follows a booking's cancellation in its transaction, whoever cancelled it (the traveler,
 * the supplier, or the supplier's cancellation of the whole slot, docs/decisions/104): the spots
 * given back, the .ics withdrawn, both emails and both parties' live event.
 */
export async function writeCancellation(
  trx: Trx,
  emit: Emit,
  config: Config,
  booking: BookingWithParties,
  cancelled: { availability_id: string; number_of_people: number },
  cancelledByTraveler: boolean,
  reason: string,
) {
  await releaseSpots(trx, cancelled.availability_id, cancelled.number_of_people);
  // Who cancelled reads their copy in the page's language, the other party in their own
  // (docs/decisions/118), each with the activity's title in it where translated (124).
  const travelerLocale = cancelledByTraveler ? mailLocale() : (booking.traveler_locale ?? DEFAULT_LOCALE);
  const supplierLocale = cancelledByTraveler ? (booking.supplier_locale ?? DEFAULT_LOCALE) : mailLocale();
  const titles = await activityTitlesIn(trx, booking.activity_id, [travelerLocale, supplierLocale]);
  const mail = {
    publicUrl: config.publicUrl,
    activityTitle: booking.activity_title,
    businessName: booking.business_name,
    date: booking.booking_date,
    startTime: booking.booking_time,
    timeZone: booking.time_zone,
    numberOfPeople: booking.number_of_people,
    customerName: booking.customer_name,
    cancelledBy: cancelledByTraveler ? booking.customer_name : booking.business_name,
    reason,
  };
  // The unsent reminder goes; the traveler's copy carries the .ics that withdraws the event.
  const attachments = await inMailLocale(travelerLocale, () =>
    withdrawBookingFromCalendars(trx, booking.id, titles.get(travelerLocale)),
  );
  // The traveler's copy goes to their account's verified address, never to the typed one
  // (docs/decisions/014-booking-email-recipient.md).
  await enqueueEmails(trx, [
    ...(booking.traveler_email_verified
      ? [
          {
            to: booking.traveler_email,
            ...inMailLocale(travelerLocale, () =>
              bookingCancelledEmail(
                { ...mail, activityTitle: titles.get(travelerLocale) ?? mail.activityTitle },
                'traveler',
              ),
            ),
            attachments,
          },
        ]
      : []),
    {
      to: booking.supplier_email,
      ...inMailLocale(supplierLocale, () =>
        bookingCancelledEmail({ ...mail, activityTitle: titles.get(supplierLocale) ?? mail.activityTitle }, 'supplier'),
      ),
    },
  ]);
  await emit({
    type: 'booking.cancelled',
    audience: [...new Set([booking.user_id, booking.supplier_user_id])],
    bookingId: booking.id,
    activityId: booking.activity_id,
    payload: {
      bookingId: booking.id,
      activityTitle: booking.activity_title,
      customerName: booking.customer_name,
      bookingDate: booking.booking_date,
      bookingTime: booking.booking_time,
      numberOfPeople: booking.number_of_people,
      status: 'cancelled',
      reason,
      cancelledBy: cancelledByTraveler ? 'traveler' : 'supplier',
    },
  });
}
