import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertEvent } from '../../server/src/events/event-hub.ts';
import { bookingCreatedPayload, messagesReadPayload } from '../helpers/events.ts';
import type { EventPayload } from '@regen/shared/events';
import { createApiClient, collect, trpcCode } from '../helpers/client.ts';
import { TEST_PASSWORD, createUser, signedInClient, uniqueEmail } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment({ ADMIN_EMAILS: 'boss@example.test' });
});
afterAll(async () => {
  await env.close();
});

describe('migrations', () => {
  it('creates every table of both spec documents', async () => {
    const tables = await env.db.introspection.getTables();
    const names = tables.map((t) => t.name).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        'activities',
        'activity_availability',
        'activity_status_changes',
        'bookings',
        'email_outbox',
        'email_verification_tokens',
        'events',
        'messages',
        'newsletter_subscriptions',
        'password_reset_tokens',
        'sessions',
        'suppliers',
        'travelers',
        'users',
      ]),
    );
  });

  it('refuses a slot whose booked spots exceed its capacity (check constraint)', async () => {
    const { supplierId } = await (async () => {
      const user = await createUser(env.db);
      const s = await env.db
        .insertInto('suppliers')
        .values({
          user_id: user.id,
          business_name: 'B',
          contact_person: 'C D',
          email: user.email,
          phone: null,
          location: 'L',
          website: null,
          years_in_operation: null,
          activity_type: 'Social',
          description: 'D',
          impact: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { supplierId: s.id };
    })();
    const activity = await env.db
      .insertInto('activities')
      .values({
        supplier_id: supplierId,
        title: 'T',
        description: 'D',
        impact_description: 'I',
        country: 'Spain',
        impact_category: 'social',
        activity_type: 'Social',
        price_cents: 100,
        duration_hours: 2,
        max_participants: 4,
        photo_url: null,
        regen_points_override: null,
        effort: null,
        time_zone: 'Europe/Madrid',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await expect(
      env.db
        .insertInto('activity_availability')
        .values({
          activity_id: activity.id,
          date: '2030-01-01',
          start_time: '09:00',
          end_time: '10:00',
          available_spots: 2,
          booked_spots: 3,
        })
        .execute(),
    ).rejects.toThrow(/activity_availability_capacity/);
  });

  it('returns dates as YYYY-MM-DD strings and ids as numbers', async () => {
    const row = await env.db
      .insertInto('events')
      .values({ type: 'booking.created', audience: [], payload: '{}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe('number');
    const [dates] = await env.db
      .selectNoFrom((eb) => [eb.cast<string>(eb.val('2026-03-29'), 'date').as('day')])
      .execute();
    expect(dates).toEqual({ day: '2026-03-29' });
  });
});

describe('auth core', () => {
  it('signs up, signs in, reports the account with me, and signs out', async () => {
    const client = createApiClient(env.server.url);
    const email = uniqueEmail('traveler');
    await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'Tara',
      lastName: 'Traveler',
      email: email.toUpperCase(),
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    expect(await client.trpc.auth.me.query()).toBeNull();
    await client.trpc.auth.signIn.mutate({ email, password: 'secret1' });
    expect(client.jar.get('regen_session')).toMatch(/^[\w-]+\.[\w-]+$/);
    const me = await client.trpc.auth.me.query();
    expect(me).toMatchObject({ email, firstName: 'Tara', lastName: 'Traveler', role: 'user', supplier: null });
    await client.trpc.auth.signOut.mutate();
    expect(await client.trpc.auth.me.query()).toBeNull();
  });

  it('stores only a hash of the session secret', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const token = client.jar.get('regen_session')!;
    const [id, secret] = token.split('.');
    const row = await env.db.selectFrom('sessions').selectAll().where('id', '=', id!).executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_hash).toString('utf8')).not.toContain(secret);
    expect(row.secret_hash.length).toBe(32);
  });

  it('refuses a wrong password without saying whether the email exists', async () => {
    const user = await createUser(env.db);
    const client = createApiClient(env.server.url);
    const wrongPassword = await client.trpc.auth.signIn
      .mutate({ email: user.email, password: 'nope-nope' })
      .catch((e: unknown) => e);
    const unknownEmail = await client.trpc.auth.signIn
      .mutate({ email: uniqueEmail(), password: 'nope-nope' })
      .catch((e: unknown) => e);
    expect(trpcCode(wrongPassword)).toBe('UNAUTHORIZED');
    expect((wrongPassword as Error).message).toBe('Invalid login credentials');
    expect((unknownEmail as Error).message).toBe('Invalid login credentials');
  });

  it('refuses a duplicate email, whatever its case, with a clear message', async () => {
    const user = await createUser(env.db);
    const client = createApiClient(env.server.url);
    const error = await client.trpc.auth.signUpTraveler
      .mutate({
        firstName: 'A',
        lastName: 'B',
        email: user.email.toUpperCase(),
        password: 'secret1',
        confirmPassword: 'secret1',
      })
      .catch((e: unknown) => e);
    expect(trpcCode(error)).toBe('CONFLICT');
    expect((error as Error).message).toBe('An account with this email already exists.');
  });

  it('answers invalid input with BAD_REQUEST and the spec message, never a 500', async () => {
    const response = await fetch(`${env.server.url}/trpc/auth.signUpTraveler`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        json: { firstName: 'A', lastName: 'B', email: 'a@b.test', password: '123', confirmPassword: '123' },
      }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { json: { data: { code: string; zodError: { fieldErrors: Record<string, string[]> } } } };
    };
    expect(body.error.json.data.code).toBe('BAD_REQUEST');
    expect(body.error.json.data.zodError.fieldErrors.password).toEqual(['Password must be at least 6 characters long']);

    const mismatch = await createApiClient(env.server.url)
      .trpc.auth.signUpTraveler.mutate({
        firstName: 'A',
        lastName: 'B',
        email: uniqueEmail(),
        password: 'secret1',
        confirmPassword: 'secret2',
      })
      .catch((e: unknown) => e);
    expect(trpcCode(mismatch)).toBe('BAD_REQUEST');
    expect((mismatch as Error).message).toContain('Passwords do not match');

    const garbage = await fetch(`${env.server.url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(garbage.status).toBeGreaterThanOrEqual(400);
    expect(garbage.status).toBeLessThan(500);
  });

  it('makes ADMIN_EMAILS accounts admins once they confirm their email, not at sign-up', async () => {
    const client = createApiClient(env.server.url);
    await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'Bo',
      lastName: 'Ss',
      email: 'boss@example.test',
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    await client.trpc.auth.signIn.mutate({ email: 'boss@example.test', password: 'secret1' });
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'user', isAdmin: false });
    const mail = await env.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('to_address', '=', 'boss@example.test')
      .where('kind', '=', 'verification')
      .executeTakeFirstOrThrow();
    const token = /mode=verify&token=([\w-]+)/.exec(mail.text_body)![1]!;
    await client.trpc.auth.verifyEmail.mutate({ token });
    expect(await client.trpc.auth.me.query()).toMatchObject({ role: 'admin', isAdmin: true });
  });

  it('refuses a mutation sent from another site (Origin check)', async () => {
    const user = await createUser(env.db);
    const response = await fetch(`${env.server.url}/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ json: { email: user.email, password: TEST_PASSWORD } }),
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses a websocket opened from another site, with the victim’s cookie (cross-site websocket hijacking)', async () => {
    const user = await createUser(env.db);
    const client = await signedInClient(env.server.url, user.email);
    const cookie = client.jar.header();
    const upgrade = (origin: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${env.server.url.replace(/^http/, 'ws')}/trpc`, { headers: { cookie, origin } });
        socket.once('open', () => {
          socket.terminate();
          resolve(101);
        });
        socket.once('unexpected-response', (request, response) => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        });
        socket.once('error', reject);
      });
    expect(await upgrade('https://evil.example')).toBe(403);
    expect(await upgrade(env.server.url)).toBe(101);
    await client.close();
  });

  it('rejects an unknown session cookie as signed out', async () => {
    const response = await fetch(`${env.server.url}/trpc/auth.me`, { headers: { cookie: 'regen_session=abc.def' } });
    const body = (await response.json()) as { result: { data: { json: unknown } } };
    expect(body.result.data.json).toBeNull();
  });
});

describe('http', () => {
  it('serves /healthz and /readyz', async () => {
    expect(await (await fetch(`${env.server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${env.server.url}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await fetch(`${env.server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('sends security headers', async () => {
    const response = await fetch(`${env.server.url}/healthz`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('realtime', () => {
  it('delivers an event to its owner only, over the websocket', async () => {
    const alice = await createUser(env.db);
    const bob = await createUser(env.db);
    const aliceClient = await signedInClient(env.server.url, alice.email);
    const bobClient = await signedInClient(env.server.url, bob.email);
    const aliceEvents = collect<{ type: string }>();
    const bobEvents = collect<{ type: string }>();
    const subA = aliceClient.trpc.auth.events.subscribe(undefined, {
      onStarted: aliceEvents.onStarted,
      onData: (d) => aliceEvents.push(d.data),
    });
    const subB = bobClient.trpc.auth.events.subscribe(undefined, {
      onStarted: bobEvents.onStarted,
      onData: (d) => bobEvents.push(d.data),
    });
    await Promise.all([aliceEvents.started, bobEvents.started]);
    const emitTo = (userId: string, payload: EventPayload<'booking.created'>) =>
      env.server.app.services.events.transaction(async (_trx, emit) => {
        await emit({ type: 'booking.created', audience: [userId], payload });
      });
    await emitTo(alice.id, bookingCreatedPayload('alice'));
    await aliceEvents.waitFor(1);
    expect(aliceEvents.items[0]).toMatchObject({ type: 'booking.created', payload: bookingCreatedPayload('alice') });
    // Events fan out in order: once Bob has his own, Alice's would have reached him before it.
    await emitTo(bob.id, bookingCreatedPayload('bob'));
    await bobEvents.waitFor(1);
    expect(bobEvents.items).toEqual([expect.objectContaining({ payload: bookingCreatedPayload('bob') })]);
    expect(aliceEvents.items).toHaveLength(1);
    subA.unsubscribe();
    subB.unsubscribe();
    await aliceClient.close();
    await bobClient.close();
  });

  it('writes no event when the transaction rolls back', async () => {
    const user = await createUser(env.db);
    const before = await env.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      env.server.app.services.events.transaction(async (_trx, emit) => {
        await emit({ type: 'booking.created', audience: [user.id], payload: bookingCreatedPayload('never') });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await env.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('replays missed events to a client that resumes with its last event id', async () => {
    const user = await createUser(env.db);
    const readEvent = (n: string) =>
      insertEvent(env.db, { type: 'messages.read', audience: [user.id], payload: messagesReadPayload(user.id, [n]) });
    const first = await readEvent('1');
    await readEvent('2');
    await readEvent('3');
    const client = await signedInClient(env.server.url, user.email);
    const received = collect<{ payload: Record<string, unknown> }>();
    const sub = client.trpc.auth.events.subscribe({ lastEventId: first }, { onData: (d) => received.push(d.data) });
    await received.waitFor(2);
    // Event 1 was written without a notification: the catch-up read surfaces it on this
    // instance within a second, and the client, which resumed from it, must not get it again.
    await readEvent('4');
    await received.waitFor(3);
    expect(received.items.map((e) => e.payload.messageIds)).toEqual([['2'], ['3'], ['4']]);
    sub.unsubscribe();
    await client.close();
  });

  it('refuses a subscription without a session', async () => {
    const client = createApiClient(env.server.url);
    const error = await new Promise<unknown>((resolve) => {
      client.trpc.auth.events.subscribe(undefined, { onError: resolve, onData: () => resolve(new Error('got data')) });
    });
    expect(trpcCode(error)).toBe('UNAUTHORIZED');
    await client.close();
  });
});
