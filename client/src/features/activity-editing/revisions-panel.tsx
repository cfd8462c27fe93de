import { formatCoordinate, formatDateTime } from '@regen/shared/format';
import type { RevisionField, RevisionFieldValue } from '@regen/shared/schemas/activity-editing';
import type { PlainMessageKey } from '@regen/shared/i18n';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useDecideRevision, usePendingRevisions, useRevisionReview } from './api.ts';

// The admin's queue of changes to live activities and the review of one: what changed, field
// by field (before → after); approve, or reject with a reason (docs/decisions/102).

const fieldLabels: Record<RevisionField, PlainMessageKey> = {
  title: 'activityEditing.field.title',
  description: 'activityEditing.field.description',
  impactDescription: 'activityEditing.field.impactDescription',
  activityType: 'activityEditing.field.activityType',
  photoUrl: 'activityEditing.field.photoUrl',
  meetingAddress: 'activityEditing.field.meetingAddress',
  meetingPoint: 'activityEditing.field.meetingPoint',
  included: 'activityEditing.field.included',
  whatToBring: 'activityEditing.field.whatToBring',
  languages: 'activityEditing.field.languages',
  accessibility: 'activityEditing.field.accessibility',
  effort: 'activityEditing.field.effort',
  photos: 'activityEditing.field.photos',
};

