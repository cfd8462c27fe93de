import { createFileRoute } from '@tanstack/react-router';
import { formatMessage } from '@regen/shared/i18n';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { privatePageHead } from '../lib/head.ts';
import { safeReturnPath } from '../lib/return-path.ts';

type AuthMode = 'signin' | 'forgot' | 'reset' | 'verify';
interface AuthSearch {
  mode?: AuthMode | undefined;
  token?: string | undefined;
  from?: 'traveler' | 'supplier' | undefined;
  /** Where signing in leads instead of /profile; anything that could leave the site is dropped (docs/decisions/028). */
  redirect?: string | undefined;
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((a) => a === value);

// A plain validator: search validators load with the route tree, and zod there would put
// it in every page's first download.
function searchSchema(search: Record<string, unknown>): AuthSearch {
  const token = typeof search.token === 'string' && search.token.length <= 200 ? search.token : undefined;
  return {
    mode: oneOf(search.mode, ['signin', 'forgot', 'reset', 'verify'] as const),
    token,
    from: oneOf(search.from, ['traveler', 'supplier'] as const),
    redirect: safeReturnPath(search.redirect),
  };
}

export const Route = createFileRoute('/auth')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  validateSearch: searchSchema,
  ssr: false,
  head: ({ match }) =>
    privatePageHead(
      formatMessage(match.context.locale, 'meta.signIn.title'),
      formatMessage(match.context.locale, 'meta.signIn.description'),
    ),
  component: AuthRoute,
});

function AuthRoute() {
  const { mode, token, redirect } = Route.useSearch();
  return <SignInPage mode={mode ?? 'signin'} token={token} returnPath={redirect} />;
}
