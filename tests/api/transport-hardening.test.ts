import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_BATCH_SIZE, MAX_SUBSCRIPTIONS_PER_CONNECTION } from '@regen/shared/constants';
import {
  BOOKING_LIMIT_MESSAGE,
  RATE_LIMIT_MESSAGE,
  procedureRateLimits,
} from '../../server/src/limits/procedure-limits.ts';
import { createApiClient, failure } from '../helpers/client.ts';
import {
  TEST_PASSWORD,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  signedInClient,
  uniqueEmail,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Sessions end on every transport, and limits hold however a procedure is reached: one
// transport per kind of call, limits counted where the procedure is resolved.

type Env = Awaited<ReturnType<typeof setupTestEnvironment>>;
let env: Env;
/** Rate limits on, for the tests that count. */
let limited: Env;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false' });
  limited = await setupTestEnvironment({ RATE_LIMITS: 'true' });
});
afterAll(async () => {
  await env?.close();
  await limited?.close();
});

interface RpcReply {
  id: number;
  result?: { type: string };
  error?: { message: string; data: { code: string; httpStatus: number } };
}

/** A raw tRPC websocket, as any script could open one, with the given cookie. */
async function openSocket(baseUrl: string, cookie = '') {
  const socket = new WebSocket(baseUrl.replace(/^http/, 'ws') + '/trpc', { headers: { cookie, origin: baseUrl } });
  const replies: RpcReply[] = [];
  const waiters: { match: (reply: RpcReply) => boolean; resolve: (reply: RpcReply) => void }[] = [];
  socket.on('message', (raw: Buffer) => {
    // Errors come serialised by superjson: `{ error: { json: … } }`.
    const wire = JSON.parse(raw.toString('utf8')) as RpcReply & { error?: { json?: RpcReply['error'] } };
    const message: RpcReply = { ...wire, error: wire.error?.json };
    replies.push(message);
    for (const waiter of waiters.filter((w) => w.match(message))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(message);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    socket,
    closed,
    send(message: object) {
      socket.send(JSON.stringify(message));
    },
    /** The first reply to `id` (an error, or a subscription's `started`). */
    reply(id: number): Promise<RpcReply> {
      return this.first((r) => r.id === id);
    },
    /** The first error answering `id` (a subscription may first report `started`). */
    error(id: number): Promise<RpcReply> {
      return this.first((r) => r.id === id && r.error !== undefined);
    },
    /** The first message, already received or still to come, that `match`es. */
    first(match: (reply: RpcReply) => boolean): Promise<RpcReply> {
      const found = replies.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close() {
      socket.close();
      return closed;
    },
  };
}

/** A POST with a raw request line, so the path can carry what fetch would strip (a #fragment). */
function rawPost(baseUrl: string, path: string, body: unknown): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', origin: baseUrl },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function sessionCount(db: Env['db'], userId: string): Promise<number> {
  const rows = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('one transport per kind of call', () => {
  it('refuses a subscription over HTTP (SSE): the stream ends at once with an error and delivers no event', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const response = await fetch(`${env.server.url}/trpc/auth.events`, {
      headers: { cookie: client.jar.header(), origin: env.server.url },
    });
    // Before the fix this stream stayed open and carried the user's live events.
    const body = await response.text();
    expect(body).toContain('Live updates are served over the websocket at /trpc only.');
    expect(body).toContain('"code":"METHOD_NOT_SUPPORTED"');
    expect(body).not.toContain('event: message');
  });

  it('refuses sign-in over the websocket with one 4xx, right or wrong password, and creates no session', async () => {
    const user = await createUser(env.db);
    const socket = await openSocket(env.server.url);
    socket.send({
      id: 1,
      method: 'mutation',
      params: { path: 'auth.signIn', input: { json: { email: user.email, password: TEST_PASSWORD } } },
    });
    socket.send({
      id: 2,
      method: 'mutation',
      params: { path: 'auth.signIn', input: { json: { email: user.email, password: 'wrong-password' } } },
    });
    for (const id of [1, 2]) {
      const reply = await socket.reply(id);
      expect(reply.error?.message).toBe('Queries and mutations are served over HTTP only.');
      expect(reply.error?.data).toMatchObject({ code: 'METHOD_NOT_SUPPORTED', httpStatus: 405 });
    }
    await socket.close();
    expect(await sessionCount(env.db, user.id)).toBe(0);
  });

  it('refuses queries over the websocket too, signed in or not', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const socket = await openSocket(env.server.url, client.jar.header());
    socket.send({ id: 1, method: 'query', params: { path: 'auth.me', input: { json: null } } });
    expect((await socket.reply(1)).error?.data.code).toBe('METHOD_NOT_SUPPORTED');
    await socket.close();
  });
});

describe('subscriptions and sessions', () => {
  it('maps an error thrown inside a subscription: a non-participant gets FORBIDDEN, not a 500', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id);
    const slot = await createSlot(env.db, activity.id);
    const owner = await createUser(env.db);
    const ownerClient = await signedInClient(env.server.url, owner.email);
    const booking = await ownerClient.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 1,
      customerName: 'Owner Traveler',
      customerEmail: owner.email,
      customerPhone: '+386 40 123 456',
    });
    const stranger = await createUser(env.db);
    const strangerClient = await signedInClient(env.server.url, stranger.email);
    const socket = await openSocket(env.server.url, strangerClient.jar.header());
    socket.send({
      id: 1,
      method: 'subscription',
      params: { path: 'messaging.onConversation', input: { json: { conversationId: booking.id } } },
    });
    const reply = await socket.error(1);
    expect(reply.error?.data).toMatchObject({ code: 'FORBIDDEN', httpStatus: 403 });
    await socket.close();
  });

  it('starts no subscription for a session that ended after its socket opened', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const socket = await openSocket(env.server.url, client.jar.header());
    socket.send({ id: 1, method: 'subscription', params: { path: 'auth.events', input: { json: {} } } });
    expect((await socket.reply(1)).result?.type).toBe('started');
    // The session expires (moved in the database: no waiting on a clock).
    await env.db
      .updateTable('sessions')
      .set({ expires_at: new Date(0) })
      .where('user_id', '=', user.id)
      .execute();
    socket.send({ id: 2, method: 'subscription', params: { path: 'auth.events', input: { json: {} } } });
    const reply = await socket.reply(2);
    expect(reply.error?.message).toBe('Your session has ended. Please sign in again.');
    expect(reply.error?.data.code).toBe('UNAUTHORIZED');
    await socket.close();
  });

  it(`runs at most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} subscriptions on one connection; stopping one frees a place`, async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const socket = await openSocket(env.server.url, client.jar.header());
    const subscribe = (id: number) =>
      socket.send({ id, method: 'subscription', params: { path: 'auth.events', input: { json: {} } } });
    for (let id = 1; id <= MAX_SUBSCRIPTIONS_PER_CONNECTION; id++) subscribe(id);
    for (let id = 1; id <= MAX_SUBSCRIPTIONS_PER_CONNECTION; id++) {
      expect((await socket.reply(id)).result?.type).toBe('started');
    }
    const over = MAX_SUBSCRIPTIONS_PER_CONNECTION + 1;
    subscribe(over);
    const refused = await socket.reply(over);
    expect(refused.error?.data.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.error?.message).toBe(
      `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} live updates can run on one connection.`,
    );
    socket.send({ id: 1, method: 'subscription.stop' });
    // The stop is acknowledged with `stopped`; a new subscription then fits.
    await socket.first((r) => r.id === 1 && r.result?.type === 'stopped');
    subscribe(over + 1);
    expect((await socket.reply(over + 1)).result?.type).toBe('started');
    await socket.close();
  });
});

