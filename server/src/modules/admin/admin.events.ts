import type { DbOrTrx } from '../../db/database.ts';
import type { Emit } from '../../events/event-hub.ts';

export type ActivitiesChange = 'submitted' | 'edited' | 'deleted' | 'decided';

/**
 * Tells every admin's open dashboard, in the transaction of the change, that the moderation
 * list moved: a supplier submitted, edited or deleted an activity, or an admin decided one.
 * The dashboard refetches, so two admins never work from a stale queue.
 */
export async function emitActivitiesChanged(
  trx: DbOrTrx,
  emit: Emit,
  activityId: string,
  change: ActivitiesChange,
): Promise<void> {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').execute();
  if (admins.length === 0) return;
  await emit({
    type: 'admin.activities_changed',
    audience: admins.map((a) => a.id),
    activityId,
    payload: { change },
  });
}
