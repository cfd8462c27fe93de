import {
  EMAIL_REQUIRED_MESSAGE,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
} from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import {
  useRequestPasswordReset,
  useResetPassword,
  useVerifyEmail,
  type ResetPasswordResult,
  type SignInResult,
} from './api.ts';
import { SecondStepForm } from '../second-factor/index.ts';
import { AuthCard, AuthPrompt, SupplierSignUpPrompt, textLinkClass } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';

/** Stands for a link inside a sentence's message, where the text is split around it. */
const LINK_MARK = '\u0000';

export type AuthMode = 'signin' | 'forgot' | 'reset' | 'verify';

/**
 * /auth: traveler sign-in with forgot-password, set-new-password and confirm-email modes.
 * `returnPath` is where signing in leads instead of /profile (docs/decisions/028); switching
 * modes keeps it.
 */
export function SignInPage({
  mode,
  token,
  returnPath,
}: {
  mode: AuthMode;
  token: string | undefined;
  returnPath?: string | undefined;
}) {
  const navigate = useNavigate();
  const setMode = (next: AuthMode) =>
    void navigate({ to: '/auth', search: { mode: next === 'signin' ? undefined : next, redirect: returnPath } });
  if (mode === 'forgot') return <ForgotPasswordForm onBack={() => setMode('signin')} />;
  if (mode === 'reset') return <SetNewPasswordForm token={token ?? ''} onRequestNew={() => setMode('forgot')} />;
  if (mode === 'verify') {
    return <ConfirmEmail token={token ?? ''} onForgot={() => setMode('forgot')} returnPath={returnPath} />;
  }
  return <TravelerSignInForm onForgot={() => setMode('forgot')} returnPath={returnPath} />;
}

function TravelerSignInForm({
  onForgot,
  notice,
  returnPath,
}: {
  onForgot: () => void;
  notice?: string;
  returnPath: string | undefined;
}) {
  const t = useT();
  return (
    <SignInCard
      title={t('auth.signIn.title')}
      subtitle={t('auth.signIn.subtitle')}
      invalidTitle={t('auth.signIn.failed')}
      onForgot={onForgot}
      notice={notice}
      returnPath={returnPath}
      footer={
        <>
          <AuthPrompt question={t('auth.signIn.newHere')}>
            <Link to="/traveler-signup" search={{ redirect: returnPath }} className={textLinkClass}>
              {t('auth.signIn.signUpTraveler')}
            </Link>
          </AuthPrompt>
          <SupplierSignUpPrompt />
        </>
      }
    />
  );
}

/**
 * The sign-in card of /auth and /supplier-signin: the same form and behaviour, with their
 * own titles, footers and validation toast titles. Signing in leads to `returnPath`, else
 * /profile.
 */
export function SignInCard({
  title,
  subtitle,
  footer,
  invalidTitle,
  onForgot,
  notice,
  returnPath,
}: {
  title: string;
  subtitle: string;
  footer: ReactNode;
  /** Toast title when a field is missing ('Sign In Failed' on /auth, 'Missing Information' for suppliers). */
  invalidTitle: string;
  onForgot: () => void;
  notice?: string | undefined;
  returnPath: string | undefined;
}) {
  const navigate = useNavigate();
  const t = useT();
  // Where signing in leads: the page that sent the visitor here; else the booking the account
  // left for the sign-up detour (on this device or another, docs/decisions/093); else /admin for
  // an admin; else the spec's /profile. A brand-new account is welcomed, not "Welcome back!".
  const signedIn = async (result: SignInResult) => {
    const title = result.firstSignIn ? t('auth.signIn.welcomeFirst') : t('auth.signIn.welcomeBack');
    const draftPath = safeReturnPath(result.draftReturnPath);
    if (returnPath) {
      notify.neutral(title, t('auth.signIn.returning'));
      await navigate({ href: returnPath, replace: true });
    } else if (draftPath) {
      notify.neutral(title, t('auth.signIn.returningToBooking'));
      await navigate({ href: draftPath, replace: true });
    } else if (result.isAdmin) {
      notify.neutral(title, t('auth.signIn.toAdmin'));
      await navigate({ to: '/admin' });
    } else {
      notify.neutral(title, t('auth.signIn.toProfile'));
      await navigate({ to: '/profile' });
    }
  };
  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      {notice ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {notice}
        </p>
      ) : null}
      <SignInForm invalidTitle={invalidTitle} onForgot={onForgot} onSignedIn={signedIn} />
    </AuthCard>
  );
}

