import { describe, expect, it } from 'vitest';
import { saveBookingDraftInputSchema, type SaveBookingDraftInput } from '@regen/shared/schemas/booking-drafts';
import {
  claimBookingDraft,
  currentBookingDraft,
  pruneExpiredBookingDrafts,
  saveBookingDraft,
} from '../../server/src/modules/booking-drafts/index.ts';
import { fixedNow } from '../../server/src/rules/booking.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, failure, type ApiClient } from '../helpers/client.ts';
import {
  TEST_PASSWORD,
  createBookableSlot,
  createSupplier,
  createUser,
  dbNow,
  uniqueEmail,
} from '../helpers/factories.ts';

// Booking drafts (docs/decisions/093): the booking form a signed-out visitor leaves for the
// sign-up detour, kept on the server under an opaque cookie, given to the account that signs up
// or in with it, readable by that account on any device and by no one else, and gone after 7 days.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });
const COOKIE = 'regen_booking_draft';
const DAY_MS = 24 * 60 * 60_000;

function draftOf(activityId: string, values: Partial<SaveBookingDraftInput> = {}): SaveBookingDraftInput {
  return {
    activityId,
    returnPath: `/booking/${activityId}`,
    date: '2099-06-01',
    availabilityId: 'slot-1',
    numberOfPeople: 2,
    customerName: 'Ana Novak',
    customerEmail: 'ana@example.test',
    customerPhone: '+386 40 555 123',
    specialRequests: 'One of us is vegetarian',
    ...values,
  };
}

/** The draft as `current` gives it back, without its expiry. */
function viewOf(input: SaveBookingDraftInput) {
  const { activityId, returnPath, date, availabilityId, numberOfPeople, ...contact } = input;
  return { activityId, returnPath, date, availabilityId, numberOfPeople, ...contact };
}

/** A signed-out browser carrying another browser's draft cookie (as a stolen or shared cookie would). */
function browserWithCookie(value: string): ApiClient {
  const client = anonymousClient();
  client.jar.store([`${COOKIE}=${value}`]);
  return client;
}

async function signUp(client: ApiClient, email: string) {
  await client.trpc.auth.signUpTraveler.mutate({
    firstName: 'Ana',
    lastName: 'Novak',
    email,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
  });
}

describe('bookingDrafts.save and current, signed out', () => {
  it('keeps the draft on the server under an opaque HttpOnly, SameSite=Lax cookie that lasts 7 days', async () => {
    const response = await fetch(`${env.server.url}/trpc/bookingDrafts.save`, {
      method: 'POST',
      headers: { origin: env.server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ json: draftOf('activity-a') }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie!)![1]!).getTime();
    expect(Math.abs(expires - (dbNow().getTime() + 7 * DAY_MS))).toBeLessThan(60_000);
    // Only a hash of the token is stored.
    const token = /=([^;]+)/.exec(cookie!)![1]!;
    const stored = await env.db
      .selectFrom('booking_drafts')
      .select('token_hash')
      .where('activity_id', '=', 'activity-a')
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(token);
  });

  it('reads back the same draft in the same browser, updates it in place, and gives nothing to another browser', async () => {
    const browser = anonymousClient();
    await browser.trpc.bookingDrafts.save.mutate(draftOf('activity-b'));
    const first = browser.jar.get(COOKIE);
    expect(await browser.trpc.bookingDrafts.current.query({ activityId: 'activity-b' })).toMatchObject(
      viewOf(draftOf('activity-b')),
    );
    expect(await browser.trpc.bookingDrafts.current.query({ activityId: 'another-activity' })).toBeNull();

    const changed = draftOf('activity-b', { numberOfPeople: 3, specialRequests: 'A window seat' });
    await browser.trpc.bookingDrafts.save.mutate(changed);
    expect(browser.jar.get(COOKIE)).toBe(first);
    expect(await browser.trpc.bookingDrafts.current.query({})).toMatchObject(viewOf(changed));

    expect(await anonymousClient().trpc.bookingDrafts.current.query({})).toBeNull();
    expect(await browserWithCookie('not-a-real-token').trpc.bookingDrafts.current.query({})).toBeNull();
  });

  it('takes only a path of this site to return to', async () => {
    const browser = anonymousClient();
    for (const returnPath of [
      '//evil.example/booking/1',
      'https://evil.example/',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      'javascript:alert(1)',
      'booking/1',
      '',
    ]) {
      const refused = await failure(browser.trpc.bookingDrafts.save.mutate(draftOf('activity-c', { returnPath })));
      expect(refused).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'The page to return to must be a page of this site.',
      });
    }
    expect(await env.db.selectFrom('booking_drafts').where('activity_id', '=', 'activity-c').execute()).toEqual([]);
    await browser.trpc.bookingDrafts.save.mutate(
      draftOf('activity-c', { returnPath: '/booking/activity-c?date=2099-06-01&people=2' }),
    );
    expect(await browser.trpc.bookingDrafts.current.query({})).toMatchObject({
      returnPath: '/booking/activity-c?date=2099-06-01&people=2',
    });
  });

  it('is bounded: every text as long as the booking allows, and no longer', async () => {
    const browser = anonymousClient();
    const tooLong: Partial<SaveBookingDraftInput>[] = [
      { specialRequests: 'x'.repeat(1001) },
      { customerName: 'x'.repeat(201) },
      { customerPhone: '1'.repeat(31) },
      { customerEmail: `${'x'.repeat(320)}@example.test` },
      { activityId: 'x'.repeat(101) },
      { returnPath: `/${'x'.repeat(600)}` },
      { numberOfPeople: 101 },
      { date: '2099-13-45' },
    ];
    for (const values of tooLong) {
      expect((await failure(browser.trpc.bookingDrafts.save.mutate(draftOf('activity-d', values)))).code).toBe(
        'BAD_REQUEST',
      );
    }
    const longest = draftOf('activity-d', { specialRequests: 'x'.repeat(1000), customerName: 'y'.repeat(200) });
    await browser.trpc.bookingDrafts.save.mutate(longest);
    expect(await browser.trpc.bookingDrafts.current.query({})).toMatchObject(viewOf(longest));
  });
});

