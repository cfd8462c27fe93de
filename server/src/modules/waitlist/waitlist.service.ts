import { formatInstantInZone, formatLongDate, formatSlotDateTime } from '@regen/shared/format';
import {
  confirmWaitlistHoldInputSchema,
  joinWaitlistInputSchema,
  type ConfirmWaitlistHoldInput,
  type JoinWaitlistInput,
} from '@regen/shared/schemas/booking-changes';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { PG_UNIQUE_VIOLATION, badRequest, conflict, notFound, pgErrorCode } from '../../errors.ts';
import { enqueueEmails, simpleHtml } from '../../mail/outbox.ts';
import { mailGreeting, mailPageUrl, mailText as m } from '../../mail/templates.ts';
import { inMailLocale, mailFormatLocale } from '../../mail/mail-locale.ts';
import { DEFAULT_LOCALE } from '@regen/shared/i18n';
import { databaseNow, type RuleClock } from '../../rules/booking.ts';
import { activityTitlesIn } from '../activity-translations/index.ts';
import { bookHeldSpots, isUuid } from '../booking/index.ts';
import * as repo from './waitlist.repository.ts';

// The waitlist of a full slot (docs/decisions/095). A traveler waits in line; when spots free up
// (a cancellation, a booking moved away, a hold that ran out) the first in line whose party fits
// is emailed and the spots are held for them for WAITLIST_HOLD_MINUTES; they confirm from the
// email's link or /waitlist, or the hold runs out and passes to the next in line.

/** How long an offered spot is held for the traveler it was offered to. */
export const WAITLIST_HOLD_MINUTES = 120;
const EXPIRE_BATCH = 500;

type Services = { db: Db; config: Config };

export async function fullSlots(db: Db, activityId: string) {
  if (!isUuid(activityId)) return [];
  const rows = await repo.listFullSlots(db, activityId);
  return rows.map((r) => ({ id: r.id, date: r.date, startTime: r.start_time, endTime: r.end_time }));
}

export async function joinWaitlist(services: Services, userId: string, rawInput: JoinWaitlistInput) {
  const input = joinWaitlistInputSchema.parse(rawInput);
  const slot = isUuid(input.availabilityId)
    ? await repo.findSlotForWaitlist(services.db, input.availabilityId)
    : undefined;
  if (!slot?.activity_live) throw notFound('booking.activityNotBookable');
  if (!slot.is_available) throw badRequest('booking.invalidSlot');
  if (slot.started) throw badRequest('booking.slotStarted');
  if (input.numberOfPeople > slot.max_participants) {
    throw badRequest('booking.maxPeoplePerBooking', { max: slot.max_participants });
  }
  // Spots enough for the party now: the traveler books them instead of waiting.
  if (Number(slot.remaining) >= input.numberOfPeople) throw conflict('waitlist.spotsAvailable');
  try {
    const entry = await repo.insertEntry(services.db, {
      userId,
      activityId: slot.activity_id,
      slotId: slot.id,
      people: input.numberOfPeople,
      customerName: input.customerName,
      customerPhone: input.customerPhone,
    });
    return { id: entry.id, status: entry.status };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('waitlist.alreadyJoined');
    throw error;
  }
}

export async function myWaitlist(db: Db, userId: string) {
  const rows = await repo.listEntriesOfTraveler(db, userId);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    activityId: r.activity_id,
    activityTitle: r.activity_title,
    date: r.date,
    startTime: r.start_time,
    timeZone: r.time_zone,
    numberOfPeople: r.number_of_people,
    holdExpiresAt: r.hold_expires_at,
    bookingId: r.booking_id,
    /** Place in line while waiting (1: next to be offered spots that fit). */
    position: r.status === 'waiting' ? r.position : null,
  }));
}

/** Leaves the line, or gives an offered hold back (its spots go to the next in line). */
export async function leaveWaitlist(services: Services, userId: string, entryId: string) {
  const released = await services.db.transaction().execute(async (trx) => {
    const entry = isUuid(entryId) ? await repo.lockEntryOfTraveler(trx, entryId, userId, databaseNow) : undefined;
    if (!entry) throw notFound('waitlist.notFound');
    if (entry.status !== 'waiting' && !entry.hold_running) throw conflict('waitlist.notInLine');
    if (entry.status === 'offered') await repo.releaseHeldSpots(trx, entry.availability_id, entry.number_of_people);
    await repo.settleEntry(trx, entry.id, 'left');
    return entry.status === 'offered' ? entry.activity_id : null;
  });
  if (released) await offerFreedSpots(services, { activityId: released });
  return { id: entryId, status: 'left' as const };
}

/**
 * Confirms the spots held for the traveler: the booking is written from them (bookHeldSpots:
 * booking.create's rules, pricing, emails and the supplier's live alert) in the same transaction
 * that marks the entry booked. An expired hold is refused, whether or not the sweep ran yet. The
 * traveler may say who is coming by kind of guest within the held seats, and answers the
 * activity's questions (docs/decisions/120); seats of the hold the party does not use are offered
 * to the next in line.
 */
