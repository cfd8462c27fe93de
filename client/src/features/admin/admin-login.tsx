import { signInInputSchema, signUpTravelerInputSchema } from '@regen/shared/schemas/auth';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useAuthChanged } from '../../lib/auth.ts';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, notify } from '../../lib/toast.ts';
import { validate } from '../auth/form-validation.ts';
import { PasswordField } from '../auth/password-field.tsx';
import { useAdminSignOut } from './use-admin-sign-out.ts';

function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="bg-stone-100">
      <Container className="flex justify-center py-12 sm:py-20">
        <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
      </Container>
    </div>
  );
}

/**
 * Signed out: Admin Login, or Create Admin Account in sign-up mode. Signing up creates an
 * ordinary account: admin rights come only from ADMIN_EMAILS or `npm run admin:grant`.
 */
export function AdminLogin() {
  const authChanged = useAuthChanged();
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: async () => {
      notify.success('Login Successful', 'Welcome back!');
      await authChanged();
    },
    onError: (err) => notify.destructive('Login Failed', errorMessage(err, 'An unexpected error occurred')),
  });
  const signUp = trpc.auth.signUpTraveler.useMutation({
    onSuccess: () => {
      notify.success('Signup Successful', 'Please check your email to verify your account.');
      setMode('login');
    },
    onError: (err) => notify.destructive('Signup Failed', errorMessage(err, 'An unexpected error occurred')),
  });
  const busy = signIn.isPending || signUp.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'login') {
      const check = validate(signInInputSchema, values, ['email', 'password']);
      setErrors(check.fieldErrors);
      if (!check.ok) return notify.destructive('Login Failed', check.first);
      signIn.mutate({ email: values.email, password: values.password });
    } else {
      const input = { ...values, confirmPassword: values.password };
      const check = validate(signUpTravelerInputSchema, input, ['firstName', 'lastName', 'email', 'password']);
      setErrors(check.fieldErrors);
      if (!check.ok) return notify.destructive('Signup Failed', check.first);
      signUp.mutate(input);
    }
  }

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  return (
    <AdminShell>
      <h1 className="text-2xl font-bold text-stone-900">{mode === 'login' ? 'Admin Login' : 'Create Admin Account'}</h1>
      <p className="mt-1 text-sm text-stone-600">Regen Marketplace moderation</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        {mode === 'signup' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label="First Name" autoComplete="given-name" {...field('firstName')} />
            <InputField label="Last Name" autoComplete="family-name" {...field('lastName')} />
          </div>
        ) : null}
        <InputField label="Email" type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label="Password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          {...field('password')}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {mode === 'login'
            ? signIn.isPending
              ? 'Logging in...'
              : 'Login'
            : signUp.isPending
              ? 'Signing up...'
              : 'Sign Up'}
        </Button>
      </form>
      <div className="mt-4 flex flex-col items-center gap-3 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          onClick={() => {
            setErrors({});
            setMode(mode === 'login' ? 'signup' : 'login');
          }}
        >
          {mode === 'login' ? 'Need an account? Sign up' : 'Already have an account? Login'}
        </button>
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          Back to Website
        </Link>
      </div>
    </AdminShell>
  );
}

/** Signed in without the admin role. */
export function AccessDenied() {
  const signOut = useAdminSignOut();
  return (
    <AdminShell>
      <div className="text-center">
        <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-red-100 text-red-800">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
          </svg>
        </span>
        <h1 className="mt-4 text-2xl font-bold text-stone-900">Access Denied</h1>
        <p className="mt-2 text-stone-700">You don&apos;t have admin privileges. Please contact an administrator.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
            Logout
          </Button>
          <Link to="/" className={buttonClass('primary')}>
            Back to Website
          </Link>
        </div>
      </div>
    </AdminShell>
  );
}
