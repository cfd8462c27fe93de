import { bookingReference } from '@regen/shared/booking-reference';
import { formatLongDate, formatSlotDateTime, formatUsdCents } from '@regen/shared/format';
import { LOCALES, type Locale } from '@regen/shared/i18n';
import { totalPriceCents } from '@regen/shared/rules/booking';
import { MAX_BOOKING_TOTAL_CENTS } from '@regen/shared/schemas/booking';
import { rescheduleBookingInputSchema, type RescheduleBookingInput } from '@regen/shared/schemas/booking-changes';
import { formatNumber } from '@regen/shared/format';
import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from '../../errors.ts';
import type { Emit, EventHub } from '../../events/event-hub.ts';
import { enqueueEmails, simpleHtml, type OutgoingEmail } from '../../mail/outbox.ts';
import {
  bookingMovedAwayEmail,
  mailGreeting,
  mailPageUrl,
  mailText as m,
  newBookingSupplierEmail,
} from '../../mail/templates.ts';
import { mailFormatLocale, mailLocale } from '../../mail/mail-locale.ts';
import { inLocaleOfUser } from '../../mail/receiver-locale.ts';
import {
  canCancelSql,
  cancellationDeadlinePassedSql,
  cancellationDeadlineSql,
  deadlineOf,
  isLiveActivitySql,
  remainingSpotsSql,
  slotHasStartedSql,
} from '../../rules/booking.ts';
import { activityTitlesIn } from '../activity-translations/index.ts';
import { newBookingCalendarMail, withdrawBookingFromCalendars } from '../calendars/index.ts';
import { dateText, isUuid, releaseSpots, takeSpots } from './booking.repository.ts';

// "Manage booking": the traveler moves a confirmed booking to another slot of the same activity
// and/or changes its party size, before its cancellation deadline (the rule that allows
// cancelling allows changing), under the rules of booking.create (docs/decisions/095).
//
// One transaction, so the change is all or nothing and never overbooks: the booking row is locked
// first (as a cancellation's update does), then both slots in id order (two reschedules crossing
// between the same two slots wait for each other instead of deadlocking); the new spots are taken
// by the same conditional update booking.create uses (takeSpots: only while they are there, so the
// capacity bookings and resellers' holds share is never exceeded) and the old ones given back.
// Other transactions see both or neither: the booking never holds spots on two slots.
//
// A reseller moves its own hold or confirmed booking through OCTO's booking update the same way
// (docs/decisions/101), possibly to another activity of the same supplier; its customer is not
// one of our accounts, so only the supplier is told, and only of a confirmed booking. Over OCTO
// the marketplace is one supplier, so a reseller may also move it to another supplier's activity
// (docs/decisions/122): the old supplier is told the booking left, the new one gets a new booking;
// a booking checked in, paid on site or with a conversation stays where it is.

/** The booking as a change needs it, with its row locked until the transaction ends. */
function lockBooking(trx: Trx, bookingId: string) {
  return trx
    .selectFrom('bookings as b')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as t', 't.id', 'b.user_id')
    .select([
      'b.id',
      'b.user_id',
      'b.activity_id',
      'b.availability_id',
      'b.status',
      dateText('b.booking_date').as('booking_date'),
      sql<string>`to_char(b.booking_time, 'HH24:MI')`.as('booking_time'),
      'b.number_of_people',
      'b.total_price_cents',
      // Priced by kind of guest or with a promo code (docs/decisions/103): its price stays on a move.
      sql<boolean>`(b.promo_code_id is not null or exists (select 1 from booking_party p where p.booking_id = b.id))`.as(
        'priced_party',
      ),
      'b.customer_name',
      'b.customer_email',
      'b.customer_phone',
      'b.special_requests',
      'a.time_zone',
      'a.supplier_id',
      'a.title as activity_title',
      's.business_name',
      's.location',
      's.email as supplier_email',
      's.user_id as supplier_user_id',
      // What ties a booking to its supplier and must not follow it to another (docs/decisions/122).
      sql<boolean>`b.attendance is not null`.as('attendance_marked'),
      sql<boolean>`b.paid_at is not null`.as('paid'),
      sql<boolean>`exists (select 1 from messages msg where msg.booking_id = b.id)`.as('has_conversation'),
      't.email as traveler_email',
      sql<boolean>`t.email_verified_at is not null`.as('traveler_email_verified'),
      canCancelSql('b').as('changeable'),
      sql<boolean>`(b.status = 'on_hold' and b.hold_expires_at <= now())`.as('hold_expired'),
      cancellationDeadlinePassedSql(deadlineOf('b')).as('deadline_passed'),
    ])
    .where('b.id', '=', bookingId)
    .forUpdate('b')
    .executeTakeFirst();
}

