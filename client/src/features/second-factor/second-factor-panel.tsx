import { formatDateTime } from '@regen/shared/format';
import { passkeyNameFormSchema } from '@regen/shared/schemas/second-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  useAddPasskey,
  useConfirmTotp,
  usePasskeyRegistrationOptions,
  useRegenerateRecoveryCodes,
  useRemovePasskey,
  useRemoveTotp,
  useSecondFactorStatus,
  useStartTotp,
} from './api.ts';
import { RecoveryCodesShown } from './recovery-codes.tsx';
import { VerifySessionForm } from './verify-session-form.tsx';
import { useBrowserHasPasskeys, createPasskey, passkeyWasDismissed } from './webauthn.ts';

// /profile's "Passkeys and two-step sign-in" (issue 35, docs/decisions/116): passkeys (named,
// listed, removable), an authenticator app, and the recovery codes that stand in for both.

export interface SecondFactorPanelProps {
  kind: 'admin' | 'supplier' | 'traveler';
  className?: string;
  /** Called when the person has saved the recovery codes shown to them (/admin goes on then). */
  onRecoveryCodesSaved?: () => void;
}

export function SecondFactorPanel({ kind, className = '', onRecoveryCodesSaved }: SecondFactorPanelProps) {
  const t = useT();
  const status = useSecondFactorStatus();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const intro =
    kind === 'admin'
      ? t('secondFactor.intro.admin')
      : kind === 'supplier'
        ? t('secondFactor.intro.supplier')
        : t('secondFactor.intro.traveler');

  return (
    <section id="second-factor" aria-labelledby="second-factor-heading" className={className}>
      <h2 id="second-factor-heading" className="text-xl font-bold text-stone-900">
        {t('secondFactor.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-stone-600">{intro}</p>
      {status.isPending || !status.data ? (
        <Spinner label={t('secondFactor.title')} className="py-8" />
      ) : status.data.enabled && !status.data.sessionVerified ? (
        <Card className="mt-6 p-6">
          <VerifySessionForm />
        </Card>
      ) : (
        <>
          {recoveryCodes ? (
            <RecoveryCodesShown
              codes={recoveryCodes}
              onDone={() => {
                setRecoveryCodes(null);
                onRecoveryCodesSaved?.();
              }}
            />
          ) : null}
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <PasskeysCard passkeys={status.data.passkeys} onRecoveryCodes={setRecoveryCodes} />
            <div className="grid content-start gap-6">
              <TotpCard on={status.data.totp} onRecoveryCodes={setRecoveryCodes} />
              {status.data.enabled ? (
                <RecoveryCard left={status.data.recoveryCodesLeft} onRecoveryCodes={setRecoveryCodes} />
              ) : null}
            </div>
          </div>
        </>
      )}
    </section>
  );
}

interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

function PasskeysCard({
  passkeys,
  onRecoveryCodes,
}: {
  passkeys: PasskeyRow[];
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const supported = useBrowserHasPasskeys();
  const options = usePasskeyRegistrationOptions();
  const add = useAddPasskey();
  const remove = useRemovePasskey();
  const busy = options.isPending || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = passkeyNameFormSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    try {
      const { challengeId, options: creation } = await options.mutateAsync();
      const response = await createPasskey(creation);
      const added = await add.mutateAsync({ challengeId, name: parsed.data.name, response });
      setName('');
      notify.success(t('secondFactor.passkeys.added', { name: added.passkey.name }));
      if (added.recoveryCodes) onRecoveryCodes(added.recoveryCodes);
    } catch (err) {
      if (passkeyWasDismissed(err)) notify.neutral(t('secondFactor.passkeys.cancelled'));
      else notify.destructive(errorMessage(err, t('secondFactor.passkeyNotVerified')));
    }
  };

  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-stone-900">{t('secondFactor.passkeys.title')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('secondFactor.passkeys.intro')}</p>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-stone-700">{t('secondFactor.passkeys.none')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200" aria-label={t('secondFactor.passkeys.listLabel')}>
          {passkeys.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere] text-stone-900">{p.name}</p>
                <p className="text-sm text-stone-600">
                  {t('secondFactor.passkeys.created', { when: formatDateTime(p.createdAt, locale) })}
                  {' · '}
                  {p.lastUsedAt
                    ? t('secondFactor.passkeys.lastUsed', { when: formatDateTime(p.lastUsedAt, locale) })
                    : t('secondFactor.passkeys.neverUsed')}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('secondFactor.passkeys.removeNamed', { name: p.name })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    { passkeyId: p.id },
                    {
                      onSuccess: () => notify.success(t('secondFactor.passkeys.removed', { name: p.name })),
                      onError: (err) => notify.destructive(errorMessage(err, t('secondFactor.passkeyNotFound'))),
                    },
                  )
                }
              >
                {t('secondFactor.passkeys.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form
          className="mt-4 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <InputField
            label={t('secondFactor.passkeys.name')}
            hint={t('secondFactor.passkeys.nameHint')}
            value={name}
            maxLength={60}
            autoComplete="off"
            error={error}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={busy} className="sm:mb-6">
            {busy ? t('secondFactor.passkeys.adding') : t('secondFactor.passkeys.add')}
          </Button>
        </form>
      ) : (
        <p className="mt-4 text-sm text-stone-700">{t('secondFactor.passkeys.unsupported')}</p>
      )}
    </Card>
  );
}

