import { formatDurationHours } from '@regen/shared/rules/activity-card';
import { formatLongDate, formatUsdCents } from '@regen/shared/format';
import type { SupplierActivity } from '@regen/shared/schemas/supplier';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ActivityStatusBadge } from '../../components/ui/status-badges.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { ActivityChangeNote } from '../activity-editing/index.ts';
import { PricesAndQuestionsButton } from '../pricing/index.ts';
import { useDeleteActivity } from './api.ts';
import { EditActivityForm } from './edit-activity-form.tsx';

/** Activity-limit banner: the spec's "x/2" is its inconsistency; the limit is 5 everywhere. */
function LimitBanner({ count, limit }: { count: number; limit: number }) {
  const t = useT();
  const reached = count >= limit;
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 ${
        reached ? 'border-amber-300 bg-amber-50' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <p className="text-sm text-stone-800">
        <span className="font-semibold">{t('supplier.activities.limit', { count, limit })}</span>{' '}
        {reached
          ? t('supplier.activities.limitReachedText')
          : t('supplier.activities.canList', { count: limit - count })}
      </p>
      {reached ? <Badge tone="orange">{t('supplier.activities.limitReached')}</Badge> : null}
    </div>
  );
}

function ActivityDetails({ activity }: { activity: SupplierActivity }) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-4">
      <div>
        <dt className="sr-only">{t('supplier.activities.price')}</dt>
        <dd className="font-semibold text-stone-900">
          {t('supplier.activities.perPerson', { price: formatUsdCents(activity.priceCents, locale) })}
        </dd>
      </div>
      <div>
        <dt className="sr-only">{t('supplier.activities.duration')}</dt>
        <dd>
          {locale === 'en-US'
            ? formatDurationHours(activity.durationHours)
            : t('localeFormats.durationHours', { hours: activity.durationHours })}
        </dd>
      </div>
      <div>
        <dt className="sr-only">{t('supplier.activities.maxPeople')}</dt>
        <dd>{t('supplier.activities.maxPeopleValue', { max: activity.maxParticipants })}</dd>
      </div>
      <div>
        <dt className="sr-only">{t('supplier.activities.created')}</dt>
        <dd>
          {t('supplier.activities.createdOn', { date: formatLongDate(activity.createdAt.toISOString(), locale) })}
        </dd>
      </div>
    </dl>
  );
}

