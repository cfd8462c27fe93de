import { useState, type ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useSecondFactorStatus } from './api.ts';
import { SecondFactorPanel } from './second-factor-panel.tsx';
import { VerifySessionForm } from './verify-session-form.tsx';

/**
 * The outcome review queue's door (docs/decisions/125): an admin or verifier whose session has not
 * used a second factor sets one up here, or confirms this sign-in with a code, below the page's
 * own heading. The server refuses the review procedures to such a session anyway. Someone who sets
 * one up here stays until the recovery codes are saved, as at /admin's door.
 */
export function ReviewerSecondFactorGate({
  required,
  admin,
  children,
}: {
  /** The server's word (`outcomes.reviewer`): false when a local demo only offers the second factor. */
  required: boolean;
  admin: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const status = useSecondFactorStatus({ enabled: required });
  const [settingUp, setSettingUp] = useState(false);
  const data = status.data;
  const mustSetUp = required && data !== undefined && !data.enabled && !data.sessionVerified;
  if (mustSetUp && !settingUp) setSettingUp(true);

  if (!required) return <>{children}</>;
  if (status.isPending) return <Spinner label={t('secondFactor.title')} className="py-12" />;
  if (!data || (data.sessionVerified && !settingUp)) return <>{children}</>;
  const verifyOnly = data.enabled && !data.sessionVerified && !settingUp;
  return (
    <section aria-labelledby="reviewer-second-factor" className="mt-6">
      <Card className="p-6">
        <h2 id="reviewer-second-factor" className="text-xl font-semibold text-stone-900">
          {verifyOnly ? t('secondFactor.admin.verifyTitle') : t('secondFactor.admin.title')}
        </h2>
        <p className="mt-2 text-sm text-stone-700">{t('secondFactor.reviewer.intro')}</p>
      </Card>
      {verifyOnly ? (
        <Card className="mt-6 p-6">
          <VerifySessionForm />
        </Card>
      ) : (
        <SecondFactorPanel
          kind={admin ? 'admin' : 'traveler'}
          className="mt-6"
          onRecoveryCodesSaved={() => setSettingUp(false)}
        />
      )}
    </section>
  );
}
