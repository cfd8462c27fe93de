import {
  EMAIL_REQUIRED_MESSAGE,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
} from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { notify } from '../../lib/toast.ts';
import { useRequestPasswordReset, useResetPassword, useVerifyEmail } from './api.ts';
import { AuthCard, AuthPrompt, SupplierSignUpPrompt, textLinkClass } from './auth-card.tsx';
import { SignInForm } from './sign-in-form.tsx';

const UNEXPECTED = 'An unexpected error occurred';

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
  return (
    <SignInCard
      title="Sign In"
      subtitle="Welcome back to Regen Marketplace."
      invalidTitle="Sign In Failed"
      onForgot={onForgot}
      notice={notice}
      returnPath={returnPath}
      footer={
        <>
          <AuthPrompt question="New here?">
            <Link to="/traveler-signup" search={{ redirect: returnPath }} className={textLinkClass}>
              Sign up as a traveler
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
  const signedIn = async () => {
    if (returnPath) {
      notify.neutral('Welcome back!', 'Taking you back to where you were...');
      await navigate({ href: returnPath, replace: true });
      return;
    }
    notify.neutral('Welcome back!', 'Redirecting to your profile...');
    await navigate({ to: '/profile' });
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
  title = 'Forgot Password',
}: {
  onBack: () => void;
  from?: 'traveler' | 'supplier';
  title?: string;
}) {
  const form = useSchemaForm(requestPasswordResetInputSchema, { defaultValues: { email: '', from } });
  const request = useRequestPasswordReset();

  const submit = submitHandler(form, {
    send: (values) => request.mutateAsync(values),
    refused: { title: 'Reset Failed' },
    sent: () => {
      notify.neutral('Reset Email Sent', 'Please check your email for password reset instructions.');
      onBack();
    },
    invalid: (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first === EMAIL_REQUIRED_MESSAGE) notify.destructive('Email Required', EMAIL_REQUIRED_MESSAGE);
      else notify.destructive('Reset Failed', first);
    },
  });

  return (
    <AuthCard
      title={title}
      subtitle="Enter the email of your account and we will send you a link to set a new password."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <InputField label="Email" type="email" autoComplete="email" {...fieldWiring(form, 'email')} />
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
        <button type="button" onClick={onBack} className={`block w-full text-center text-sm ${textLinkClass}`}>
          Back to Sign In
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

  const submit = submitHandler(form, {
    send: (values) => reset.mutateAsync({ token, password: values.password, confirmPassword: values.confirmPassword }),
    refused: { title: 'Reset Failed' },
    sent: async () => {
      notify.success('Password Updated', 'Your password has been changed. You are signed in.');
      await navigate({ to: '/profile' });
    },
    invalid: (invalid) =>
      notify.destructive('Reset Failed', firstErrorMessage(invalid, ['password', 'confirmPassword'])),
  });

  return (
    <AuthCard title="Set New Password" subtitle="Choose a new password of at least 6 characters.">
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <PasswordField label="New Password" autoComplete="new-password" {...fieldWiring(form, 'password')} />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          {...fieldWiring(form, 'confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Updating...' : 'Update Password'}
        </Button>
        {reset.error ? (
          <button type="button" onClick={onRequestNew} className={`block w-full text-center text-sm ${textLinkClass}`}>
            Request a new reset link
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
  const started = useRef(false);
  useEffect(() => {
    // Once per link: the token is single use.
    if (started.current) return;
    started.current = true;
    verify.mutate({ token: token || '-' });
  }, [token, verify]);

  if (verify.isSuccess)
    return (
      <TravelerSignInForm
        onForgot={onForgot}
        notice="Your email is confirmed. You can sign in now."
        returnPath={returnPath}
      />
    );
  if (verify.isError) {
    return (
      <AuthCard title="Confirm Email">
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(verify.error, UNEXPECTED)}
        </p>
        <p className="mt-4 text-sm text-stone-700">
          Sign in to have a new link sent, or{' '}
          <Link to="/auth" search={{ redirect: returnPath }} className={textLinkClass}>
            go to Sign In
          </Link>
          .
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm Email">
      <Spinner label="Confirming your email..." />
    </AuthCard>
  );
}
