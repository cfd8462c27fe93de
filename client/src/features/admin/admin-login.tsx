import type { SignInInput } from '@regen/shared/schemas/auth';
import { Link } from '@tanstack/react-router';
import { useCallback, useState, type ReactNode } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useSignOut } from '../../lib/auth.ts';
import { notify } from '../../lib/toast.ts';
import { AccountSignUpForm, IconBadge, SignInForm } from '../auth/index.ts';
import { useT } from '../../lib/i18n.tsx';

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
  const t = useT();
  return (
    <AdminShell>
      <h1 className="text-2xl font-bold text-stone-900">
        {login ? t('admin.login.title') : t('admin.login.signUpTitle')}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{t('admin.login.subtitle')}</p>
      {login ? (
        <SignInForm
          className="mt-6"
          submitLabel={t('admin.login.submit')}
          pendingLabel={t('admin.login.pending')}
          failedTitle={t('admin.login.failed')}
          invalidTitle={t('admin.login.failed')}
          onSignedIn={() => notify.success(t('admin.login.doneTitle'), t('admin.login.doneText'))}
          typed={typed}
          onTyped={keepTyped}
        />
      ) : (
        <AccountSignUpForm
          className="mt-6"
          submitLabel={t('admin.signUp.submit')}
          pendingLabel={t('admin.signUp.pending')}
          failedTitle={t('admin.signUp.failed')}
          onSignedUp={() => {
            notify.success(t('admin.signUp.doneTitle'), t('admin.signUp.doneText'));
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
          {login ? t('admin.login.toSignUp') : t('admin.login.toLogin')}
        </button>
        <Link to="/" className={buttonClass('ghost', 'sm')}>
          {t('admin.backToWebsite')}
        </Link>
      </div>
    </AdminShell>
  );
}

/** Signed in without the admin role. */
export function AccessDenied() {
  const { signOut, isPending } = useSignOut();
  const t = useT();
  return (
    <AdminShell>
      <div className="text-center">
        <IconBadge
          path="M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"
          className="mx-auto h-12 w-12 rounded-full bg-red-100 text-red-800"
        />
        <h1 className="mt-4 text-2xl font-bold text-stone-900">{t('admin.denied.title')}</h1>
        <p className="mt-2 text-stone-700">{t('admin.denied.text')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button variant="outline" disabled={isPending} onClick={signOut}>
            {t('admin.logout')}
          </Button>
          <Link to="/" className={buttonClass('primary')}>
            {t('admin.backToWebsite')}
          </Link>
        </div>
      </div>
    </AdminShell>
  );
}
