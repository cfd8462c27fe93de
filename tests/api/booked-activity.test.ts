import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';

// A booked traveler's link to an activity no longer offered (docs/decisions/120): the booking
// page's read (booking.activity) still answers 404 for an archived or rejected activity, but the
// traveler who booked it reads what it was and their bookings (bookedActivity.view); anyone
// else, signed in or not, is told it does not exist.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });

async function bookedThenGone(status: 'archived' | 'rejected') {
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Salt Pan Keepers' });
  const activity = await createApprovedActivity(env.db, supplier.id, {
    title: 'Salt pans at dawn',
    country: 'Slovenia',
    durationHours: 2,
    priceCents: 4500,
  });
  const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  const past = await createSlot(env.db, activity.id, { date: daysFromToday(-9), startTime: '06:00', endTime: '08:00' });
  const later = await createSlot(env.db, activity.id, {
    date: daysFromToday(-3),
    startTime: '06:00',
    endTime: '08:00',
  });
  const first = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: past.id,
    userId: traveler.id,
    date: daysFromToday(-9),
    time: '06:00',
    people: 2,
  });
  const second = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: later.id,
    userId: traveler.id,
    date: daysFromToday(-3),
    time: '06:00',
    people: 1,
    status: 'cancelled',
  });
  await env.db.updateTable('activities').set({ status }).where('id', '=', activity.id).execute();
  return { supplierUser, activity, traveler, first, second };
}

describe('a booked activity no longer offered', () => {
  for (const status of ['archived', 'rejected'] as const) {
    it(`shows the traveler who booked it (${status}) what it was and their bookings; the booking page still answers 404`, async () => {
      const { activity, traveler, first, second } = await bookedThenGone(status);
      const client = await signedIn(traveler.email);
      expect(await failure(client.trpc.booking.activity.query({ activityId: activity.id }))).toMatchObject({
        code: 'NOT_FOUND',
      });
      const view = await client.trpc.bookedActivity.view.query({ activityId: activity.id });
      expect(view.offered).toBe(false);
      expect(view.activity).toMatchObject({
        id: activity.id,
        title: 'Salt pans at dawn',
        country: 'Slovenia',
        durationHours: 2,
        supplier: { businessName: 'Salt Pan Keepers' },
      });
      expect(view.bookings.map((b) => [b.id, b.date, b.time, b.numberOfPeople, b.status])).toEqual([
        [first.id, daysFromToday(-9), '06:00', 2, 'completed'],
        [second.id, daysFromToday(-3), '06:00', 1, 'cancelled'],
      ]);
      expect(view.bookings[0]!.reference).toMatch(/^[A-Z0-9-]+$/);
    });
  }

  it('is NOT_FOUND for everyone else: anonymous, another traveler, the supplier, another supplier, an admin', async () => {
    const { activity, supplierUser } = await bookedThenGone('archived');
    const otherTraveler = await createUser(env.db);
    const otherSupplier = (await createSupplier(env.db)).user;
    const admin = await createUser(env.db, { role: 'admin' });
    const anonymous = anonymousClient();
    expect((await failure(anonymous.trpc.bookedActivity.view.query({ activityId: activity.id }))).code).toBe(
      'UNAUTHORIZED',
    );
    for (const user of [otherTraveler, supplierUser, otherSupplier, admin]) {
      const client = await signedIn(user.email);
      expect(await failure(client.trpc.bookedActivity.view.query({ activityId: activity.id }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Activity not found',
      });
    }
    const client = await signedIn(otherTraveler.email);
    for (const activityId of ['not-a-uuid', '7d2c1a55-8f0e-4f6c-9d7e-3c1b2a4e5f60']) {
      expect((await failure(client.trpc.bookedActivity.view.query({ activityId }))).code).toBe('NOT_FOUND');
    }
  });
});