export function RevisionsPanel() {
  const t = useT();
  const locale = useLocale();
  const pending = usePendingRevisions();
  const [open, setOpen] = useState<string | null>(null);
  const rows = pending.data ?? [];
  return (
    <Card className="p-5" data-testid="revisions-panel">
      <h2 className="text-lg font-semibold text-stone-900">{t('activityEditing.admin.title')}</h2>
      {pending.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('activityEditing.admin.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200">
          {rows.map((row) => (
            <li key={row.revisionId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere] text-stone-900">{row.title}</p>
                <p className="text-sm text-stone-600">
                  {t('activityEditing.admin.submitted', {
                    date: formatDateTime(row.submittedAt, locale),
                    supplier: row.businessName,
                  })}
                </p>
              </div>
              <Button
                size="sm"
                onClick={() => setOpen(row.revisionId)}
                aria-label={t('activityEditing.admin.reviewLabel', { title: row.title })}
              >
                {t('activityEditing.admin.review')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RevisionDialog revisionId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function Value({ value }: { value: RevisionFieldValue }) {
  const t = useT();
  const locale = useLocale();
  const none = <span className="text-stone-500 italic">{t('activityEditing.admin.empty.value')}</span>;
  switch (value.kind) {
    case 'text':
      return value.value ? <span className="whitespace-pre-line">{value.value}</span> : none;
    case 'list':
      return value.value.length ? (
        <ul className="list-disc space-y-0.5 pl-4">
          {value.value.map((item, i) => (
            <li key={`${i}-${item}`}>{item}</li>
          ))}
        </ul>
      ) : (
        none
      );
    case 'point':
      return value.value ? (
        <span>
          {formatCoordinate(value.value.latitude, locale)}, {formatCoordinate(value.value.longitude, locale)}
        </span>
      ) : (
        none
      );
    case 'photo':
      return value.value ? (
        <img src={value.value} alt="" width={160} height={100} className="h-20 w-32 rounded-lg object-cover" />
      ) : (
        none
      );
    case 'photos':
      return value.value.length ? (
        <ol className="flex flex-wrap gap-2">
          {value.value.map((photo, i) => (
            <li key={photo.url} className="w-24 text-xs text-stone-700">
              <img
                src={photo.url}
                alt={photo.altText}
                width={96}
                height={64}
                className="h-16 w-24 rounded-md object-cover ring-1 ring-stone-200"
              />
              <span className="mt-0.5 block [overflow-wrap:anywhere]">
                {i + 1}. {photo.altText}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <span className="text-stone-500 italic">{t('activityEditing.admin.photoCount', { count: 0 })}</span>
      );
  }
}

function RevisionDialog({ revisionId, onClose }: { revisionId: string | null; onClose: () => void }) {
  const t = useT();
  const review = useRevisionReview(revisionId);
  const { approve, reject } = useDecideRevision();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const data = review.data;
  const busy = approve.isPending || reject.isPending;

  const close = () => {
    setRejecting(false);
    setReason('');
    setReasonError(undefined);
    onClose();
  };

  async function onApprove() {
    if (!revisionId || !data) return;
    try {
      await approve.mutateAsync({ revisionId });
    } catch (error) {
      notify.destructive(t('activityEditing.admin.failedTitle'), errorMessage(error, t('errors.unexpected')));
      return;
    }
    notify.success(
      t('activityEditing.admin.approvedTitle'),
      t('activityEditing.admin.approved', { title: data.title }),
    );
    close();
  }

  async function onReject() {
    if (!revisionId) return;
    if (!reason.trim()) {
      setReasonError(t('activityEditing.admin.reasonRequired'));
      return;
    }
    try {
      await reject.mutateAsync({ revisionId, reason });
    } catch (error) {
      notify.destructive(t('activityEditing.admin.failedTitle'), errorMessage(error, t('errors.unexpected')));
      return;
    }
    notify.success(t('activityEditing.admin.rejectedTitle'), t('activityEditing.admin.rejected'));
    close();
  }

  return (
    <Dialog
      open={revisionId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={data ? t('activityEditing.admin.dialogTitle', { title: data.title }) : t('activityEditing.admin.review')}
      className="max-w-3xl"
    >
      {review.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : review.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(review.error, t('errors.unexpected'))}
        </p>
      ) : data ? (
        <div className="space-y-5">
          <p className="text-sm text-stone-600">{t('activityEditing.admin.dialogIntro')}</p>
          {data.changes.length === 0 ? (
            <p className="text-sm text-stone-700">{t('activityEditing.admin.noChanges')}</p>
          ) : (
            <table className="w-full border-collapse text-left text-sm" data-testid="revision-diff">
              <thead className="sr-only sm:not-sr-only">
                <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-600 uppercase">
                  <th scope="col" className="py-2 pr-3 font-semibold sm:w-40">
                    {t('activityEditing.admin.field')}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {t('activityEditing.admin.before')}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t('activityEditing.admin.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.changes.map((change) => (
                  <tr
                    key={change.field}
                    className="block border-b border-stone-200 py-2 align-top sm:table-row sm:py-0"
                  >
                    <th scope="row" className="block py-1 pr-3 font-semibold text-stone-900 sm:table-cell sm:py-3">
                      {t(fieldLabels[change.field])}
                    </th>
                    <td className="block py-1 pr-3 [overflow-wrap:anywhere] text-stone-600 sm:table-cell sm:py-3">
                      <span className="mr-1 text-xs font-semibold text-stone-500 uppercase sm:hidden">
                        {t('activityEditing.admin.before')}:
                      </span>
                      <span className="line-through decoration-red-400 decoration-1 sm:no-underline">
                        <Value value={change.before} />
                      </span>
                    </td>
                    <td className="block rounded-md bg-brand-50 px-2 py-1 [overflow-wrap:anywhere] text-stone-900 sm:table-cell sm:py-3">
                      <span className="mr-1 text-xs font-semibold text-brand-800 uppercase sm:hidden">
                        {t('activityEditing.admin.after')}:
                      </span>
                      <Value value={change.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {data.status === 'pending' ? (
            rejecting ? (
              <div className="space-y-3">
                <TextareaField
                  label={t('activityEditing.admin.reason')}
                  rows={3}
                  value={reason}
                  error={reasonError}
                  onChange={(e) => {
                    setReason(e.target.value);
                    setReasonError(undefined);
                  }}
                />
                <div className="flex flex-wrap justify-end gap-2">
                  <Button variant="outline" onClick={() => setRejecting(false)} disabled={busy}>
                    {t('supplier.cancel')}
                  </Button>
                  <Button variant="destructive" onClick={() => void onReject()} disabled={busy}>
                    {t('activityEditing.admin.confirmReject')}
                  </Button>
                </div>
              </div>
            ) : (
              <div className="flex flex-wrap justify-end gap-2">
                <Button variant="destructive" onClick={() => setRejecting(true)} disabled={busy}>
                  {t('activityEditing.admin.reject')}
                </Button>
                <Button onClick={() => void onApprove()} disabled={busy}>
                  {t('activityEditing.admin.approve')}
                </Button>
              </div>
            )
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