export async function confirmWaitlistHold(
  services: Services,
  userId: string,
  rawInput: ConfirmWaitlistHoldInput,
  now: RuleClock = databaseNow,
) {
  const { entryId, party, promoCode, answers } = confirmWaitlistHoldInputSchema.parse(rawInput);
  const { booking, freed } = await services.db.transaction().execute(async (trx) => {
    const entry = isUuid(entryId) ? await repo.lockEntryOfTraveler(trx, entryId, userId, now) : undefined;
    if (!entry) throw notFound('waitlist.notFound');
    if (entry.status === 'booked') throw conflict('waitlist.alreadyBooked');
    if (entry.status === 'expired' || (entry.status === 'offered' && !entry.hold_running)) {
      throw conflict('waitlist.holdExpired');
    }
    if (entry.status !== 'offered') throw conflict('waitlist.notOffered');
    const booking = await bookHeldSpots(trx, services.config, userId, {
      activityId: entry.activity_id,
      availabilityId: entry.availability_id,
      numberOfPeople: entry.number_of_people,
      customerName: entry.customer_name,
      customerEmail: entry.email,
      customerPhone: entry.customer_phone,
      party,
      promoCode,
      answers,
    });
    await repo.settleEntry(trx, entry.id, 'booked', booking.id);
    return { booking, freed: booking.numberOfPeople < entry.number_of_people ? entry.activity_id : null };
  });
  if (freed) await offerFreedSpots(services, { activityId: freed }, now);
  return booking;
}

function offerEmail(
  config: Config,
  slot: { title: string; business_name: string; date: string; start_time: string; time_zone: string },
  entry: { customer_name: string; number_of_people: number },
  holdExpiresAt: Date,
) {
  const url = mailPageUrl(config.publicUrl, '/waitlist');
  const lines = [
    mailGreeting(entry.customer_name),
    m('mail.waitlistOffer.body', {
      activity: slot.title,
      business: slot.business_name,
      when: formatSlotDateTime(slot.date, slot.start_time, slot.time_zone, mailFormatLocale()),
      people: entry.number_of_people,
    }),
    m('mail.waitlistOffer.hold', { until: formatInstantInZone(holdExpiresAt, slot.time_zone, mailFormatLocale()) }),
  ];
  return {
    kind: 'waitlist_offer',
    subject: m('mail.waitlistOffer.subject', {
      activity: slot.title,
      date: formatLongDate(slot.date, mailFormatLocale()),
    }),
    text: [...lines, m('mail.waitlistOffer.link', { url }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.waitlistOffer.button'), url }),
  };
}

/**
 * One offer round for a slot, in one transaction: the slot's row is locked (bookings of it wait),
 * then, first come first served, each waiting party that fits in the spots left is offered them:
 * the spots are taken and held, and the traveler emailed. How many were offered.
 */
async function offerSlot(services: Services, slotId: string, now: RuleClock): Promise<number> {
  return services.db.transaction().execute(async (trx) => {
    const slot = await repo.lockSlotForOffers(trx, slotId, now);
    if (!slot?.open) return 0;
    let remaining = Number(slot.remaining);
    let offered = 0;
    for (const entry of await repo.waitingLine(trx, slotId)) {
      if (remaining <= 0) break;
      if (entry.number_of_people > remaining) continue;
      await repo.takeHeldSpots(trx, slotId, entry.number_of_people);
      const { hold_expires_at } = await repo.offerEntry(trx, entry.id, now, WAITLIST_HOLD_MINUTES);
      if (entry.email && hold_expires_at) {
        // In the traveler's language, whoever freed the spots (docs/decisions/118), the
        // activity's title translated where it is (docs/decisions/124).
        const locale = entry.locale ?? DEFAULT_LOCALE;
        const title = (await activityTitlesIn(trx, slot.activity_id, [locale])).get(locale) ?? slot.title;
        const mail = inMailLocale(locale, () =>
          offerEmail(services.config, { ...slot, title }, entry, hold_expires_at),
        );
        await enqueueEmails(trx, [{ to: entry.email, ...mail }]);
      }
      remaining -= entry.number_of_people;
      offered++;
    }
    return offered;
  });
}

/** Offers freed spots of every slot with travelers waiting (or of one activity's): how many offers. */
export async function offerFreedSpots(
  services: Services,
  scope: { activityId?: string } = {},
  now: RuleClock = databaseNow,
): Promise<number> {
  const slots = await repo.slotsToOffer(services.db, scope.activityId ?? null, now);
  let offered = 0;
  for (const slot of slots) offered += await offerSlot(services, slot.id, now);
  return offered;
}

/**
 * The sweep (a timer on every instance, and tests with their own clock): holds whose time is up
 * at `now` give their spots back, then freed spots are offered to the next in line.
 */
export async function runWaitlist(services: Services, now: RuleClock = databaseNow) {
  let expired = 0;
  for (;;) {
    const count = await repo.expireDueHolds(services.db, now, EXPIRE_BATCH);
    expired += count;
    if (count < EXPIRE_BATCH) break;
  }
  const offered = await offerFreedSpots(services, {}, now);
  return { expired, offered };
}
