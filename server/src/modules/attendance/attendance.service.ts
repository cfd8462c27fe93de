import { ATTENDANCE_CORRECTION_DAYS } from '@regen/shared/constants';
import { attendancePoints, type AttendanceMark } from '@regen/shared/rules/attendance';
import { type MarkAttendanceInput } from '@regen/shared/schemas/impact';
import type { Db, Trx } from '../../db/database.ts';
import { badRequest, conflict, forbidden, notFound, preconditionFailed } from '../../errors.ts';
import type { Emit, EventHub } from '../../events/event-hub.ts';
import { isUuid } from '../booking/index.ts';
import { creditAttendance } from '../impact/index.ts';
import { listAttendanceOfSupplier, lockBookingForAttendance, writeAttendance } from './attendance.repository.ts';

// Marking attendance (docs/decisions/048): the activity's supplier, from the slot's start for
// 14 days; the Regen Points it is worth are credited in the same transaction (docs/decisions/049).

/**
 * `checkIn`: the manifest's check-in (docs/decisions/104): open from a few hours before the
 * slot's start, and a booking already attended is answered as such without a second write.
 */
export interface CheckInOptions {
  checkIn?: boolean;
}

/** What follows an attended booking in the same transaction (the reviews' "How was it?" email). */
export type AfterAttended = (trx: Trx, bookingId: string) => Promise<unknown>;

/**
 * Marks (or corrects) a booking's attendance and brings its traveler's Regen Points ledger in
 * line, in one transaction that holds the booking's row: either both are written or neither.
 * The traveler hears of it live (`attendance.marked`); `afterAttended` runs in that transaction
 * for a booking its traveler attended (the router wires the review invitation, so attendance
 * does not depend on reviews, which depend on it).
 */
export async function markAttendance(
  services: { db: Db; events: EventHub },
  supplier: { id: string; userId: string },
  input: MarkAttendanceInput,
  afterAttended?: AfterAttended,
  options: CheckInOptions = {},
) {
  return services.events.transaction((trx, emit) =>
    markAttendanceIn(trx, emit, supplier, input, afterAttended, options),
  );
}

/**
 * `markAttendance` inside the caller's transaction: the manifest's whole-slot check-in marks every
 * party in one transaction, so either all of them (attendance, points, ledger entries) are
 * written or none (docs/decisions/120).
 */
export async function markAttendanceIn(
  trx: Trx,
  emit: Emit,
  supplier: { id: string; userId: string },
  input: MarkAttendanceInput,
  afterAttended?: AfterAttended,
  options: CheckInOptions = {},
) {
  const bookingId = input.bookingId.trim();
  if (!isUuid(bookingId)) throw notFound('booking.notFound');
  const mark: AttendanceMark =
    input.attendance === 'attended'
      ? { attendance: 'attended', attendedPeople: input.attendedPeople }
      : { attendance: 'no_show' };

  const booking = await lockBookingForAttendance(trx, bookingId);
  if (!booking) throw notFound('booking.notFound');
  if (booking.supplierId !== supplier.id) throw forbidden('attendance.forbidden');
  if (booking.status === 'cancelled') throw conflict('attendance.cancelled');
  if (booking.status !== 'confirmed') throw conflict('attendance.notConfirmed');
  const checkingIn = options.checkIn === true;
  if (checkingIn && booking.attendance === 'attended') {
    // A ticket scanned twice (or by two phones at once: the row lock orders them) checks in once.
    const attendedPeople = booking.attendedPeople ?? booking.numberOfPeople;
    return {
      bookingId: booking.id,
      attendance: 'attended' as const,
      attendedPeople,
      status: 'completed' as const,
      pointsChange: 0,
      bookingPoints: attendancePoints(
        { durationHours: booking.durationHours, regenPointsOverride: booking.regenPointsOverride },
        { attendance: 'attended', attendedPeople },
        booking.resellerId === null,
      ),
      alreadyMarked: true,
    };
  }
  if (booking.window === 'not_started' && !(checkingIn && booking.checkInOpen)) {
    throw preconditionFailed('attendance.notStarted');
  }
  if (booking.window === 'closed') throw preconditionFailed('attendance.final', { days: ATTENDANCE_CORRECTION_DAYS });
  if (mark.attendance === 'attended' && mark.attendedPeople > booking.numberOfPeople) {
    throw badRequest('attendance.tooMany', { booked: booking.numberOfPeople });
  }

  const attendedPeople = mark.attendance === 'attended' ? mark.attendedPeople : null;
  await writeAttendance(trx, booking.id, { attendance: mark.attendance, attendedPeople }, supplier.userId);
  // A reseller's booking is made under the reseller's account: there is no traveler to credit
  // (docs/decisions/049). Its attendance is still recorded.
  const earns = booking.resellerId === null;
  const worth = attendancePoints(
    { durationHours: booking.durationHours, regenPointsOverride: booking.regenPointsOverride },
    mark,
    earns,
  );
  const credit = await creditAttendance(
    trx,
    { bookingId: booking.id, userId: booking.userId, activityId: booking.activityId, country: booking.country },
    worth,
  );
  if (earns && mark.attendance === 'attended') await afterAttended?.(trx, booking.id);
  if (earns) {
    await emit({
      type: 'attendance.marked',
      audience: [booking.userId],
      bookingId: booking.id,
      activityId: booking.activityId,
      payload: {
        bookingId: booking.id,
        activityTitle: booking.activityTitle,
        attendance: mark.attendance,
        attendedPeople,
        pointsChange: credit.pointsChange,
        totalPoints: credit.totalPoints,
      },
    });
  }
  return {
    bookingId: booking.id,
    attendance: mark.attendance,
    attendedPeople,
    status: mark.attendance === 'attended' ? ('completed' as const) : ('no_show' as const),
    pointsChange: credit.pointsChange,
    bookingPoints: worth,
  };
}

/** The Bookings tab's attendance controls: the supplier's confirmed bookings whose slot has started. */
export async function supplierAttendance(db: Db, supplierId: string) {
  return listAttendanceOfSupplier(db, supplierId);
}