function TotpCard({ on, onRecoveryCodes }: { on: boolean; onRecoveryCodes: (codes: string[]) => void }) {
  const t = useT();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const remove = useRemoveTotp();
  const [setup, setSetup] = useState<{ secret: string; uri: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const begin = async () => {
    try {
      const started = await start.mutateAsync();
      const QRCode = (await import('qrcode')).default;
      const qr = await QRCode.toDataURL(started.uri, { margin: 1, width: 192 });
      setSetup({ ...started, qr });
    } catch (err) {
      notify.destructive(errorMessage(err, t('errors.unexpected')));
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    confirm.mutate(
      { code },
      {
        onSuccess: (result) => {
          setSetup(null);
          setCode('');
          notify.success(t('secondFactor.totp.turnedOn'));
          if (result.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
        },
        onError: (err) => setError(errorMessage(err, t('secondFactor.codeWrong'))),
      },
    );
  };

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-stone-900">{t('secondFactor.totp.title')}</h3>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${on ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-700'}`}
        >
          {on ? t('secondFactor.totp.on') : t('secondFactor.totp.off')}
        </span>
      </div>
      <p className="mt-1 text-sm text-stone-600">{t('secondFactor.totp.intro')}</p>
      {on ? (
        <Button
          variant="outline"
          className="mt-4"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () => notify.success(t('secondFactor.totp.removed')),
              onError: (err) => notify.destructive(errorMessage(err, t('errors.unexpected'))),
            })
          }
        >
          {t('secondFactor.totp.remove')}
        </Button>
      ) : setup ? (
        <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
          <p className="text-sm text-stone-800">{t('secondFactor.totp.scan')}</p>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
            <img
              src={setup.qr}
              alt={t('secondFactor.totp.qrAlt')}
              width={192}
              height={192}
              className="h-48 w-48 shrink-0 rounded-lg border border-stone-200 bg-white"
            />
            <div className="min-w-0">
              <p className="text-sm font-medium text-stone-800">{t('secondFactor.totp.setupKey')}</p>
              <p className="mt-1 font-mono text-sm [overflow-wrap:anywhere] text-stone-900" translate="no">
                {setup.secret}
              </p>
            </div>
          </div>
          <InputField
            label={t('secondFactor.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            error={error}
            onChange={(e) => setCode(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={confirm.isPending || code.trim() === ''}>
              {t('secondFactor.totp.confirm')}
            </Button>
            <Button variant="ghost" onClick={() => setSetup(null)}>
              {t('secondFactor.totp.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="mt-4" disabled={start.isPending} onClick={() => void begin()}>
          {t('secondFactor.totp.start')}
        </Button>
      )}
    </Card>
  );
}

function RecoveryCard({ left, onRecoveryCodes }: { left: number; onRecoveryCodes: (codes: string[]) => void }) {
  const t = useT();
  const regenerate = useRegenerateRecoveryCodes();
  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-stone-900">{t('secondFactor.recovery.title')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('secondFactor.recovery.intro')}</p>
      <p className="mt-3 text-sm font-medium text-stone-900">{t('secondFactor.recovery.left', { count: left })}</p>
      <Button
        variant="outline"
        className="mt-4"
        disabled={regenerate.isPending}
        onClick={() =>
          regenerate.mutate(undefined, {
            onSuccess: (result) => {
              notify.success(t('secondFactor.recovery.regenerated'));
              onRecoveryCodes(result.recoveryCodes);
            },
            onError: (err) => notify.destructive(errorMessage(err, t('errors.unexpected'))),
          })
        }
      >
        {t('secondFactor.recovery.regenerate')}
      </Button>
    </Card>
  );
}
