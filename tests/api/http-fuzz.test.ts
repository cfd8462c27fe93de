import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApprovedActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { hasSsrBundle, ssrBundleEnv } from '../helpers/ssr-bundle.ts';

// No method, header or body may make the server fail (issue 29): every answer is below 500 and
// nothing is logged at error level. Each request goes over its own connection, as odd clients
// do, and is read to its end, so an answer the client cannot parse counts as a failure too.
// The pages need a client build with its SSR bundle (`npm run build`, or CLIENT_DIST), as in
// seo.test.ts: under CI a missing bundle fails the run; a local run without one fuzzes the other paths.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
/** The server's log lines at error level or above, since the test began. */
let errorLines: string[] = [];

beforeAll(async () => {
  env = await setupTestEnvironment(
    { RATE_LIMITS: 'false', LOG_LEVEL: 'error', ...ssrBundleEnv },
    {
      logStream: {
        write(line) {
          const { level } = JSON.parse(line) as { level: number };
          if (level >= 50) errorLines.push(line);
        },
      },
    },
  );
  const { supplier } = await createSupplier(env.db, { businessName: 'Fuzz Coast Guides' });
  const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Fuzz tide walk', country: 'Peru' });
  await createSlot(env.db, activity.id, { date: daysFromToday(20) });
});
afterAll(async () => {
  await env.close();
});
beforeEach(() => {
  errorLines = [];
});

const batchInput = (input: unknown) => encodeURIComponent(JSON.stringify({ 0: { json: input } }));

/** A page, the listing (cached), a session read, a mutation, REST, files, calendars, SEO, health. */
const PATHS = [
  ...(hasSsrBundle ? ['/', '/experiences', '/experiences/Peru?q=tide', '/news/article/x/y/z'] : []),
  '/trpc/auth.me',
  `/trpc/catalogue.experiences?batch=1&input=${batchInput({ country: 'Peru' })}`,
  `/trpc/search.activities?batch=1&input=${batchInput({ q: 'tide' })}`,
  '/trpc/auth.signIn?batch=1',
  '/trpc',
  '/octo/products',
  '/uploads/x',
  '/uploads/activities/../../etc/passwd',
  '/api/uploads/activity-photo',
  '/calendar/bookings/00000000-0000-0000-0000-000000000000.ics',
  '/calendar/feeds/not-a-token.ics',
  '/exports/supplier-bookings.csv',
  '/sitemap.xml',
  '/robots.txt',
  '/readyz',
  '/healthz',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'BREW'];

interface Answer {
  status: number;
  allow?: string | undefined;
  /** Set when the client could not read an answer: reset, hang-up, a malformed response. */
  failure?: string;
}

/**
 * One request on its own connection (no keep-alive: the server may close after refusing a
 * body), read to its end.
 */
function send(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  return new Promise((resolve) => {
    let answered: number | undefined;
    const request = httpRequest(
      `${env.server.url}${target}`,
      { method, agent: false, headers: { origin: env.server.url, ...headers } },
      (response) => {
        answered = response.statusCode ?? 0;
        response.on('data', () => undefined);
        response.on('end', () => resolve({ status: answered!, allow: response.headers.allow }));
        response.on('error', (err) => resolve({ status: answered!, failure: `response: ${err.message}` }));
      },
    );
    request.on('error', (err: NodeJS.ErrnoException) => {
      // The server may answer before the body is sent (413, 401) and close: the client's write
      // then fails after the answer arrived, which is no failure of the server.
      if (answered !== undefined) return;
      resolve({ status: 0, failure: `request: ${err.code ?? err.message}` });
    });
    request.end(body);
  });
}

interface Case {
  method: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  label: string;
}

/** Sends every case to the path and lists what went wrong: a 5xx, an unreadable answer, an error logged. */
async function failuresOf(target: string, cases: Case[]): Promise<string[]> {
  const failures: string[] = [];
  for (const { method, headers, body, label } of cases) {
    const before = errorLines.length;
    const answer = await send(method, target, headers, body);
    if (answer.failure || answer.status >= 500) {
      failures.push(`${label}: ${answer.status}${answer.failure ? ` (${answer.failure})` : ''}`);
    }
    for (const line of errorLines.slice(before))
      failures.push(`${label}: logged ${(JSON.parse(line) as { msg: string }).msg}`);
  }
  return failures;
}

