import { bookingReference } from '@regen/shared/booking-reference';
import type { CancelSlotInput, MarkPaidInput, MessageSlotInput } from '@regen/shared/schemas/manifest';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from '../../errors.ts';
import type { EventHub } from '../../events/event-hub.ts';
import { markAttendance, markAttendanceIn, type AfterAttended } from '../attendance/index.ts';
import { cancelBookingsOfSlot, isUuid } from '../booking/index.ts';
import { sendMessage } from '../messaging/index.ts';
import { closeWaitlistOfSlot } from '../waitlist/index.ts';
import * as repo from './manifest.repository.ts';
import { bookingTicketCode, ticketKey, verifyTicketCode } from '../tickets/index.ts';

// The day's manifest, tickets and check-in, whole-slot actions and payment on site
// (issue 31 parts 5–7, docs/decisions/104). Only the activity's supplier reads a manifest, checks
// its tickets in, marks payment or acts on a slot; the server decides each time.

type Services = { db: Db; events: EventHub; config: Config };
type SupplierRef = { id: string; userId: string };

async function requireSlotOf(db: Db, supplierId: string, slotId: string) {
  const slot = isUuid(slotId) ? await repo.findSlot(db, slotId) : undefined;
  if (!slot) throw notFound('manifest.slotNotFound');
  if (slot.supplierId !== supplierId) throw forbidden('manifest.forbidden');
  return slot;
}

/** A slot's manifest: who is coming, their party, contact, answers, payment and check-in. */
export async function slotManifest(db: Db, supplierId: string, slotId: string) {
  const slot = await requireSlotOf(db, supplierId, slotId);
  const rows = await repo.listBookingsOfSlot(db, slot.id);
  const bookings = rows.map((b) => ({
    id: b.id,
    reference: bookingReference(b.id),
    status: b.status,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    numberOfPeople: b.numberOfPeople,
    totalPriceCents: b.totalPriceCents,
    // A booking without party rows is all adults (docs/decisions/103).
    party: b.party.length > 0 ? b.party : [{ type: 'adult' as const, quantity: b.numberOfPeople }],
    answers: b.answers,
    specialRequests: b.specialRequests,
    cancellationReason: b.cancellationReason,
    attendance: b.attendance,
    attendedPeople: b.attendedPeople,
    paid: b.paymentStatus === 'completed',
    paymentMethod: b.paymentMethod,
    paidAt: b.paidAt,
  }));
  const live = bookings.filter((b) => b.status !== 'cancelled');
  return {
    slot: {
      id: slot.id,
      activityId: slot.activityId,
      activityTitle: slot.activityTitle,
      timeZone: slot.timeZone,
      date: slot.date,
      startTime: slot.startTime,
      endTime: slot.endTime,
      spots: slot.spots,
      bookedSpots: slot.bookedSpots,
      isAvailable: slot.isAvailable,
      started: slot.started,
      checkInOpen: slot.checkInOpen,
    },
    totals: {
      bookings: live.length,
      people: live.reduce((sum, b) => sum + b.numberOfPeople, 0),
      checkedIn: live.filter((b) => b.attendance === 'attended').length,
      paid: live.filter((b) => b.paid).length,
    },
    bookings,
  };
}

/** The supplier's slots on a day (the dashboard's way into each manifest). */
export function manifestDay(db: Db, supplierId: string, date: string) {
  return repo.listSlotsOfDay(db, supplierId, date);
}

/**
 * Checks in the party of a scanned or typed ticket: its attendance with all its people, through
 * attendance's own marking (points, the 14-day rule). A forged or altered code is refused; a
 * ticket of another supplier's activity too; a code scanned twice checks in once.
 */
export async function checkInTicket(services: Services, supplier: SupplierRef, code: string, after?: AfterAttended) {
  const bookingId = verifyTicketCode(ticketKey(), code);
  const booking = bookingId ? await repo.findTicketBooking(services.db, bookingId) : undefined;
  if (!booking) throw badRequest('manifest.ticket.invalid');
  if (booking.supplierId !== supplier.id) throw forbidden('manifest.ticket.otherSupplier');
  if (booking.status === 'cancelled') throw conflict('manifest.ticket.cancelled');
  const result = await markAttendance(
    services,
    supplier,
    { bookingId: booking.id, attendance: 'attended', attendedPeople: booking.numberOfPeople },
    after,
    { checkIn: true },
  );
  return {
    bookingId: booking.id,
    slotId: booking.slotId,
    customerName: booking.customerName,
    attendedPeople: result.attendedPeople ?? booking.numberOfPeople,
    alreadyCheckedIn: 'alreadyMarked' in result,
    pointsChange: result.pointsChange,
  };
}

