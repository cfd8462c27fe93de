import { signInInputSchema, signUpTravelerInputSchema } from '@regen/shared/schemas/auth';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useSignOut } from '../../lib/auth.ts';
import { firstErrorMessage, showServerFieldErrors, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useSignIn, useSignUpTraveler } from '../auth/index.ts';

const UNEXPECTED = 'An unexpected error occurred';

function AdminShell({ children }: { children: ReactNode }) {
  return (
    <div className="bg-stone-100">
      <Container className="flex justify-center py-12 sm:py-20">
        <Card className="w-full max-w-md p-6 sm:p-8">{children}</Card>
      </Container>
    </div>
  );
}

/** What was typed, kept when switching between Login and Sign Up. */
interface Typed {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Signed out: Admin Login, or Create Admin Account in sign-up mode. Signing up creates an
 * ordinary account: admin rights come only from ADMIN_EMAILS or `npm run admin:grant`.
 */
export function AdminLogin() {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [typed, setTyped] = useState<Typed>({ firstName: '', lastName: '', email: '', password: '' });
  const switchTo = (next: 'login' | 'signup') => (values: Partial<Typed>) => {
    setTyped((previous) => ({ ...previous, ...values }));
    setMode(next);
  };
  return (
    <AdminShell>
      <h1 className="text-2xl font-bold text-stone-900">{mode === 'login' ? 'Admin Login' : 'Create Admin Account'}</h1>
      <p className="mt-1 text-sm text-stone-600">Regen Marketplace moderation</p>
      {mode === 'login' ? (
        <AdminLoginForm typed={typed} onSwitch={switchTo('signup')} />
      ) : (
        <AdminSignUpForm typed={typed} onSwitch={switchTo('login')} />
      )}
    </AdminShell>
  );
}

function AdminLoginForm({ typed, onSwitch }: { typed: Typed; onSwitch: (values: Partial<Typed>) => void }) {
  const form = useSchemaForm(signInInputSchema, { defaultValues: { email: typed.email, password: typed.password } });
  const { register, handleSubmit, formState, getValues } = form;
  const signIn = useSignIn();
  const submit = handleSubmit(
    async (values) => {
      try {
        await signIn.mutateAsync(values);
      } catch (err) {
        showServerFieldErrors(form, err);
        notify.destructive('Login Failed', errorMessage(err, UNEXPECTED));
        return;
      }
      notify.success('Login Successful', 'Welcome back!');
    },
    (invalid) => notify.destructive('Login Failed', firstErrorMessage(invalid, ['email', 'password'])),
  );
  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending ? 'Logging in...' : 'Login'}
        </Button>
      </form>
      <AdminLoginFooter switchLabel="Need an account? Sign up" onSwitch={() => onSwitch(getValues())} />
    </>
  );
}

function AdminSignUpForm({ typed, onSwitch }: { typed: Typed; onSwitch: (values: Partial<Typed>) => void }) {
  // One password field: its confirmation is the same value.
  const form = useSchemaForm(signUpTravelerInputSchema, {
    defaultValues: { ...typed, confirmPassword: typed.password },
  });
  const { register, handleSubmit, formState, getValues, setValue } = form;
  const errors = formState.errors;
  const signUp = useSignUpTraveler();
  const submit = handleSubmit(
    async (values) => {
      try {
        await signUp.mutateAsync(values);
      } catch (err) {
        showServerFieldErrors(form, err);
        notify.destructive('Signup Failed', errorMessage(err, UNEXPECTED));
        return;
      }
      notify.success('Signup Successful', 'Please check your email to verify your account.');
      onSwitch(getValues());
    },
    (invalid) =>
      notify.destructive('Signup Failed', firstErrorMessage(invalid, ['firstName', 'lastName', 'email', 'password'])),
  );
  return (
    <>
      <form noValidate onSubmit={(e) => void submit(e)} className="mt-6 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label="First Name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <InputField
            label="Last Name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <InputField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', {
            onChange: (e: { target: { value: string } }) => setValue('confirmPassword', e.target.value),
          })}
        />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing up...' : 'Sign Up'}
        </Button>
      </form>
      <AdminLoginFooter switchLabel="Already have an account? Login" onSwitch={() => onSwitch(getValues())} />
    </>
  );
}

function AdminLoginFooter({ switchLabel, onSwitch }: { switchLabel: string; onSwitch: () => void }) {
  return (
    <div className="mt-4 flex flex-col items-center gap-3 text-sm">
      <button
        type="button"
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        onClick={onSwitch}
      >
        {switchLabel}
      </button>
      <Link to="/" className={buttonClass('ghost', 'sm')}>
        Back to Website
      </Link>
    </div>
  );
}

/** Signed in without the admin role. */
export function AccessDenied() {
  const { signOut, isPending } = useSignOut();
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
          <Button variant="outline" disabled={isPending} onClick={signOut}>
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
