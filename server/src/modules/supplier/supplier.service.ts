import { MAX_ACTIVITIES_PER_SUPPLIER, type ImpactCategory } from '@regen/shared/constants';
import { findDestinationCountry } from '@regen/shared/countries';
import {
  COVER_PHOTO_MESSAGE,
  datesInRange,
  dollarsToCents,
  impactCategoryOfType,
  normaliseTime,
  type SupplierActivity,
  type SupplierBooking,
  type SupplierBookingAlert,
  type SupplierDashboardStats,
  type SupplierSlot,
  type addSlotsInputSchema,
  type createActivityInputSchema,
  type updateActivityInputSchema,
} from '@regen/shared/schemas/supplier';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import { recordStatusChange, toActivityView } from '../catalogue/index.ts';
import { emitActivitiesChanged } from '../admin/index.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import type { Supplier } from '../../db/schema.ts';
import { DomainError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../errors.ts';
import type { AppEvent } from '../../events/event-hub.ts';
import type { Services } from '../../services.ts';
import type { PhotoStorage } from '../../storage/index.ts';
import * as repo from './supplier.repository.ts';

// Rules of the supplier dashboard (docs/spec/accounts-and-operations.md §4–§6, docs/design.md §4).

export const ACTIVITY_LIMIT_MESSAGE = `Activity Limit Reached: You can list at most ${MAX_ACTIVITIES_PER_SUPPLIER} activities.`;
export const ACTIVITY_NOT_FOUND_MESSAGE = 'Activity not found';
export const SLOT_NOT_FOUND_MESSAGE = 'Availability slot not found';
export const ACTIVITY_HAS_UPCOMING_BOOKINGS_MESSAGE =
  'This activity has upcoming confirmed bookings and cannot be deleted. Cancel those bookings first.';
export const ONLY_APPROVED_SLOTS_MESSAGE = 'Availability can only be added to approved (live) activities.';
export const SLOT_OVERLAP_MESSAGE = 'This time overlaps an existing slot for this activity';
export const SLOT_IN_PAST_MESSAGE = 'Availability cannot be added for past dates';
export const SLOT_HAS_BOOKINGS_MESSAGE =
  'This slot has confirmed bookings. Cancel those bookings before deleting or disabling it.';
export const SLOT_HAS_HISTORY_MESSAGE =
  'This slot has cancelled bookings on record and cannot be deleted. Mark it Unavailable instead.';
export const SPOTS_BELOW_BOOKED_MESSAGE = 'Spots cannot be fewer than the spots already booked';

type CreateActivity = z.output<typeof createActivityInputSchema>;
type UpdateActivity = z.output<typeof updateActivityInputSchema>;
type AddSlots = z.output<typeof addSlotsInputSchema>;

export async function dashboardStats(db: Db, config: Config, supplier: Supplier): Promise<SupplierDashboardStats> {
  const counts = await repo.dashboardCounts(db, supplier.id);
  return {
    businessName: supplier.business_name,
    contactPerson: supplier.contact_person,
    activityLimit: MAX_ACTIVITIES_PER_SUPPLIER,
    approvalMode: config.activityApproval,
    ...counts,
  };
}

export async function myActivities(db: Db, supplierId: string): Promise<SupplierActivity[]> {
  return (await repo.listSupplierActivities(db, supplierId)).map(toActivityView);
}

/**
 * A photo given to create or edit must be an upload of this supplier that no activity has
 * used yet: its pending row is claimed in the same transaction.
 */
async function claimPhoto(trx: DbOrTrx, storage: PhotoStorage, supplierId: string, photoUrl: string): Promise<string> {
  const key = storage.keyFromUrl(photoUrl);
  if (!key || !(await repo.claimPendingUpload(trx, key, supplierId))) {
    throw new DomainError('BAD_REQUEST', COVER_PHOTO_MESSAGE);
  }
  return storage.publicUrl(key);
}

/** Creates an activity: pending under manual approval, approved under auto; at most 5 per supplier. */
export async function createActivity(
  { events, config, storage }: Pick<Services, 'events' | 'config' | 'storage'>,
  supplier: Supplier,
  userId: string,
  input: CreateActivity,
): Promise<SupplierActivity> {
  const status = config.activityApproval === 'auto' ? 'approved' : 'pending';
  return events.transaction(async (trx, emit) => {
    // The supplier row lock makes concurrent creates of one supplier take turns, so the
    // count below cannot be read by two of them before either inserts.
    await repo.lockSupplier(trx, supplier.id);
    if ((await repo.countActivities(trx, supplier.id)) >= MAX_ACTIVITIES_PER_SUPPLIER) {
      throw new DomainError('CONFLICT', ACTIVITY_LIMIT_MESSAGE);
    }
    const photoUrl = await claimPhoto(trx, storage, supplier.id, input.photoUrl);
    const row = await repo.insertActivity(trx, {
      supplier_id: supplier.id,
      title: input.title,
      description: input.description,
      impact_description: input.impactDescription,
      country: input.country,
      impact_category: impactCategoryOfType[input.activityType],
      activity_type: input.activityType,
      price_cents: dollarsToCents(input.price),
      duration_hours: input.durationHours,
      max_participants: input.maxParticipants,
      photo_url: photoUrl,
      regen_points_override: null,
      effort: null,
      time_zone: findDestinationCountry(input.country)?.timeZone ?? 'UTC',
      status,
    });
    await recordStatusChange(trx, {
      activityId: row.id,
      changedBy: userId,
      from: 'new',
      to: status,
      reason: status === 'approved' ? 'Published at once (automatic approval)' : 'Submitted for review',
    });
    await emitActivitiesChanged(trx, emit, row.id, 'submitted');
    return toActivityView(row);
  });
}

/**
 * Edits an activity. Under manual approval a change of what travelers read (title,
 * description, impact, type, photo) sends an approved or rejected activity back to review;
 * price, duration and capacity changes do not.
 */
export async function updateActivity(
  { events, config, storage }: Pick<Services, 'events' | 'config' | 'storage'>,
  supplier: Supplier,
  userId: string,
  input: UpdateActivity,
): Promise<{ activity: SupplierActivity; sentForReview: boolean }> {
  let replacedPhoto: string | null = null;
  const result = await events.transaction(async (trx, emit) => {
    const current = await repo.findSupplierActivity(trx, supplier.id, input.activityId, true);
    if (!current) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND_MESSAGE);
    const category: ImpactCategory = impactCategoryOfType[input.activityType];
    let photoUrl = current.photo_url;
    if (input.photoUrl && input.photoUrl !== current.photo_url) {
      photoUrl = await claimPhoto(trx, storage, supplier.id, input.photoUrl);
      replacedPhoto = current.photo_url;
    }
    const contentChanged =
      input.title !== current.title ||
      input.description !== current.description ||
      input.impactDescription !== current.impact_description ||
      category !== current.impact_category ||
      photoUrl !== current.photo_url;
    const sentForReview = config.activityApproval === 'manual' && contentChanged && current.status !== 'pending';
    const status = sentForReview ? 'pending' : current.status;
    const row = await repo.updateSupplierActivity(trx, supplier.id, current.id, {
      title: input.title,
      description: input.description,
      impact_description: input.impactDescription,
      activity_type: input.activityType,
      impact_category: category,
      price_cents: dollarsToCents(input.price),
      duration_hours: input.durationHours,
      max_participants: input.maxParticipants,
      photo_url: photoUrl,
      status,
      ...(sentForReview ? { rejection_reason: null } : {}),
    });
    if (!row) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND_MESSAGE);
    if (sentForReview) {
      await recordStatusChange(trx, {
        activityId: current.id,
        changedBy: userId,
        from: current.status,
        to: 'pending',
        reason: 'Content edited by the supplier',
      });
    }
    await emitActivitiesChanged(trx, emit, current.id, 'edited');
    return { activity: toActivityView(row), sentForReview };
  });
  if (replacedPhoto) await removePhoto(storage, replacedPhoto);
  return result;
}

