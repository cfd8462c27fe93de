import { beforeAll, describe, expect, it } from 'vitest';
import { destinationCountryNames } from '@regen/shared/countries';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';
import { instantOf } from '../helpers/clock.ts';

// catalogue.destinationsSummary: per destination, the live activities and the next open slot
// (a slot on offer, with spots left, not started in its activity's zone). Each test uses
// countries no other test of this file touches.

const { env, anonymousClient } = useApiEnvironment();
let api: ApiClient;
let supplierId: string;

beforeAll(async () => {
  api = anonymousClient();
  supplierId = (await createSupplier(env.db)).supplier.id;
});

async function summaryOf(country: string) {
  const { countries } = await api.trpc.catalogue.destinationsSummary.query();
  return countries.find((c) => c.country === country);
}

describe('catalogue.destinationsSummary', () => {
  it('answers every one of the 37 destinations, in the destinations list’s order', async () => {
    const { countries } = await api.trpc.catalogue.destinationsSummary.query();
    expect(countries.map((c) => c.country)).toEqual(destinationCountryNames);
    expect(countries.find((c) => c.country === 'Lithuania')).toEqual({
      country: 'Lithuania',
      experiences: 0,
      nextAvailable: null,
    });
  });

  it('counts only live activities and gives the first open slot, skipping full, switched-off, started and past ones', async () => {
    const meadow = await createActivity(env.db, supplierId, { country: 'Iceland', maxParticipants: 6 });
    const birch = await createActivity(env.db, supplierId, { country: 'Iceland', category: 'social' });
    await createActivity(env.db, supplierId, { country: 'Iceland', status: 'pending' });
    await createActivity(env.db, supplierId, { country: 'Iceland', status: 'rejected' });
    const archived = await createActivity(env.db, supplierId, { country: 'Iceland' });
    await env.db.updateTable('activities').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    // Earlier slots that are not open, then the open one.
    await createSlot(env.db, archived.id, { date: daysFromToday(2) });
    await createSlot(env.db, meadow.id, { date: daysFromToday(-1) });
    // Reykjavik keeps UTC all year: today's 00:00 there has always started.
    await createSlot(env.db, meadow.id, { date: daysFromToday(0), startTime: '00:00', endTime: '01:00' });
    await createSlot(env.db, meadow.id, { date: daysFromToday(3), spots: 6, booked: 6 });
    await createSlot(env.db, birch.id, { date: daysFromToday(4), available: false });
    await createSlot(env.db, birch.id, { date: daysFromToday(9), startTime: '14:00', endTime: '17:00' });
    await createSlot(env.db, meadow.id, { date: daysFromToday(9), startTime: '15:30', endTime: '18:30' });
    await createSlot(env.db, meadow.id, { date: daysFromToday(12) });

    expect(await summaryOf('Iceland')).toEqual({
      country: 'Iceland',
      experiences: 2,
      nextAvailable: {
        date: daysFromToday(9),
        startTime: '14:00',
        timeZone: 'Atlantic/Reykjavik',
        startsAt: await instantOf(env.db, daysFromToday(9), '14:00', 'Atlantic/Reykjavik'),
      },
    });
  });

  it('says when a country has live activities but no open slot', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Estonia' });
    await createSlot(env.db, activity.id, { date: daysFromToday(5), spots: 4, booked: 4 });
    expect(await summaryOf('Estonia')).toEqual({ country: 'Estonia', experiences: 1, nextAvailable: null });
  });

  it('picks the earliest start as an instant when a country spans time zones, and names that zone', async () => {
    const east = await createActivity(env.db, supplierId, { country: 'United States' });
    const west = await createActivity(env.db, supplierId, { country: 'United States' });
    await env.db
      .updateTable('activities')
      .set({ time_zone: 'America/Los_Angeles' })
      .where('id', '=', west.id)
      .execute();
    // 09:00 in Los Angeles is 12:00 in New York: the New York 11:00 slot starts first.
    await createSlot(env.db, west.id, { date: daysFromToday(10), startTime: '09:00', endTime: '12:00' });
    await createSlot(env.db, east.id, { date: daysFromToday(10), startTime: '11:00', endTime: '14:00' });

    const summary = await summaryOf('United States');
    expect(summary?.experiences).toBe(2);
    expect(summary?.nextAvailable).toEqual({
      date: daysFromToday(10),
      startTime: '11:00',
      timeZone: 'America/New_York',
      startsAt: await instantOf(env.db, daysFromToday(10), '11:00', 'America/New_York'),
    });
  });

  it('moves on to the next slot once the first one is booked full, and back when a spot frees up', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Bulgaria', maxParticipants: 2 });
    const first = await createSlot(env.db, activity.id, { date: daysFromToday(7), spots: 2 });
    await createSlot(env.db, activity.id, { date: daysFromToday(8), spots: 2 });
    expect((await summaryOf('Bulgaria'))?.nextAvailable?.date).toBe(daysFromToday(7));

    await env.db.updateTable('activity_availability').set({ booked_spots: 2 }).where('id', '=', first.id).execute();
    expect((await summaryOf('Bulgaria'))?.nextAvailable?.date).toBe(daysFromToday(8));
    await env.db.updateTable('activity_availability').set({ booked_spots: 1 }).where('id', '=', first.id).execute();
    expect((await summaryOf('Bulgaria'))?.nextAvailable?.date).toBe(daysFromToday(7));
  });
});
