import { formatDateTime, formatNumber, formatUsdCents } from '@regen/shared/format';
import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ActivityStatusBadge } from '../../components/ui/status-badges.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useAdminActivity } from './api.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5 text-sm">
      <dt className="font-medium text-stone-600">{label}</dt>
      <dd className="col-span-2 [overflow-wrap:anywhere] text-stone-900">{children}</dd>
    </div>
  );
}

/** The detail dialog of the admin table: activity, supplier contact and every decision. */
export function ActivityDetailDialog({ activityId, onClose }: { activityId: string | null; onClose: () => void }) {
  const detail = useAdminActivity(activityId);
  const a = detail.data;
  const t = useT();
  const locale = useFormatLocale();
  return (
    <Dialog
      open={activityId !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={a?.title ?? t('admin.detail.title')}
      className="max-w-2xl"
    >
      {detail.isPending ? (
        <Spinner label={t('admin.loading')} />
      ) : detail.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(detail.error, t('errors.unexpected'))}
        </p>
      ) : a ? (
        <div className="space-y-5">
          {a.photoUrl ? (
            <img
              src={a.photoUrl}
              alt={a.title}
              width={800}
              height={500}
              className="h-56 w-full rounded-xl object-cover"
            />
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <ActivityStatusBadge status={a.status} />
            <span className="text-sm text-stone-600">
              {a.activityType} - {a.country}
            </span>
          </div>
          <section>
            <h3 className="font-semibold text-stone-900">{t('admin.detail.description')}</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-stone-800">{a.description}</p>
          </section>
          <section>
            <h3 className="font-semibold text-stone-900">{t('admin.detail.impact')}</h3>
            <p className="mt-1 text-sm text-stone-800">{a.impactDescription}</p>
          </section>
          <dl className="divide-y divide-stone-100">
            <Row label={t('admin.detail.price')}>
              {t('admin.detail.pricePerPerson', { price: formatUsdCents(a.priceCents, locale) })}
            </Row>
            <Row label={t('admin.detail.duration')}>
              {t('admin.detail.hours', { hours: formatNumber(a.durationHours, locale) })}
            </Row>
            <Row label={t('admin.detail.maxParticipants')}>{formatNumber(a.maxParticipants, locale)}</Row>
          </dl>
          <section>
            <h3 className="font-semibold text-stone-900">{t('admin.detail.supplier')}</h3>
            <dl className="mt-1 divide-y divide-stone-100">
              <Row label={t('admin.detail.business')}>{a.supplier.businessName}</Row>
              <Row label={t('admin.detail.contact')}>{a.supplier.contactPerson}</Row>
              <Row label={t('admin.detail.email')}>{a.supplier.email}</Row>
              <Row label={t('admin.detail.phone')}>{a.supplier.phone ?? t('admin.detail.notGiven')}</Row>
              <Row label={t('admin.detail.location')}>{a.supplier.location}</Row>
            </dl>
          </section>
          {a.rejectionReason ? (
            <p className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {t('admin.detail.rejectionReason', { reason: a.rejectionReason })}
            </p>
          ) : null}
          <section>
            <h3 className="font-semibold text-stone-900">{t('admin.detail.decisions')}</h3>
            {a.history.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">{t('admin.detail.noDecisions')}</p>
            ) : (
              <ol className="mt-1 space-y-1 text-sm text-stone-800">
                {a.history.map((h) => {
                  const decision = {
                    from: h.from,
                    to: h.to,
                    by: h.by ? h.by.name || h.by.email : t('admin.detail.deletedAccount'),
                    when: formatDateTime(h.at, locale),
                  };
                  return (
                    <li key={h.id}>
                      {h.reason
                        ? t('admin.detail.decisionWithReason', { ...decision, reason: h.reason })
                        : t('admin.detail.decision', decision)}
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