/**
 * Checks in every confirmed booking of the slot not checked in yet, each with all its people,
 * all or nothing: one transaction marks every party, credits its points and appends its ledger
 * entries, so a failure on any party writes nothing (docs/decisions/120). The slot's row, then
 * the parties' rows in id order, are locked before the first credit takes the ledger's head, so a
 * ticket scanned meanwhile waits or is found checked in (never a deadlock); a second run checks
 * in only the rest.
 */
export async function checkInSlot(services: Services, supplier: SupplierRef, slotId: string, after?: AfterAttended) {
  const slot = await requireSlotOf(services.db, supplier.id, slotId);
  if (!slot.checkInOpen) throw preconditionFailed('attendance.notStarted');
  return services.events.transaction(async (trx, emit) => {
    await repo.lockSlot(trx, slot.id);
    let checkedIn = 0;
    for (const booking of await repo.lockBookingsToCheckIn(trx, slot.id)) {
      const result = await markAttendanceIn(
        trx,
        emit,
        supplier,
        { bookingId: booking.id, attendance: 'attended', attendedPeople: booking.numberOfPeople },
        after,
        { checkIn: true },
      );
      if (!('alreadyMarked' in result)) checkedIn += 1;
    }
    return { checkedIn };
  });
}

/** Marks a booking of the supplier's activity paid on site (cash, card or transfer). */
export async function markPaid(db: Db, supplier: SupplierRef, input: MarkPaidInput) {
  const bookingId = input.bookingId.trim();
  const booking = isUuid(bookingId) ? await repo.findTicketBooking(db, bookingId) : undefined;
  if (!booking) throw notFound('booking.notFound');
  if (booking.supplierId !== supplier.id) throw forbidden('manifest.forbidden');
  const paid = await repo.markBookingPaid(db, booking.id, supplier.id, input.method, supplier.userId);
  if (!paid) throw conflict('manifest.paid.notConfirmed');
  return { bookingId: paid.id, paid: true, paymentMethod: input.method, paidAt: paid.paidAt };
}

/**
 * Cancels a whole slot with one reason (weather, illness): the slot closes, every confirmed
 * booking is cancelled through the booking's own cancellation writes (emails, .ics, live
 * alerts) and its waitlist is closed, all in one transaction.
 */
export async function cancelSlot(services: Services, supplier: SupplierRef, input: CancelSlotInput) {
  const slotId = input.slotId.trim();
  const reason = input.reason.trim();
  if (!isUuid(slotId)) throw notFound('manifest.slotNotFound');
  return services.events.transaction(async (trx, emit) => {
    const slot = await repo.lockSlot(trx, slotId);
    if (!slot) throw notFound('manifest.slotNotFound');
    if (slot.supplierId !== supplier.id) throw forbidden('manifest.forbidden');
    if (slot.started) throw preconditionFailed('manifest.cancelSlot.alreadyStarted');
    await repo.closeSlot(trx, slot.id);
    const cancelled = await cancelBookingsOfSlot(trx, emit, services.config, supplier.userId, slot.id, reason);
    const waitlistClosed = await closeWaitlistOfSlot(trx, slot.id);
    return { slotId: slot.id, cancelledBookings: cancelled.length, waitlistClosed };
  });
}

/** One message into each confirmed booking's conversation of the slot, through messaging. */
export async function messageSlot(services: Services, supplier: SupplierRef, input: MessageSlotInput) {
  const slot = await requireSlotOf(services.db, supplier.id, input.slotId.trim());
  const bookings = await repo.listConfirmedBookingIds(services.db, slot.id);
  if (bookings.length === 0) throw badRequest('manifest.messageSlot.nobody');
  for (const booking of bookings) {
    await sendMessage(services, supplier.userId, { conversationId: booking.id, text: input.text });
  }
  return { sent: bookings.length };
}

/** The traveler's own ticket: its code (for the QR code), reference and payment. */
export async function travelerTicket(db: Db, userId: string, bookingId: string) {
  const id = bookingId.trim();
  const booking = isUuid(id) ? await repo.findTicketBooking(db, id) : undefined;
  if (!booking) throw notFound('booking.notFound');
  if (booking.userId !== userId) throw forbidden('manifest.ticket.notYours');
  return {
    bookingId: booking.id,
    reference: bookingReference(booking.id),
    code: booking.status === 'cancelled' ? null : bookingTicketCode(booking.id),
    paid: booking.paymentStatus === 'completed',
  };
}
