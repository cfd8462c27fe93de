import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EVENTS_CHANNEL } from '../../server/src/events/event-hub.ts';
import { collect } from '../helpers/client.ts';
import { messageSentPayload, messagesReadPayload } from '../helpers/events.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  signedInClient,
} from '../helpers/factories.ts';
import { setupTestEnvironment, startTestServer } from '../helpers/server.ts';

// How events reach subscribers (docs/decisions/021): the notification sent at commit carries
// the event itself (no read back per event on every instance), its id alone when too large;
// a rolled-back transaction announces nothing; a lost notification is made up by the
// catch-up read. And the websocket (tRPC's own adapter, docs/decisions/084) keeps to its
// bounds: small messages, and no socket left open when the server closes.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
/** Payloads sent on the events channel since the file started, as a LISTENing instance sees them. */
const notifications = collect<string>();
let stopListening: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false' });
  if (env.database.databaseUrl) {
    const client = new pg.Client({ connectionString: env.database.databaseUrl });
    await client.connect();
    client.on('notification', (n) => notifications.push(n.payload ?? ''));
    await client.query(`listen ${EVENTS_CHANNEL}`);
    stopListening = () => client.end();
  } else {
    await env.database.shared!.notifications.listen(EVENTS_CHANNEL, (payload) => notifications.push(payload));
  }
});
afterAll(async () => {
  await stopListening();
  await env?.close();
});

/** The notifications that arrive while `work` runs and after it, until `count` of them in all. */
async function notificationsDuring(count: number, work: () => Promise<unknown>): Promise<string[]> {
  const before = notifications.items.length;
  await work();
  await notifications.waitFor(before + count);
  return notifications.items.slice(before, before + count);
}

describe('event notifications', () => {
  it('carry the event itself, so that no instance reads it back', async () => {
    const user = await createUser(env.db);
    const [payload] = await notificationsDuring(1, () =>
      env.server.app.services.events.transaction(async (_trx, emit) => {
        await emit({ type: 'messages.read', audience: [user.id], payload: messagesReadPayload(user.id, ['hello']) });
      }),
    );
    const sent = JSON.parse(payload!) as { id: number; createdAt: string }[];
    const row = await env.db
      .selectFrom('events')
      .select(['id', 'created_at'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(sent).toEqual([
      {
        id: row.id,
        type: 'messages.read',
        audience: [user.id],
        bookingId: null,
        activityId: null,
        payload: messagesReadPayload(user.id, ['hello']),
        createdAt: sent[0]!.createdAt,
      },
    ]);
    expect(new Date(sent[0]!.createdAt).getTime()).toBe(row.created_at.getTime());
  });

  it('carry a booking’s alert for its supplier, written by the booking statement itself', async () => {
    const { user: owner, supplier } = await createSupplier(env.db);
    const traveler = await createUser(env.db, { firstName: 'Nia', lastName: 'Notify' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Notified Walk' });
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(12) });
    const client = await signedInClient(env.server.url, traveler.email);
    let bookingId = '';
    const [payload] = await notificationsDuring(1, async () => {
      const booking = await client.trpc.booking.create.mutate({
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople: 2,
        customerName: 'Nia Notify',
        customerEmail: 'nia@example.test',
        customerPhone: '+1 555 0142',
      });
      bookingId = booking.id;
    });
    await client.close();
    const [event] = JSON.parse(payload!) as { type: string; audience: string[]; bookingId: string; payload: object }[];
    expect(event).toMatchObject({
      type: 'booking.created',
      audience: [owner.id],
      bookingId,
      payload: { bookingId, activityTitle: 'Notified Walk', customerName: 'Nia Notify', numberOfPeople: 2 },
    });
  });

  it('carry only the id of an event too large for a notification, and the subscriber still gets all of it', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const received = collect<{ type: string; payload: object }>();
    const sub = client.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d.data),
    });
    await received.started;
    const message = messageSentPayload(user.id, user.id, 'x'.repeat(9000));
    let id = 0;
    const [payload] = await notificationsDuring(1, () =>
      env.server.app.services.events.transaction(async (trx, emit) => {
        await emit({ type: 'message.sent', audience: [user.id], payload: message });
        const row = await trx.selectFrom('events').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
        id = row.id;
      }),
    );
    expect(payload).toBe(String(id));
    await received.waitFor(1);
    expect(received.items[0]!.payload).toEqual(message);
    sub.unsubscribe();
    await client.close();
  });

  it('are not sent for a transaction that rolls back', async () => {
    const user = await createUser(env.db);
    const before = notifications.items.length;
    await expect(
      env.server.app.services.events.transaction(async (_trx, emit) => {
        await emit({ type: 'messages.read', audience: [user.id], payload: messagesReadPayload(user.id, ['never']) });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A later event's notification is the next one to arrive: none came for the rolled-back one.
    const [next] = await notificationsDuring(1, () =>
      env.server.app.services.events.transaction(async (_trx, emit) => {
        await emit({ type: 'messages.read', audience: [user.id], payload: messagesReadPayload(user.id, ['kept']) });
      }),
    );
    expect(notifications.items.length).toBe(before + 1);
    expect(JSON.parse(next!)).toEqual([expect.objectContaining({ payload: messagesReadPayload(user.id, ['kept']) })]);
  });

  it('is made up by the catch-up read when an event was written without one', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const received = collect<{ type: string; payload: unknown }>();
    const sub = client.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d.data),
    });
    await received.started;
    // As if the LISTEN connection had dropped while it was committed: a row and no NOTIFY.
    await env.db
      .insertInto('events')
      .values({
        type: 'messages.read',
        audience: [user.id],
        payload: JSON.stringify(messagesReadPayload(user.id, ['missed'])),
      })
      .execute();
    await received.waitFor(1);
    expect(received.items).toEqual([
      expect.objectContaining({ type: 'messages.read', payload: messagesReadPayload(user.id, ['missed']) }),
    ]);
    sub.unsubscribe();
    await client.close();
  });
});

