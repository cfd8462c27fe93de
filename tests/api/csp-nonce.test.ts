import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { hasSsrBundle, ssrBundleEnv } from '../helpers/ssr-bundle.ts';

// The Content-Security-Policy of server-rendered pages (docs/decisions/086): the router's inline
// scripts run by a nonce that is new on every response, a kept page's too, and no other inline
// script runs: not one that came in with an activity's text. Needs a client build with its SSR
// bundle, as seo.test.ts does.

/** Stored text that tries every way into a script: an element, a handler, a break out of JSON in a script. */
const INJECTED =
  '<script>window.injected = 1</script><img src="x" onerror="window.injected = 2">' +
  '</script><script>window.injected = 3</script><!--';

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let activityId: string;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false', ...ssrBundleEnv });
  const { supplier } = await createSupplier(env.db, { businessName: 'Script Bay Tours' });
  const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Kelp forest dive', country: 'Iceland' });
  activityId = activity.id;
  await env.db
    .updateTable('activities')
    .set({ description: `A dive. ${INJECTED}`, impact_description: INJECTED })
    .where('id', '=', activityId)
    .execute();
  await createSlot(env.db, activityId, { date: daysFromToday(15) });
});
afterAll(async () => {
  await env.close();
});

const get = (url: string) => env.server.app.inject({ method: 'GET', url });

/** The response's CSP directives by name. */
function directives(response: { headers: Record<string, unknown> }): Map<string, string> {
  return new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

/** The script elements of a page: their attributes and text. */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].map(([, attributes, text]) => ({
    attributes: attributes!,
    text: text!,
  }));

/** Scripts the browser would run from the page itself: no src, and JavaScript (JSON-LD is data). */
const inlineScriptsOf = (html: string) =>
  scriptsOf(html).filter(
    ({ attributes }) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*"?application\/ld\+json/i.test(attributes),
  );

describe.skipIf(!hasSsrBundle)('the Content-Security-Policy of server-rendered pages', () => {
  it('runs only the inline scripts that carry the response’s nonce, new on every response, a kept page’s too', async () => {
    const responses = [await get('/experiences/Iceland'), await get('/experiences/Iceland')];
    expect(responses.map((response) => response.headers['x-cache'])).toEqual(['MISS', 'HIT']);
    const nonces = responses.map((response) => {
      const scriptSrc = directives(response).get('script-src');
      expect(scriptSrc).toMatch(/^'self' 'nonce-[A-Za-z0-9_-]{22}'$/);
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc!)![1]!;
      const inline = inlineScriptsOf(response.body);
      expect(inline.length).toBeGreaterThan(0);
      for (const { attributes } of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      return nonce;
    });
    expect(nonces[1]).not.toBe(nonces[0]);
  });

  // Where the page shows the text, it is HTML-escaped; the search's compact cards (issue 30) show
  // no description, so there the text is only in the router's data, escaped for a script.
  const shownAsText = 'A dive. &lt;script&gt;window.injected = 1&lt;/script&gt;';
  const keptAsData = 'A dive. \\x3Cscript>window.injected = 1\\x3C/script>';
  for (const [page, url, stored] of [
    ['booking page', () => `/booking/${activityId}`, shownAsText],
    ['country’s experiences', () => '/experiences/Iceland', shownAsText],
    ['search', () => '/experiences?q=kelp', keptAsData],
  ] as const) {
    it(`blocks an inline script in an activity’s stored text on its ${page}`, async () => {
      const response = await get(url());
      expect(response.statusCode).toBe(200);
      const csp = directives(response);
      // Only the nonce: no hash (which would allow whatever was hashed) and no 'unsafe-inline';
      // handlers in attributes (onerror) never run.
      const nonce = /^'self' 'nonce-([A-Za-z0-9_-]{22})'$/.exec(csp.get('script-src') ?? '')?.[1];
      expect(nonce).toBeDefined();
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(String(response.headers['content-security-policy'])).not.toContain('sha256-');
      // The text is on the page, as text: the router's scripts carry it escaped, so it cannot
      // end them and start a script of its own; any other script would lack the nonce.
      expect(response.body).toContain('Kelp forest dive');
      expect(response.body).toContain(stored);
      expect(response.body).not.toContain('<script>window.injected');
      for (const { attributes, text } of inlineScriptsOf(response.body)) {
        expect(attributes).toContain(`nonce="${nonce}"`);
        expect(text).not.toMatch(/<\/?script/i);
      }
    });
  }
});
