import { formatDateTime } from '@regen/shared/format';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useAuthChanged } from '../../lib/auth.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useDeleteAccount, useDevices, useExportData, useSignOutDevice } from './api.ts';

// /profile's "Security and your data" (issue 35, docs/decisions/113): the signed-in devices
// with a sign-out each, "Download my data" and "Delete my account".

/** The whole section, below the profile's own content. */
export function AccountSecurityPanel({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <section aria-labelledby="account-security-heading" className={className}>
      <h2 id="account-security-heading" className="text-xl font-bold text-stone-900">
        {t('accountSecurity.title')}
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DeviceList />
        <div className="grid content-start gap-6">
          <DownloadData />
          <DeleteAccount />
        </div>
      </div>
    </section>
  );
}

function DeviceList() {
  const t = useT();
  const locale = useLocale();
  const devices = useDevices();
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const signOut = useSignOutDevice(async () => {
    await navigate({ to: '/auth' });
    await authChanged();
  });
  const deviceName = (d: { browser: string | null; os: string | null }) =>
    t('accountSecurity.devices.name', {
      browser: d.browser ?? t('accountSecurity.devices.unknownBrowser'),
      os: d.os ?? t('accountSecurity.devices.unknownOs'),
    });

  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-stone-900">{t('accountSecurity.devices.title')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('accountSecurity.devices.intro')}</p>
      {devices.isPending ? (
        <Spinner label={t('accountSecurity.devices.title')} className="py-8" />
      ) : (
        <ul className="mt-4 divide-y divide-stone-200" aria-label={t('accountSecurity.devices.title')}>
          {(devices.data ?? []).map((d) => {
            const name = deviceName(d);
            return (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">
                    {name}
                    {d.current ? (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                        {t('accountSecurity.devices.current')}
                      </span>
                    ) : null}
                  </p>
                  <p className="text-sm text-stone-600">
                    {d.ipRange
                      ? t('accountSecurity.devices.network', { range: d.ipRange })
                      : t('accountSecurity.devices.unknownNetwork')}
                    {' · '}
                    {t('accountSecurity.devices.lastUsed', { when: formatDateTime(d.lastUsedAt, locale) })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('accountSecurity.devices.signOutNamed', { device: name })}
                  disabled={signOut.isPending}
                  onClick={() =>
                    signOut.mutate(
                      { deviceId: d.id },
                      {
                        onSuccess: () => notify.success(t('accountSecurity.devices.signedOut', { device: name })),
                        onError: (err) => notify.destructive(errorMessage(err, t('accountSecurity.devices.notFound'))),
                      },
                    )
                  }
                >
                  {t('accountSecurity.devices.signOut')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function DownloadData() {
  const t = useT();
  const exportData = useExportData();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = await exportData();
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'regen-marketplace-my-data.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      notify.destructive(errorMessage(err, t('errors.unexpected')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="p-6">
      <h3 className="text-lg font-semibold text-stone-900">{t('accountSecurity.data.title')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('accountSecurity.data.intro')}</p>
      <Button variant="secondary" className="mt-4" disabled={busy} onClick={() => void download()}>
        {busy ? t('accountSecurity.data.preparing') : t('accountSecurity.data.download')}
      </Button>
    </Card>
  );
}

function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const authChanged = useAuthChanged();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount({
    onSuccess: async () => {
      notify.success(t('accountSecurity.delete.done'));
      await navigate({ to: '/' });
      await authChanged();
    },
    onError: (err) => setError(errorMessage(err, t('errors.unexpected'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    remove.mutate({ password });
  };
  return (
    <Card className="border-red-200 p-6">
      <h3 className="text-lg font-semibold text-stone-900">{t('accountSecurity.delete.title')}</h3>
      <p className="mt-1 text-sm text-stone-600">{t('accountSecurity.delete.intro')}</p>
      <form className="mt-4 grid gap-3" onSubmit={submit} noValidate>
        <PasswordField
          label={t('accountSecurity.delete.password')}
          autoComplete="current-password"
          value={password}
          required
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" variant="destructive" disabled={remove.isPending || password === ''}>
            {t('accountSecurity.delete.confirm')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
