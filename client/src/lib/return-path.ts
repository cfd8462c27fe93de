// Where to go after signing in: a `redirect` search parameter carried from the page that sent
// the visitor to sign up or sign in (docs/decisions/028). Anything that could leave the site is
// refused, and the caller falls back to its default (/profile).

const MAX_LENGTH = 512;
/** A base that no real page has: a path resolved against it must stay on it. */
const BASE = 'https://return-path.invalid';

function hasControlOrBackslash(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0);
    // Browsers drop tabs and newlines from URLs ("/\t/evil.com" becomes "//evil.com") and
    // read a backslash as a slash.
    if (code < 0x20 || code === 0x7f || char === '\\') return true;
  }
  return false;
}

function looksOffSite(text: string): boolean {
  return !text.startsWith('/') || text.startsWith('//') || hasControlOrBackslash(text);
}

/**
 * The return path if `value` is a path of this site ("/booking/…", with its query and hash),
 * else undefined. Refused: "//host", "/\host", schemes ("https:", "javascript:"), control
 * characters, and every percent-encoded spelling of those, however often encoded.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return undefined;
  let decoded = value;
  // Each decoding must still look like a path here: a later hop may decode once more.
  for (let round = 0; round < 4; round++) {
    if (looksOffSite(decoded)) return undefined;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (looksOffSite(decoded)) return undefined;
  const url = new URL(value, BASE);
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

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
