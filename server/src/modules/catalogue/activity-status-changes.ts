import type { DbOrTrx } from '../../db/database.ts';

/** Audits one status move of an activity (submission, edit, decision, archive) in the caller's transaction. */
export async function recordStatusChange(
  trx: DbOrTrx,
  values: { activityId: string; changedBy: string; from: string; to: string; reason: string | null },
): Promise<void> {
  await trx
    .insertInto('activity_status_changes')
    .values({
      activity_id: values.activityId,
      changed_by: values.changedBy,
      from_status: values.from,
      to_status: values.to,
      reason: values.reason,
    })
    .execute();
}
