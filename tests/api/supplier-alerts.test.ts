import { describe, expect, it } from 'vitest';
import type { SupplierBookingAlert } from '@regen/shared/schemas/supplier';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { bookingCreatedPayload } from '../helpers/events.ts';

// Recent booking alerts (docs/spec/accounts-and-operations.md §4, docs/design.md §5): a websocket
// subscription that only ever carries the signed-in supplier's own bookings, fed by booking.create
// and booking.cancel.

const { env, signedIn, anonymousClient, bookableSlot } = useApiEnvironment({ RATE_LIMITS: 'false' });

describe('supplier.bookingAlerts', () => {
  it('delivers new and cancelled bookings to the owning supplier only', async () => {
    const owner = await createSupplier(env.db);
    const other = await createSupplier(env.db);
    const travelerUser = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
    const activity = await createApprovedActivity(env.db, owner.supplier.id, { title: 'Alpine Meadow Day' });
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(10), spots: 6 });

    const ownerClient = await signedIn(owner.user.email);
    const otherClient = await signedIn(other.user.email);
    const traveler = await signedIn(travelerUser.email);

    const ownerAlerts = collect<SupplierBookingAlert>();
    const otherAlerts = collect<SupplierBookingAlert>();
    const subOwner = ownerClient.trpc.supplier.bookingAlerts.subscribe(undefined, {
      onStarted: ownerAlerts.onStarted,
      onData: (d) => ownerAlerts.push(d.data),
    });
    const subOther = otherClient.trpc.supplier.bookingAlerts.subscribe(undefined, {
      onStarted: otherAlerts.onStarted,
      onData: (d) => otherAlerts.push(d.data),
    });
    await Promise.all([ownerAlerts.started, otherAlerts.started]);

    const booking = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+1 555 0199',
    });
    await ownerAlerts.waitFor(1);
    const bookingId = booking.id;
    expect(ownerAlerts.items[0]).toMatchObject({
      kind: 'new',
      bookingId,
      activityTitle: 'Alpine Meadow Day',
      customerName: 'Tara Traveler',
      bookingDate: daysFromToday(10),
      numberOfPeople: 2,
    });

    await traveler.trpc.booking.cancel.mutate({ bookingId, reason: 'Plans changed' });
    await ownerAlerts.waitFor(2);
    expect(ownerAlerts.items[1]).toMatchObject({ kind: 'cancelled', bookingId });

    // Then a booking of the other supplier's own activity: alerts arrive in event order, so
    // once it is in, the owner's two would have arrived before it.
    const otherActivity = await createApprovedActivity(env.db, other.supplier.id);
    const otherSlot = await createSlot(env.db, otherActivity.id, { date: daysFromToday(10) });
    const ownBooking = await traveler.trpc.booking.create.mutate({
      activityId: otherActivity.id,
      availabilityId: otherSlot.id,
      numberOfPeople: 1,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+1 555 0199',
    });
    await otherAlerts.waitFor(1);
    expect(otherAlerts.items.map((a) => a.bookingId)).toEqual([ownBooking.id]);
    subOwner.unsubscribe();
    subOther.unsubscribe();
  });

  it('refuses the subscription to a traveler and to a visitor without a session', async () => {
    const travelerUser = await createUser(env.db);
    const traveler = await signedIn(travelerUser.email);
    const error = await new Promise<unknown>((resolve) => {
      traveler.trpc.supplier.bookingAlerts.subscribe(undefined, {
        onError: resolve,
        onData: () => resolve(new Error('got data')),
      });
    });
    expect((error as { data?: { code?: string } }).data?.code).toBe('FORBIDDEN');

    const anonymous = anonymousClient();
    const refused = await new Promise<unknown>((resolve) => {
      anonymous.trpc.supplier.bookingAlerts.subscribe(undefined, {
        onError: resolve,
        onData: () => resolve(new Error('got data')),
      });
    });
    expect((refused as { data?: { code?: string } }).data?.code).toBe('UNAUTHORIZED');
  });

  it("never carries another supplier's booking, even when an event names this supplier's user", async () => {
    const owner = await createSupplier(env.db);
    const other = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, owner.supplier.id);
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(9) });
    const otherClient = await signedIn(other.user.email);
    const otherAlerts = collect<SupplierBookingAlert>();
    const sub = otherClient.trpc.supplier.bookingAlerts.subscribe(undefined, {
      onStarted: otherAlerts.onStarted,
      onData: (d) => otherAlerts.push(d.data),
    });
    await otherAlerts.started;
    // As if the other supplier's user had booked the owner's activity as a traveler.
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: other.user.id,
      date: daysFromToday(9),
    });
    await env.server.app.services.events.transaction(async (_trx, emit) => {
      await emit({
        type: 'booking.created',
        audience: [owner.user.id, other.user.id],
        bookingId: booking.id,
        activityId: activity.id,
        payload: bookingCreatedPayload(booking.id),
      });
    });
    // Then a booking of the other supplier's own activity: alerts arrive in event order, so
    // once this one is in, the forged one above would have arrived before it.
    const ownActivity = await createApprovedActivity(env.db, other.supplier.id);
    const ownSlot = await createSlot(env.db, ownActivity.id, { date: daysFromToday(9) });
    const ownBooking = await insertBooking(env.db, {
      activityId: ownActivity.id,
      slotId: ownSlot.id,
      userId: owner.user.id,
      date: daysFromToday(9),
    });
    await env.server.app.services.events.transaction(async (_trx, emit) => {
      await emit({
        type: 'booking.created',
        audience: [other.user.id],
        bookingId: ownBooking.id,
        activityId: ownActivity.id,
        payload: bookingCreatedPayload(ownBooking.id),
      });
    });
    await otherAlerts.waitFor(1);
    expect(otherAlerts.items.map((a) => a.bookingId)).toEqual([ownBooking.id]);
    sub.unsubscribe();
  });

  it('lets the supplier cancel a booking of their activity with a reason, shown under Past Bookings', async () => {
    const { supplierUser, activity, slot, traveler } = await bookableSlot({ daysAhead: 12, slot: { spots: 4 } });
    const ownerClient = await signedIn(supplierUser.email);
    const booking = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 1,
      customerName: 'Ola Nordmann',
      customerEmail: 'ola@example.test',
      customerPhone: '+47 22 33 44 55',
      specialRequests: 'Arriving by bike',
    });

    const before = await ownerClient.trpc.supplier.bookings.query();
    expect(before.current).toEqual([
      expect.objectContaining({
        id: booking.id,
        customerName: 'Ola Nordmann',
        specialRequests: 'Arriving by bike',
        cancellable: true,
      }),
    ]);
    expect((await ownerClient.trpc.supplier.dashboard.query()).totalBookings).toBe(1);

    await ownerClient.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Storm warning for the valley' });
    const after = await ownerClient.trpc.supplier.bookings.query();
    expect(after.current).toEqual([]);
    expect(after.past).toEqual([
      expect.objectContaining({
        id: booking.id,
        status: 'cancelled',
        cancellationReason: 'Storm warning for the valley',
        cancellable: false,
      }),
    ]);
    // The spots came back, so the slot may now be deleted.
    expect(await ownerClient.trpc.supplier.listSlots.query({ from: daysFromToday(12), to: daysFromToday(12) })).toEqual(
      [expect.objectContaining({ bookedSpots: 0, remainingSpots: 4 })],
    );
  });
});