describe('the draft belongs to the account that signs up or in with it', () => {
  it('sign-up gives the draft to the new account: the cookie alone then reads nothing, and signing in on another device returns to it', async () => {
    const { activity } = await createBookableSlot(env.db);
    const draft = draftOf(activity.id);
    const browser = anonymousClient();
    await browser.trpc.bookingDrafts.save.mutate(draft);
    const email = uniqueEmail('drafter');
    await signUp(browser, email);
    const user = await env.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(
      await env.db.selectFrom('booking_drafts').select('user_id').where('activity_id', '=', activity.id).execute(),
    ).toEqual([{ user_id: user.id }]);
    // Still signed out in that browser: the token no longer reads a claimed draft.
    expect(await browser.trpc.bookingDrafts.current.query({})).toBeNull();

    // Another device (no cookie) signs in: it is told where the draft returns to, and reads it.
    const otherDevice = createApiClient(env.server.url);
    const signedInThere = await otherDevice.trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD });
    expect(signedInThere).toMatchObject({
      draftReturnPath: `/booking/${activity.id}`,
      firstSignIn: true,
      isAdmin: false,
    });
    expect(await otherDevice.trpc.bookingDrafts.current.query({ activityId: activity.id })).toMatchObject(
      viewOf(draft),
    );

    // The first browser signs in later: the same draft, and no longer a first sign-in.
    const again = await browser.trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD });
    expect(again).toMatchObject({ draftReturnPath: `/booking/${activity.id}`, firstSignIn: false });
    expect(await browser.trpc.bookingDrafts.current.query({})).toMatchObject(viewOf(draft));
  });

  it('signing in to an existing account with the cookie gives it the draft, replacing its older one', async () => {
    const user = await createUser(env.db);
    const account = await signedIn(user.email);
    await account.trpc.bookingDrafts.save.mutate(draftOf('older-activity'));

    const browser = anonymousClient();
    const newer = draftOf('newer-activity', { customerName: 'Newer Name' });
    await browser.trpc.bookingDrafts.save.mutate(newer);
    const result = await browser.trpc.auth.signIn.mutate({ email: user.email, password: TEST_PASSWORD });
    expect(result.draftReturnPath).toBe('/booking/newer-activity');
    expect(await account.trpc.bookingDrafts.current.query({})).toMatchObject(viewOf(newer));
    expect(await env.db.selectFrom('booking_drafts').where('user_id', '=', user.id).execute()).toHaveLength(1);
  });

  it('a sign-in without a draft says so (null) and an admin is told it is one', async () => {
    const admin = await createUser(env.db, { role: 'admin' });
    const result = await anonymousClient().trpc.auth.signIn.mutate({ email: admin.email, password: TEST_PASSWORD });
    expect(result).toMatchObject({ draftReturnPath: null, isAdmin: true, firstSignIn: true });
  });

  it('is never readable by another user, even one holding the first browser’s cookie', async () => {
    const browser = anonymousClient();
    await browser.trpc.bookingDrafts.save.mutate(draftOf('private-activity'));
    const stolen = browser.jar.get(COOKIE)!;
    const owner = await createUser(env.db);
    await browser.trpc.auth.signIn.mutate({ email: owner.email, password: TEST_PASSWORD });

    const other = await createUser(env.db);
    const thief = browserWithCookie(stolen);
    // Signed out with the cookie: nothing. Signing in with it claims nothing already claimed.
    expect(await thief.trpc.bookingDrafts.current.query({})).toBeNull();
    expect(
      (await thief.trpc.auth.signIn.mutate({ email: other.email, password: TEST_PASSWORD })).draftReturnPath,
    ).toBeNull();
    expect(await thief.trpc.bookingDrafts.current.query({})).toBeNull();
    // Nor can it be discarded or overwritten by them.
    expect(await thief.trpc.bookingDrafts.discard.mutate({ activityId: 'private-activity' })).toEqual({ discarded: 0 });
    await browserWithCookie(stolen).trpc.bookingDrafts.save.mutate(
      draftOf('private-activity', { customerName: 'Mallory' }),
    );
    expect(await browser.trpc.bookingDrafts.current.query({})).toMatchObject({ customerName: 'Ana Novak' });
  });
});

