import { Outlet, createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '../components/ui/spinner.tsx';
import { useAuth } from '../lib/auth.ts';
import { useT } from '../lib/i18n.tsx';
import { safeReturnPath } from '../lib/return-path.ts';

/**
 * The signed-in pages' layout (profile, dashboards, messages). Without a session it sends the
 * visitor to sign in: to the page's `staticData.signInPath`, else /auth, with the page itself as
 * the `redirect` to return to (docs/decisions/028, 093). When the session
 * ends while a page is open (signed out in another tab, every session ended), the guard runs
 * again and does the same. The server still authorises every call.
 */
export const Route = createFileRoute('/_authed')({
  // Signed-in pages render in the browser only: a server-rendered page never holds anyone's
  // data (docs/decisions/064). The server sends the layout's loading state and noindex.
  ssr: false,
  beforeLoad: async ({ context, matches, location }) => {
    const user = await context.trpcUtils.auth.me.ensureData(undefined, { staleTime: 0 });
    if (!user) {
      const signInPath = matches.findLast((m) => m.staticData.signInPath)?.staticData.signInPath ?? '/auth';
      throw redirect({ to: signInPath, search: { redirect: returnPathTo(location.href) }, replace: true });
    }
    return { user };
  },
  pendingComponent: AuthedPending,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: AuthedLayout,
});

/**
 * The page to come back to once signed in (a link from an email, a bookmark): itself, with its
 * query, when it is a path of this site; none for /profile, where signing in leads anyway.
 */
function returnPathTo(href: string): string | undefined {
  const path = safeReturnPath(href);
  return path === '/profile' ? undefined : path;
}

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
