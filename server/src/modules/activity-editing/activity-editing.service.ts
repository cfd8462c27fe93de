import {
  effortText,
  parseEffort,
  type ActivityChangeState,
  type ActivityDetails,
  type EditableActivity,
  type PendingRevisionRow,
  type RevisionChange,
  type RevisionReview,
  type RevisionValues,
} from '@regen/shared/schemas/activity-editing';
import { editTypeFor, impactCategoryOfType } from '@regen/shared/schemas/supplier';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import type { Services } from '../../services.ts';
import type { PhotoStorage } from '../../storage/index.ts';
import { emitActivitiesChanged } from '../admin/index.ts';
import { inLocaleOfUser } from '../../mail/receiver-locale.ts';
import * as repo from './activity-editing.repository.ts';
import { revisionDecidedEmail } from './activity-editing.mail.ts';

// An activity's optional details, and changes of a live activity kept as revisions while the
// approved version stays live (issue 31 parts 1 and 2, docs/decisions/102).

type EditingRow = NonNullable<Awaited<ReturnType<typeof repo.findActivityForEditing>>>;

/** The details in one key order, so that two equal sets compare equal as JSON. */
function normaliseDetails(d: ActivityDetails): ActivityDetails {
  return {
    meetingAddress: d.meetingAddress,
    meetingPoint: d.meetingPoint ? { latitude: d.meetingPoint.latitude, longitude: d.meetingPoint.longitude } : null,
    included: [...d.included],
    whatToBring: [...d.whatToBring],
    languages: [...d.languages],
    accessibility: d.accessibility,
    effortLevel: d.effortLevel,
    effortNote: d.effortLevel ? d.effortNote : '',
    photos: d.photos.map((p) => ({ url: p.url, altText: p.altText })),
  };
}

function detailsOf(row: EditingRow): ActivityDetails {
  return normaliseDetails({
    meetingAddress: row.meeting_address ?? '',
    meetingPoint:
      row.meeting_latitude !== null && row.meeting_longitude !== null
        ? { latitude: row.meeting_latitude, longitude: row.meeting_longitude }
        : null,
    included: row.included,
    whatToBring: row.what_to_bring,
    languages: row.languages,
    accessibility: row.accessibility ?? '',
    ...parseEffort(row.effort),
    photos: row.photos,
  });
}

function liveValues(row: EditingRow): RevisionValues {
  return normalise({
    title: row.title,
    description: row.description,
    impactDescription: row.impact_description,
    activityType: row.activity_type,
    photoUrl: row.photo_url,
    details: detailsOf(row),
  });
}

function normalise(v: RevisionValues): RevisionValues {
  return {
    title: v.title,
    description: v.description,
    impactDescription: v.impactDescription,
    activityType: v.activityType,
    photoUrl: v.photoUrl,
    details: normaliseDetails(v.details),
  };
}

const sameValues = (a: RevisionValues, b: RevisionValues) =>
  JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));

/** Every photo a set of values refers to (cover and gallery). */
function photoUrls(v: { photoUrl: string | null; details: ActivityDetails }): Set<string> {
  const urls = new Set(v.details.photos.map((p) => p.url));
  if (v.photoUrl) urls.add(v.photoUrl);
  return urls;
}

const without = (from: Set<string>, ...others: Set<string>[]) =>
  [...from].filter((url) => !others.some((other) => other.has(url)));

/**
 * The gallery's photos: one already known (the activity's or its change's) stays, any other
 * must be an upload of this supplier that nothing has used yet, claimed in this transaction.
 */
async function claimDetails(
  trx: DbOrTrx,
  storage: PhotoStorage,
  supplierId: string,
  details: ActivityDetails,
  known: Set<string>,
): Promise<ActivityDetails> {
  const photos = [];
  for (const photo of details.photos) {
    if (known.has(photo.url)) {
      photos.push(photo);
      continue;
    }
    const key = storage.keyFromUrl(photo.url);
    if (!key || !(await repo.claimUpload(trx, key, supplierId))) {
      throw new DomainError('BAD_REQUEST', 'activityEditing.error.photo');
    }
    photos.push({ url: storage.publicUrl(key), altText: photo.altText });
  }
  return normaliseDetails({ ...details, photos });
}

