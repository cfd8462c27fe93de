// Where to go after signing in: a `redirect` search parameter carried from the page that sent
// the visitor to sign up or sign in (docs/decisions/028). Anything that could leave the site is
// refused, and the caller falls back to its default (/profile).

import { safeReturnPath } from '@regen/shared/rules/return-path';

export { safeReturnPath };

/** The pages of the sign-up and sign-in detour: returning to one of them would loop. */
const detourPaths = ['/auth', '/traveler-signup', '/supplier-signin', '/supplier-signup'];

/**
 * The return path for a "Sign in" link on the current page: the page itself; on a sign-in or
 * sign-up page, the return path that page already carries; none on the home page (signing in
 * from there lands on /profile, as the spec has it).
 */
export function returnPathHere(pathname: string, searchStr: string): string | undefined {
  if (detourPaths.includes(pathname)) return safeReturnPath(new URLSearchParams(searchStr).get('redirect'));
  if (pathname === '/') return undefined;
  return safeReturnPath(`${pathname}${searchStr}`);
}

/**
 * The search of a sign-in or sign-up route: `redirect`, kept only when it is a safe return path.
 * (A plain validator: zod in a route's search would put it in every page's first download.)
 */
export function returnPathSearch(search: Record<string, unknown>): { redirect?: string | undefined } {
  return { redirect: safeReturnPath(search.redirect) };
}
