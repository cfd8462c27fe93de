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

// The admin's resellers (issue 16): who may sell our suppliers' activities over the OCTO API,
// their keys (a new key is shown once: only its hash is kept), and their latest requests.

const when = (date: Date | null) => (date ? new Date(date).toLocaleString() : 'Never');

function NewResellerForm() {
  const create = useCreateReseller();
  const { register, handleSubmit, formState, reset } = useSchemaForm(createResellerInputSchema, {
    defaultValues: { name: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      reset();
      notify.success('Reseller created', values.name);
    } catch (err) {
      notify.destructive('Error', errorMessage(err, 'Failed to create the reseller'));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <InputField
          label="Reseller name"
          maxLength={100}
          error={formState.errors.name?.message}
          {...register('name')}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        Create reseller
      </Button>
    </form>
  );
}

function NewKeyNotice({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the key stays on screen to select.
      notify.destructive('Error', 'Could not copy the key: select it and copy it by hand.');
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="font-medium text-amber-900">Copy this API key now: it will not be shown again.</p>
      <code aria-label="New API key" className="block break-all rounded bg-white p-2 text-sm text-stone-900">
        {created.key}
      </code>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy API key'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          I have copied the key
        </Button>
      </div>
    </div>
  );
}

function RequestLog({ resellerId }: { resellerId: string }) {
  const requests = useResellerRequests(resellerId);
  if (requests.isLoading) return <p className="text-sm text-stone-600">Loading requests…</p>;
  const rows = requests.data ?? [];
  if (rows.length === 0) return <p className="text-sm text-stone-600">No requests yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Latest API requests</caption>
        <thead>
          <tr className="text-stone-600">
            <th className="py-1 pr-3 font-medium">When</th>
            <th className="py-1 pr-3 font-medium">Request</th>
            <th className="py-1 pr-3 font-medium">Status</th>
            <th className="py-1 font-medium">Duration</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-stone-100">
              <td className="py-1 pr-3 whitespace-nowrap">{when(r.at)}</td>
              <td className="py-1 pr-3 font-mono">
                {r.method} {r.path}
              </td>
              <td className="py-1 pr-3">{r.status}</td>
              <td className="py-1">{r.durationMs.toFixed(1)} ms</td>
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
  // Revoking a reseller cannot be undone (it gets no new keys), so it asks once more.
  const [confirmingRevoke, setConfirmingRevoke] = useState(false);
  const act = async (work: () => Promise<unknown>, failure: string) => {
    try {
      await work();
    } catch (err) {
      notify.destructive('Error', errorMessage(err, failure));
    }
  };
  return (
    <li>
      <Card className="space-y-4 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold text-stone-900">
            {reseller.name}
            {reseller.revokedAt ? <span className="ml-2 text-sm font-normal text-red-700">Revoked</span> : null}
          </h3>
          {reseller.revokedAt ? null : (
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={createKey.isPending}
                onClick={() =>
                  void act(
                    async () => setCreated(await createKey.mutateAsync({ resellerId: reseller.id })),
                    'Failed to create a key',
                  )
                }
              >
                New API key for {reseller.name}
              </Button>
              <Button size="sm" variant="destructive" onClick={() => setConfirmingRevoke(true)}>
                Revoke {reseller.name}
              </Button>
            </div>
          )}
        </div>
        {confirmingRevoke && !reseller.revokedAt ? (
          <div role="alert" className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
            <p>Revoke {reseller.name} for good? Its keys stop working at once and it can get no new keys.</p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="destructive"
                disabled={revokeReseller.isPending}
                onClick={() =>
                  void act(() => revokeReseller.mutateAsync({ resellerId: reseller.id }), 'Failed to revoke')
                }
              >
                Yes, revoke {reseller.name}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirmingRevoke(false)}>
                Keep {reseller.name}
              </Button>
            </div>
          </div>
        ) : null}
        {created ? <NewKeyNotice created={created} onDone={() => setCreated(null)} /> : null}
        {reseller.keys.length === 0 ? (
          <p className="text-sm text-stone-600">No API keys yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100" aria-label={`API keys of ${reseller.name}`}>
            {reseller.keys.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="font-mono">{k.prefix}…</span>
                <span className="text-stone-600">Created {when(k.createdAt)}</span>
                <span className="text-stone-600">Last used: {when(k.lastUsedAt)}</span>
                {k.revokedAt ? (
                  <span className="text-red-700">Revoked</span>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => void act(() => revokeKey.mutateAsync({ keyId: k.id }), 'Failed to revoke the key')}
                  >
                    Revoke key {k.prefix}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button size="sm" variant="ghost" aria-expanded={showRequests} onClick={() => setShowRequests((v) => !v)}>
            {showRequests ? 'Hide requests' : 'Show requests'}
          </Button>
          {showRequests ? <RequestLog resellerId={reseller.id} /> : null}
        </div>
      </Card>
    </li>
  );
}

/** The resellers section of /admin. */
export function ResellersPanel() {
  const list = useResellers();
  return (
    <section aria-labelledby="resellers-heading" className="bg-stone-50 pb-12">
      <Container className="space-y-4">
        <div>
          <h2 id="resellers-heading" className="text-xl font-bold text-stone-900">
            Resellers (OCTO API)
          </h2>
          <p className="text-sm text-stone-600">
            Resellers book approved activities through the OCTO API at /octo with a Bearer key.
          </p>
        </div>
        <NewResellerForm />
        {list.isLoading ? <p className="text-sm text-stone-600">Loading resellers…</p> : null}
        {list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(list.error, 'Failed to load the resellers')}
          </p>
        ) : null}
        {list.data?.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-600">
            No resellers yet. Create one, then give it an API key to book through the OCTO API.
          </p>
        ) : null}
        <ul className="space-y-4" aria-label="Resellers">
          {(list.data ?? []).map((r) => (
            <ResellerCard key={r.id} reseller={r} />
          ))}
        </ul>
      </Container>
    </section>
  );
}