async function removePhoto(storage: PhotoStorage, photoUrl: string | null): Promise<void> {
  const key = photoUrl ? storage.keyFromUrl(photoUrl) : null;
  if (!key) return;
  try {
    await storage.delete(key);
  } catch {
    // A photo that could not be removed now is only wasted space; the activity change stands.
  }
}

/**
 * Deletes an activity with its slots and photo. Refused while it has upcoming confirmed
 * bookings. One with bookings on record (past or cancelled) is archived instead: gone from
 * every list, while travelers' bookings keep their activity (docs/decisions/013).
 */
export async function deleteActivity(
  { events, storage }: Pick<Services, 'events' | 'storage'>,
  supplierId: string,
  userId: string,
  activityId: string,
): Promise<{ deleted: true }> {
  const photoUrl = await events.transaction(async (trx, emit) => {
    const current = await repo.findSupplierActivity(trx, supplierId, activityId, true);
    if (!current) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND_MESSAGE);
    if ((await repo.countUpcomingConfirmedBookings(trx, activityId)) > 0) {
      throw new DomainError('CONFLICT', ACTIVITY_HAS_UPCOMING_BOOKINGS_MESSAGE);
    }
    if ((await repo.countBookingsOfActivity(trx, activityId)) > 0) {
      await repo.archiveSupplierActivity(trx, supplierId, activityId);
      await recordStatusChange(trx, {
        activityId,
        changedBy: userId,
        from: current.status,
        to: 'archived',
        reason: 'Deleted by the supplier; kept for its booking history',
      });
      await emitActivitiesChanged(trx, emit, activityId, 'deleted');
      return null;
    }
    const row = await repo.deleteSupplierActivity(trx, supplierId, activityId);
    if (!row) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND_MESSAGE);
    await emitActivitiesChanged(trx, emit, activityId, 'deleted');
    return row.photo_url;
  });
  await removePhoto(storage, photoUrl);
  return { deleted: true };
}

/* ---- Availability ---- */

type SlotRow = Awaited<ReturnType<typeof repo.listSupplierSlots>>[number];

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
    isAvailable: row.is_available,
  };
}

