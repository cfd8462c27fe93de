import { randomUUID } from 'node:crypto';
import { formatNumber } from '@regen/shared/format';
import { MAX_BOOKING_TOTAL_CENTS, type CreateBookingInput } from '@regen/shared/schemas/booking';
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { hasBookingExtras, priceBooking, pricedMailLines, writePricedBooking } from '../pricing/index.ts';
import { bookSpots, findActivityWithSlot, isUuid, releaseSpots } from './booking.repository.ts';
import { bookingMessages, type CreatedBooking } from './booking.service.ts';

/**
 * Turns spots a caller holds on a slot (a waitlist offer, docs/decisions/095) into a confirmed
 * booking inside the caller's transaction: the held spots are given back and taken again by the
 * booking statement itself (bookSpots), so the booking gets booking.create's rules, emails and
 * the supplier's live alert. The release locks the slot's row, so nobody can take the spots in
 * between; a refusal throws and the caller's transaction (and its hold) stays as it was.
 *
 * The party is priced by the server as booking.create prices it (docs/decisions/103, 120): by kind
 * of guest when given (its seats at most the `numberOfPeople` held; fewer seats leave the rest of
 * the hold free), else that many adults; the activity's questions are answered and checked, and a
 * promo code's use is taken, in the same transaction.
 */
export async function bookHeldSpots(
  trx: Trx,
  config: Config,
  userId: string,
  input: Required<Omit<CreateBookingInput, 'idempotencyKey' | 'specialRequests' | 'party' | 'promoCode' | 'answers'>> &
    Pick<CreateBookingInput, 'party' | 'promoCode' | 'answers'>,
): Promise<CreatedBooking> {
  const activity = isUuid(input.activityId)
    ? await findActivityWithSlot(
        trx,
        input.activityId,
        input.availabilityId,
        { userId, idempotencyKey: null },
        config.cancellationWindowHours,
      )
    : undefined;
  if (!activity) throw notFound('booking.activityNotBookable');
  const { slot_id, slot_date, slot_start_time, cancellation_deadline, cancellable } = activity;
  if (!slot_id || !activity.slot_is_available || !slot_date || !slot_start_time || !cancellation_deadline) {
    throw badRequest('booking.invalidSlot');
  }
  if (activity.slot_has_started) throw badRequest('booking.slotStarted');
  const priced = await priceBooking(trx, { id: activity.id, priceCents: activity.price_cents }, input);
  if (priced.seats > input.numberOfPeople) throw badRequest('waitlist.partyBeyondHold', { held: input.numberOfPeople });
  if (priced.subtotalCents > MAX_BOOKING_TOTAL_CENTS)
    throw badRequest('validation.bookingTotalTooHigh', { max: formatNumber(MAX_BOOKING_TOTAL_CENTS / 100) });
  await releaseSpots(trx, slot_id, input.numberOfPeople);
  const slot = { date: slot_date, startTime: slot_start_time, timeZone: activity.time_zone };
  const total = priced.totalCents;
  const booked = { ...input, numberOfPeople: priced.seats };
  const bookingId = randomUUID();
  const booking = await bookSpots(trx, {
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
    specialRequests: null,
    idempotencyKey: null,
    cancellationWindowHours: config.cancellationWindowHours,
    ...bookingMessages(
      bookingId,
      activity,
      booked,
      { ...slot, endTime: activity.slot_end_time ?? slot.startTime },
      { cancellationDeadline: cancellation_deadline, cancellable: cancellable ?? false },
      total,
      config,
      () => pricedMailLines(priced),
    ),
  });
  if (!booking) throw conflict('booking.capacityConflict');
  if (hasBookingExtras(priced)) await writePricedBooking(trx, booking.id, activity.id, priced);
  return {
    id: booking.id,
    status: booking.status,
    bookingDate: booking.booking_date,
    bookingTime: booking.booking_time,
    numberOfPeople: booking.number_of_people,
    totalPriceCents: booking.total_price_cents,
    cancellationDeadline: booking.cancellation_deadline,
    cancellable: booking.cancellable,
    created: true,
  };
}
