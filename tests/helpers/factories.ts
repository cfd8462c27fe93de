import { randomBytes } from 'node:crypto';
import { findDestinationCountry } from '@regen/shared/countries';
import { cancellationDeadline } from '@regen/shared/rules/booking';
import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database.ts';
import { hashPassword } from '../../server/src/modules/auth/password.ts';
import { hashRecoveryCode } from '../../server/src/modules/second-factor/second-factor.service.ts';
import { createApiClient, type ApiClient } from './client.ts';
import { daysFromToday } from './clock.ts';

// Small factories that build test data directly in the database (STYLE.md: never depend on
// another test's leftovers). Signing in goes through the real procedure so cookies are real.

export const TEST_PASSWORD = 'test-password-1';
let cachedHash: Promise<string> | undefined;

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.test`;
}

export async function createUser(
  db: Db,
  values: { email?: string; firstName?: string; lastName?: string; role?: 'user' | 'admin'; verified?: boolean } = {},
) {
  cachedHash ??= hashPassword(TEST_PASSWORD);
  const user = await db
    .insertInto('users')
    .values({
      email: values.email ?? uniqueEmail(),
      password_hash: await cachedHash,
      first_name: values.firstName ?? 'Test',
      last_name: values.lastName ?? 'User',
      role: values.role ?? 'user',
      email_verified_at: values.verified === false ? null : new Date(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (user.role === 'admin') await giveSecondFactor(db, user);
  return user;
}

/** The unused recovery codes of accounts `giveSecondFactor` set up, by address: `signedInClient` spends them. */
const recoveryCodesByEmail = new Map<string, string[]>();

/**
 * Admins need a second factor (docs/decisions/116): an authenticator app (a random secret no test
 * reads) and ten recovery codes, which `signedInClient` spends one per sign-in, the way a person
 * without their phone would. No clock is involved, so sign-ins in quick succession all work.
 */
export async function giveSecondFactor(db: Db, user: { id: string; email: string }) {
  const codes = Array.from({ length: 10 }, () => {
    const chars = randomBytes(5).toString('hex');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await db
    .insertInto('totp_authenticators')
    .values({ user_id: user.id, secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', confirmed_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: user.id, code_hash: hashRecoveryCode(code) })))
    .execute();
  // The newest first: codes made earlier may have been replaced since (regenerateRecoveryCodes).
  recoveryCodesByEmail.set(user.email.toLowerCase(), [
    ...codes,
    ...(recoveryCodesByEmail.get(user.email.toLowerCase()) ?? []),
  ]);
}

export async function createSupplier(db: Db, values: { businessName?: string; contactPerson?: string } = {}) {
  const user = await createUser(db, { firstName: 'Sam', lastName: 'Supplier', email: uniqueEmail('supplier') });
  const supplier = await db
    .insertInto('suppliers')
    .values({
      user_id: user.id,
      business_name: values.businessName ?? 'Green Trails Ltd',
      contact_person: values.contactPerson ?? 'Sam Supplier',
      email: user.email,
      phone: '+1 555 0100',
      location: 'Ljubljana, Slovenia',
      website: null,
      years_in_operation: 3,
      activity_type: 'Environmental',
      description: 'Guided restoration days.',
      impact: 'Restores habitats',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, supplier };
}

export async function createActivity(
  db: Db,
  supplierId: string,
  values: Partial<{
    title: string;
    country: string;
    category: 'environmental' | 'social';
    status: 'pending' | 'approved' | 'rejected';
    priceCents: number;
    durationHours: number;
    maxParticipants: number;
  }> = {},
) {
  const country = values.country ?? 'Slovenia';
  return db
    .insertInto('activities')
    .values({
      supplier_id: supplierId,
      title: values.title ?? `Meadow restoration ${randomBytes(3).toString('hex')}`,
      description: 'Help rangers restore an alpine meadow and learn traditional scything from local farmers.',
      impact_description: 'Protects meadow biodiversity',
      country,
      impact_category: values.category ?? 'environmental',
      activity_type: values.category === 'social' ? 'Social' : 'Environmental',
      price_cents: values.priceCents ?? 5000,
      duration_hours: values.durationHours ?? 3,
      max_participants: values.maxParticipants ?? 10,
      photo_url: '/images/mountains.svg',
      regen_points_override: null,
      effort: 'Medium',
      time_zone: findDestinationCountry(country)?.timeZone ?? 'UTC',
      status: values.status ?? 'approved',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const createApprovedActivity = (db: Db, supplierId: string, values: Parameters<typeof createActivity>[2] = {}) =>
  createActivity(db, supplierId, { ...values, status: 'approved' });

export { daysFromToday, dbNow } from './clock.ts';

export async function createSlot(
  db: Db,
  activityId: string,
  values: Partial<{
    date: string;
    startTime: string;
    endTime: string;
    spots: number;
    booked: number;
    available: boolean;
  }> = {},
) {
  return db
    .insertInto('activity_availability')
    .values({
      activity_id: activityId,
      date: values.date ?? daysFromToday(7),
      start_time: values.startTime ?? '09:00',
      end_time: values.endTime ?? '12:00',
      available_spots: values.spots ?? 10,
      booked_spots: values.booked ?? 0,
      is_available: values.available ?? true,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * A supplier with an approved activity, one slot on it `daysAhead` days from today (7 unless
 * told; negative: in the past) and a traveler, Tara Traveler, who may book it. `book` inserts
 * the traveler's booking of that slot (insertBooking, with any of its values).
 */
export async function createBookableSlot(
  db: Db,
  values: {
    businessName?: string;
    activity?: Parameters<typeof createActivity>[2];
    daysAhead?: number;
    slot?: Omit<NonNullable<Parameters<typeof createSlot>[2]>, 'date'>;
    traveler?: Parameters<typeof createUser>[1];
  } = {},
) {
  const { user: supplierUser, supplier } = await createSupplier(db, { businessName: values.businessName });
  const activity = await createApprovedActivity(db, supplier.id, values.activity);
  const date = daysFromToday(values.daysAhead ?? 7);
  const slot = await createSlot(db, activity.id, { ...values.slot, date });
  const travelerUser = await createUser(db, { firstName: 'Tara', lastName: 'Traveler', ...values.traveler });
  const book = (booking: Partial<Omit<Parameters<typeof insertBooking>[1], 'activityId' | 'slotId'>> = {}) =>
    insertBooking(db, { activityId: activity.id, slotId: slot.id, userId: travelerUser.id, date, ...booking });
  return { supplier, supplierUser, activity, slot, travelerUser, book };
}

/** One unused recovery code of an account `giveSecondFactor` set up, spent by the caller's sign-in. */
export function takeRecoveryCode(email: string): string {
  const code = recoveryCodesByEmail.get(email.toLowerCase())?.shift();
  if (!code) throw new Error(`${email} asks for a second factor, and the test has no recovery code left for it`);
  return code;
}

/** A client signed in as the given user through the real sign-in procedure. */
export async function signedInClient(baseUrl: string, email: string, password = TEST_PASSWORD): Promise<ApiClient> {
  const client = createApiClient(baseUrl);
  const { secondFactor } = await client.trpc.auth.signIn.mutate({ email, password });
  if (secondFactor) {
    // An account from giveSecondFactor: its second step takes one of its recovery codes.
    await client.trpc.secondFactor.completeSignIn.mutate({ code: takeRecoveryCode(email) });
  }
  return client;
}

/**
 * A booking row as booking.create would leave it, for what the procedure cannot make: bookings
 * of past slots, cancelled or completed ones, other dates. Its cancellation deadline is the
 * booking rule's (shared/src/rules/booking.ts) with the test server's 24-hour window.
 */
export async function insertBooking(
  db: Db,
  values: {
    activityId: string;
    slotId: string;
    userId?: string;
    date?: string;
    time?: string;
    people?: number;
    status?: 'confirmed' | 'cancelled' | 'completed';
    customerName?: string;
    specialRequests?: string | null;
    cancellationReason?: string | null;
  },
) {
  const userId = values.userId ?? (await createUser(db, { firstName: 'Tara', lastName: 'Traveler' })).id;
  const people = values.people ?? 2;
  const date = values.date ?? daysFromToday(7);
  const time = values.time ?? '09:00';
  const { time_zone: timeZone } = await db
    .selectFrom('activities')
    .select('time_zone')
    .where('id', '=', values.activityId)
    .executeTakeFirstOrThrow();
  if (values.status !== 'cancelled') {
    await db
      .updateTable('activity_availability')
      .set((eb) => ({ booked_spots: eb('booked_spots', '+', people) }))
      .where('id', '=', values.slotId)
      .execute();
  }
  return db
    .insertInto('bookings')
    .values({
      user_id: userId,
      activity_id: values.activityId,
      availability_id: values.slotId,
      customer_name: values.customerName ?? 'Tara Traveler',
      customer_email: 'tara@example.test',
      customer_phone: '+1 555 0199',
      booking_date: date,
      booking_time: time,
      number_of_people: people,
      total_price_cents: 5000 * people,
      payment_status: 'completed',
      status: values.status ?? 'confirmed',
      special_requests: values.specialRequests ?? null,
      cancellation_reason: values.cancellationReason ?? null,
      cancelled_at: values.status === 'cancelled' ? sql<Date>`now()` : null,
      // As booking.create sets it: the booking rule, with the test server's 24-hour window.
      cancellation_deadline: cancellationDeadline({ date, start_time: time }, timeZone, 24),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
