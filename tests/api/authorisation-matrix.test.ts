import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { appRouter } from '../../server/src/trpc/router.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createSupplier, createUser, giveSecondFactor, signedInClient } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Every procedure of the API, by who may reach it. Adding a procedure without an entry here
// fails the first test, so each new procedure joins the matrix. This checks the role gate of
// each (anonymous, traveler, supplier, admin); who may touch *which* booking, activity or
// conversation (the other traveler, the other supplier) is checked per domain:
// supplier.test.ts, messaging.test.ts, questions-before-booking.test.ts, cancel.test.ts, traveler-bookings.test.ts, admin.test.ts,
// booking-reschedule.test.ts, waitlist.test.ts, pricing.test.ts, activity-editing.test.ts, ledger.test.ts,
// dashboard-numbers.test.ts, manifest.test.ts, activity-translations.test.ts.

// 'reviewer': an admin, or an account an admin granted the verifier role (docs/decisions/107), in a
// session that used a second factor (docs/decisions/125; outcomes-reviewers.test.ts checks the 403).
type Access = 'public' | 'signed-in' | 'supplier' | 'admin' | 'reviewer';

const access: Record<string, Access> = {
  'auth.me': 'public',
  'auth.signUpTraveler': 'public',
  'auth.signUpAccount': 'public',
  'auth.signUpSupplier': 'public',
  'auth.signIn': 'public',
  'auth.signOut': 'signed-in',
  'auth.signOutEverywhere': 'signed-in',
  'auth.requestPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.verifyEmail': 'public',
  'auth.resendVerification': 'public',
  'auth.events': 'signed-in',
  'catalogue.experiences': 'public',
  'catalogue.destinationsSummary': 'public',
  'catalogue.subscribeNewsletter': 'public',
  'catalogue.activityPage': 'public',
  'suppliersPublic.page': 'public',
  'search.activities': 'public',
  'booking.activity': 'public',
  'booking.availability': 'public',
  'booking.create': 'signed-in',
  'booking.cancel': 'signed-in',
  // Public: a signed-out visitor keeps a draft; each caller reaches only its own (booking-drafts.test.ts).
  'bookingDrafts.save': 'public',
  'bookingDrafts.current': 'public',
  'bookingDrafts.discard': 'public',
  'booking.details': 'signed-in',
  // Only a traveler with a booking of the activity (booked-activity.test.ts).
  'bookedActivity.view': 'signed-in',
  'booking.reschedule': 'signed-in',
  'waitlist.fullSlots': 'public',
  // Tells an open booking page its slots changed; carries the activity's id only (availability-live.test.ts).
  'availabilityLive.onChange': 'public',
  'waitlist.join': 'signed-in',
  'waitlist.mine': 'signed-in',
  'waitlist.confirm': 'signed-in',
  'waitlist.leave': 'signed-in',
  'locales.mine': 'signed-in',
  'locales.setMine': 'signed-in',
  'accountSecurity.devices': 'signed-in',
  'accountSecurity.signOutDevice': 'signed-in',
  'accountSecurity.exportData': 'signed-in',
  'accountSecurity.deleteAccount': 'signed-in',
  // Passkeys and the second factor (second-factor.test.ts): the account's own, or the waiting
  // sign-in of this browser's cookie (public: without one they answer "sign in again").
  'secondFactor.status': 'signed-in',
  'secondFactor.passkeyRegistrationOptions': 'signed-in',
  'secondFactor.addPasskey': 'signed-in',
  'secondFactor.removePasskey': 'signed-in',
  'secondFactor.startTotp': 'signed-in',
  'secondFactor.confirmTotp': 'signed-in',
  'secondFactor.removeTotp': 'signed-in',
  'secondFactor.regenerateRecoveryCodes': 'signed-in',
  'secondFactor.verifySession': 'signed-in',
  'secondFactor.passkeySignInOptions': 'public',
  'secondFactor.passkeySignIn': 'public',
  'secondFactor.pendingSignIn': 'public',
  'secondFactor.completeSignIn': 'public',
  'secondFactor.secondStepPasskeyOptions': 'public',
  'secondFactor.completeSignInWithPasskey': 'public',
  'secondFactor.cancelSignIn': 'public',
  'supplier.dashboard': 'supplier',
  'supplier.myActivities': 'supplier',
  'supplier.createActivity': 'supplier',
  'supplier.updateActivity': 'supplier',
  'supplier.deleteActivity': 'supplier',
  'supplier.listSlots': 'supplier',
  'supplier.addSlots': 'supplier',
  'supplier.toggleSlot': 'supplier',
  'supplier.deleteSlot': 'supplier',
  'supplier.updateSpots': 'supplier',
  'supplier.bookings': 'supplier',
  'supplier.bookingAlerts': 'supplier',
  'traveler.profile': 'signed-in',
  'traveler.myBookings': 'signed-in',
  'messaging.conversation': 'signed-in',
  'messaging.send': 'signed-in',
  // Who may ask about which activity (not its own supplier): questions-before-booking.test.ts.
  'messaging.askHost': 'signed-in',
  'messaging.markRead': 'signed-in',
  'messaging.unreadCounts': 'signed-in',
  'messaging.onConversation': 'signed-in',
  'messaging.onUnreadChange': 'signed-in',
  'inbox.list': 'signed-in',
  'inbox.onChange': 'signed-in',
  'admin.activities': 'admin',
  'admin.activity': 'admin',
  'admin.onActivitiesChanged': 'admin',
  'admin.updateActivityStatus': 'admin',
  // Changes of live activities (docs/decisions/102; owner and other supplier: activity-editing.test.ts).
  'activityEditing.editable': 'supplier',
  'activityEditing.myChanges': 'supplier',
  'activityEditing.pending': 'admin',
  'activityEditing.review': 'admin',
  'activityEditing.approve': 'admin',
  'activityEditing.reject': 'admin',
  // An activity's texts per language (docs/decisions/119; owner and other supplier: activity-translations.test.ts).
  'activityTranslations.ofActivity': 'supplier',
  'activityTranslations.save': 'supplier',
  'activityTranslations.remove': 'supplier',
  'activityTranslations.setOriginal': 'supplier',
  'resellers.list': 'admin',
  'resellers.create': 'admin',
  'resellers.createKey': 'admin',
  'resellers.revokeKey': 'admin',
  'resellers.revoke': 'admin',
  'resellers.requests': 'admin',
  'resellers.distribution': 'supplier',
  'resellers.setDistribution': 'supplier',
  'octoNotifications.deliveries': 'admin',
  'attendance.mark': 'supplier',
  'attendance.ofMyBookings': 'supplier',
  // The day's manifest, check-in, whole-slot actions and payment (docs/decisions/104; the other
  // supplier and the other traveler: manifest.test.ts).
  'manifest.slot': 'supplier',
  'manifest.day': 'supplier',
  'manifest.checkIn': 'supplier',
  'manifest.checkInSlot': 'supplier',
  'manifest.markPaid': 'supplier',
  'manifest.cancelSlot': 'supplier',
  'manifest.messageSlot': 'supplier',
  'manifest.ticket': 'signed-in',
  'dashboardNumbers.mine': 'supplier',
  // Display currencies (docs/decisions/108; validation and whose choice: currencies.test.ts).
  'currencies.rates': 'public',
  'currencies.choose': 'public',
  'currencies.mine': 'signed-in',
  'currencies.updateRates': 'admin',
  'impact.mine': 'signed-in',
  'impact.total': 'signed-in',
  'impact.saveGoal': 'signed-in',
  'impact.receipt': 'public',
  'impact.updateReceipt': 'signed-in',
  'ledger.entries': 'public',
  'ledger.filters': 'public',
  'ledger.logAction': 'signed-in',
  'ledger.myActions': 'signed-in',
  'ledger.removeAction': 'signed-in',
  // Measured outcomes (docs/decisions/107): which activity, session and report is whose, outcomes.test.ts.
  'outcomes.ofActivity': 'public',
  'outcomes.ofActivities': 'public',
  'outcomes.declare': 'supplier',
  'outcomes.mySessions': 'supplier',
  'outcomes.report': 'supplier',
  'outcomes.answer': 'supplier',
  'outcomes.reviewer': 'signed-in',
  'outcomes.reviewQueue': 'reviewer',
  'outcomes.reportById': 'signed-in',
  'outcomes.review': 'reviewer',
  'outcomes.grantVerifier': 'admin',
  'outcomes.revokeVerifier': 'admin',
  'outcomes.verifiers': 'admin',
  'outcomes.countryImpact': 'public',
  'outcomes.impactReport': 'public',
  'calendars.feed': 'signed-in',
  'calendars.regenerateFeed': 'signed-in',
  'calendars.turnOffFeed': 'signed-in',
  'reviews.forActivity': 'public',
  'reviews.forBooking': 'signed-in',
  'reviews.mine': 'signed-in',
  'reviews.create': 'signed-in',
  'reviews.update': 'signed-in',
  'reviews.supplierReviews': 'supplier',
  'reviews.reply': 'supplier',
  'reviews.adminReviews': 'admin',
  'reviews.hide': 'admin',
  'reviews.unhide': 'admin',
  'schedules.list': 'supplier',
  'schedules.calendar': 'supplier',
  'schedules.create': 'supplier',
  'schedules.update': 'supplier',
  'schedules.delete': 'supplier',
  'schedules.setException': 'supplier',
  'schedules.removeException': 'supplier',
  // Prices by kind of guest, promo codes, booking questions (pricing.test.ts: the other supplier,
  // the other traveler).
  'pricing.settings': 'supplier',
  'pricing.savePersonTypes': 'supplier',
  'pricing.saveQuestions': 'supplier',
  'pricing.createPromoCode': 'supplier',
  'pricing.archivePromoCode': 'supplier',
  'pricing.bookingOptions': 'public',
  'pricing.quotePromo': 'public',
  'pricing.bookingExtras': 'signed-in',
};