describe('batches', () => {
  it(`answers a batch of up to ${MAX_BATCH_SIZE} calls and refuses a larger one with 400`, async () => {
    const batch = (size: number) =>
      fetch(
        `${env.server.url}/trpc/${Array.from({ length: size }, () => 'auth.me').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
        { headers: { origin: env.server.url } },
      );
    expect((await batch(MAX_BATCH_SIZE)).status).toBe(200);
    const refused = await batch(MAX_BATCH_SIZE + 1);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Batch call exceeds maximum size');
  });
});

describe('limits hold on every spelling of the URL', () => {
  it('counts /trpc/x, /trpc/x#fragment and batched calls against one per-IP limit', async () => {
    const path = 'auth.requestPasswordReset';
    const { max } = procedureRateLimits[path]!.perIp!;
    const body = () => ({ json: { email: uniqueEmail('spelling') } });
    const statuses: number[] = [];
    // Before the fix the fragment spelling reached the procedure past the limit.
    for (let i = 0; i < max - 2; i++) statuses.push(await rawPost(limited.server.url, `/trpc/${path}#x`, body()));
    // One batch of two calls: both count.
    statuses.push(await rawPost(limited.server.url, `/trpc/${path},${path}?batch=1`, { 0: body(), 1: body() }));
    expect(statuses).toEqual(Array.from({ length: max - 1 }, () => 200));
    expect(await rawPost(limited.server.url, `/trpc/${path}#again`, body())).toBe(429);
    const error = await failure(createApiClient(limited.server.url).trpc.auth.requestPasswordReset.mutate(body().json));
    expect(error).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMIT_MESSAGE });
  });

  it('limits bookings per account, and per address across accounts', async () => {
    const { supplier } = await createSupplier(limited.db);
    const activity = await createApprovedActivity(limited.db, supplier.id);
    const slot = await createSlot(limited.db, activity.id, { spots: 60 });
    const perUser = procedureRateLimits['booking.create']!.perUser!.max;
    const perIp = procedureRateLimits['booking.create']!.perIp!.max;
    const book = (client: Awaited<ReturnType<typeof signedInClient>>, email: string) =>
      client.trpc.booking.create.mutate({
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople: 1,
        customerName: 'Busy Booker',
        customerEmail: email,
        customerPhone: '+386 40 123 456',
      });

    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(perIp / perUser) + 1 }, () => createUser(limited.db)),
    );
    let made = 0;
    for (const [index, account] of accounts.entries()) {
      const client = await signedInClient(limited.server.url, account.email);
      const allowed = Math.min(perUser, perIp - made);
      for (let i = 0; i < allowed; i++) await book(client, account.email);
      made += allowed;
      const refused = await failure(book(client, account.email));
      // The last account is refused at once: the address has used up its allowance.
      expect(refused, `account ${index}`).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: BOOKING_LIMIT_MESSAGE });
    }
    expect(made).toBe(perIp);
    const stored = await limited.db
      .selectFrom('bookings')
      .select('id')
      .where('activity_id', '=', activity.id)
      .execute();
    expect(stored).toHaveLength(perIp);
  });
});
