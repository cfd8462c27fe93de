import {
  EMAIL_REQUIRED_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  signInInputSchema,
} from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { firstErrorMessage, showServerFieldErrors, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useRequestPasswordReset, useResetPassword, useSignIn, useVerifyEmail } from './api.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { ResendVerification } from './resend-verification.tsx';

const UNEXPECTED = 'An unexpected error occurred';

export type AuthMode = 'signin' | 'forgot' | 'reset' | 'verify';

/** /auth: traveler sign-in with forgot-password, set-new-password and confirm-email modes. */
export function SignInPage({ mode, token }: { mode: AuthMode; token: string | undefined }) {
  const navigate = useNavigate();
  const setMode = (next: AuthMode) => void navigate({ to: '/auth', search: next === 'signin' ? {} : { mode: next } });
  if (mode === 'forgot') return <ForgotPasswordForm onBack={() => setMode('signin')} />;
  if (mode === 'reset') return <SetNewPasswordForm token={token ?? ''} onRequestNew={() => setMode('forgot')} />;
  if (mode === 'verify') return <ConfirmEmail token={token ?? ''} onForgot={() => setMode('forgot')} />;
  return <TravelerSignInForm onForgot={() => setMode('forgot')} />;
}

function TravelerSignInForm({ onForgot, notice }: { onForgot: () => void; notice?: string }) {
  return (
    <SignInForm
      title="Sign In"
      subtitle="Welcome back to Regen Marketplace."
      invalidTitle="Sign In Failed"
      onForgot={onForgot}
      notice={notice}
      footer={
        <>
          <p>
            New here?{' '}
            <Link to="/traveler-signup" className={textLinkClass}>
              Sign up as a traveler
            </Link>
          </p>
          <p>
            Run regenerative activities?{' '}
            <Link to="/supplier-signup" className={textLinkClass}>
              Sign up as a supplier
            </Link>
          </p>
        </>
      }
    />
  );
}

/**
 * The email-and-password form shared by /auth and /supplier-signin: the spec gives them
 * the same behaviour and different titles, footers and validation toast titles.
 */
export function SignInForm({
  title,
  subtitle,
  footer,
  invalidTitle,
  onForgot,
  notice,
}: {
  title: string;
  subtitle: string;
  footer: ReactNode;
  /** Toast title when a field is missing ('Sign In Failed' on /auth, 'Missing Information' for suppliers). */
  invalidTitle: string;
  onForgot: () => void;
  notice?: string | undefined;
}) {
  const navigate = useNavigate();
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useSchemaForm(signInInputSchema, { defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const signIn = useSignIn();

  const submit = handleSubmit(
    async (values) => {
      try {
        await signIn.mutateAsync(values);
      } catch (err) {
        if (apiErrorCode(err) === 'PRECONDITION_FAILED') setUnverified(values.email);
        showServerFieldErrors(form, err);
        notify.destructive('Sign In Failed', errorMessage(err, UNEXPECTED));
        return;
      }
      notify.neutral('Welcome back!', 'Redirecting to your profile...');
      await navigate({ to: '/profile' });
    },
    (invalid) => notify.destructive(invalidTitle, firstErrorMessage(invalid) ?? SIGN_IN_REQUIRED_MESSAGE),
  );

  return (
    <AuthCard title={title} subtitle={subtitle} footer={footer}>
      {notice ? (
        <p role="status" className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {notice}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(e) => {
          setUnverified(null);
          void submit(e);
        }}
        className="space-y-4"
      >
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <button type="button" onClick={onForgot} className={`text-sm ${textLinkClass}`}>
            Forgot your password?
          </button>
        </div>
        {unverified ? <ResendVerification email={unverified} /> : null}
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
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
  const { register, handleSubmit, formState } = form;
  const request = useRequestPasswordReset();

  const submit = handleSubmit(
    async (values) => {
      try {
        await request.mutateAsync(values);
      } catch (err) {
        showServerFieldErrors(form, err);
        notify.destructive('Reset Failed', errorMessage(err, UNEXPECTED));
        return;
      }
      notify.neutral('Reset Email Sent', 'Please check your email for password reset instructions.');
      onBack();
    },
    (invalid) => {
      const first = firstErrorMessage(invalid);
      if (first === EMAIL_REQUIRED_MESSAGE) notify.destructive('Email Required', EMAIL_REQUIRED_MESSAGE);
      else notify.destructive('Reset Failed', first);
    },
  );

  return (
    <AuthCard
      title={title}
      subtitle="Enter the email of your account and we will send you a link to set a new password."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
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
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const reset = useResetPassword();

  const submit = handleSubmit(
    async (values) => {
      try {
        await reset.mutateAsync({ token, password: values.password, confirmPassword: values.confirmPassword });
      } catch (err) {
        showServerFieldErrors(form, err);
        notify.destructive('Reset Failed', errorMessage(err, UNEXPECTED));
        return;
      }
      notify.success('Password Updated', 'Your password has been changed. You are signed in.');
      await navigate({ to: '/profile' });
    },
    (invalid) => notify.destructive('Reset Failed', firstErrorMessage(invalid, ['password', 'confirmPassword'])),
  );

  return (
    <AuthCard title="Set New Password" subtitle="Choose a new password of at least 6 characters.">
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm New Password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
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

function ConfirmEmail({ token, onForgot }: { token: string; onForgot: () => void }) {
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    // Once per link: the token is single use.
    if (started.current) return;
    started.current = true;
    verify.mutate({ token: token || '-' });
  }, [token, verify]);

  if (verify.isSuccess)
    return <TravelerSignInForm onForgot={onForgot} notice="Your email is confirmed. You can sign in now." />;
  if (verify.isError) {
    return (
      <AuthCard title="Confirm Email">
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(verify.error, UNEXPECTED)}
        </p>
        <p className="mt-4 text-sm text-stone-700">
          Sign in to have a new link sent, or{' '}
          <Link to="/auth" className={textLinkClass}>
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
