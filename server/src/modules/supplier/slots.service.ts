import { isLiveActivity, remainingSpots } from '@regen/shared/rules/booking';
import { englishMessage } from '@regen/shared/i18n';
import {
  datesInRange,
  normaliseTime,
  type SupplierSlot,
  type addSlotsInputSchema,
} from '@regen/shared/schemas/supplier';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { DomainError, PG_UNIQUE_VIOLATION, conflict, pgErrorCode } from '../../errors.ts';
import type { Services } from '../../services.ts';
import * as slots from './slots.repository.ts';

// The supplier's time slots: list, add (one or a range), toggle, change spots, delete
// (docs/spec/accounts-and-operations.md §2 Calendar & Availability, §5 Availability).

// The English texts of its refusals, for tests and other modules' checks (docs/decisions/088).
export const SLOT_NOT_FOUND_MESSAGE = englishMessage('supplier.slotNotFound');
export const ONLY_APPROVED_SLOTS_MESSAGE = englishMessage('supplier.onlyApprovedSlots');
export const SLOT_OVERLAP_MESSAGE = englishMessage('supplier.slotOverlap');
export const SLOT_IN_PAST_MESSAGE = englishMessage('supplier.slotInPast');
export const SLOT_HAS_BOOKINGS_MESSAGE = englishMessage('supplier.slotHasBookings');
export const SLOT_HAS_HISTORY_MESSAGE = englishMessage('supplier.slotHasHistory');
export const SPOTS_BELOW_BOOKED_MESSAGE = englishMessage('supplier.spotsBelowBooked');

type AddSlots = z.output<typeof addSlotsInputSchema>;

type SlotRow = Awaited<ReturnType<typeof slots.listSupplierSlots>>[number];

function toSupplierSlot(row: SlotRow): SupplierSlot {
  return {
    id: row.id,
    activityId: row.activity_id,
    activityTitle: row.activity_title,
    activityType: row.activity_type,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    availableSpots: row.available_spots,
    bookedSpots: row.booked_spots,
    remainingSpots: Number(row.remaining_spots),
    isAvailable: row.is_available,
    timeZone: row.time_zone,
  };
}

export async function listSlots(db: Db, supplierId: string, from: string, to: string): Promise<SupplierSlot[]> {
  return (await slots.listSupplierSlots(db, supplierId, from, to)).map(toSupplierSlot);
}

/** Adds one slot, or one per day of a range, in one transaction: all of them or none. */
export async function addSlots(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  input: AddSlots,
): Promise<{ created: number }> {
  const startTime = normaliseTime(input.startTime);
  const endTime = normaliseTime(input.endTime);
  const dates = input.mode === 'range' ? datesInRange(input.startDate!, input.endDate!) : [input.date!];
  return events.transaction(async (trx) => {
    const activity = await slots.findActivityForSlots(trx, supplierId, input.activityId);
    if (!activity) throw new DomainError('NOT_FOUND', 'activities.notFound');
    if (!isLiveActivity(activity)) throw new DomainError('BAD_REQUEST', 'supplier.onlyApprovedSlots');
    if (dates[0]! < activity.today) throw new DomainError('BAD_REQUEST', 'supplier.slotInPast');
    const overlapping = await slots.findOverlappingSlots(trx, activity.id, dates, startTime, endTime);
    if (overlapping.length > 0) {
      throw conflict('supplier.slotOverlapOn', { date: overlapping[0]!.date });
    }
    try {
      const rows = await slots.insertSlots(
        trx,
        dates.map((date) => ({
          activity_id: activity.id,
          date,
          start_time: startTime,
          end_time: endTime,
          available_spots: input.spots,
        })),
      );
      return { created: rows.length };
    } catch (err) {
      // Two requests adding the same slot at once: the unique key decides.
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw conflict('supplier.slotOverlapSomewhere');
      throw err;
    }
  });
}

/**
 * Available/Unavailable. Disabling a slot that has confirmed bookings is refused: those
 * travelers would hold a place in a slot the supplier says is off (cancel them first).
 */
export async function toggleSlot(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  slotId: string,
  isAvailable: boolean,
): Promise<SupplierSlot> {
  return events.transaction(async (trx) => {
    const slot = await slots.findSupplierSlot(trx, supplierId, slotId, true);
    if (!slot) throw new DomainError('NOT_FOUND', 'supplier.slotNotFound');
    if (!isAvailable && (await slots.countConfirmedBookingsOfSlot(trx, slotId)) > 0) {
      throw new DomainError('CONFLICT', 'supplier.slotHasBookings');
    }
    await slots.setSlotAvailable(trx, slotId, isAvailable);
    return toSupplierSlot({ ...slot, is_available: isAvailable });
  });
}

export async function deleteSlot(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  slotId: string,
): Promise<{ deleted: true }> {
  return events.transaction(async (trx) => {
    const slot = await slots.findSupplierSlot(trx, supplierId, slotId, true);
    if (!slot) throw new DomainError('NOT_FOUND', 'supplier.slotNotFound');
    if ((await slots.countConfirmedBookingsOfSlot(trx, slotId)) > 0) {
      throw new DomainError('CONFLICT', 'supplier.slotHasBookings');
    }
    if ((await slots.countBookingsOfSlot(trx, slotId)) > 0) {
      throw new DomainError('CONFLICT', 'supplier.slotHasHistory');
    }
    await slots.deleteSlot(trx, slotId);
    return { deleted: true as const };
  });
}

export async function updateSlotSpots(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  slotId: string,
  spots: number,
): Promise<SupplierSlot> {
  return events.transaction(async (trx) => {
    const slot = await slots.findSupplierSlot(trx, supplierId, slotId, true);
    if (!slot) throw new DomainError('NOT_FOUND', 'supplier.slotNotFound');
    if (!(await slots.setSlotSpots(trx, slotId, spots))) {
      throw new DomainError('BAD_REQUEST', 'supplier.spotsBelowBooked');
    }
    const changed = { available_spots: spots, booked_spots: slot.booked_spots };
    return toSupplierSlot({ ...slot, ...changed, remaining_spots: remainingSpots(changed) });
  });
}
