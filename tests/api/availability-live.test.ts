import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier } from '../helpers/factories.ts';

// The booking page's live slot lists (docs/decisions/121): `availabilityLive.onChange` tells an
// open page, signed in or not, that the activity's slots changed, whoever changed them.

const { env, anonymousClient, bookableSlot } = useApiEnvironment({ RATE_LIMITS: 'false' });

describe('availabilityLive.onChange', () => {
  it('tells an anonymous page of the activity when the last spots are booked and when they free up', async () => {
    const { activity, slot, traveler } = await bookableSlot({ daysAhead: 40, slot: { spots: 2 } });
    const supplier = await createSupplier(env.db);
    const otherActivity = await createApprovedActivity(env.db, supplier.supplier.id);
    const otherSlot = await createSlot(env.db, otherActivity.id, { date: '2099-01-01', spots: 4 });

    const page = anonymousClient();
    const changes = collect<{ activityId: string }>();
    const other = collect<{ activityId: string }>();
    const subscription = page.trpc.availabilityLive.onChange.subscribe(
      { activityId: activity.id },
      { onStarted: changes.onStarted, onData: (d) => changes.push(d) },
    );
    const otherSubscription = page.trpc.availabilityLive.onChange.subscribe(
      { activityId: otherActivity.id },
      { onStarted: other.onStarted, onData: (d) => other.push(d) },
    );
    await Promise.all([changes.started, other.started]);

    const booking = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+1 555 0199',
    });
    await changes.waitFor(1);
    expect(changes.items).toEqual([{ activityId: activity.id }]);
    // What the page then reads: the slot is no longer bookable and is among the full ones.
    expect((await page.trpc.booking.availability.query({ activityId: activity.id })).map((s) => s.id)).toEqual([]);
    expect((await page.trpc.waitlist.fullSlots.query({ activityId: activity.id })).map((s) => s.id)).toEqual([slot.id]);

    await traveler.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Plans changed' });
    await changes.waitFor(2);
    expect(changes.items).toEqual([{ activityId: activity.id }, { activityId: activity.id }]);
    expect((await page.trpc.booking.availability.query({ activityId: activity.id })).map((s) => s.id)).toEqual([
      slot.id,
    ]);

    // A change to another activity's slots reaches that activity's page only; a statement that
    // leaves the spots as they were tells nobody.
    await env.db.updateTable('activity_availability').set({ booked_spots: 1 }).where('id', '=', otherSlot.id).execute();
    await env.db.updateTable('activity_availability').set({ booked_spots: 1 }).where('id', '=', otherSlot.id).execute();
    await env.db.updateTable('activity_availability').set({ booked_spots: 0 }).where('id', '=', otherSlot.id).execute();
    await other.waitFor(2);
    expect(other.items).toEqual([{ activityId: otherActivity.id }, { activityId: otherActivity.id }]);
    expect(changes.items).toHaveLength(2);

    subscription.unsubscribe();
    otherSubscription.unsubscribe();
  });

  it('writes one event per activity and statement, with no audience', async () => {
    const supplier = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.supplier.id);
    const first = await createSlot(env.db, activity.id, { date: '2099-02-01', spots: 5 });
    const second = await createSlot(env.db, activity.id, { date: '2099-02-02', spots: 5 });
    await env.db
      .updateTable('activity_availability')
      .set({ available_spots: 3 })
      .where('id', 'in', [first.id, second.id])
      .execute();
    const events = await env.db
      .selectFrom('events')
      .select(['type', 'audience', 'activity_id', 'payload'])
      .where('activity_id', '=', activity.id)
      .execute();
    expect(events).toEqual([{ type: 'availability.changed', audience: [], activity_id: activity.id, payload: {} }]);
  });
});
