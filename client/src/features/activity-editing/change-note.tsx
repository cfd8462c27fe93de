import { useT } from '../../lib/i18n.tsx';
import { useMyActivityChanges } from './api.ts';

/**
 * On a supplier's activity card: its change waiting for review (the live version stays live and
 * bookable), or why the last change was not approved (docs/decisions/102).
 */
export function ActivityChangeNote({ activityId }: { activityId: string }) {
  const t = useT();
  const changes = useMyActivityChanges();
  const change = changes.data?.find((c) => c.activityId === activityId);
  if (!change) return null;
  if (change.status === 'pending') {
    return (
      <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        <p className="font-semibold">{t('activityEditing.pending.badge')}</p>
        <p className="mt-0.5">{t('activityEditing.pending.text')}</p>
      </div>
    );
  }
  return change.reason ? (
    <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      {t('activityEditing.rejected.text', { reason: change.reason })}
    </p>
  ) : null;
}
