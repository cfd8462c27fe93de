// Where to go after signing in or back from a detour: a same-site path, never anywhere else
// (docs/decisions/028). One rule for the browser's search parameters and the server's booking
// drafts (docs/decisions/093): both refuse what could leave the site.

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