describe('bookingDrafts: each role reaches only its own draft', () => {
  it('anonymous, traveler, other traveler, supplier, other supplier and admin each read, keep and discard only their own', async () => {
    const travelers = [await createUser(env.db), await createUser(env.db)];
    const suppliers = [(await createSupplier(env.db)).user, (await createSupplier(env.db)).user];
    const admin = await createUser(env.db, { role: 'admin' });
    const callers: [string, ApiClient][] = [
      ['anonymous', anonymousClient()],
      ['traveler', await signedIn(travelers[0]!.email)],
      ['other traveler', await signedIn(travelers[1]!.email)],
      ['supplier', await signedIn(suppliers[0]!.email)],
      ['other supplier', await signedIn(suppliers[1]!.email)],
      ['admin', await signedIn(admin.email)],
    ];
    for (const [role, client] of callers) {
      await client.trpc.bookingDrafts.save.mutate(draftOf('shared-activity', { customerName: role }));
    }
    const seen = await Promise.all(
      callers.map(async ([role, client]) => [role, (await client.trpc.bookingDrafts.current.query({}))?.customerName]),
    );
    expect(seen).toEqual(callers.map(([role]) => [role, role]));

    // Each discards its own, and only its own.
    const [first, ...rest] = callers;
    expect(await first![1].trpc.bookingDrafts.discard.mutate({ activityId: 'shared-activity' })).toEqual({
      discarded: 1,
    });
    expect(await first![1].trpc.bookingDrafts.current.query({})).toBeNull();
    for (const [role, client] of rest) {
      expect((await client.trpc.bookingDrafts.current.query({}))?.customerName).toBe(role);
      expect(await client.trpc.bookingDrafts.discard.mutate({ activityId: 'shared-activity' })).toEqual({
        discarded: 1,
      });
      expect(await client.trpc.bookingDrafts.current.query({})).toBeNull();
    }
  });
});

describe('a draft ends', () => {
  it('when the booking is made: booking.create spends the traveler’s draft of that activity', async () => {
    const { activity, slot, travelerUser } = await createBookableSlot(env.db);
    const traveler = await signedIn(travelerUser.email);
    const draft = draftOf(activity.id, { availabilityId: slot.id, date: slot.date });
    await traveler.trpc.bookingDrafts.save.mutate(draft);
    await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
      customerName: draft.customerName!,
      customerEmail: travelerUser.email,
      customerPhone: draft.customerPhone!,
      specialRequests: draft.specialRequests,
    });
    // Spent on the server before the answer: the page's own discard (kept) then finds nothing.
    expect(await traveler.trpc.bookingDrafts.current.query({ activityId: activity.id })).toBeNull();
    expect(await traveler.trpc.bookingDrafts.discard.mutate({ activityId: activity.id })).toEqual({ discarded: 0 });
  });

  it('7 days after it was last saved (an injected clock): unreadable, unclaimable, then swept', async () => {
    const now = dbNow();
    const at = (days: number) => fixedNow(new Date(now.getTime() + days * DAY_MS));
    const saved = await saveBookingDraft(
      env.db,
      { userId: null, token: undefined },
      saveBookingDraftInputSchema.parse(draftOf('expiring-activity', { specialRequests: 'Kept a week' })),
      at(0),
    );
    const owner = { userId: null, token: saved.token! };
    expect(saved.expiresAt.getTime()).toBe(now.getTime() + 7 * DAY_MS);
    expect(await currentBookingDraft(env.db, owner, undefined, at(6.9))).toMatchObject({
      specialRequests: 'Kept a week',
    });
    expect(await currentBookingDraft(env.db, owner, undefined, at(7))).toBeNull();

    // Saving again before it ends moves the end a week on.
    await saveBookingDraft(
      env.db,
      owner,
      saveBookingDraftInputSchema.parse(draftOf('expiring-activity', { specialRequests: 'Renewed' })),
      at(6),
    );
    expect(await currentBookingDraft(env.db, owner, undefined, at(12.9))).toMatchObject({ specialRequests: 'Renewed' });
    expect(await currentBookingDraft(env.db, owner, undefined, at(13))).toBeNull();

    const user = await createUser(env.db);
    expect(await claimBookingDraft(env.db, saved.token!, user.id, at(13))).toBeNull();
    expect(await pruneExpiredBookingDrafts(env.db, at(13))).toBeGreaterThanOrEqual(1);
    expect(await env.db.selectFrom('booking_drafts').where('activity_id', '=', 'expiring-activity').execute()).toEqual(
      [],
    );
  });
});
