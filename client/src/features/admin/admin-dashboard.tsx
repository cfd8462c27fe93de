import type { ActivityStatus } from '@regen/shared/constants';
import { formatNumber, formatUsdCents } from '@regen/shared/format';
import { ADMIN_PAGE_SIZE, updateActivityStatusInputSchema, type AdminActivityRow } from '@regen/shared/schemas/admin';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextareaField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { ActivityStatusBadge } from '../../components/ui/status-badges.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { useSignOut } from '../../lib/auth.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { ActivityDetailDialog } from './activity-detail-dialog.tsx';
import { useAdminActivities, useUpdateActivityStatus } from './api.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import type { PlainMessageKey } from '@regen/shared/i18n';
import { RevisionsPanel } from '../activity-editing/index.ts';
import { AdminRatesSection } from '../currency/index.ts';
import { ReviewQueueLink } from '../outcomes/index.ts';

type StatusFilter = 'all' | ActivityStatus;
const filters: { value: StatusFilter; label: PlainMessageKey }[] = [
  { value: 'all', label: 'admin.filter.all' },
  { value: 'pending', label: 'admin.filter.pending' },
  { value: 'approved', label: 'admin.filter.approved' },
  { value: 'rejected', label: 'admin.filter.rejected' },
];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The admin dashboard: counts from the server, the moderation table, approve and reject. */
export function AdminDashboard() {
  const { signOut, isPending: signingOut } = useSignOut();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  // The page belongs to one filter and search: changing either starts again at page 1.
  const filterKey = `${status}|${search}`;
  const [paging, setPaging] = useState({ key: filterKey, page: 1 });
  const page = paging.key === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ key: filterKey, page: next });
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminActivityRow | null>(null);

  const list = useAdminActivities({ status, search, page, pageSize: ADMIN_PAGE_SIZE });
  const update = useUpdateActivityStatus();
  const t = useT();
  const locale = useFormatLocale();

  /** Approves, or rejects with the reason, and says how it went. */
  async function decide(activityId: string, decision: 'approved' | 'rejected', reason?: string) {
    try {
      await update.mutateAsync({ activityId, status: decision, reason });
    } catch (err) {
      const conflict = apiErrorCode(err) === 'CONFLICT';
      notify.destructive(t('admin.errorTitle'), conflict ? errorMessage(err, '') : t('admin.updateFailed'));
      setRejecting(null);
      return;
    }
    notify.success(t('admin.updatedTitle'), t('admin.updatedText'));
    setRejecting(null);
  }

  const actions = (a: AdminActivityRow) => (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        size="sm"
        aria-label={t('admin.viewName', { title: a.title })}
        onClick={() => setViewing(a.id)}
      >
        {t('admin.view')}
      </Button>
      {a.status === 'pending' ? (
        <>
          <Button
            size="sm"
            disabled={update.isPending}
            aria-label={t('admin.approveName', { title: a.title })}
            onClick={() => void decide(a.id, 'approved')}
          >
            {t('admin.approve')}
          </Button>
          <Button
            size="sm"
            variant="destructive"
            disabled={update.isPending}
            aria-label={t('admin.rejectName', { title: a.title })}
            onClick={() => setRejecting(a)}
          >
            {t('admin.reject')}
          </Button>
        </>
      ) : null}
    </div>
  );

  const counts = list.data?.counts;
  const cards = [
    // The test id keeps the English name: tests find a card by it whatever the page's locale.
    { label: t('admin.count.total'), testId: 'Total Activities', value: counts?.total, tone: 'text-stone-900' },
    { label: t('admin.count.pending'), testId: 'Pending Approval', value: counts?.pending, tone: 'text-yellow-700' },
    { label: t('admin.count.approved'), testId: 'Approved', value: counts?.approved, tone: 'text-green-700' },
    { label: t('admin.count.rejected'), testId: 'Rejected', value: counts?.rejected, tone: 'text-red-700' },
  ];

  return (
    <div className="min-h-[70vh] bg-stone-50">
      <div className="border-b border-stone-200 bg-white">
        <Container className="flex flex-wrap items-center justify-between gap-3 py-5">
          <h1 className="text-2xl font-bold text-stone-900">{t('admin.title')}</h1>
          <div className="flex gap-2">
            <Link to="/" className={buttonClass('outline')}>
              {t('admin.backToSite')}
            </Link>
            <Button variant="secondary" disabled={signingOut} onClick={signOut}>
              {t('admin.logout')}
            </Button>
          </div>
        </Container>
      </div>
      <Container className="py-8">
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {cards.map((c) => (
            <li key={c.testId}>
              <Card className="p-5">
                <p className="text-sm font-medium text-stone-600">{c.label}</p>
                <p className={`mt-1 text-3xl font-bold ${c.tone}`} data-testid={`count-${c.testId}`}>
                  {c.value ?? '–'}
                </p>
              </Card>
            </li>
          ))}
        </ul>

        {/* Outcome reports waiting for a reviewer (issue 32, docs/decisions/120). */}
        <ReviewQueueLink className="mt-8" />

        <div className="mt-8">
          <RevisionsPanel />
        </div>

        <Card className="mt-8 overflow-hidden">
          <div className="flex flex-col gap-4 border-b border-stone-200 p-5 lg:flex-row lg:items-end lg:justify-between">
            <h2 className="text-xl font-semibold text-stone-900">{t('admin.activities')}</h2>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
              <div>
                <label htmlFor="admin-status" className="block text-sm font-medium text-stone-800">
                  {t('admin.status')}
                </label>
                <select
                  id="admin-status"
                  value={status}
                  onChange={(e) => setStatus(e.target.value as StatusFilter)}
                  className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm"
                >
                  {filters.map((f) => (
                    <option key={f.value} value={f.value}>
                      {t(f.label)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="admin-search" className="block text-sm font-medium text-stone-800">
                  {t('admin.search')}
                </label>
                <input
                  id="admin-search"
                  type="search"
                  value={searchText}
                  onChange={(e) => setSearchText(e.target.value)}
                  className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm sm:w-64"
                />
              </div>
            </div>
          </div>

          {list.isPending ? (
            <p role="status" className="p-8 text-center text-stone-700">
              {t('admin.loadingActivities')}
            </p>
          ) : list.isError ? (
            <p role="alert" className="p-8 text-center text-red-800">
              {errorMessage(list.error, t('errors.unexpected'))}
            </p>
          ) : list.data.items.length === 0 ? (
            <p className="p-8 text-center text-stone-700">{t('admin.noMatch')}</p>
          ) : (
            <>
              <ul className="divide-y divide-stone-200 md:hidden">
                {list.data.items.map((a) => (
                  <li key={a.id} className="space-y-2 p-4 text-sm">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold text-stone-900">{a.title}</p>
                      <ActivityStatusBadge status={a.status} />
                    </div>
                    <p className="line-clamp-2 text-stone-600">{a.description}</p>
                    <p className="text-stone-800">
                      {a.supplier.businessName} · {a.supplier.contactPerson}
                    </p>
                    <p className="text-stone-800">
                      {a.activityType} - {a.country} ·{' '}
                      <span className="font-medium">{formatUsdCents(a.priceCents, locale)}</span>
                    </p>
                    {actions(a)}
                  </li>
                ))}
              </ul>
              <div className="hidden overflow-x-auto md:block">
                <table className="w-full text-left text-sm">
                  <thead className="bg-stone-50 text-xs tracking-wide text-stone-600 uppercase">
                    <tr>
                      <th scope="col" className="px-5 py-3">
                        {t('admin.column.activity')}
                      </th>
                      <th scope="col" className="px-5 py-3">
                        {t('admin.column.supplier')}
                      </th>
                      <th scope="col" className="px-5 py-3">
                        {t('admin.column.type')}
                      </th>
                      <th scope="col" className="px-5 py-3">
                        {t('admin.column.price')}
                      </th>
                      <th scope="col" className="px-5 py-3">
                        {t('admin.column.status')}
                      </th>
                      <th scope="col" className="px-5 py-3">
                        {t('admin.column.actions')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-stone-200">
                    {list.data.items.map((a) => (
                      <tr key={a.id} className="align-top">
                        <td className="max-w-xs px-5 py-4">
                          <p className="font-semibold text-stone-900">{a.title}</p>
                          <p className="mt-1 line-clamp-2 text-stone-600">{a.description}</p>
                        </td>
                        <td className="px-5 py-4">
                          <p className="font-medium text-stone-900">{a.supplier.businessName}</p>
                          <p className="text-stone-600">{a.supplier.contactPerson}</p>
                        </td>
                        <td className="px-5 py-4 text-stone-800">
                          {a.activityType} - {a.country}
                        </td>
                        <td className="px-5 py-4 font-medium text-stone-900">{formatUsdCents(a.priceCents, locale)}</td>
                        <td className="px-5 py-4">
                          <ActivityStatusBadge status={a.status} />
                        </td>
                        <td className="px-5 py-4">{actions(a)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {list.data && list.data.pageCount > 1 ? (
            <nav
              aria-label={t('admin.pages')}
              className="flex items-center justify-between border-t border-stone-200 p-4 text-sm"
            >
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('admin.previous')}
              </Button>
              <span className="text-stone-700">
                {t('admin.pageOf', {
                  page: formatNumber(list.data.page, locale),
                  pageCount: formatNumber(list.data.pageCount, locale),
                  matching: formatNumber(list.data.matching, locale),
                })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= list.data.pageCount}
                onClick={() => setPage(page + 1)}
              >
                {t('admin.next')}
              </Button>
            </nav>
          ) : null}
        </Card>
      </Container>

      <Container className="pb-8">
        <AdminRatesSection />
      </Container>

      <ActivityDetailDialog activityId={viewing} onClose={() => setViewing(null)} />
      <Dialog
        open={rejecting !== null}
        onOpenChange={(open) => {
          if (!open) setRejecting(null);
        }}
        title={t('admin.reject.title', { title: rejecting?.title ?? '' })}
        description={t('admin.reject.description')}
      >
        {rejecting ? (
          <RejectForm
            key={rejecting.id}
            activityId={rejecting.id}
            pending={update.isPending}
            onReject={(reason) => decide(rejecting.id, 'rejected', reason)}
            onCancel={() => setRejecting(null)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/** The reject dialog's form: an optional reason for the supplier. */
function RejectForm({
  activityId,
  pending,
  onReject,
  onCancel,
}: {
  activityId: string;
  pending: boolean;
  onReject: (reason: string | undefined) => Promise<void>;
  onCancel: () => void;
}) {
  const { register, handleSubmit, formState } = useSchemaForm(updateActivityStatusInputSchema, {
    defaultValues: { activityId, status: 'rejected', reason: '' },
  });
  const t = useT();
  return (
    <form
      onSubmit={(e) => void handleSubmit((values) => onReject(values.reason ?? undefined))(e)}
      className="space-y-4"
    >
      <TextareaField
        label={t('admin.reject.reason')}
        rows={3}
        maxLength={500}
        error={formState.errors.reason?.message}
        {...register('reason')}
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          {t('admin.reject.cancel')}
        </Button>
        <Button type="submit" variant="destructive" disabled={pending}>
          {t('admin.reject.submit')}
        </Button>
      </div>
    </form>
  );
}