async function writeDetails(trx: DbOrTrx, activityId: string, details: ActivityDetails) {
  await repo.writeDetails(trx, activityId, details, effortText(details.effortLevel, details.effortNote));
}

/** A new activity's details, in its create transaction. */
export async function saveNewActivityDetails(
  trx: DbOrTrx,
  storage: PhotoStorage,
  supplierId: string,
  activityId: string,
  details: ActivityDetails,
): Promise<void> {
  const known = new Set<string>();
  const row = await repo.findActivityForEditing(trx, activityId);
  if (row?.photo_url) known.add(row.photo_url);
  await writeDetails(trx, activityId, await claimDetails(trx, storage, supplierId, details, known));
}

/**
 * The details of an activity that is not live under review (a new, pending or rejected one, or
 * any under automatic approval) are written at once. Returns the photos no longer used.
 */
export async function replaceDetails(
  trx: DbOrTrx,
  storage: PhotoStorage,
  supplierId: string,
  activityId: string,
  details: ActivityDetails,
): Promise<string[]> {
  const row = await repo.findActivityForEditing(trx, activityId, true);
  if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const before = liveValues(row);
  const claimed = await claimDetails(trx, storage, supplierId, details, photoUrls(before));
  await writeDetails(trx, activityId, claimed);
  return without(new Set(before.details.photos.map((p) => p.url)), photoUrls({ ...before, details: claimed }));
}

export interface LiveEdit {
  title: string;
  description: string;
  impactDescription: string;
  activityType: string;
  /** A new cover photo's URL, when one was uploaded. */
  photoUrl?: string | undefined;
  details?: ActivityDetails | undefined;
}

/**
 * An edit of a live activity under manual approval: what travelers read becomes (or updates)
 * the activity's pending revision, and the live version stays as it is. An edit back to the
 * live values withdraws the revision. Returns whether a change waits, and photos no longer used.
 */
export async function proposeLiveEdit(
  trx: DbOrTrx,
  storage: PhotoStorage,
  values: { supplierId: string; userId: string; activityId: string; edit: LiveEdit },
): Promise<{ pending: boolean; unused: string[] }> {
  const row = await repo.findActivityForEditing(trx, values.activityId, true);
  if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const live = liveValues(row);
  const revision = await repo.findPendingRevision(trx, values.activityId, true);
  const base = revision ? normalise(revision.proposed) : live;
  const known = new Set([...photoUrls(live), ...photoUrls(base)]);
  const { edit } = values;
  let photoUrl = base.photoUrl;
  if (edit.photoUrl && edit.photoUrl !== photoUrl) {
    if (known.has(edit.photoUrl)) photoUrl = edit.photoUrl;
    else {
      const key = storage.keyFromUrl(edit.photoUrl);
      if (!key || !(await repo.claimUpload(trx, key, values.supplierId))) {
        throw new DomainError('BAD_REQUEST', 'supplier.coverPhoto');
      }
      photoUrl = storage.publicUrl(key);
    }
  }
  const details = edit.details
    ? await claimDetails(trx, storage, values.supplierId, edit.details, known)
    : base.details;
  const proposed = normalise({
    title: edit.title,
    description: edit.description,
    impactDescription: edit.impactDescription,
    activityType: sameType(base.activityType, edit.activityType) ? base.activityType : edit.activityType,
    photoUrl,
    details,
  });
  const unused = without(photoUrls(base), photoUrls(proposed), photoUrls(live));
  if (sameValues(proposed, live)) {
    if (revision) {
      await repo.decideRevision(trx, { revisionId: revision.id, status: 'withdrawn', reason: null, by: values.userId });
    }
    return { pending: false, unused };
  }
  if (revision) await repo.updateRevisionProposal(trx, revision.id, proposed, values.userId);
  else await repo.insertRevision(trx, values.activityId, proposed, values.userId);
  return { pending: true, unused };
}

/**
 * A created activity's type ('Environmental') opens in the edit form as its edit type
 * ('Environmental Restoration', the spec's two lists): saving it unchanged is no change.
 */
function sameType(stored: string, edited: string): boolean {
  if (stored === edited) return true;
  const category = impactCategoryOfType[stored as keyof typeof impactCategoryOfType];
  return category !== undefined && editTypeFor(stored, category) === edited;
}

