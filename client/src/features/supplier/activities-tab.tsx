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
import { notify } from '../../lib/toast.ts';
import { useDeleteActivity } from './api.ts';
import { EditActivityForm } from './edit-activity-form.tsx';

/** 'Environmental - Slovenia': the spec's stored type text, derived from the two columns. */
function activityTypeLabel(activity: Pick<SupplierActivity, 'activityType' | 'country'>): string {
  return `${activity.activityType} - ${activity.country}`;
}

/** Activity-limit banner: the spec's "x/2" is its inconsistency; the limit is 5 everywhere. */
function LimitBanner({ count, limit }: { count: number; limit: number }) {
  const reached = count >= limit;
  return (
    <div
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border px-4 py-3 ${
        reached ? 'border-amber-300 bg-amber-50' : 'border-brand-200 bg-brand-50'
      }`}
    >
      <p className="text-sm text-stone-800">
        <span className="font-semibold">
          Activity limit: {count}/{limit}
        </span>{' '}
        {reached
          ? 'You have listed the most activities an account can hold. Delete one to add another.'
          : `You can list ${limit - count} more ${limit - count === 1 ? 'activity' : 'activities'}.`}
      </p>
      {reached ? <Badge tone="orange">Limit Reached</Badge> : null}
    </div>
  );
}

function ActivityDetails({ activity }: { activity: SupplierActivity }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-stone-700 sm:grid-cols-4">
      <div>
        <dt className="sr-only">Price</dt>
        <dd className="font-semibold text-stone-900">{formatUsdCents(activity.priceCents)} per person</dd>
      </div>
      <div>
        <dt className="sr-only">Duration</dt>
        <dd>{formatDurationHours(activity.durationHours)}</dd>
      </div>
      <div>
        <dt className="sr-only">Max people</dt>
        <dd>Max {activity.maxParticipants} people</dd>
      </div>
      <div>
        <dt className="sr-only">Created</dt>
        <dd>Created {formatLongDate(activity.createdAt.toISOString())}</dd>
      </div>
    </dl>
  );
}

function ActivityCardView({ activity, approvalMode }: { activity: SupplierActivity; approvalMode: 'manual' | 'auto' }) {
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteActivity();

  async function onDelete() {
    try {
      await remove.mutateAsync({ activityId: activity.id });
    } catch (err) {
      const failed = 'Failed to delete activity';
      notify.destructive('Delete Failed', apiErrorCode(err) === 'CONFLICT' ? errorMessage(err, failed) : failed);
      setConfirmingDelete(false);
      return;
    }
    notify.success('Activity Deleted', `"${activity.title}" was deleted.`);
    setConfirmingDelete(false);
  }

  return (
    <li>
      <Card className="overflow-hidden">
        <div className="flex flex-col sm:flex-row">
          {activity.photoUrl ? (
            <img
              src={activity.photoUrl}
              alt={`Photo of ${activity.title}`}
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
                <p className="mt-1 text-sm font-medium text-brand-800">{activityTypeLabel(activity)}</p>
                {activity.status === 'rejected' && activity.rejectionReason ? (
                  <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
                    <span className="font-semibold">Reason for rejection:</span> {activity.rejectionReason}
                  </p>
                ) : null}
                {activity.status === 'pending' ? (
                  <p className="mt-2 text-sm text-stone-600">Waiting for an administrator to review it.</p>
                ) : null}
                <p className="mt-3 line-clamp-3 text-stone-700">{activity.description}</p>
                <div className="mt-3">
                  <ActivityDetails activity={activity} />
                </div>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setEditing(true)}
                    aria-label={`Edit ${activity.title}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setViewing(true)}
                    aria-label={`View ${activity.title}`}
                  >
                    View
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setConfirmingDelete(true)}
                    aria-label={`Delete ${activity.title}`}
                  >
                    Delete
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
            alt={`Photo of ${activity.title}`}
            width={800}
            height={500}
            className="h-56 w-full rounded-xl object-cover"
          />
        ) : null}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <ActivityStatusBadge status={activity.status} />
          <span className="text-sm font-medium text-brand-800">{activityTypeLabel(activity)}</span>
        </div>
        <p className="mt-3 text-stone-800">{activity.description}</p>
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-semibold">Impact:</span> {activity.impactDescription}
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
            Open the booking page
          </Link>
        ) : null}
      </Dialog>

      <Dialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete Activity?"
        description={`This removes "${activity.title}" from your listings and the site, with its open time slots. Bookings already made stay in your Bookings tab and in your travelers' history.`}
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setConfirmingDelete(false)}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void onDelete()}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
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
  if (activities.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-14 text-center">
        <h3 className="text-xl font-semibold text-stone-900">No Activities Yet</h3>
        <p className="mx-auto mt-2 max-w-md text-stone-700">
          Create your first activity to start welcoming travelers.
          {approvalMode === 'manual' ? ' Every new activity is reviewed before it goes live.' : ''}
        </p>
        <Button className="mt-5" onClick={onAdd}>
          Add Your First Activity
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
