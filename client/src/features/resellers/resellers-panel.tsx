import { formatDateTime, formatMilliseconds } from '@regen/shared/format';
import { createResellerInputSchema, type CreatedApiKey, type ResellerSummary } from '@regen/shared/schemas/resellers';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import {
  useCreateApiKey,
  useCreateReseller,
  useResellerRequests,
  useResellers,
  useRevokeApiKey,
  useRevokeReseller,
} from './api.ts';
import { type Translate, useFormatLocale, useT } from '../../lib/i18n.tsx';
import { WebhookDeliveries } from '../octo-notifications/index.ts';

// The admin's resellers (issue 16): who may sell our suppliers' activities over the OCTO API,
// their keys (a new key is shown once: only its hash is kept), and their latest requests.

const when = (t: Translate, date: Date | null, locale: string) =>
  date ? formatDateTime(date, locale) : t('resellers.never');

function NewResellerForm() {
  const create = useCreateReseller();
  const t = useT();
  const { register, handleSubmit, formState, reset } = useSchemaForm(createResellerInputSchema, {
    defaultValues: { name: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      reset();
      notify.success(t('resellers.createdTitle'), values.name);
    } catch (err) {
      notify.destructive(t('resellers.errorTitle'), errorMessage(err, t('resellers.createFailed')));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <InputField
          label={t('resellers.nameField')}
          maxLength={100}
          error={formState.errors.name?.message}
          {...register('name')}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {t('resellers.create')}
      </Button>
    </form>
  );
}

function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the key stays on screen to select.
      notify.destructive(t('resellers.errorTitle'), t('resellers.copyFailed'));
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-amber-900">{t('resellers.key.copyNow')}</p>
      {created.mode === 'test' ? <p className="text-sm text-amber-900">{t('octo.testKeys.explained')}</p> : null}
      <code aria-label={t('resellers.key.new')} className="block break-all rounded bg-white p-2 text-sm text-stone-900">
        {created.key}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? t('resellers.key.copied') : t('resellers.key.copy')}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          {t('resellers.key.done')}
        </Button>
      </div>
    </div>
  );
}