export function ForgotPasswordForm({
  onBack,
  from = 'traveler',
  title,
}: {
  onBack: () => void;
  from?: 'traveler' | 'supplier';
  title?: string;
}) {
  const form = useSchemaForm(requestPasswordResetInputSchema, { defaultValues: { email: '', from } });
  const request = useRequestPasswordReset();
  const t = useT();

  const submit = submitHandler(form, {
    send: (values) => request.mutateAsync(values),
    refused: { title: t('auth.forgot.failed') },
    sent: () => {
      notify.neutral(t('auth.forgot.sentTitle'), t('auth.forgot.sentText'));
      onBack();
    },
    invalid: (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first === EMAIL_REQUIRED_MESSAGE) notify.destructive(t('auth.forgot.emailRequired'), EMAIL_REQUIRED_MESSAGE);
      else notify.destructive(t('auth.forgot.failed'), first);
    },
  });

  return (
    <AuthCard title={title ?? t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <InputField label={t('auth.field.email')} type="email" autoComplete="email" {...fieldWiring(form, 'email')} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? t('auth.sending') : t('auth.forgot.submit')}
        </Button>
        <button type="button" onClick={onBack} className={`block w-full text-center text-sm ${textLinkClass}`}>
          {t('auth.forgot.back')}
        </button>
      </form>
    </AuthCard>
  );
}

function SetNewPasswordForm({ token, onRequestNew }: { token: string; onRequestNew: () => void }) {
  const navigate = useNavigate();
  // A missing token is the server's to refuse (with its message); the form checks the passwords.
  const form = useSchemaForm(resetPasswordInputSchema, {
    defaultValues: { token: token || '-', password: '', confirmPassword: '' },
  });
  const reset = useResetPassword();
  const t = useT();

  // An account with a second factor gives it before the new password signs it in (docs/decisions/116).
  const [secondStep, setSecondStep] = useState<NonNullable<ResetPasswordResult['secondFactor']> | null>(null);
  const submit = submitHandler(form, {
    send: (values) => reset.mutateAsync({ token, password: values.password, confirmPassword: values.confirmPassword }),
    refused: { title: t('auth.forgot.failed') },
    sent: async (result) => {
      notify.success(t('auth.reset.doneTitle'), t('auth.reset.doneText'));
      if (result.secondFactor) setSecondStep(result.secondFactor);
      else await navigate({ to: '/profile' });
    },
    invalid: (invalid) =>
      notify.destructive(t('auth.forgot.failed'), firstErrorMessage(invalid, ['password', 'confirmPassword'])),
  });

  if (secondStep) {
    return (
      <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
        <SecondStepForm
          methods={secondStep}
          onSignedIn={() => navigate({ to: '/profile' })}
          onCancel={() => void navigate({ to: '/auth', search: {} })}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <PasswordField
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          {...fieldWiring(form, 'password')}
        />
        <PasswordField
          label={t('auth.field.confirmNewPassword')}
          autoComplete="new-password"
          {...fieldWiring(form, 'confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('auth.reset.pending') : t('auth.reset.submit')}
        </Button>
        {reset.error ? (
          <button type="button" onClick={onRequestNew} className={`block w-full text-center text-sm ${textLinkClass}`}>
            {t('auth.reset.requestNew')}
          </button>
        ) : null}
      </form>
    </AuthCard>
  );
}

function ConfirmEmail({
  token,
  onForgot,
  returnPath,
}: {
  token: string;
  onForgot: () => void;
  returnPath: string | undefined;
}) {
  const verify = useVerifyEmail();
  const t = useT();
  const started = useRef(false);
  useEffect(() => {
    // Once per link: the token is single use.
    if (started.current) return;
    started.current = true;
    verify.mutate({ token: token || '-' });
  }, [token, verify]);

  if (verify.isSuccess)
    return <TravelerSignInForm onForgot={onForgot} notice={t('auth.verify.confirmed')} returnPath={returnPath} />;
  if (verify.isError) {
    // One sentence with the link inside it: split where the link goes, so a translation may move it.
    const [beforeLink, afterLink] = t('auth.verify.retry', { link: LINK_MARK }).split(LINK_MARK);
    return (
      <AuthCard title={t('auth.verify.title')}>
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(verify.error, t('errors.unexpected'))}
        </p>
        <p className="mt-4 text-sm text-stone-700">
          {beforeLink}
          <Link to="/auth" search={{ redirect: returnPath }} className={textLinkClass}>
            {t('auth.verify.retryLink')}
          </Link>
          {afterLink}
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verify.title')}>
      <Spinner label={t('auth.verify.pending')} />
    </AuthCard>
  );
}