export async function listSlots(db: Db, supplierId: string, from: string, to: string): Promise<SupplierSlot[]> {
  return (await repo.listSupplierSlots(db, supplierId, from, to)).map(toSupplierSlot);
}

/** Today's date in a time zone, as 'YYYY-MM-DD'. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
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
    const activity = await repo.findSupplierActivity(trx, supplierId, input.activityId, true);
    if (!activity) throw new DomainError('NOT_FOUND', ACTIVITY_NOT_FOUND_MESSAGE);
    if (activity.status !== 'approved') throw new DomainError('BAD_REQUEST', ONLY_APPROVED_SLOTS_MESSAGE);
    if (dates[0]! < todayIn(activity.time_zone)) throw new DomainError('BAD_REQUEST', SLOT_IN_PAST_MESSAGE);
    const overlapping = await repo.findOverlappingSlots(trx, activity.id, dates, startTime, endTime);
    if (overlapping.length > 0) {
      throw new DomainError('CONFLICT', `${SLOT_OVERLAP_MESSAGE} on ${overlapping[0]!.date}.`);
    }
    try {
      const rows = await repo.insertSlots(
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
      if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) throw new DomainError('CONFLICT', `${SLOT_OVERLAP_MESSAGE}.`);
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
    const slot = await repo.findSupplierSlot(trx, supplierId, slotId, true);
    if (!slot) throw new DomainError('NOT_FOUND', SLOT_NOT_FOUND_MESSAGE);
    if (!isAvailable && (await repo.countConfirmedBookingsOfSlot(trx, slotId)) > 0) {
      throw new DomainError('CONFLICT', SLOT_HAS_BOOKINGS_MESSAGE);
    }
    await repo.setSlotAvailable(trx, slotId, isAvailable);
    return toSupplierSlot({ ...slot, is_available: isAvailable });
  });
}

export async function deleteSlot(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  slotId: string,
): Promise<{ deleted: true }> {
  return events.transaction(async (trx) => {
    const slot = await repo.findSupplierSlot(trx, supplierId, slotId, true);
    if (!slot) throw new DomainError('NOT_FOUND', SLOT_NOT_FOUND_MESSAGE);
    if ((await repo.countConfirmedBookingsOfSlot(trx, slotId)) > 0) {
      throw new DomainError('CONFLICT', SLOT_HAS_BOOKINGS_MESSAGE);
    }
    if ((await repo.countBookingsOfSlot(trx, slotId)) > 0) {
      throw new DomainError('CONFLICT', SLOT_HAS_HISTORY_MESSAGE);
    }
    await repo.deleteSlot(trx, slotId);
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
    const slot = await repo.findSupplierSlot(trx, supplierId, slotId, true);
    if (!slot) throw new DomainError('NOT_FOUND', SLOT_NOT_FOUND_MESSAGE);
    if (!(await repo.setSlotSpots(trx, slotId, spots))) {
      throw new DomainError('BAD_REQUEST', SPOTS_BELOW_BOOKED_MESSAGE);
    }
    return toSupplierSlot({ ...slot, available_spots: spots });
  });
}

/* ---- Bookings ---- */

function toSupplierBooking(row: repo.SupplierBookingRow): SupplierBooking {
  return {
    id: row.id,
    activityId: row.activity_id,
    activityTitle: row.activity_title,
    activityType: row.activity_type,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    bookingDate: row.booking_date,
    bookingTime: row.booking_time,
    numberOfPeople: row.number_of_people,
    totalPriceCents: row.total_price_cents,
    paymentStatus: row.payment_status,
    status: row.status,
    specialRequests: row.special_requests,
    cancellationReason: row.cancellation_reason,
    cancelledAt: row.cancelled_at,
    cancellationDeadline: row.cancellation_deadline,
    createdAt: row.created_at,
  };
}

/** Current = today or later and not cancelled; past = earlier or cancelled; both by date and time. */
export async function supplierBookings(
  db: Db,
  supplierId: string,
): Promise<{ current: SupplierBooking[]; past: SupplierBooking[] }> {
  const rows = await repo.listSupplierBookings(db, supplierId);
  const current: SupplierBooking[] = [];
  const past: SupplierBooking[] = [];
  for (const row of rows) (row.is_upcoming ? current : past).push(toSupplierBooking(row));
  return { current, past };
}

/**
 * The alert for a booking event, or null when the booking is not one of this supplier's
 * (a supplier who also books as a traveler gets those events on other channels).
 */
export async function bookingAlertFor(
  db: Db,
  supplierId: string,
  event: AppEvent,
): Promise<SupplierBookingAlert | null> {
  if (!event.bookingId) return null;
  const row = await repo.findSupplierBooking(db, supplierId, event.bookingId);
  if (!row) return null;
  return {
    kind: event.type === 'booking.cancelled' ? 'cancelled' : 'new',
    bookingId: row.id,
    activityTitle: row.activity_title,
    customerName: row.customer_name,
    bookingDate: row.booking_date,
    bookingTime: row.booking_time,
    numberOfPeople: row.number_of_people,
    at: event.createdAt,
  };
}
