import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { sql } from 'kysely';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { CookieJar, createApiClient, failure, rejection, trpcCode } from '../helpers/client.ts';
import {
  TEST_PASSWORD,
  createBookableSlot,
  createUser,
  daysFromToday,
  giveSecondFactor,
  insertBooking,
  uniqueEmail,
} from '../helpers/factories.ts';

// Accounts people trust (issue 35, docs/decisions/113): the devices signed in to an account
// with per-device sign-out, "Download my data" and "Delete my account".

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A client that sends a browser's user agent and a forwarded-for address (the server trusts its proxy in tests). */
function browserClient(userAgent: string) {
  const jar = new CookieJar();
  const url = env.server.url;
  const trpc = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${url}/trpc`,
        transformer: superjson,
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          const cookie = jar.header();
          if (cookie) headers.set('cookie', cookie);
          headers.set('origin', url);
          headers.set('user-agent', userAgent);
          const response = await fetch(input, { ...init, headers });
          jar.store(response.headers.getSetCookie());
          return response;
        },
      }),
    ],
  });
  return { trpc, jar };
}

function sessionIdOf(jar: CookieJar): string {
  return jar.get('regen_session')!.split('.')[0]!;
}

describe('signed-in devices', () => {
  it('lists each device with its browser, system, coarse network and last use; this one first', async () => {
    const user = await createUser(env.db);
    const laptop = browserClient(FIREFOX_WINDOWS);
    await laptop.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    const phone = browserClient(SAFARI_IPHONE);
    await phone.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    await laptop.trpc.auth.me.query();

    const devices = await phone.trpc.accountSecurity.devices.query();
    expect(devices.map((d) => [d.browser, d.os, d.ipRange, d.current])).toEqual([
      ['Safari', 'iOS', '127.0.0.0/24', true],
      ['Firefox', 'Windows', '127.0.0.0/24', false],
    ]);
    // The client never sees a session id; the full address is never stored.
    const ids = [sessionIdOf(laptop.jar), sessionIdOf(phone.jar)];
    for (const d of devices) expect(ids).not.toContain(d.id);
    const rows = await env.db.selectFrom('sessions').select(['ip_range']).where('user_id', '=', user.id).execute();
    expect(rows.map((r) => r.ip_range)).toEqual(['127.0.0.0/24', '127.0.0.0/24']);
  });

  it('writes the last use at most once every five minutes', async () => {
    const user = await createUser(env.db);
    const laptop = browserClient(FIREFOX_WINDOWS);
    await laptop.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    await laptop.trpc.auth.me.query();
    const id = sessionIdOf(laptop.jar);
    const lastUsed = async () =>
      (await env.db.selectFrom('sessions').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow())
        .last_used_at!;

    // Used four minutes ago: a new request leaves it alone.
    await env.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now() - interval '4 minutes'` })
      .where('id', '=', id)
      .execute();
    const fourAgo = await lastUsed();
    await laptop.trpc.auth.me.query();
    expect((await lastUsed()).getTime()).toBe(fourAgo.getTime());

    // Six minutes ago: the request records the use again.
    await env.db
      .updateTable('sessions')
      .set({ last_used_at: sql`now() - interval '6 minutes'` })
      .where('id', '=', id)
      .execute();
    const sixAgo = await lastUsed();
    await laptop.trpc.auth.me.query();
    expect((await lastUsed()).getTime() - sixAgo.getTime()).toBeGreaterThanOrEqual(6 * 60_000);
  });

  it('signs out one device: its session ends and its realtime connection closes; the others stay', async () => {
    const user = await createUser(env.db);
    const listener = await signedIn(user.email);
    const manager = await signedIn(user.email);
    let started = false;
    let closed = false;
    const subscription = listener.trpc.auth.events.subscribe(undefined, {
      onStarted: () => (started = true),
      onError: () => (closed = true),
      onComplete: () => (closed = true),
    });
    await expect.poll(() => started).toBe(true);

    const devices = await manager.trpc.accountSecurity.devices.query();
    expect(devices).toHaveLength(2);
    const other = devices.find((d) => !d.current)!;
    expect(await manager.trpc.accountSecurity.signOutDevice.mutate({ deviceId: other.id })).toEqual({
      ok: true,
      current: false,
    });
    await expect.poll(() => closed, { timeout: 5000 }).toBe(true);
    subscription.unsubscribe();
    expect(await listener.trpc.auth.me.query()).toBeNull();
    expect(await manager.trpc.auth.me.query()).toMatchObject({ id: user.id });
    expect(await manager.trpc.accountSecurity.devices.query()).toHaveLength(1);

    // The same device again: already gone.
    const again = await failure(manager.trpc.accountSecurity.signOutDevice.mutate({ deviceId: other.id }));
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: 'That device is no longer signed in.' });
  });

  it("cannot sign out another user's device", async () => {
    const victim = await createUser(env.db);
    const victimClient = await signedIn(victim.email);
    const [victimDevice] = await victimClient.trpc.accountSecurity.devices.query();
    const attacker = await signedIn((await createUser(env.db)).email);
    const refused = await failure(attacker.trpc.accountSecurity.signOutDevice.mutate({ deviceId: victimDevice!.id }));
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'That device is no longer signed in.' });
    expect(await victimClient.trpc.auth.me.query()).toMatchObject({ id: victim.id });
    expect((await attacker.trpc.accountSecurity.devices.query()).map((d) => d.id)).not.toContain(victimDevice!.id);
  });

  it('signing out this device clears its cookie', async () => {
    const user = await createUser(env.db);
    const client = await signedIn(user.email);
    const [mine] = await client.trpc.accountSecurity.devices.query();
    expect(await client.trpc.accountSecurity.signOutDevice.mutate({ deviceId: mine!.id })).toEqual({
      ok: true,
      current: true,
    });
    expect(client.jar.get('regen_session')).toBeUndefined();
    expect(await client.trpc.auth.me.query()).toBeNull();
  });
});