/** Procedures that end the caller's session when they succeed: each gets a fresh one. */
const endsSession = new Set(['auth.signOut', 'auth.signOutEverywhere']);

type Role = 'anonymous' | 'traveler' | 'supplier' | 'admin' | 'verifier';
const roles: Role[] = ['anonymous', 'traveler', 'supplier', 'admin', 'verifier'];

/** What each role gets from a procedure of each access level: 'through' = past the gate. */
const expected: Record<Access, Record<Role, 'through' | 'UNAUTHORIZED' | 'FORBIDDEN'>> = {
  public: { anonymous: 'through', traveler: 'through', supplier: 'through', admin: 'through', verifier: 'through' },
  'signed-in': {
    anonymous: 'UNAUTHORIZED',
    traveler: 'through',
    supplier: 'through',
    admin: 'through',
    verifier: 'through',
  },
  supplier: {
    anonymous: 'UNAUTHORIZED',
    traveler: 'FORBIDDEN',
    supplier: 'through',
    admin: 'FORBIDDEN',
    verifier: 'FORBIDDEN',
  },
  admin: {
    anonymous: 'UNAUTHORIZED',
    traveler: 'FORBIDDEN',
    supplier: 'FORBIDDEN',
    admin: 'through',
    verifier: 'FORBIDDEN',
  },
  reviewer: {
    anonymous: 'UNAUTHORIZED',
    traveler: 'FORBIDDEN',
    supplier: 'FORBIDDEN',
    admin: 'through',
    verifier: 'through',
  },
};

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
const emails: Record<Exclude<Role, 'anonymous'>, string> = { traveler: '', supplier: '', admin: '', verifier: '' };
const clients: ApiClient[] = [];

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false' });
  emails.traveler = (await createUser(env.db)).email;
  emails.supplier = (await createSupplier(env.db)).user.email;
  emails.admin = (await createUser(env.db, { role: 'admin' })).email;
  // A verifier: an ordinary account an admin granted the role (outcome_verifiers, docs/decisions/107).
  const verifier = await createUser(env.db);
  await env.db.insertInto('outcome_verifiers').values({ user_id: verifier.id, granted_by: null }).execute();
  emails.verifier = verifier.email;
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await env?.close();
});

