import { sql } from 'kysely';
import type { ActivityDetails, ActivityPhotoInput, RevisionValues } from '@regen/shared/schemas/activity-editing';
import type { DbOrTrx } from '../../db/database.ts';
import { notArchived } from '../catalogue/index.ts';

// An activity's details (columns of `activities` and its `activity_photos`) and its revisions
// (docs/decisions/102).

export const detailColumns = [
  'included',
  'what_to_bring',
  'languages',
  'accessibility',
  'meeting_address',
  'meeting_latitude',
  'meeting_longitude',
  'effort',
] as const;

/** The reviewed fields and the details of one activity as stored (live). */
export function findActivityForEditing(db: DbOrTrx, activityId: string, lock = false) {
  let query = db
    .selectFrom('activities')
    .select([
      'id',
      'supplier_id',
      'status',
      'title',
      'description',
      'impact_description',
      'activity_type',
      'photo_url',
      ...detailColumns,
      sql<ActivityPhotoInput[]>`coalesce((select json_agg(json_build_object('url', p.url, 'altText', p.alt_text)
        order by p.position) from activity_photos p where p.activity_id = activities.id), '[]'::json)`.as('photos'),
    ])
    .where('id', '=', activityId)
    .where(notArchived);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Writes every detail: the columns, and the gallery replaced in its new order. */
export async function writeDetails(trx: DbOrTrx, activityId: string, details: ActivityDetails, effort: string | null) {
  await trx
    .updateTable('activities')
    .set({
      included: details.included,
      what_to_bring: details.whatToBring,
      languages: details.languages,
      accessibility: details.accessibility || null,
      meeting_address: details.meetingAddress || null,
      meeting_latitude: details.meetingPoint?.latitude ?? null,
      meeting_longitude: details.meetingPoint?.longitude ?? null,
      effort,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', activityId)
    .execute();
  await trx.deleteFrom('activity_photos').where('activity_id', '=', activityId).execute();
  if (details.photos.length > 0) {
    await trx
      .insertInto('activity_photos')
      .values(
        details.photos.map((p, position) => ({ activity_id: activityId, position, url: p.url, alt_text: p.altText })),
      )
      .execute();
  }
}

/** Claims an upload of this supplier (the upload endpoint's pending row); false when not theirs or used. */
export async function claimUpload(trx: DbOrTrx, key: string, supplierId: string): Promise<boolean> {
  const row = await trx
    .deleteFrom('pending_uploads')
    .where('key', '=', key)
    .where('supplier_id', '=', supplierId)
    .returning('key')
    .executeTakeFirst();
  return row !== undefined;
}

/* ---- Revisions ---- */

export function findPendingRevision(db: DbOrTrx, activityId: string, lock = false) {
  let query = db
    .selectFrom('activity_revisions')
    .select(['id', 'proposed', 'submitted_at'])
    .where('activity_id', '=', activityId)
    .where('status', '=', 'pending')
    .$narrowType<{ proposed: RevisionValues }>();
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function insertRevision(trx: DbOrTrx, activityId: string, proposed: RevisionValues, userId: string) {
  return trx
    .insertInto('activity_revisions')
    .values({ activity_id: activityId, proposed: JSON.stringify(proposed), submitted_by: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function updateRevisionProposal(trx: DbOrTrx, revisionId: string, proposed: RevisionValues, userId: string) {
  return trx
    .updateTable('activity_revisions')
    .set({ proposed: JSON.stringify(proposed), submitted_by: userId, submitted_at: sql<Date>`now()` })
    .where('id', '=', revisionId)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Decides a pending revision in one conditional statement: of two decisions at once, exactly
 * one finds it pending.
 */
export function decideRevision(
  trx: DbOrTrx,
  values: { revisionId: string; status: 'approved' | 'rejected' | 'withdrawn'; reason: string | null; by: string },
) {
  return trx
    .updateTable('activity_revisions')
    .set({ status: values.status, reason: values.reason, decided_by: values.by, decided_at: sql<Date>`now()` })
    .where('id', '=', values.revisionId)
    .where('status', '=', 'pending')
    .returning(['id', 'activity_id', 'proposed'])
    .$narrowType<{ proposed: RevisionValues }>()
    .executeTakeFirst();
}

export function findRevisionStatus(db: DbOrTrx, revisionId: string) {
  return db
    .selectFrom('activity_revisions')
    .innerJoin('activities', 'activities.id', 'activity_revisions.activity_id')
    .select(['activity_revisions.status', 'activities.status as activity_status'])
    .where('activity_revisions.id', '=', revisionId)
    .executeTakeFirst();
}

const revisionRowColumns = [
  'r.id as revision_id',
  'r.activity_id',
  'r.status',
  'r.reason',
  'r.submitted_at',
  'a.title',
  's.business_name',
] as const;

/** Pending revisions of activities that are still there, oldest first (the review queue). */
export function listPendingRevisions(db: DbOrTrx) {
  return db
    .selectFrom('activity_revisions as r')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(revisionRowColumns)
    .where('r.status', '=', 'pending')
    .where('a.status', '<>', 'archived')
    .orderBy('r.submitted_at')
    .orderBy('r.id')
    .execute();
}

export function findRevision(db: DbOrTrx, revisionId: string) {
  return db
    .selectFrom('activity_revisions as r')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([...revisionRowColumns, 'r.proposed'])
    .where('r.id', '=', revisionId)
    .where('a.status', '<>', 'archived')
    .$narrowType<{ proposed: RevisionValues }>()
    .executeTakeFirst();
}

/** Each activity's latest revision when it is pending or rejected (the supplier's cards). */
export function latestOpenRevisions(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('activity_revisions as r')
    .innerJoin('activities as a', 'a.id', 'r.activity_id')
    .select(['r.id', 'r.activity_id', 'r.status', 'r.reason', 'r.submitted_at'])
    .where('a.supplier_id', '=', supplierId)
    .where('a.status', '=', 'approved')
    .where('r.status', 'in', ['pending', 'rejected'])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('activity_revisions as later')
            .select('later.id')
            .whereRef('later.activity_id', '=', 'r.activity_id')
            .whereRef('later.submitted_at', '>', 'r.submitted_at'),
        ),
      ),
    )
    .execute();
}

export function findSupplierContact(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('suppliers')
    .select(['user_id', 'email', 'contact_person'])
    .where('id', '=', supplierId)
    .executeTakeFirstOrThrow();
}