function RequestLog({ resellerId }: { resellerId: string }) {
  const requests = useResellerRequests(resellerId);
  const t = useT();
  const locale = useFormatLocale();
  if (requests.isLoading) return <p className="text-sm text-stone-600">{t('resellers.requests.loading')}</p>;
  const rows = requests.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-stone-600">{t('resellers.requests.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('resellers.requests.caption')}</caption>
        <thead>
          <tr className="text-stone-600">
            <th className="py-1 pr-3 font-medium">{t('resellers.requests.when')}</th>
            <th className="py-1 pr-3 font-medium">{t('resellers.requests.request')}</th>
            <th className="py-1 pr-3 font-medium">{t('resellers.requests.status')}</th>
            <th className="py-1 font-medium">{t('resellers.requests.duration')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-stone-100">
              <td className="py-1 pr-3 whitespace-nowrap">{when(t, r.at, locale)}</td>
              <td className="py-1 pr-3 font-mono">
                {r.method} {r.path}
              </td>
              <td className="py-1 pr-3">{r.status}</td>
              <td className="py-1">{formatMilliseconds(r.durationMs, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ResellerCard({ reseller }: { reseller: ResellerSummary }) {
  const createKey = useCreateApiKey();
  const revokeKey = useRevokeApiKey();
  const revokeReseller = useRevokeReseller();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [showRequests, setShowRequests] = useState(false);
  const [showDeliveries, setShowDeliveries] = useState(false);
  // Revoking a reseller cannot be undone (it gets no new keys), so it asks once more.
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const t = useT();
  const locale = useFormatLocale();
  const act = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
    } catch (err) {
      notify.destructive(t('resellers.errorTitle'), errorMessage(err, failure));
    }
  };
  return (
    <li>
      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold text-stone-900">
            {reseller.name}
            {reseller.revokedAt ? (
              <span className="ml-2 text-sm font-normal text-red-700">{t('resellers.revokedBadge')}</span>
            ) : null}
          </h3>
          {reseller.revokedAt ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={createKey.isPending}
                onClick={() =>
                  void act(
                    async () => setCreated(await createKey.mutateAsync({ resellerId: reseller.id })),
                    t('resellers.key.createFailed'),
                  )
                }
              >
                {t('resellers.key.newFor', { name: reseller.name })}
              </Button>
              {/* A test key's bookings never take real spots (docs/decisions/114). */}
              <Button
                size="sm"
                variant="outline"
                disabled={createKey.isPending}
                onClick={() =>
                  void act(
                    async () => setCreated(await createKey.mutateAsync({ resellerId: reseller.id, mode: 'test' })),
                    t('resellers.key.createFailed'),
                  )
                }
              >
                {t('octo.testKeys.newFor', { name: reseller.name })}
              </Button>
              <Button size="sm" variant="destructive" onClick={() => setConfirmingRevoke(true)}>
                {t('resellers.revoke', { name: reseller.name })}
              </Button>
            </div>
          )}
        </div>
        {confirmingRevoke && !reseller.revokedAt ? (
          <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p>{t('resellers.revokeConfirm', { name: reseller.name })}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="destructive"
                disabled={revokeReseller.isPending}
                onClick={() =>
                  void act(() => revokeReseller.mutateAsync({ resellerId: reseller.id }), t('resellers.revokeFailed'))
                }
              >
                {t('resellers.revokeYes', { name: reseller.name })}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirmingRevoke(false)}>
                {t('resellers.keep', { name: reseller.name })}
              </Button>
            </div>
          </div>
        ) : null}
        {created ? <NewKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
        {reseller.keys.length === 0 ? (
          <p className="text-sm text-stone-600">{t('resellers.key.none')}</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={t('resellers.key.listName', { name: reseller.name })}>
            {reseller.keys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="font-mono">{k.prefix}…</span>
                {k.mode === 'test' ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-amber-900">{t('octo.testKeys.badge')}</span>
                ) : null}
                <span className="text-stone-600">
                  {t('resellers.key.created', { when: when(t, k.createdAt, locale) })}
                </span>
                <span className="text-stone-600">
                  {t('resellers.key.lastUsed', { when: when(t, k.lastUsedAt, locale) })}
                </span>
                {k.revokedAt ? (
                  <span className="text-red-700">{t('resellers.revokedBadge')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      void act(() => revokeKey.mutateAsync({ keyId: k.id }), t('resellers.key.revokeFailed'))
                    }
                  >
                    {t('resellers.key.revoke', { prefix: k.prefix })}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button size="sm" variant="ghost" aria-expanded={showRequests} onClick={() => setShowRequests((v) => !v)}>
            {showRequests ? t('resellers.requests.hide') : t('resellers.requests.show')}
          </Button>
          {showRequests ? <RequestLog resellerId={reseller.id} /> : null}
        </div>
        <div>
          <Button size="sm" variant="ghost" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((v) => !v)}>
            {showDeliveries ? t('resellers.webhooks.hide') : t('resellers.webhooks.show')}
          </Button>
          {showDeliveries ? <WebhookDeliveries resellerId={reseller.id} resellerName={reseller.name} /> : null}
        </div>
      </Card>
    </li>
  );
}

/** The resellers section of /admin. */
export function ResellersPanel() {
  const list = useResellers();
  const t = useT();
  return (
    <section aria-labelledby="resellers-heading" className="bg-stone-50 pb-12">
      <Container className="space-y-4">
        <div>
          <h2 id="resellers-heading" className="text-xl font-bold text-stone-900">
            {t('resellers.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('resellers.intro')}</p>
        </div>
        <NewResellerForm />
        {list.isLoading ? <p className="text-sm text-stone-600">{t('resellers.loading')}</p> : null}
        {list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(list.error, t('resellers.loadFailed'))}
          </p>
        ) : null}
        {list.data?.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-600">
            {t('resellers.empty')}
          </p>
        ) : null}
        <ul className="space-y-4" aria-label={t('resellers.listName')}>
          {(list.data ?? []).map((r) => (
            <ResellerCard key={r.id} reseller={r} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
