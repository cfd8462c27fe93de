import { describe, expect, it } from 'vitest';
import { returnPathHere, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnPath('/booking/8f0c2a4e-1111-4222-8333-944445555666')).toBe(
      '/booking/8f0c2a4e-1111-4222-8333-944445555666',
    );
    expect(safeReturnPath('/blog?q=soil&category=Guides#top')).toBe('/blog?q=soil&category=Guides#top');
    expect(safeReturnPath('/')).toBe('/');
  });

  it.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with a path', '//evil.com/booking/1'],
    ['backslash after the slash', '/\\evil.com'],
    ['backslash first', '\\\\evil.com'],
    ['slash and backslash mixed', '/\\/evil.com'],
    ['absolute http', 'http://evil.com'],
    ['absolute https', 'https://evil.com/booking/1'],
    ['scheme without slashes', 'https:evil.com'],
    ['javascript', 'javascript:alert(1)'],
    ['javascript with spaces and case', ' JavaScript:alert(1)'],
    ['data url', 'data:text/html,<script>alert(1)</script>'],
    ['relative without a leading slash', 'evil.com'],
    ['tab inside the double slash', '/\t/evil.com'],
    ['newline inside the double slash', '/\n/evil.com'],
    ['encoded second slash', '/%2Fevil.com'],
    ['encoded second slash, lower case', '/%2fevil.com'],
    ['both slashes encoded', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['double-encoded second slash', '/%252Fevil.com'],
    ['triple-encoded backslash', '/%25255Cevil.com'],
    ['encoded scheme', 'https%3A%2F%2Fevil.com'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['malformed encoding', '/%E0%A4%A'],
    ['empty', ''],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses what is not a string or is too long', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(42)).toBeUndefined();
    expect(safeReturnPath(['/booking/1'])).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(600)}`)).toBeUndefined();
  });
});

describe('returnPathHere', () => {
  it('is the page itself on an ordinary page', () => {
    expect(returnPathHere('/booking/abc', '')).toBe('/booking/abc');
    expect(returnPathHere('/blog', '?q=soil')).toBe('/blog?q=soil');
  });

  it('is nothing on the home page', () => {
    expect(returnPathHere('/', '')).toBeUndefined();
  });

  it('on a sign-in or sign-up page, is the return path that page carries, if safe', () => {
    for (const path of ['/auth', '/traveler-signup', '/supplier-signin', '/supplier-signup']) {
      expect(returnPathHere(path, '')).toBeUndefined();
      expect(returnPathHere(path, '?redirect=%2Fbooking%2Fabc')).toBe('/booking/abc');
      expect(returnPathHere(path, '?redirect=%2F%2Fevil.example')).toBeUndefined();
    }
  });
});
