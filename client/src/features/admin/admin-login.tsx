import type { SignInInput } from '@regen/shared/schemas/auth';
import { Link } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useSignOut } from '../../lib/auth.ts';
import { notify } from '../../lib/toast.ts';
import { AccountSignUpForm, IconBadge, SignInForm } from '../auth/index.ts';

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
type Typed = Partial<SignInInput>;

/**
 * Signed out: Admin Login, or Create Admin Account in sign-up mode. Signing up creates an
 * ordinary account: admin rights come only from ADMIN_EMAILS or `npm run admin:grant`.
 */
export function AdminLogin() {
  const [mode, setMode] = useState<'login' | 'signup'>('login');
  const [typed, setTyped] = useState<Typed>({});
  const keepTyped = useCallback((values: Typed) => setTyped((previous) => ({ ...previous, ...values })), []);
  const login = mode === 'login';
  return (
    <AdminShell>
      <h1 className="text-2xl font-bold text-stone-900">{login ? 'Admin Login' : 'Create Admin Account'}</h1>
      <p className="mt-1 text-sm text-stone-600">Regen Marketplace moderation</p>
      {login ? (
        <SignInForm
          className="mt-6"
          submitLabel="Login"
          pendingLabel="Logging in..."
          failedTitle="Login Failed"
          invalidTitle="Login Failed"
          onSignedIn={() => notify.success('Login Successful', 'Welcome back!')}
          typed={typed}
          onTyped={keepTyped}
        />
      ) : (
        <AccountSignUpForm
          className="mt-6"
          submitLabel="Sign Up"
          pendingLabel="Signing up..."
          failedTitle="Signup Failed"
          onSignedUp={() => {
            notify.success('Signup Successful', 'Please check your email to verify your account.');
            setMode('login');
          }}
          typed={typed}
          onTyped={keepTyped}
        />
      )}
      <div className="mt-4 flex flex-col items-center gap-3 text-sm">
        <button
          type="button"
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          onClick={() => setMode(login ? 'signup' : 'login')}
        >
          {login ? 'Need an account? Sign up' : 'Already have an account? Login'}
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
  const { signOut, isPending } = useSignOut();
  return (
    <AdminShell>
      <div className="text-center">
        <IconBadge
          path="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          className="mx-auto h-12 w-12 rounded-full bg-red-100 text-red-800"
        />
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