/** The edit form's values: the change waiting for review, else the live activity. Owner only. */
export async function editableActivity(db: Db, supplierId: string, activityId: string): Promise<EditableActivity> {
  const row = await repo.findActivityForEditing(db, activityId);
  if (!row || row.supplier_id !== supplierId) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const revision = await repo.findPendingRevision(db, activityId);
  return {
    activityId,
    values: revision ? normalise(revision.proposed) : liveValues(row),
    pending: revision !== undefined,
  };
}

/** The supplier's live activities whose latest change waits for review or was rejected. */
export async function myActivityChanges(db: Db, supplierId: string): Promise<ActivityChangeState[]> {
  const rows = await repo.latestOpenRevisions(db, supplierId);
  return rows.map((r) => ({
    activityId: r.activity_id,
    revisionId: r.id,
    status: r.status === 'pending' ? 'pending' : 'rejected',
    reason: r.reason,
    submittedAt: r.submitted_at,
  }));
}

/* ---- The admin's review ---- */

export async function pendingRevisions(db: Db): Promise<PendingRevisionRow[]> {
  const rows = await repo.listPendingRevisions(db);
  return rows.map((r) => ({
    revisionId: r.revision_id,
    activityId: r.activity_id,
    title: r.title,
    businessName: r.business_name,
    submittedAt: r.submitted_at,
  }));
}

/** Field by field, what the revision changes (before: the live version). */
export function diffValues(before: RevisionValues, after: RevisionValues): RevisionChange[] {
  const a = normalise(before);
  const b = normalise(after);
  const changes: RevisionChange[] = [];
  const text = (field: RevisionChange['field'], x: string, y: string) => {
    if (x !== y) changes.push({ field, before: { kind: 'text', value: x }, after: { kind: 'text', value: y } });
  };
  const list = (field: RevisionChange['field'], x: string[], y: string[]) => {
    if (JSON.stringify(x) !== JSON.stringify(y)) {
      changes.push({ field, before: { kind: 'list', value: x }, after: { kind: 'list', value: y } });
    }
  };
  text('title', a.title, b.title);
  text('description', a.description, b.description);
  text('impactDescription', a.impactDescription, b.impactDescription);
  text('activityType', a.activityType, b.activityType);
  if (a.photoUrl !== b.photoUrl) {
    changes.push({
      field: 'photoUrl',
      before: { kind: 'photo', value: a.photoUrl },
      after: { kind: 'photo', value: b.photoUrl },
    });
  }
  text('meetingAddress', a.details.meetingAddress, b.details.meetingAddress);
  if (JSON.stringify(a.details.meetingPoint) !== JSON.stringify(b.details.meetingPoint)) {
    changes.push({
      field: 'meetingPoint',
      before: { kind: 'point', value: a.details.meetingPoint },
      after: { kind: 'point', value: b.details.meetingPoint },
    });
  }
  list('included', a.details.included, b.details.included);
  list('whatToBring', a.details.whatToBring, b.details.whatToBring);
  list('languages', a.details.languages, b.details.languages);
  text('accessibility', a.details.accessibility, b.details.accessibility);
  text(
    'effort',
    effortText(a.details.effortLevel, a.details.effortNote) ?? '',
    effortText(b.details.effortLevel, b.details.effortNote) ?? '',
  );
  if (JSON.stringify(a.details.photos) !== JSON.stringify(b.details.photos)) {
    changes.push({
      field: 'photos',
      before: { kind: 'photos', value: a.details.photos },
      after: { kind: 'photos', value: b.details.photos },
    });
  }
  return changes;
}

export async function revisionReview(db: Db, revisionId: string): Promise<RevisionReview> {
  const row = await repo.findRevision(db, revisionId);
  if (!row) throw new DomainError('NOT_FOUND', 'activityEditing.error.noPendingChange');
  const live = await repo.findActivityForEditing(db, row.activity_id);
  if (!live) throw new DomainError('NOT_FOUND', 'activities.notFound');
  return {
    revisionId: row.revision_id,
    activityId: row.activity_id,
    title: row.title,
    businessName: row.business_name,
    submittedAt: row.submitted_at,
    status: row.status,
    reason: row.reason,
    changes: diffValues(liveValues(live), row.proposed),
  };
}

