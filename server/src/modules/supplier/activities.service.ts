import { MAX_ACTIVITIES_PER_SUPPLIER, type ImpactCategory } from '@regen/shared/constants';
import { findDestinationCountry } from '@regen/shared/countries';
import { englishMessage } from '@regen/shared/i18n';
import {
  dollarsToCents,
  impactCategoryOfType,
  type SupplierActivity,
  type createActivityInputSchema,
  type updateActivityInputSchema,
} from '@regen/shared/schemas/supplier';
import type { z } from 'zod';
import type { DbOrTrx, Db } from '../../db/database.ts';
import type { Supplier } from '../../db/schema.ts';
import { DomainError, conflict } from '../../errors.ts';
import type { Services } from '../../services.ts';
import type { PhotoStorage } from '../../storage/index.ts';
import {
  proposeLiveEdit,
  removeUnusedPhotos,
  replaceDetails,
  saveNewActivityDetails,
} from '../activity-editing/index.ts';
import { emitActivitiesChanged } from '../admin/index.ts';
import { recordStatusChange, toActivityView } from '../catalogue/index.ts';
import * as activities from './activities.repository.ts';
import { lockSupplier } from './supplier.repository.ts';
import { claimPendingUpload } from './uploads.repository.ts';

// The supplier's activities: list, create (at most 5), edit, delete or archive
// (docs/spec/accounts-and-operations.md §4–§6, docs/decisions/013).

// The English texts of its refusals, for tests (docs/decisions/088).
export const ACTIVITY_LIMIT_MESSAGE = englishMessage('supplier.activityLimit', { max: MAX_ACTIVITIES_PER_SUPPLIER });
export const ACTIVITY_NOT_FOUND_MESSAGE = englishMessage('activities.notFound');
export const ACTIVITY_HAS_UPCOMING_BOOKINGS_MESSAGE = englishMessage('supplier.activityHasUpcomingBookings');

type CreateActivity = z.output<typeof createActivityInputSchema>;
type UpdateActivity = z.output<typeof updateActivityInputSchema>;

export async function myActivities(db: Db, supplierId: string): Promise<SupplierActivity[]> {
  return (await activities.listSupplierActivities(db, supplierId)).map(toActivityView);
}

/**
 * A photo given to create or edit must be an upload of this supplier that no activity has
 * used yet: its pending row is claimed in the same transaction.
 */
async function claimPhoto(trx: DbOrTrx, storage: PhotoStorage, supplierId: string, photoUrl: string): Promise<string> {
  const key = storage.keyFromUrl(photoUrl);
  if (!key || !(await claimPendingUpload(trx, key, supplierId))) {
    throw new DomainError('BAD_REQUEST', 'supplier.coverPhoto');
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
    await lockSupplier(trx, supplier.id);
    if ((await activities.countActivities(trx, supplier.id)) >= MAX_ACTIVITIES_PER_SUPPLIER) {
      throw conflict('supplier.activityLimit', { max: MAX_ACTIVITIES_PER_SUPPLIER });
    }
    const photoUrl = await claimPhoto(trx, storage, supplier.id, input.photoUrl);
    const row = await activities.insertActivity(trx, {
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
    if (input.details) await saveNewActivityDetails(trx, storage, supplier.id, row.id, input.details);
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
 * description, impact, type, photo, details) of a live activity waits for review as a revision
 * while the approved version stays live (docs/decisions/102); price, duration and capacity
 * change at once. A pending or rejected activity is edited in place and a rejected one goes
 * back to review, as before.
 */
export async function updateActivity(
  { events, config, storage }: Pick<Services, 'events' | 'config' | 'storage'>,
  supplier: Supplier,
  userId: string,
  input: UpdateActivity,
): Promise<{ activity: SupplierActivity; sentForReview: boolean; changePending: boolean }> {
  const unused: string[] = [];
  const result = await events.transaction(async (trx, emit) => {
    const current = await activities.findSupplierActivity(trx, supplier.id, input.activityId, true);
    if (!current) throw new DomainError('NOT_FOUND', 'activities.notFound');
    const category: ImpactCategory = impactCategoryOfType[input.activityType];
    const atOnce = {
      price_cents: dollarsToCents(input.price),
      duration_hours: input.durationHours,
      max_participants: input.maxParticipants,
    };
    if (config.activityApproval === 'manual' && current.status === 'approved') {
      const proposal = await proposeLiveEdit(trx, storage, {
        supplierId: supplier.id,
        userId,
        activityId: current.id,
        edit: {
          title: input.title,
          description: input.description,
          impactDescription: input.impactDescription,
          activityType: input.activityType,
          photoUrl: input.photoUrl,
          details: input.details,
        },
      });
      unused.push(...proposal.unused);
      const row = await activities.updateSupplierActivity(trx, supplier.id, current.id, atOnce);
      if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
      await emitActivitiesChanged(trx, emit, current.id, 'edited');
      return { activity: toActivityView(row), sentForReview: false, changePending: proposal.pending };
    }
    let photoUrl = current.photo_url;
    if (input.photoUrl && input.photoUrl !== current.photo_url) {
      photoUrl = await claimPhoto(trx, storage, supplier.id, input.photoUrl);
      if (current.photo_url) unused.push(current.photo_url);
    }
    const contentChanged =
      input.title !== current.title ||
      input.description !== current.description ||
      input.impactDescription !== current.impact_description ||
      category !== current.impact_category ||
      photoUrl !== current.photo_url;
    const sentForReview = config.activityApproval === 'manual' && contentChanged && current.status !== 'pending';
    const status = sentForReview ? 'pending' : current.status;
    if (input.details) unused.push(...(await replaceDetails(trx, storage, supplier.id, current.id, input.details)));
    const row = await activities.updateSupplierActivity(trx, supplier.id, current.id, {
      title: input.title,
      description: input.description,
      impact_description: input.impactDescription,
      activity_type: input.activityType,
      impact_category: category,
      ...atOnce,
      photo_url: photoUrl,
      status,
      ...(sentForReview ? { rejection_reason: null } : {}),
    });
    if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
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
    return { activity: toActivityView(row), sentForReview, changePending: false };
  });
  await removeUnusedPhotos(storage, unused);
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
    const current = await activities.findSupplierActivity(trx, supplierId, activityId, true);
    if (!current) throw new DomainError('NOT_FOUND', 'activities.notFound');
    if ((await activities.countUpcomingConfirmedBookings(trx, activityId)) > 0) {
      throw new DomainError('CONFLICT', 'supplier.activityHasUpcomingBookings');
    }
    if ((await activities.countBookingsOfActivity(trx, activityId)) > 0) {
      await activities.archiveSupplierActivity(trx, supplierId, activityId);
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
    const row = await activities.deleteSupplierActivity(trx, supplierId, activityId);
    if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
    await emitActivitiesChanged(trx, emit, activityId, 'deleted');
    return row.photo_url;
  });
  await removePhoto(storage, photoUrl);
  return { deleted: true };
}