describe('malformed events', () => {
  /** An event as a notification carries it, with a made-up id no row will ever have. */
  const notified = (id: number, type: string, audience: string[], payload: object) => ({
    id,
    type,
    audience,
    bookingId: null,
    activityId: null,
    payload,
    createdAt: '2030-01-01T09:00:00.000+00:00',
  });

  it('are refused where a notification arrives, and the valid events beside them still are delivered', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const received = collect<{ type: string; payload: object }>();
    const sub = client.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d.data),
    });
    await received.started;
    const base = 2 ** 52;
    const batch = [
      notified(base, 'message.sent', [user.id], { text: 'not a message' }),
      notified(base + 1, 'booking.teleported', [user.id], {}),
      { id: base + 2, type: 'messages.read', audience: [user.id] },
      notified(base + 3, 'messages.read', [user.id], messagesReadPayload(user.id, ['valid'])),
    ];
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(batch)})`.execute(env.db);
    await received.waitFor(1);
    expect(received.items).toEqual([
      expect.objectContaining({ type: 'messages.read', payload: messagesReadPayload(user.id, ['valid']) }),
    ]);
    sub.unsubscribe();
    await client.close();
  });

  it('are refused when read from the log, and the events after them still are delivered', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const received = collect<{ type: string; payload: object }>();
    const sub = client.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d.data),
    });
    await received.started;
    // Rows without a notification, as a hand-written row or an older instance would leave them.
    await env.db
      .insertInto('events')
      .values([
        { type: 'activity.status_changed', audience: [user.id], payload: JSON.stringify({ status: 'maybe' }) },
        { type: 'booking.teleported', audience: [user.id], payload: '{}' },
        {
          type: 'messages.read',
          audience: [user.id],
          payload: JSON.stringify(messagesReadPayload(user.id, ['after'])),
        },
      ])
      .execute();
    await received.waitFor(1);
    expect(received.items).toEqual([
      expect.objectContaining({ type: 'messages.read', payload: messagesReadPayload(user.id, ['after']) }),
    ]);
    sub.unsubscribe();
    await client.close();
  });
});

describe('the websocket', () => {
  it('closes a socket that sends a message over 64 KiB (1009), without answering it', async () => {
    const socket = new WebSocket(env.server.url.replace(/^http/, 'ws') + '/trpc', {
      headers: { origin: env.server.url },
    });
    const messages = collect<string>();
    socket.on('message', (data: Buffer) => messages.push(data.toString()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const input = { json: { padding: 'x'.repeat(64 * 1024) } };
    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'auth.events', input } }));
    expect(await closed).toBe(1009);
    expect(messages.items).toEqual([]);
  });

  it('closes every open socket when the server closes, so a graceful shutdown does not wait for them', async () => {
    const closing = await startTestServer(env.database);
    const user = await createUser(env.db);
    const client = await signedInClient(closing.url, user.email);
    const socket = new WebSocket(closing.url.replace(/^http/, 'ws') + '/trpc', {
      headers: { cookie: client.jar.header(), origin: closing.url },
    });
    const started = new Promise<string>((resolve) =>
      socket.once('message', (data: Buffer) => resolve(data.toString())),
    );
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path: 'auth.events', input: {} } }));
    expect(await started).toBe('{"id":1,"result":{"type":"started"}}');
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await closing.close();
    expect(await closed).toBe(1001);
    await client.close();
  });

  it('answers PING with PONG, and a subscription stopped by the client with "stopped"', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const socket = new WebSocket(env.server.url.replace(/^http/, 'ws') + '/trpc', {
      headers: { cookie: client.jar.header(), origin: env.server.url },
    });
    const messages = collect<string>();
    socket.on('message', (data: Buffer) => messages.push(data.toString()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('PING');
    await messages.waitFor(1);
    socket.send(JSON.stringify({ id: 7, method: 'subscription', params: { path: 'auth.events', input: {} } }));
    await messages.waitFor(2);
    socket.send(JSON.stringify({ id: 7, method: 'subscription.stop' }));
    await messages.waitFor(3);
    expect(messages.items).toEqual([
      'PONG',
      '{"id":7,"result":{"type":"started"}}',
      '{"id":7,"result":{"type":"stopped"}}',
    ]);
    socket.close();
    await client.close();
  });

  it('answers an upgrade on any other path with 404', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(env.server.url.replace(/^http/, 'ws') + '/elsewhere', {
        headers: { origin: env.server.url },
      });
      socket.once('open', () => reject(new Error('opened')));
      socket.once('unexpected-response', (request, response) => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
      socket.once('error', reject);
    });
    expect(status).toBe(404);
  });
});
