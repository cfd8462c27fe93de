import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect } from '../helpers/client.ts';
import { messagesReadPayload } from '../helpers/events.ts';
import { createUser, signedInClient } from '../helpers/factories.ts';
import { setupTestEnvironment, startTestServer, type TestServer } from '../helpers/server.ts';

// /metrics (docs/decisions/100): Prometheus's text format, only with the configured bearer
// token (404 without one configured), labels from bounded sets only, and the request id of a
// request kept on the log line of the events it produced.

const TOKEN = 'metrics-token-for-the-api-tests-0123456789';
const logLines: Record<string, unknown>[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let withoutToken: TestServer;

beforeAll(async () => {
  env = await setupTestEnvironment(
    { RATE_LIMITS: 'false', METRICS_TOKEN: TOKEN, TRUST_PROXY: 'true', LOG_LEVEL: 'info' },
    { logStream },
  );
  withoutToken = await startTestServer(env.database, { RATE_LIMITS: 'false' });
});
afterAll(async () => {
  await withoutToken.close();
  await env.close();
});

async function scrape(): Promise<string> {
  const response = await fetch(`${env.server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in an exposition ('name{a="b"}'), 0 when absent. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** Scrapes until `series` reaches `target` (a response is counted once it has been sent). */
async function waitForValue(series: string, target: number): Promise<string> {
  for (;;) {
    const text = await scrape();
    const current = value(text, series);
    if (current >= target) return text;
  }
}

describe('/metrics', () => {
  it('is not served when no token is configured', async () => {
    const response = await fetch(`${withoutToken.url}/metrics`);
    expect(response.status).toBe(404);
    const withHeader = await fetch(`${withoutToken.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(withHeader.status).toBe(404);
  });

  it('refuses a request without the token or with another one', async () => {
    const none = await fetch(`${env.server.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    const wrong = await fetch(`${env.server.url}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    const basic = await fetch(`${env.server.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.status).toBe(401);
    expect(await wrong.text()).not.toContain('regen_');
  });

  it('serves every metric in Prometheus text format with the token', async () => {
    const response = await fetch(`${env.server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const names = [
      'regen_http_requests_total',
      'regen_http_request_duration_seconds',
      'regen_trpc_requests_total',
      'regen_trpc_request_duration_seconds',
      'regen_trpc_errors_total',
      'regen_event_delivery_lag_seconds',
      'regen_websocket_connections_open',
      'regen_outbox_due',
      'regen_outbox_oldest_due_age_seconds',
      'regen_outbox_failed',
      'process_cpu_seconds_total',
      ...(env.database.kind === 'postgres' ? ['regen_db_pool_connections', 'regen_db_pool_waiting_requests'] : []),
    ];
    for (const name of names) expect(text).toContain(`# TYPE ${name} `);
    if (env.database.kind === 'postgres') expect(value(text, 'regen_db_pool_connections{state="max"}')).toBe(20);
  });

  it('counts a request after it is made, by route pattern and procedure', async () => {
    const series = 'regen_trpc_requests_total{procedure="catalogue.experiences",status="200"}';
    const histogram = 'regen_trpc_request_duration_seconds_count{procedure="catalogue.experiences"}';
    const before = await scrape();
    const input = encodeURIComponent(JSON.stringify({ json: { country: 'Iceland' } }));
    expect((await fetch(`${env.server.url}/trpc/catalogue.experiences?input=${input}`)).status).toBe(200);
    const after = await waitForValue(series, value(before, series) + 1);
    expect(value(after, series)).toBe(value(before, series) + 1);
    expect(value(after, histogram)).toBe(value(before, histogram) + 1);
    expect(value(after, 'regen_http_requests_total{method="GET",route="/trpc/:path",status="200"}')).toBeGreaterThan(
      value(before, 'regen_http_requests_total{method="GET",route="/trpc/:path",status="200"}'),
    );
  });

  it('labels by pattern, never by a raw URL or id, and counts errors by code', async () => {
    const id = randomUUID();
    await fetch(`${env.server.url}/trpc/no.such.procedure.${id}`);
    await fetch(`${env.server.url}/calendar/bookings/${id}.ics`);
    await fetch(`${env.server.url}/nothing-here/${id}`);
    const text = await waitForValue('regen_trpc_errors_total{procedure="(unknown)",code="NOT_FOUND"}', 1);
    expect(text).not.toContain(id);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(text).toContain('route="/calendar/bookings/:file"');
    expect(text).toContain('route="(unmatched)"');
    expect(value(text, 'regen_trpc_requests_total{procedure="(unknown)",status="404"}')).toBe(1);
  });

  it('measures event lag and open websockets', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const received = collect<unknown>();
    const sub = client.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d),
    });
    await received.started;
    expect(value(await scrape(), 'regen_websocket_connections_open')).toBe(1);
    const lagCount = value(await scrape(), 'regen_event_delivery_lag_seconds_count');
    await env.server.app.services.events.transaction(async (_trx, emit) => {
      await emit({ type: 'messages.read', audience: [user.id], payload: messagesReadPayload(user.id, ['m']) });
    });
    await received.waitFor(1);
    expect(value(await scrape(), 'regen_event_delivery_lag_seconds_count')).toBe(lagCount + 1);
    sub.unsubscribe();
    await client.close();
    for (;;) if (value(await scrape(), 'regen_websocket_connections_open') === 0) break;
  });

  it("keeps the request's id on the log line of the events it produced", async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const requestId = `lb-${randomUUID()}`;
    const response = await fetch(`${env.server.url}/trpc/auth.signOut`, {
      method: 'POST',
      headers: {
        cookie: client.jar.header(),
        origin: env.server.url,
        'content-type': 'application/json',
        'x-request-id': requestId,
      },
      body: JSON.stringify({ json: null }),
    });
    expect(response.status).toBe(200);
    const emitted = logLines.filter((l) => l.msg === 'events emitted' && l.reqId === requestId);
    expect(emitted).toHaveLength(1);
    const [eventId] = emitted[0]!.eventIds as number[];
    const row = await env.db.selectFrom('events').select('type').where('id', '=', eventId!).executeTakeFirstOrThrow();
    expect(row.type).toBe('sessions.revoked');
    expect(logLines.some((l) => l.msg === 'incoming request' && l.reqId === requestId)).toBe(true);
    await client.close();
  });
});