/** The slot asked for, if it is one of the activity's, with whether booking.create would offer it. */
function findTargetSlot(trx: Trx, activityId: string, slotId: string, windowHours: number) {
  return trx
    .selectFrom('activity_availability as s')
    .innerJoin('activities as a', 'a.id', 's.activity_id')
    .innerJoin('suppliers as sup', 'sup.id', 'a.supplier_id')
    .select([
      's.id',
      's.activity_id',
      'a.supplier_id',
      // The activity's supplier, told of a booking moved to it from another (docs/decisions/122).
      'sup.business_name as supplier_business_name',
      'sup.email as supplier_email',
      'sup.user_id as supplier_user_id',
      'a.title as activity_title',
      'a.time_zone',
      'a.place',
      'a.price_cents',
      'a.max_participants',
      dateText('s.date').as('date'),
      sql<string>`to_char(s.start_time, 'HH24:MI')`.as('start_time'),
      sql<string>`to_char(s.end_time, 'HH24:MI')`.as('end_time'),
      's.is_available',
      isLiveActivitySql('a').as('activity_live'),
      slotHasStartedSql('s', 'a').as('started'),
      remainingSpotsSql('s').as('remaining'),
      cancellationDeadlineSql('s', 'a', windowHours).as('cancellation_deadline'),
      sql<boolean>`not ${cancellationDeadlinePassedSql(cancellationDeadlineSql('s', 'a', windowHours))}`.as(
        'cancellable',
      ),
    ])
    .where('s.id', '=', slotId)
    .where('s.activity_id', '=', activityId)
    .executeTakeFirst();
}