const HEADER_CASES: Omit<Case, 'method'>[] = [
  { label: 'trpc-accept jsonl', headers: { 'trpc-accept': 'application/jsonl' } },
  { label: 'trpc-accept nonsense', headers: { 'trpc-accept': 'text/x-nonsense' } },
  { label: 'accept nonsense', headers: { accept: ';;;q=x, */*;q=-1' } },
  { label: 'bad content-type', headers: { 'content-type': 'text/x-nonsense; charset=klingon' } },
  { label: 'json content-type, no body', headers: { 'content-type': 'application/json' } },
  { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data; boundary=' } },
  { label: 'large cookie', headers: { cookie: `auth_session=${'x'.repeat(8000)}` } },
  { label: 'cookie over the header limit', headers: { cookie: `auth_session=${'x'.repeat(20_000)}` } },
  { label: 'malformed cookie', headers: { cookie: '%%%;;==;auth_session=%E0%A4%A; =; a=b=c' } },
  { label: 'bad accept-encoding', headers: { 'accept-encoding': 'br;q=abc, gzip;q=-1, *;q=zz, identity;q=0' } },
  { label: 'identity refused', headers: { 'accept-encoding': 'identity;q=0' } },
  { label: 'x-http-method-override', headers: { 'x-http-method-override': 'DELETE' } },
  { label: 'x-http-method-override TRACE', headers: { 'x-http-method-override': 'TRACE' } },
  { label: 'bad range', headers: { range: 'bytes=999999999-1' } },
  { label: 'bad conditionals', headers: { 'if-none-match': '"', 'if-modified-since': 'yesterday' } },
  { label: 'odd forwarding', headers: { 'x-forwarded-for': 'not-an-ip, ::ffff:', 'x-forwarded-proto': 'gopher' } },
  { label: 'odd origin', headers: { origin: 'null' } },
  { label: 'long host', headers: { host: `${'h'.repeat(300)}.example` } },
];

/** What a client may POST: broken JSON, JSON of the wrong shape, bytes that are not text, too much. */
const BODY_CASES: Case[] = (
  [
    { label: 'truncated JSON', body: '{"0":' },
    { label: 'JSON null', body: 'null' },
    { label: 'JSON string', body: '"x"' },
    { label: 'JSON of the wrong shape', body: '{"0":{"json":{"email":1,"password":[]}}}' },
    { label: 'deeply nested JSON', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
    { label: 'oversized JSON', body: `{"0":{"json":"${'a'.repeat(2 * 1024 * 1024)}"}}` },
  ] satisfies Omit<Case, 'method' | 'headers'>[]
).flatMap((bodyCase): Case[] => [
  { ...bodyCase, method: 'POST', headers: { 'content-type': 'application/json' } },
  {
    ...bodyCase,
    label: `${bodyCase.label} (gzip claimed)`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  },
  { ...bodyCase, label: `${bodyCase.label} (no type)`, method: 'PUT' },
]);

describe('no method, header or body makes the server fail', () => {
  for (const target of PATHS) {
    it(`answers every method on ${target.split('?')[0]} below 500, logging no error`, async () => {
      const cases = METHODS.map((method) => ({ method, label: method }));
      expect(await failuresOf(target, cases)).toEqual([]);
    });

    it(`answers odd headers on ${target.split('?')[0]} below 500, logging no error`, async () => {
      const cases = HEADER_CASES.flatMap((c) => [
        { ...c, method: 'GET', label: `GET ${c.label}` },
        { ...c, method: 'POST', body: '{}', label: `POST ${c.label}` },
      ]);
      expect(await failuresOf(target, cases)).toEqual([]);
    });

    it(`answers malformed and oversized bodies on ${target.split('?')[0]} below 500, logging no error`, async () => {
      expect(await failuresOf(target, BODY_CASES)).toEqual([]);
    });
  }

  it('refuses TRACE on the tRPC endpoint with 405 and the methods it allows', async () => {
    expect(await send('TRACE', '/trpc/auth.me')).toEqual({ status: 405, allow: 'GET, HEAD, POST' });
  });

  it('answers a streamed (jsonl) listing as a stream tRPC clients can read', async () => {
    const response = await fetch(
      `${env.server.url}/trpc/catalogue.experiences?batch=1&input=${batchInput({ country: 'Peru' })}`,
      {
        headers: { 'trpc-accept': 'application/jsonl' },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Fuzz tide walk');
    expect(errorLines).toEqual([]);
  });
});

describe('/readyz', () => {
  it('is ready while the database answers, whatever its tables hold', async () => {
    // The check reads no table: before, it counted every user (and failed without the table).
    await sql`alter table users rename to users_away`.execute(env.db);
    try {
      const response = await env.server.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
    } finally {
      await sql`alter table users_away rename to users`.execute(env.db);
    }
  });
});