async function cookieOf(role: Role): Promise<string> {
  if (role === 'anonymous') return '';
  // The admin's and the verifier's second step spends a recovery code (reviewers need a second
  // factor too, docs/decisions/125); the matrix's own call of secondFactor.regenerateRecoveryCodes
  // replaces them, so each sign-in brings fresh ones.
  if (role === 'admin' || role === 'verifier') {
    const account = await env.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', emails[role])
      .executeTakeFirstOrThrow();
    await giveSecondFactor(env.db, account);
  }
  const client = await signedInClient(env.server.url, emails[role]);
  clients.push(client);
  return client.jar.header();
}

/** The tRPC error code of a call made with no input (null), or 'through' when it got past the gate. */
function outcome(code: string | undefined): string {
  return code === 'UNAUTHORIZED' || code === 'FORBIDDEN' ? code : 'through';
}

async function callOverHttp(path: string, type: 'query' | 'mutation', cookie: string): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: null }));
  const response = await fetch(
    type === 'query' ? `${env.server.url}/trpc/${path}?input=${input}` : `${env.server.url}/trpc/${path}`,
    {
      method: type === 'query' ? 'GET' : 'POST',
      headers: { cookie, origin: env.server.url, 'content-type': 'application/json' },
      ...(type === 'mutation' ? { body: JSON.stringify({ json: null }) } : {}),
    },
  );
  const body = (await response.json()) as { error?: { json: { data: { code: string } } } };
  return outcome(body.error?.json.data.code);
}

