import { splitContactPerson } from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { notify } from '../../lib/toast.ts';
import { useBookingDraftForSignUp } from './api.ts';
import { AuthCard, AuthPrompt, SupplierSignUpPrompt, textLinkClass } from './auth-card.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * /traveler-signup: after success the traveler is told to check email and goes to /auth,
 * carrying `returnPath` (the booking that sent them here) on to sign-in (docs/decisions/028).
 * Sent here from a booking, the form starts from the name and email typed there: the booking
 * draft this browser left with the server, which the new account then owns (docs/decisions/093).
 */
export function TravelerSignupPage({ returnPath }: { returnPath?: string | undefined }) {
  const navigate = useNavigate();
  const t = useT();
  const draft = useBookingDraftForSignUp({ enabled: Boolean(returnPath) });
  const prefill = useMemo(
    () =>
      draft.data ? { ...splitContactPerson(draft.data.customerName), email: draft.data.customerEmail } : undefined,
    [draft.data],
  );
  const signedUp = async () => {
    notify.success(t('auth.travelerSignUp.doneTitle'), t('auth.travelerSignUp.doneText'));
    await navigate({ to: '/auth', search: { redirect: returnPath } });
  };

  return (
    <AuthCard
      title={t('auth.travelerSignUp.title')}
      subtitle={t('auth.travelerSignUp.subtitle')}
      footer={
        <>
          <AuthPrompt question={t('auth.travelerSignUp.haveAccount')}>
            <Link to="/auth" search={{ redirect: returnPath }} className={textLinkClass}>
              {t('auth.travelerSignUp.signIn')}
            </Link>
          </AuthPrompt>
          <SupplierSignUpPrompt />
        </>
      }
    >
      <SignUpForm
        confirmPassword
        submitLabel={t('auth.travelerSignUp.submit')}
        pendingLabel={t('auth.travelerSignUp.pending')}
        failedTitle={t('auth.travelerSignUp.failed')}
        onSignedUp={signedUp}
        prefill={prefill}
      />
    </AuthCard>
  );
}