/** Locks the slots a change touches in id order (see above). */
async function lockSlots(trx: Trx, slotIds: string[]) {
  await trx
    .selectFrom('activity_availability')
    .select('id')
    .where('id', 'in', [...new Set(slotIds)])
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface RescheduledBooking {
  id: string;
  reference: string;
  availabilityId: string;
  bookingDate: string;
  bookingTime: string;
  numberOfPeople: number;
  totalPriceCents: number;
  cancellationDeadline: Date;
  cancellable: boolean;
}

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockBooking>>>;
type TargetSlot = NonNullable<Awaited<ReturnType<typeof findTargetSlot>>>;

/** A reseller moving its own booking (OCTO's booking update, docs/decisions/101). */
export interface ResellerReschedule {
  /** The new slot's activity: the booking's own, or another of the same supplier's. */
  activityId: string;
  /** The name the supplier knows the booking by (with the reseller's name and reference). */
  customerName: string;
  /** The rest of the update, written in the same transaction after the move. */
  alsoInTransaction?: (trx: Trx) => Promise<void>;
  /**
   * May the activity be another supplier's (docs/decisions/122)? Then the booking becomes that
   * supplier's: `resellerName` is who moved it, in the old supplier's email.
   */
  toAnotherSupplier?: { resellerName: string };
}

/**
 * The traveler's and the supplier's emails about a change (the traveler's with the new .ics), in
 * the mail's language, the activity's title translated where it is (docs/decisions/124).
 */
function changeEmails(
  booking: LockedBooking,
  slot: TargetSlot,
  people: number,
  total: number,
  config: Config,
  titles: ReadonlyMap<Locale, string>,
): { traveler: Omit<OutgoingEmail, 'to'>; supplier: Omit<OutgoingEmail, 'to'>; reminder: Omit<OutgoingEmail, 'to'> } {
  const locale = mailFormatLocale();
  const title = titles.get(mailLocale()) ?? slot.activity_title;
  const when = formatSlotDateTime(slot.date, slot.start_time, slot.time_zone, locale);
  const previousWhen = formatSlotDateTime(booking.booking_date, booking.booking_time, booking.time_zone, locale);
  const subject = m('mail.bookingChanged.subject', {
    activity: title,
    date: formatLongDate(slot.date, locale),
  });
  const reference = bookingReference(booking.id);
  const calendar = newBookingCalendarMail(
    {
      id: booking.id,
      activityTitle: title,
      businessName: booking.business_name,
      meetingPlace: slot.place || booking.location,
      date: slot.date,
      startTime: slot.start_time,
      endTime: slot.end_time,
      timeZone: slot.time_zone,
      numberOfPeople: people,
      customerName: booking.customer_name,
      cancellationDeadline: slot.cancellation_deadline,
      cancellable: slot.cancellable,
    },
    config,
  );
  const page = mailPageUrl(config.publicUrl, `/bookings/${booking.id}`);
  const travelerLines = [
    mailGreeting(booking.customer_name),
    m('mail.bookingChanged.travelerBody', {
      activity: title,
      business: booking.business_name,
      when,
      people,
    }),
    m('mail.bookingChanged.previously', { when: previousWhen, people: booking.number_of_people }),
    m('mail.bookingConfirmed.total', { total: formatUsdCents(total, locale) }),
    m('mail.bookingReference', { reference }),
  ];
  const supplierLines = [
    m('mail.bookingChanged.supplierBody', { activity: title, customer: booking.customer_name }),
    m('mail.bookingChanged.now', { when, people }),
    m('mail.bookingChanged.previously', { when: previousWhen, people: booking.number_of_people }),
  ];
  const dashboard = mailPageUrl(config.publicUrl, '/supplier-dashboard');
  return {
    traveler: {
      kind: 'booking_changed',
      subject,
      text: [...travelerLines, m('mail.bookingChanged.travelerLink', { url: page }), m('mail.signature')].join('\n\n'),
      html: simpleHtml(travelerLines, { label: m('mail.button.viewBooking'), url: page }),
      attachments: calendar.attachments,
    },
    supplier: {
      kind: 'booking_changed',
      subject,
      text: [...supplierLines, m('mail.bookingNew.link', { url: dashboard }), m('mail.signature')].join('\n\n'),
      html: simpleHtml(supplierLines, { label: m('mail.button.supplierDashboard'), url: dashboard }),
    },
    reminder: { ...calendar.reminder, bookingId: booking.id },
  };
}

/**
 * A confirmed booking moved to another supplier's activity (docs/decisions/122): the old
 * supplier reads that it left (email and live alert, the booking's old slot), the new one gets
 * it as a new booking (the email and alert of any new booking), each in their own language.
 */
async function announceMoveToAnotherSupplier(
  trx: Trx,
  emit: Emit,
  config: Config,
  moved: {
    booking: LockedBooking;
    slot: TargetSlot;
    people: number;
    total: number;
    customerName: string;
    resellerName: string;
  },
) {
  const { booking, slot, people, total, customerName } = moved;
  // Each supplier reads its own activity's title in their language where translated (docs/decisions/124).
  const leftTitles = await activityTitlesIn(trx, booking.activity_id, LOCALES);
  const arrivedTitles = await activityTitlesIn(trx, slot.activity_id, LOCALES);
  const left = await inLocaleOfUser(trx, booking.supplier_user_id, () =>
    bookingMovedAwayEmail({
      publicUrl: config.publicUrl,
      activityTitle: leftTitles.get(mailLocale()) ?? booking.activity_title,
      businessName: booking.business_name,
      date: booking.booking_date,
      startTime: booking.booking_time,
      timeZone: booking.time_zone,
      numberOfPeople: booking.number_of_people,
      customerName,
      movedBy: moved.resellerName,
    }),
  );
  const arrived = await inLocaleOfUser(trx, slot.supplier_user_id, () =>
    newBookingSupplierEmail({
      publicUrl: config.publicUrl,
      activityTitle: arrivedTitles.get(mailLocale()) ?? slot.activity_title,
      businessName: slot.supplier_business_name,
      date: slot.date,
      startTime: slot.start_time,
      timeZone: slot.time_zone,
      numberOfPeople: people,
      customerName,
      totalPriceCents: total,
      customerEmail: booking.customer_email || 'no email given',
      customerPhone: booking.customer_phone || 'no phone given',
      specialRequests: booking.special_requests,
    }),
  );
  await enqueueEmails(trx, [
    { to: booking.supplier_email, ...left, bookingId: booking.id },
    { to: slot.supplier_email, ...arrived, bookingId: booking.id },
  ]);
  // The old slot's spots are free again: a cancellation for the old supplier (and the waitlist).
  await emit({
    type: 'booking.cancelled',
    audience: [booking.supplier_user_id],
    bookingId: booking.id,
    activityId: booking.activity_id,
    payload: {
      bookingId: booking.id,
      activityTitle: booking.activity_title,
      customerName,
      bookingDate: booking.booking_date,
      bookingTime: booking.booking_time,
      numberOfPeople: booking.number_of_people,
      status: 'cancelled',
      reason: 'Moved by the reseller to another provider',
      cancelledBy: 'traveler',
      movedAway: { timeZone: booking.time_zone },
    },
  });
  await emit({
    type: 'booking.created',
    audience: [slot.supplier_user_id],
    bookingId: booking.id,
    activityId: slot.activity_id,
    payload: bookedPayload(booking, slot, customerName, people),
  });
}

/** What a live alert says of a booking now on `slot`: the new supplier's, or the changed one's. */
function bookedPayload(booking: LockedBooking, slot: TargetSlot, customerName: string, people: number) {
  return {
    bookingId: booking.id,
    activityTitle: slot.activity_title,
    customerName,
    bookingDate: slot.date,
    bookingTime: slot.start_time,
    numberOfPeople: people,
    status: 'confirmed' as const,
  };
}

/**
 * Moves the signed-in traveler's booking to `availabilityId` for `numberOfPeople`: one
 * transaction (see above), with both parties' emails and live alert written in it. With
 * `reseller`, `userId` is the reseller's account and the booking may also be its hold.
 */
export async function rescheduleBooking(
  services: { db: Db; events: EventHub; config: Config },
  userId: string,
  rawInput: RescheduleBookingInput,
  reseller?: ResellerReschedule,
): Promise<RescheduledBooking> {
  const input = rescheduleBookingInputSchema.parse(rawInput);
  const { events, config } = services;
  if (!isUuid(input.bookingId)) throw notFound('booking.notFound');
  return events.transaction(async (trx, emit) => {
    const booking = await lockBooking(trx, input.bookingId);
    // A reseller's hold is not a website booking (only OCTO changes it).
    if (!booking || booking.status === 'expired' || (booking.status === 'on_hold' && !reseller))
      throw notFound('booking.notFound');
    if (booking.user_id !== userId) throw forbidden('booking.changeForbidden');
    if (booking.status === 'cancelled') throw conflict('booking.changeCancelled');
    const onHold = booking.status === 'on_hold';
    if (onHold) {
      if (booking.hold_expired) throw conflict('booking.changeNotAllowed');
    } else {
      if (booking.status !== 'confirmed') throw conflict('booking.changeCompleted');
      if (booking.deadline_passed) throw preconditionFailed('booking.changeDeadlinePassed');
      if (!booking.changeable) throw conflict('booking.changeNotAllowed');
    }

    const people = input.numberOfPeople;
    const activityId = reseller?.activityId ?? booking.activity_id;
    const slot =
      isUuid(input.availabilityId) && isUuid(activityId)
        ? await findTargetSlot(trx, activityId, input.availabilityId, config.cancellationWindowHours)
        : undefined;
    // Another activity of the same supplier (whose booking it stays), or over OCTO of another
    // supplier, which only a booking not tied to its supplier may move to (docs/decisions/122).
    const anotherSupplier = slot !== undefined && slot.supplier_id !== booking.supplier_id;
    if (!slot?.activity_live || (anotherSupplier && !reseller?.toAnotherSupplier))
      throw notFound('booking.activityNotBookable');
    if (anotherSupplier) {
      if (booking.attendance_marked) throw conflict('booking.moveCheckedIn');
      if (booking.paid) throw conflict('booking.movePaid');
      if (booking.has_conversation) throw conflict('booking.moveConversation');
    }
    if (people > slot.max_participants) throw badRequest('booking.maxPeoplePerBooking', { max: slot.max_participants });
    if (!slot.is_available) throw badRequest('booking.invalidSlot');
    if (slot.started) throw badRequest('booking.slotStarted');
    const sameSlot = slot.id === booking.availability_id;
    if (sameSlot && people === booking.number_of_people) throw badRequest('booking.changeNothing');
    // A party priced by kind of guest or with a code keeps its price when it moves to another
    // slot of its activity; changing who comes is a new booking (docs/decisions/103).
    if (booking.priced_party && (people !== booking.number_of_people || slot.activity_id !== booking.activity_id))
      throw badRequest('pricing.changeParty');
    const total = booking.priced_party ? booking.total_price_cents : totalPriceCents(slot.price_cents, people);
    if (total > MAX_BOOKING_TOTAL_CENTS)
      throw badRequest('validation.bookingTotalTooHigh', { max: formatNumber(MAX_BOOKING_TOTAL_CENTS / 100) });

    await lockSlots(trx, [booking.availability_id, slot.id]);
    // The new spots, under booking.create's own condition; on the same slot only the difference.
    const more = sameSlot ? people - booking.number_of_people : people;
    if (more > 0) {
      const taken = await takeSpots(trx, {
        slotId: slot.id,
        activityId: slot.activity_id,
        userId,
        customerName: booking.customer_name,
        customerEmail: booking.customer_email,
        customerPhone: booking.customer_phone,
        numberOfPeople: more,
        totalPriceCents: total,
        specialRequests: booking.special_requests,
        idempotencyKey: null,
        status: onHold ? 'on_hold' : 'confirmed',
        cancellationWindowHours: config.cancellationWindowHours,
      }).executeTakeFirst();
      // Throwing rolls the transaction back: nothing was changed.
      if (!taken) throw conflict('booking.capacityConflict');
    }
    const freed = sameSlot ? -more : booking.number_of_people;
    if (freed > 0) await releaseSpots(trx, booking.availability_id, freed);

    const changed = await trx
      .updateTable('bookings')
      .set({
        activity_id: slot.activity_id,
        availability_id: slot.id,
        booking_date: slot.date,
        booking_time: slot.start_time,
        number_of_people: people,
        total_price_cents: total,
        cancellation_deadline: slot.cancellation_deadline,
        updated_at: sql`now()`,
      })
      .where('id', '=', booking.id)
      .returning(['cancellation_deadline'])
      .executeTakeFirstOrThrow();

    await reseller?.alsoInTransaction?.(trx);

    // The reminder of the old slot goes; the new one is written if its time is still ahead.
    await withdrawBookingFromCalendars(trx, booking.id);
    const result = {
      id: booking.id,
      reference: bookingReference(booking.id),
      availabilityId: slot.id,
      bookingDate: slot.date,
      bookingTime: slot.start_time,
      numberOfPeople: people,
      totalPriceCents: total,
      cancellationDeadline: changed.cancellation_deadline,
      cancellable: slot.cancellable,
    };
    // The supplier hears of a reseller's booking once it is confirmed (OCTO's confirm).
    if (onHold) return result;
    const customerName = reseller?.customerName ?? booking.customer_name;
    if (anotherSupplier && reseller?.toAnotherSupplier) {
      await announceMoveToAnotherSupplier(trx, emit, config, {
        booking,
        slot,
        people,
        total,
        customerName,
        resellerName: reseller.toAnotherSupplier.resellerName,
      });
      return result;
    }
    const titles = await activityTitlesIn(trx, slot.activity_id, LOCALES);
    const mails = changeEmails({ ...booking, customer_name: customerName }, slot, people, total, config, titles);
    // The traveler (or reseller) changed it; the supplier reads of it in their language (docs/decisions/118).
    const supplierMail = await inLocaleOfUser(
      trx,
      booking.supplier_user_id,
      () => changeEmails({ ...booking, customer_name: customerName }, slot, people, total, config, titles).supplier,
    );
    const { rows } = await sql<{ now: Date }>`select now() as now`.execute(trx);
    const reminderDue = mails.reminder.sendAfter && mails.reminder.sendAfter > rows[0]!.now;
    // The traveler's copies go to their account's verified address (docs/decisions/014); a
    // reseller's customer is not one of ours.
    await enqueueEmails(trx, [
      ...(booking.traveler_email_verified && !reseller
        ? [
            { to: booking.traveler_email, ...mails.traveler, bookingId: booking.id },
            ...(reminderDue ? [{ to: booking.traveler_email, ...mails.reminder }] : []),
          ]
        : []),
      { to: booking.supplier_email, ...supplierMail, bookingId: booking.id },
    ]);
    await emit({
      type: 'booking.rescheduled',
      audience: reseller ? [booking.supplier_user_id] : [...new Set([booking.user_id, booking.supplier_user_id])],
      bookingId: booking.id,
      activityId: slot.activity_id,
      payload: {
        ...bookedPayload(booking, slot, customerName, people),
        previous: {
          bookingDate: booking.booking_date,
          bookingTime: booking.booking_time,
          numberOfPeople: booking.number_of_people,
        },
      },
    });
    return result;
  });
}
