import { useState, type ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useSecondFactorStatus } from './api.ts';
import { SecondFactorPanel } from './second-factor-panel.tsx';
import { VerifySessionForm } from './verify-session-form.tsx';

/**
 * /admin's door (docs/decisions/116): an admin whose session has not used a second factor sets
 * one up here (or confirms this sign-in with a code) before the dashboard shows. The server
 * refuses admin procedures to such a session anyway; this says what to do instead. An admin who
 * sets one up here stays until the recovery codes are saved.
 */
export function AdminSecondFactorGate({ children }: { children: ReactNode }) {
  const t = useT();
  const status = useSecondFactorStatus();
  const [settingUp, setSettingUp] = useState(false);
  const data = status.data;
  const mustSetUp = data !== undefined && data.required && !data.enabled && !data.sessionVerified;
  // Remembered from the first render that needed it: setting one up verifies the session at once,
  // and the recovery codes must stay on screen until saved.
  if (mustSetUp && !settingUp) setSettingUp(true);

  if (status.isPending) return <Spinner label={t('secondFactor.title')} className="py-24" />;
  if (!data || !data.required || (data.sessionVerified && !settingUp)) return <>{children}</>;
  const verifyOnly = data.enabled && !data.sessionVerified && !settingUp;
  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <Card className="p-6">
          <h1 className="text-2xl font-bold text-stone-900">
            {verifyOnly ? t('secondFactor.admin.verifyTitle') : t('secondFactor.admin.title')}
          </h1>
          <p className="mt-2 text-sm text-stone-700">{t('secondFactor.admin.intro')}</p>
        </Card>
        {verifyOnly ? (
          <Card className="mt-6 p-6">
            <VerifySessionForm />
          </Card>
        ) : (
          <SecondFactorPanel kind="admin" className="mt-8" onRecoveryCodesSaved={() => setSettingUp(false)} />
        )}
      </Container>
    </div>
  );
}