function ActivityCardView({ activity, approvalMode }: { activity: SupplierActivity; approvalMode: 'manual' | 'auto' }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteActivity();

  async function onDelete() {
    try {
      await remove.mutateAsync({ activityId: activity.id });
    } catch (err) {
      const failed = t('supplier.activities.deleteFailed');
      notify.destructive(
        t('supplier.activities.deleteFailedTitle'),
        apiErrorCode(err) === 'CONFLICT' ? errorMessage(err, failed) : failed,
      );
      setConfirmingDelete(false);
      return;
    }
    notify.success(t('supplier.activities.deletedTitle'), t('supplier.activities.deleted', { title: activity.title }));
    setConfirmingDelete(false);
  }

  return (
    <li>
      <Card className="overflow-hidden">
        <div className="flex flex-col sm:flex-row">
          {activity.photoUrl ? (
            <img
              src={activity.photoUrl}
              alt={t('supplier.activities.photoOf', { title: activity.title })}
              width={800}
              height={500}
              loading="lazy"
              className="h-48 w-full object-cover sm:h-auto sm:w-56"
            />
          ) : (
            <div aria-hidden="true" className="h-48 w-full bg-brand-100 sm:h-auto sm:w-56" />
          )}
          <div className="flex-1 p-5">
            {editing ? (
              <EditActivityForm activity={activity} approvalMode={approvalMode} onDone={() => setEditing(false)} />
            ) : (
              <>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="text-lg font-semibold text-stone-900">{activity.title}</h3>
                  <ActivityStatusBadge status={activity.status} />
                </div>
                <p className="mt-1 text-sm font-medium text-brand-800">
                  {t('supplier.activities.typeAndCountry', { type: activity.activityType, country: activity.country })}
                </p>
                {activity.status === 'rejected' && activity.rejectionReason ? (
                  <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
                    <span className="font-semibold">{t('supplier.activities.rejectionReason')}</span>{' '}
                    {activity.rejectionReason}
                  </p>
                ) : null}
                {activity.status === 'pending' ? (
                  <p className="mt-2 text-sm text-stone-600">{t('supplier.activities.waitingReview')}</p>
                ) : null}
                <ActivityChangeNote activityId={activity.id} />
                <p className="mt-3 line-clamp-3 text-stone-700">{activity.description}</p>
                <div className="mt-3">
                  <ActivityDetails activity={activity} />
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(true)}
                    aria-label={t('supplier.activities.editLabel', { title: activity.title })}
                  >
                    {t('supplier.activities.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setViewing(true)}
                    aria-label={t('supplier.activities.viewLabel', { title: activity.title })}
                  >
                    {t('supplier.activities.view')}
                  </Button>
                  <PricesAndQuestionsButton activity={activity} />
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setConfirmingDelete(true)}
                    aria-label={t('supplier.activities.deleteLabel', { title: activity.title })}
                  >
                    {t('supplier.activities.delete')}
                  </Button>
                </div>
              </>
            )}
          </div>
        </div>
      </Card>

      <Dialog open={viewing} onOpenChange={setViewing} title={activity.title} className="max-w-2xl">
        {activity.photoUrl ? (
          <img
            src={activity.photoUrl}
            alt={t('supplier.activities.photoOf', { title: activity.title })}
            width={800}
            height={500}
            className="h-56 w-full rounded-xl object-cover"
          />
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ActivityStatusBadge status={activity.status} />
          <span className="text-sm font-medium text-brand-800">
            {t('supplier.activities.typeAndCountry', { type: activity.activityType, country: activity.country })}
          </span>
        </div>
        <p className="mt-3 text-stone-800">{activity.description}</p>
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-semibold">{t('supplier.activities.impact')}</span> {activity.impactDescription}
        </p>
        <div className="mt-3">
          <ActivityDetails activity={activity} />
        </div>
        {activity.status === 'approved' ? (
          <Link
            to="/booking/$activityId"
            params={{ activityId: activity.id }}
            className={buttonClass('secondary', 'md', 'mt-5')}
          >
            {t('supplier.activities.openBookingPage')}
          </Link>
        ) : null}
      </Dialog>

      <Dialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t('supplier.activities.deleteTitle')}
        description={t('supplier.activities.deleteDescription', { title: activity.title })}
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirmingDelete(false)}>
            {t('supplier.cancel')}
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void onDelete()}>
            {remove.isPending ? t('supplier.activities.deleting') : t('supplier.activities.delete')}
          </Button>
        </div>
      </Dialog>
    </li>
  );
}

export function ActivitiesTab({
  activities,
  limit,
  approvalMode,
  onAdd,
}: {
  activities: SupplierActivity[];
  limit: number;
  approvalMode: 'manual' | 'auto';
  onAdd: () => void;
}) {
  const t = useT();
  if (activities.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-14 text-center">
        <h3 className="text-xl font-semibold text-stone-900">{t('supplier.activities.emptyTitle')}</h3>
        <p className="mx-auto mt-2 max-w-md text-stone-700">
          {t('supplier.activities.emptyText')}
          {approvalMode === 'manual' ? ` ${t('supplier.activities.emptyReviewed')}` : ''}
        </p>
        <Button className="mt-5" onClick={onAdd}>
          {t('supplier.activities.addFirst')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <LimitBanner count={activities.length} limit={limit} />
      <ul className="space-y-5">
        {activities.map((activity) => (
          <ActivityCardView key={activity.id} activity={activity} approvalMode={approvalMode} />
        ))}
      </ul>
    </div>
  );
}