/** Every text-like column of every table holding `needle` (case-insensitive): "table.column". */
async function columnsContaining(needle: string): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
    order by c.table_name, c.column_name
  `.execute(env.db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from ${sql.table(table)} where ${sql.ref(column)}::text ilike ${'%' + needle + '%'}
    `.execute(env.db);
    if (Number(rows[0]!.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** A traveler with data in every personal table: a booking with messages, a past one with a review, points, a receipt. */
async function travelerWithData(firstName: string, lastName: string, phone: string) {
  const email = uniqueEmail('zephyrine');
  const fullName = `${firstName} ${lastName}`;
  const slot = await createBookableSlot(env.db, {
    traveler: { email, firstName, lastName },
  });
  const traveler = await signedIn(email);
  const booking = await traveler.trpc.booking.create.mutate({
    activityId: slot.activity.id,
    availabilityId: slot.slot.id,
    numberOfPeople: 2,
    customerName: fullName,
    customerEmail: email,
    customerPhone: phone,
    specialRequests: `${firstName} needs a vegetarian lunch`,
  });
  const supplier = await signedIn(slot.supplierUser.email);
  await traveler.trpc.messaging.send.mutate({ conversationId: booking.id, text: `Hello, ${firstName} here` });
  await supplier.trpc.messaging.send.mutate({ conversationId: booking.id, text: `Welcome ${fullName}!` });
  const past = await insertBooking(env.db, {
    activityId: slot.activity.id,
    slotId: slot.slot.id,
    userId: slot.travelerUser.id,
    date: daysFromToday(-10),
    status: 'completed',
    customerName: fullName,
  });
  await env.db
    .insertInto('reviews')
    .values({
      booking_id: past.id,
      activity_id: slot.activity.id,
      user_id: slot.travelerUser.id,
      stars: 5,
      body: 'Lovely day',
    })
    .execute();
  await env.db
    .insertInto('regen_points_ledger')
    .values({
      user_id: slot.travelerUser.id,
      booking_id: past.id,
      activity_id: slot.activity.id,
      country: 'Slovenia',
      points: 40,
      reason: 'attended',
    })
    .execute();
  await env.db.insertInto('impact_receipts').values({ booking_id: past.id, user_id: slot.travelerUser.id }).execute();
  await createApiClient(env.server.url).trpc.catalogue.subscribeNewsletter.mutate({ email, source: 'news' });
  return { email, slot, traveler, booking, past };
}

describe('download my data', () => {
  it('holds the account, bookings, messages, reviews, points and receipts, and only the caller’s', async () => {
    const { email, traveler, booking, past } = await travelerWithData('Zephyrine', 'Quillfeather', '+386 40 987 654');
    const other = await signedIn((await createUser(env.db)).email);
    const data = await traveler.trpc.accountSecurity.exportData.query();
    expect(data.format).toBe('regen-marketplace-account-export');
    expect(data.account).toMatchObject({ email, firstName: 'Zephyrine', lastName: 'Quillfeather', role: 'user' });
    expect(data.bookings.map((b) => [b.id, b.customerName, b.status])).toEqual([
      [booking.id, 'Zephyrine Quillfeather', 'confirmed'],
      [past.id, 'Zephyrine Quillfeather', 'completed'],
    ]);
    expect(data.messages.map((m) => [m.text, m.sentByYou])).toEqual([
      ['Hello, Zephyrine here', true],
      ['Welcome Zephyrine Quillfeather!', false],
    ]);
    expect(data.reviews.map((r) => [r.bookingId, r.stars, r.body])).toEqual([[past.id, 5, 'Lovely day']]);
    expect(data.points.map((p) => [p.bookingId, p.points, p.reason])).toEqual([[past.id, 40, 'attended']]);
    expect(data.receipts.map((r) => r.bookingId)).toEqual([past.id]);
    expect(data.newsletter.map((n) => n.email)).toEqual([email]);
    expect(data.devices).toHaveLength(1);

    const theirs = await other.trpc.accountSecurity.exportData.query();
    expect(theirs.bookings).toEqual([]);
    expect(theirs.messages).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Zephyrine');
  });
});

describe('delete my account', () => {
  it('leaves nothing personal: every table is searched for the email and the name', async () => {
    const { email, slot, traveler, booking, past } = await travelerWithData(
      'Ottoline',
      'Brackenbury',
      '+386 41 246 813',
    );
    // Sign-in factors too (docs/decisions/116): an authenticator app, recovery codes and a passkey
    // named after its owner.
    const userId = slot.travelerUser.id;
    await giveSecondFactor(env.db, { id: userId, email });
    await env.db
      .insertInto('passkeys')
      .values({
        user_id: userId,
        credential_id: `credential-${userId}`,
        public_key: Buffer.from([1, 2, 3]),
        device_type: 'multiDevice',
        backed_up: true,
        name: 'Ottoline Brackenbury’s phone',
      })
      .execute();
    expect(await columnsContaining(email)).not.toEqual([]);
    expect(await columnsContaining('Brackenbury')).not.toEqual([]);

    const wrong = await failure(traveler.trpc.accountSecurity.deleteAccount.mutate({ password: 'not-my-password' }));
    expect(wrong).toMatchObject({ code: 'FORBIDDEN', message: 'That password is not correct.' });

    expect(await traveler.trpc.accountSecurity.deleteAccount.mutate({ password: TEST_PASSWORD })).toEqual({ ok: true });
    expect(traveler.jar.get('regen_session')).toBeUndefined();

    expect(await columnsContaining(email)).toEqual([]);
    expect(await columnsContaining('Brackenbury')).toEqual([]);
    expect(await columnsContaining('Ottoline')).toEqual([]);
    expect(await columnsContaining('41 246 813')).toEqual([]);
    const factors = await Promise.all(
      (['passkeys', 'totp_authenticators', 'recovery_codes'] as const).map(async (table) =>
        Number(
          (
            await env.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as('n'))
              .where('user_id', '=', userId)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    expect(factors).toEqual([0, 0, 0]);

    // The supplier keeps the bookings, without the person.
    const kept = await env.db
      .selectFrom('bookings')
      .select(['id', 'customer_name', 'customer_email', 'customer_phone', 'status'])
      .where('id', 'in', [booking.id, past.id])
      .orderBy('booking_date', 'desc')
      .execute();
    expect(kept).toEqual([
      {
        id: booking.id,
        customer_name: 'Deleted traveler',
        customer_email: '',
        customer_phone: '',
        status: 'confirmed',
      },
      { id: past.id, customer_name: 'Deleted traveler', customer_email: '', customer_phone: '', status: 'completed' },
    ]);
    // The review stays, as "A traveler"; the points stay; the ledger's pseudonym mapping is gone.
    const page = await createApiClient(env.server.url).trpc.reviews.forActivity.query({ activityId: slot.activity.id });
    expect(page.reviews.map((r) => [r.reviewerName, r.stars, r.text])).toEqual([['A traveler', 5, 'Lovely day']]);
    const review = await env.db
      .selectFrom('reviews')
      .select(['stars', 'body'])
      .where('booking_id', '=', past.id)
      .execute();
    expect(review).toEqual([{ stars: 5, body: 'Lovely day' }]);
    const points = await env.db
      .selectFrom('regen_points_ledger')
      .select('points')
      .where('booking_id', '=', past.id)
      .execute();
    expect(points).toEqual([{ points: 40 }]);
    expect(
      await env.db
        .selectFrom('ledger_pseudonyms')
        .select('user_id')
        .where('user_id', '=', slot.travelerUser.id)
        .execute(),
    ).toEqual([]);

    // Signed out everywhere; the old password no longer signs in; the address can register again.
    expect(await traveler.trpc.auth.me.query()).toBeNull();
    const signIn = await failure(
      createApiClient(env.server.url).trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD }),
    );
    expect(signIn.code).toBe('UNAUTHORIZED');
    const again = createApiClient(env.server.url);
    const created = await again.trpc.auth.signUpTraveler.mutate({
      email,
      password: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
      firstName: 'Zed',
      lastName: 'New',
    });
    expect(created.userId).not.toBe(slot.travelerUser.id);
    expect(await env.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([
      { id: created.userId },
    ]);
  });

  it('refuses a supplier with upcoming bookings, with a clear message, and changes nothing', async () => {
    const slot = await createBookableSlot(env.db);
    await slot.book();
    await slot.book();
    const supplier = await signedIn(slot.supplierUser.email);
    const refused = await failure(supplier.trpc.accountSecurity.deleteAccount.mutate({ password: TEST_PASSWORD }));
    expect(refused).toEqual({
      code: 'CONFLICT',
      message:
        'Your business has 2 upcoming bookings. Cancel them or hand them over to another supplier before deleting your account.',
      fieldErrors: {},
    });
    expect(await supplier.trpc.auth.me.query()).toMatchObject({ id: slot.supplierUser.id });
    const row = await env.db
      .selectFrom('users')
      .select(['email', 'deleted_at'])
      .where('id', '=', slot.supplierUser.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: slot.supplierUser.email, deleted_at: null });
  });

  it('deletes a supplier without upcoming bookings: listings leave the catalogue, contact details go', async () => {
    const slot = await createBookableSlot(env.db, { daysAhead: -5 });
    await slot.book({ status: 'completed', date: daysFromToday(-5) });
    const supplier = await signedIn(slot.supplierUser.email);
    expect(await supplier.trpc.accountSecurity.deleteAccount.mutate({ password: TEST_PASSWORD })).toEqual({ ok: true });
    const activity = await env.db
      .selectFrom('activities')
      .select('status')
      .where('id', '=', slot.activity.id)
      .executeTakeFirstOrThrow();
    expect(activity.status).toBe('archived');
    expect(await columnsContaining(slot.supplierUser.email)).toEqual([]);
  });

  it('refuses an admin and an anonymous caller', async () => {
    const admin = await createUser(env.db, { role: 'admin' });
    const client = await signedIn(admin.email);
    const refused = await failure(client.trpc.accountSecurity.deleteAccount.mutate({ password: TEST_PASSWORD }));
    expect(refused).toMatchObject({
      code: 'FORBIDDEN',
      message: 'An admin account cannot be deleted here: ask another admin to remove your admin role first.',
    });
    const anonymous = await rejection(
      createApiClient(env.server.url).trpc.accountSecurity.deleteAccount.mutate({ password: 'x' }),
    );
    expect(trpcCode(anonymous)).toBe('UNAUTHORIZED');
  });
});