async function refuseDecision(trx: DbOrTrx, revisionId: string): Promise<never> {
  const found = await repo.findRevisionStatus(trx, revisionId);
  if (!found || found.activity_status === 'archived') {
    throw new DomainError('NOT_FOUND', 'activityEditing.error.noPendingChange');
  }
  throw new DomainError('CONFLICT', 'activityEditing.error.noPendingChange');
}

async function removePhotos(storage: PhotoStorage, urls: string[]): Promise<void> {
  for (const url of urls) {
    const key = storage.keyFromUrl(url);
    if (!key) continue;
    try {
      await storage.delete(key);
    } catch {
      // Only wasted space: the decision stands.
    }
  }
}

/**
 * Approves a change: the proposed values go live in one transaction (the activities row's
 * write moves the public read cache's version, as an activity's approval does), the supplier
 * is emailed, and photos the live version no longer uses are removed after the commit.
 */
export async function approveRevision(
  { events, config, storage }: Pick<Services, 'events' | 'config' | 'storage'>,
  adminId: string,
  revisionId: string,
): Promise<{ revisionId: string; status: 'approved' }> {
  const unused = await events.transaction(async (trx, emit) => {
    const decided = await repo.decideRevision(trx, { revisionId, status: 'approved', reason: null, by: adminId });
    if (!decided) return refuseDecision(trx, revisionId);
    const row = await repo.findActivityForEditing(trx, decided.activity_id, true);
    if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
    const live = liveValues(row);
    const proposed = normalise(decided.proposed);
    const category = impactCategoryOfType[proposed.activityType as keyof typeof impactCategoryOfType] ?? undefined;
    await trx
      .updateTable('activities')
      .set({
        title: proposed.title,
        description: proposed.description,
        impact_description: proposed.impactDescription,
        activity_type: proposed.activityType,
        ...(category ? { impact_category: category } : {}),
        photo_url: proposed.photoUrl,
      })
      .where('id', '=', row.id)
      .execute();
    await writeDetails(trx, row.id, proposed.details);
    const supplier = await repo.findSupplierContact(trx, row.supplier_id);
    // In the supplier's language, not the admin's page's (docs/decisions/118).
    const mail = await inLocaleOfUser(trx, supplier.user_id, () =>
      revisionDecidedEmail(config.publicUrl, {
        contactPerson: supplier.contact_person,
        title: proposed.title,
        status: 'approved',
        reason: null,
      }),
    );
    await enqueueEmail(trx, { to: supplier.email, ...mail });
    await emitActivitiesChanged(trx, emit, row.id, 'decided');
    return without(photoUrls(live), photoUrls(proposed));
  });
  await removePhotos(storage, unused);
  return { revisionId, status: 'approved' };
}

/** Rejects a change with a reason: the live version is unchanged and the supplier is told why. */
export async function rejectRevision(
  { events, config, storage }: Pick<Services, 'events' | 'config' | 'storage'>,
  adminId: string,
  input: { revisionId: string; reason: string },
): Promise<{ revisionId: string; status: 'rejected' }> {
  const unused = await events.transaction(async (trx, emit) => {
    const decided = await repo.decideRevision(trx, {
      revisionId: input.revisionId,
      status: 'rejected',
      reason: input.reason,
      by: adminId,
    });
    if (!decided) return refuseDecision(trx, input.revisionId);
    const row = await repo.findActivityForEditing(trx, decided.activity_id);
    if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
    const supplier = await repo.findSupplierContact(trx, row.supplier_id);
    // In the supplier's language, not the admin's page's (docs/decisions/118).
    const mail = await inLocaleOfUser(trx, supplier.user_id, () =>
      revisionDecidedEmail(config.publicUrl, {
        contactPerson: supplier.contact_person,
        title: row.title,
        status: 'rejected',
        reason: input.reason,
      }),
    );
    await enqueueEmail(trx, { to: supplier.email, ...mail });
    await emitActivitiesChanged(trx, emit, row.id, 'decided');
    return without(photoUrls(normalise(decided.proposed)), photoUrls(liveValues(row)));
  });
  await removePhotos(storage, unused);
  return { revisionId: input.revisionId, status: 'rejected' };
}

export { removePhotos as removeUnusedPhotos };