/** A subscription over a raw websocket: 'through' when it starts, else its error code. */
async function subscribe(path: string, cookie: string): Promise<string> {
  const socket = new WebSocket(env.server.url.replace(/^http/, 'ws') + '/trpc', {
    headers: { cookie, origin: env.server.url },
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const reply = new Promise<{ result?: { type: string }; error?: { json: { data: { code: string } } } }>((resolve) =>
    socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString('utf8')) as never)),
  );
  // Inputs of the right shape where one is needed, so a start means the gate let it through.
  const input =
    path === 'messaging.onConversation'
      ? { conversationId: '00000000-0000-4000-8000-000000000000' }
      : path === 'availabilityLive.onChange'
        ? { activityId: '00000000-0000-4000-8000-000000000000' }
        : {};
  socket.send(JSON.stringify({ id: 1, method: 'subscription', params: { path, input: { json: input } } }));
  const message = await reply;
  socket.close();
  return message.result?.type === 'started' ? 'through' : outcome(message.error?.json.data.code);
}

/** Each procedure's type by path, read from the router itself. */
const procedureTypes: Record<string, string> = Object.fromEntries(
  Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).map(
    ([path, procedure]) => [path, procedure._def.type],
  ),
);

describe('authorisation matrix of every procedure', () => {
  it('lists every procedure of the API', () => {
    expect(Object.keys(procedureTypes).sort()).toEqual(Object.keys(access).sort());
  });

  it('lets each role through exactly the procedures of its access level', async () => {
    const cookies = Object.fromEntries(await Promise.all(roles.map(async (r) => [r, await cookieOf(r)] as const)));
    const seen: string[] = [];
    const wanted: string[] = [];
    // Those that end sessions last: signing out of all devices ends the shared sessions too.
    const order = Object.entries(access).sort(([a], [b]) => Number(endsSession.has(a)) - Number(endsSession.has(b)));
    for (const [path, level] of order) {
      const type = procedureTypes[path];
      for (const role of roles) {
        const cookie = endsSession.has(path) ? await cookieOf(role) : cookies[role]!;
        const got =
          type === 'subscription'
            ? await subscribe(path, cookie)
            : await callOverHttp(path, type as 'query' | 'mutation', cookie);
        seen.push(`${path} ${role}: ${got}`);
        wanted.push(`${path} ${role}: ${expected[level][role]}`);
      }
    }
    expect(seen).toEqual(wanted);
    // Five roles over every procedure, one call at a time: more than the default 30 s on a busy machine.
  }, 120_000);
});
