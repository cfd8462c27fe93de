import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/auth.ts';
import { useT } from '../lib/i18n.tsx';

/**
 * The signed-in pages' layout (profile, dashboards, messages). Without a session it sends the
 * visitor to sign in: to the page's `staticData.signInPath`, else /auth. When the session
 * ends while a page is open (signed out in another tab, every session ended), the guard runs
 * again and does the same. The server still authorises every call.
 */
export const Route = createFileRoute('/_authed')({
  // Signed-in pages render in the browser only: a server-rendered page never holds anyone's
  // data (docs/decisions/064). The server sends the layout's loading state and noindex.
  ssr: false,
  beforeLoad: async ({ context, matches }) => {
    const user = await context.trpcUtils.auth.me.ensureData(undefined, { staleTime: 0 });
    if (!user) {
      const signInPath = matches.findLast((m) => m.staticData.signInPath)?.staticData.signInPath ?? '/auth';
      throw redirect({ to: signInPath, replace: true });
    }
    return { user };
  },
  pendingComponent: AuthedPending,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: AuthedLayout,
});

function AuthedPending() {
  const t = useT();
  return <Spinner label={t('routes.loading')} className="py-24" />;
}

function AuthedLayout() {
  const { user, loading } = useAuth();
  const router = useRouter();
  const signedOut = !loading && !user;
  const t = useT();
  useEffect(() => {
    if (signedOut) void router.invalidate();
  }, [signedOut, router]);
  if (!user) {
    return <Spinner label={signedOut ? t('routes.redirectingToSignIn') : t('routes.loading')} className="py-24" />;
  }
  return <Outlet />;
}
