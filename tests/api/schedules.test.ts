import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday } from '@regen/shared/rules/schedules';
import type { CreateScheduleInput } from '@regen/shared/schemas/schedules';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure, type ApiClient } from '../helpers/client.ts';
import { instantOf } from '../helpers/clock.ts';
import {
  createActivity,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Weekly schedules (issue 15, docs/decisions/058–059): generation, its idempotence and the unique
// key, edits and deletes around booked slots, exceptions, overlaps, the 12-month limit, the
// daylight-saving week, bookability and the listing cache, and who may manage them.

const { env, signedIn, anonymousClient } = useApiEnvironment({
  RATE_LIMITS: 'false',
  ADMIN_EMAILS: 'schedules-admin@example.test',
});

async function supplierWithActivity(values: Parameters<typeof createActivity>[2] = {}) {
  const { user, supplier } = await createSupplier(env.db);
  const client = await signedIn(user.email);
  const activity = await createApprovedActivity(env.db, supplier.id, { maxParticipants: 12, ...values });
  return { user, supplier, client, activity };
}

/** The first date on or after `from` that falls on the ISO weekday. */
function nextWeekday(from: string, weekday: number): string {
  let date = from;
  while (isoWeekday(date) !== weekday) date = addDays(date, 1);
  return date;
}

/** Mondays, Wednesdays and Fridays 9:00–12:00 for 8 spots, over three weeks starting on a Monday 30+ days ahead. */
function weekdaySchedule(activityId: string, overrides: Partial<CreateScheduleInput> = {}): CreateScheduleInput {
  const monday = nextWeekday(daysFromToday(30), 1);
  return {
    activityId,
    label: 'Summer',
    weekdays: [1, 3, 5],
    startTime: '09:00',
    endTime: '12:00',
    spots: 8,
    validFrom: monday,
    validUntil: addDays(monday, 20),
    ...overrides,
  };
}

function slotsOf(activityId: string) {
  return env.db
    .selectFrom('activity_availability')
    .select(['id', 'date', 'start_time', 'end_time', 'available_spots', 'schedule_id', 'is_available'])
    .where('activity_id', '=', activityId)
    .orderBy('date')
    .orderBy('start_time')
    .execute();
}

describe('generating slots from a weekly schedule', () => {
  it('creates one slot per chosen weekday in the dates, each recording its schedule', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const change = await client.trpc.schedules.create.mutate(input);
    expect(change).toMatchObject({ created: 9, removed: 0, kept: [], timeZone: 'Europe/Ljubljana' });

    const slots = await slotsOf(activity.id);
    expect(slots.map((s) => s.date)).toEqual([0, 2, 4, 7, 9, 11, 14, 16, 18].map((n) => addDays(input.validFrom, n)));
    for (const slot of slots) {
      expect(slot).toMatchObject({
        start_time: '09:00:00',
        end_time: '12:00:00',
        available_spots: 8,
        schedule_id: change.scheduleId,
        is_available: true,
      });
    }

    const { schedules } = await client.trpc.schedules.list.query({ activityId: activity.id });
    expect(schedules).toEqual([
      {
        id: change.scheduleId,
        label: 'Summer',
        weekdays: [1, 3, 5],
        startTime: '09:00:00',
        endTime: '12:00:00',
        spots: 8,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        colour: 0,
        exceptions: [],
        upcomingSlots: 9,
      },
    ]);
  });

  it('is idempotent: generating again makes no duplicates, and the unique key holds', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    const before = await slotsOf(activity.id);

    const { activityId: _, ...rule } = input;
    expect(await client.trpc.schedules.update.mutate({ scheduleId, ...rule })).toMatchObject({
      created: 0,
      removed: 0,
      kept: [],
    });
    // Two at once: the activity's lock puts one after the other.
    const both = await Promise.all([
      client.trpc.schedules.update.mutate({ scheduleId, ...rule }),
      client.trpc.schedules.update.mutate({ scheduleId, ...rule }),
    ]);
    expect(both.map((c) => c.created)).toEqual([0, 0]);
    expect(await slotsOf(activity.id)).toEqual(before);

    const duplicate = await env.db
      .insertInto('activity_availability')
      .values({
        activity_id: activity.id,
        date: before[0]!.date,
        start_time: '09:00',
        end_time: '10:00',
        available_spots: 1,
      })
      .execute()
      .catch((e: unknown) => e);
    expect((duplicate as { code?: string }).code).toBe('23505');
  });

  it('lets an activity have several schedules (summer and winter), each with its own colour', async () => {
    const { client, activity } = await supplierWithActivity();
    const summer = weekdaySchedule(activity.id);
    await client.trpc.schedules.create.mutate(summer);
    const winterFrom = addDays(summer.validUntil, 1);
    const winter = await client.trpc.schedules.create.mutate({
      ...summer,
      label: 'Winter',
      weekdays: [6, 7],
      startTime: '10:00',
      endTime: '14:00',
      spots: 12,
      validFrom: winterFrom,
      validUntil: addDays(winterFrom, 13),
    });
    expect(winter.created).toBe(4);
    const { schedules } = await client.trpc.schedules.list.query({ activityId: activity.id });
    expect(schedules.map((s) => [s.label, s.colour, s.upcomingSlots])).toEqual([
      ['Summer', 0, 9],
      ['Winter', 1, 4],
    ]);

    const calendar = await client.trpc.schedules.calendar.query({
      activityId: activity.id,
      from: summer.validFrom,
      to: addDays(summer.validFrom, 40),
    });
    expect(calendar.days).toHaveLength(13);
    expect(calendar.days[0]!.slots[0]).toMatchObject({ scheduleLabel: 'Summer', startTime: '09:00:00' });
    expect(calendar.days.at(-1)!.slots[0]).toMatchObject({ scheduleLabel: 'Winter', startTime: '10:00:00' });
  });

  it('shows booked and free spots per day in the calendar', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    const [first] = await slotsOf(activity.id);
    await insertBooking(env.db, { activityId: activity.id, slotId: first!.id, date: first!.date, people: 3 });
    const manual = await createSlot(env.db, activity.id, {
      date: first!.date,
      startTime: '14:00',
      endTime: '15:00',
      spots: 4,
    });

    const calendar = await client.trpc.schedules.calendar.query({
      activityId: activity.id,
      from: first!.date,
      to: first!.date,
    });
    expect(calendar).toEqual({
      timeZone: 'Europe/Ljubljana',
      days: [
        {
          date: first!.date,
          bookedSpots: 3,
          freeSpots: 9,
          slots: [
            {
              id: first!.id,
              startTime: '09:00:00',
              endTime: '12:00:00',
              availableSpots: 8,
              bookedSpots: 3,
              remainingSpots: 5,
              isAvailable: true,
              scheduleId,
              scheduleLabel: 'Summer',
            },
            {
              id: manual.id,
              startTime: '14:00:00',
              endTime: '15:00:00',
              availableSpots: 4,
              bookedSpots: 0,
              remainingSpots: 4,
              isAvailable: true,
              scheduleId: null,
              scheduleLabel: null,
            },
          ],
        },
      ],
    });
  });
});

describe('refusals with a clear message', () => {
  it('refuses every bad input with a 4xx naming the problem', async () => {
    const { client, activity } = await supplierWithActivity();
    const { today, latestUntil } = await client.trpc.schedules.list.query({ activityId: activity.id });
    const base = weekdaySchedule(activity.id);
    const cases: [Partial<CreateScheduleInput>, string, string][] = [
      [{ weekdays: [] }, 'BAD_REQUEST', 'Please choose at least one weekday'],
      [{ endTime: '09:00' }, 'BAD_REQUEST', 'End time must be after start time'],
      [{ endTime: '08:30' }, 'BAD_REQUEST', 'End time must be after start time'],
      [{ validUntil: addDays(base.validFrom, -1) }, 'BAD_REQUEST', 'The last date must be on or after the first date'],
      [{ spots: 0 }, 'BAD_REQUEST', 'Spots must be at least 1'],
      [{ spots: 13 }, 'BAD_REQUEST', "Spots cannot be more than the activity's 12 max participants"],
      [{ label: '  ' }, 'BAD_REQUEST', 'Please name the schedule (for example Summer)'],
      [{ validFrom: addDays(today, -1) }, 'BAD_REQUEST', 'A schedule cannot start before today'],
      [
        { validUntil: addDays(latestUntil, 1) },
        'BAD_REQUEST',
        `A schedule can run at most 12 months ahead: please choose a last date on or before ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${latestUntil}T00:00:00Z`))}`,
      ],
    ];
    for (const [overrides, code, message] of cases) {
      const error = await failure(client.trpc.schedules.create.mutate({ ...base, ...overrides }));
      expect([error.code, error.message], JSON.stringify(overrides)).toEqual([code, message]);
    }
    expect(await slotsOf(activity.id)).toEqual([]);

    // The limit itself is allowed: 12 months from today in the activity's zone.
    const longest = await client.trpc.schedules.create.mutate({
      ...base,
      weekdays: [isoWeekday(latestUntil)],
      validFrom: addDays(latestUntil, -6),
      validUntil: latestUntil,
    });
    expect(longest.created).toBe(1);
  });

  it('refuses a schedule overlapping any slot of the activity, naming the date and time, and writes nothing', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const wednesday = addDays(input.validFrom, 9);
    await createSlot(env.db, activity.id, { date: wednesday, startTime: '11:00', endTime: '13:00', spots: 5 });

    const error = await failure(client.trpc.schedules.create.mutate(input));
    expect(error.code).toBe('CONFLICT');
    const [y, m, d] = wednesday.split('-').map(Number);
    const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y!, m! - 1, d)),
    );
    expect(error.message).toBe(
      `This time overlaps an existing slot for this activity on ${longDate} at 11:00 AM – 1:00 PM (Europe/Ljubljana time).`,
    );
    expect(await slotsOf(activity.id)).toHaveLength(1);
    expect(
      await env.db.selectFrom('activity_schedules').select('id').where('activity_id', '=', activity.id).execute(),
    ).toEqual([]);

    // Another schedule's slots count the same; back to back is no overlap.
    await client.trpc.schedules.create.mutate({ ...input, startTime: '13:00', endTime: '15:00', label: 'Afternoons' });
    const second = await failure(
      client.trpc.schedules.create.mutate({ ...input, startTime: '14:00', endTime: '16:00', label: 'Late' }),
    );
    expect(second.message).toMatch(
      /^This time overlaps an existing slot for this activity on .+ at 1:00 PM – 3:00 PM \(Europe\/Ljubljana time\)\.$/,
    );
  });

  it('refuses schedules for activities that are not live', async () => {
    const { supplier, client } = await supplierWithActivity();
    const pending = await createActivity(env.db, supplier.id, { status: 'pending' });
    const error = await failure(client.trpc.schedules.create.mutate(weekdaySchedule(pending.id)));
    expect([error.code, error.message]).toEqual([
      'BAD_REQUEST',
      'Availability can only be added to approved (live) activities.',
    ]);
  });
});

describe('editing and deleting a schedule around booked slots', () => {
  it('changes only future slots without bookings and lists the kept ones with the reason', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    const slots = await slotsOf(activity.id);
    const booked = slots[1]!;
    await insertBooking(env.db, { activityId: activity.id, slotId: booked.id, date: booked.date, people: 2 });
    await insertBooking(env.db, { activityId: activity.id, slotId: booked.id, date: booked.date, people: 1 });
    const history = slots[2]!;
    await insertBooking(env.db, {
      activityId: activity.id,
      slotId: history.id,
      date: history.date,
      status: 'cancelled',
    });
    // A slot of the schedule in the past: history, never touched.
    const past = await env.db
      .insertInto('activity_availability')
      .values({
        activity_id: activity.id,
        schedule_id: scheduleId,
        date: daysFromToday(-3),
        start_time: '09:00',
        end_time: '12:00',
        available_spots: 8,
      })
      .returningAll()
      .executeTakeFirstOrThrow();

    const { activityId: _, ...rule } = input;
    const change = await client.trpc.schedules.update.mutate({
      scheduleId,
      ...rule,
      startTime: '10:00',
      endTime: '13:00',
    });
    expect(change).toMatchObject({ created: 7, removed: 7 });
    expect(change.kept).toEqual([
      {
        slotId: booked.id,
        date: booked.date,
        startTime: '09:00:00',
        endTime: '12:00:00',
        bookings: 2,
        reason: 'Kept: 2 bookings',
      },
      {
        slotId: history.id,
        date: history.date,
        startTime: '09:00:00',
        endTime: '12:00:00',
        bookings: 1,
        reason: 'Kept: 1 cancelled booking on record',
      },
    ]);
    const after = await slotsOf(activity.id);
    expect(after.find((s) => s.id === past.id)).toMatchObject({ start_time: '09:00:00', schedule_id: scheduleId });
    expect(after.filter((s) => s.date >= input.validFrom).map((s) => [s.date, s.start_time])).toEqual(
      [0, 2, 4, 7, 9, 11, 14, 16, 18].map((n) => {
        const date = addDays(input.validFrom, n);
        return [date, date === booked.date || date === history.date ? '09:00:00' : '10:00:00'];
      }),
    );

    // Fewer weekdays: the dropped days' free slots go, the booked one stays.
    const fewer = await client.trpc.schedules.update.mutate({
      scheduleId,
      ...rule,
      weekdays: [1],
      startTime: '10:00',
      endTime: '13:00',
    });
    expect(fewer).toMatchObject({ created: 0, removed: 4 });
    expect(fewer.kept.map((k) => k.reason)).toEqual(['Kept: 2 bookings', 'Kept: 1 cancelled booking on record']);

    const deleted = await client.trpc.schedules.delete.mutate({ scheduleId });
    expect(deleted).toMatchObject({ created: 0, removed: 3 });
    expect(deleted.kept.map((k) => k.slotId)).toEqual([booked.id, history.id]);
    const left = await slotsOf(activity.id);
    expect(left.map((s) => [s.id, s.schedule_id])).toEqual([
      [past.id, null],
      [booked.id, null],
      [history.id, null],
    ]);
    expect((await client.trpc.schedules.list.query({ activityId: activity.id })).schedules).toEqual([]);
  });

  it('keeps the first date of a running schedule but refuses moving it into the past', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    await env.db
      .updateTable('activity_schedules')
      .set({ valid_from: daysFromToday(-10) })
      .where('id', '=', scheduleId)
      .execute();
    const { activityId: _, ...rule } = input;
    const change = await client.trpc.schedules.update.mutate({
      scheduleId,
      ...rule,
      validFrom: daysFromToday(-10),
      spots: 6,
    });
    expect(change.created).toBeGreaterThanOrEqual(9);
    const moved = await failure(
      client.trpc.schedules.update.mutate({ scheduleId, ...rule, validFrom: daysFromToday(-12) }),
    );
    expect(moved.message).toBe('A schedule cannot start before today');
  });
});

describe('exceptions', () => {
  it('closes a date (removing its slot), keeps it closed on regeneration, and reopens it', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    const wednesday = addDays(input.validFrom, 2);

    const closed = await client.trpc.schedules.setException.mutate({ scheduleId, date: wednesday, kind: 'closed' });
    expect(closed).toMatchObject({ created: 0, removed: 1, kept: [] });
    expect((await slotsOf(activity.id)).map((s) => s.date)).not.toContain(wednesday);

    const { activityId: _, ...rule } = input;
    expect(await client.trpc.schedules.update.mutate({ scheduleId, ...rule })).toMatchObject({
      created: 0,
      removed: 0,
    });
    expect((await slotsOf(activity.id)).map((s) => s.date)).not.toContain(wednesday);

    const { schedules } = await client.trpc.schedules.list.query({ activityId: activity.id });
    expect(schedules[0]!.exceptions).toEqual([
      { date: wednesday, kind: 'closed', startTime: null, endTime: null, spots: null },
    ]);

    expect(await client.trpc.schedules.removeException.mutate({ scheduleId, date: wednesday })).toMatchObject({
      created: 1,
    });
    expect((await slotsOf(activity.id)).map((s) => s.date)).toContain(wednesday);
  });

  it("changes a date's times and spots, and keeps a booked date as it is", async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    const friday = addDays(input.validFrom, 4);
    const changed = await client.trpc.schedules.setException.mutate({
      scheduleId,
      date: friday,
      kind: 'changed',
      startTime: '15:00',
      endTime: '18:00',
      spots: 4,
    });
    expect(changed).toMatchObject({ created: 1, removed: 1, kept: [] });
    expect((await slotsOf(activity.id)).find((s) => s.date === friday)).toMatchObject({
      start_time: '15:00:00',
      end_time: '18:00:00',
      available_spots: 4,
      schedule_id: scheduleId,
    });

    const monday = input.validFrom;
    const [mondaySlot] = await slotsOf(activity.id);
    await insertBooking(env.db, { activityId: activity.id, slotId: mondaySlot!.id, date: monday });
    const refused = await client.trpc.schedules.setException.mutate({ scheduleId, date: monday, kind: 'closed' });
    expect(refused.kept).toEqual([
      {
        slotId: mondaySlot!.id,
        date: monday,
        startTime: '09:00:00',
        endTime: '12:00:00',
        bookings: 1,
        reason: 'Kept: 1 booking',
      },
    ]);
    expect((await slotsOf(activity.id))[0]!.id).toBe(mondaySlot!.id);
  });

  it('refuses exceptions on days the schedule does not have, above max participants, or overlapping', async () => {
    const { client, activity } = await supplierWithActivity();
    const input = weekdaySchedule(activity.id);
    const { scheduleId } = await client.trpc.schedules.create.mutate(input);
    const tuesday = addDays(input.validFrom, 1);
    const notADay = await failure(
      client.trpc.schedules.setException.mutate({ scheduleId, date: tuesday, kind: 'closed' }),
    );
    expect(notADay.message).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} is not one of this schedule's days$/);

    const tooMany = await failure(
      client.trpc.schedules.setException.mutate({
        scheduleId,
        date: input.validFrom,
        kind: 'changed',
        startTime: '09:00',
        endTime: '10:00',
        spots: 50,
      }),
    );
    expect(tooMany.message).toBe("Spots cannot be more than the activity's 12 max participants");

    const noTimes = await failure(
      client.trpc.schedules.setException.mutate({ scheduleId, date: input.validFrom, kind: 'changed', spots: 2 }),
    );
    expect([noTimes.code, noTimes.message]).toEqual(['BAD_REQUEST', 'Please fill in all required fields']);

    await createSlot(env.db, activity.id, { date: input.validFrom, startTime: '16:00', endTime: '17:00' });
    const overlap = await failure(
      client.trpc.schedules.setException.mutate({
        scheduleId,
        date: input.validFrom,
        kind: 'changed',
        startTime: '15:00',
        endTime: '16:30',
        spots: 2,
      }),
    );
    expect(overlap.code).toBe('CONFLICT');
    expect(overlap.message).toMatch(/at 4:00 PM – 5:00 PM \(Europe\/Ljubljana time\)\.$/);
    // Nothing changed: the exception was not stored and the slot stayed.
    const { schedules } = await client.trpc.schedules.list.query({ activityId: activity.id });
    expect(schedules[0]!.exceptions).toEqual([]);
    expect((await slotsOf(activity.id))[0]).toMatchObject({ date: input.validFrom, start_time: '09:00:00' });
  });
});

describe('daylight saving time', () => {
  /** The Monday–Sunday week ending on the next last Sunday of March or October (Europe changes clocks). */
  function nextDstWeek(): string[] {
    for (let monday = nextWeekday(daysFromToday(3), 1); ; monday = addDays(monday, 7)) {
      const sunday = addDays(monday, 6);
      const month = sunday.slice(5, 7);
      if ((month === '03' || month === '10') && addDays(sunday, 7).slice(5, 7) !== month) {
        return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
      }
    }
  }

  it('keeps 9:00 on the wall clock through the week the clocks change, and the slots are bookable', async () => {
    const { client, activity } = await supplierWithActivity({ country: 'Slovenia' });
    const week = nextDstWeek();
    const change = await client.trpc.schedules.create.mutate({
      activityId: activity.id,
      label: 'Every day',
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      startTime: '09:00',
      endTime: '11:00',
      spots: 6,
      validFrom: week[0]!,
      validUntil: week[6]!,
    });
    expect(change.created).toBe(7);

    const availability = await anonymousClient().trpc.booking.availability.query({
      activityId: activity.id,
    });
    expect(availability.map((s) => [s.date, s.start_time])).toEqual(week.map((d) => [d, '09:00:00']));
    const window = env.server.config.cancellationWindowHours * 3_600_000;
    const startsAt: number[] = [];
    for (const slot of availability) {
      const start = await instantOf(env.db, slot.date, '09:00', 'Europe/Ljubljana');
      expect(new Date(slot.cancellation_deadline).getTime()).toBe(start.getTime() - window);
      startsAt.push(start.getTime());
    }
    // Six days at one UTC offset, the Sunday of the change at the other: an hour apart.
    const gaps = startsAt.slice(1).map((t, i) => (t - startsAt[i]!) / 3_600_000);
    expect(gaps.slice(0, 5)).toEqual([24, 24, 24, 24, 24]);
    expect([23, 25]).toContain(gaps[5]);
  });
});

describe('the public side', () => {
  it('makes generated slots bookable and refreshes the listing cache like manual slots', async () => {
    const { client, activity } = await supplierWithActivity({ country: 'Malta' });
    const listing = async () => {
      const url = `${env.server.url}/trpc/catalogue.experiences?input=${encodeURIComponent(JSON.stringify({ json: { country: 'Malta' } }))}`;
      const response = await fetch(url);
      const body = (await response.json()) as {
        result: { data: { json: { environmental: { activityId: string; nextAvailable: { date: string } | null }[] } } };
      };
      const card = body.result.data.json.environmental.find((a) => a.activityId === activity.id);
      expect(card).toBeDefined();
      return { cache: response.headers.get('x-cache'), next: card?.nextAvailable?.date ?? null };
    };
    expect(await listing()).toEqual({ cache: 'MISS', next: null });
    expect(await listing()).toEqual({ cache: 'HIT', next: null });

    const input = weekdaySchedule(activity.id);
    await client.trpc.schedules.create.mutate(input);
    expect(await listing()).toEqual({ cache: 'MISS', next: input.validFrom });

    const traveler = await createUser(env.db);
    const travelerClient = await signedIn(traveler.email);
    const [slot] = await travelerClient.trpc.booking.availability.query({ activityId: activity.id });
    const booking = await travelerClient.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot!.id,
      numberOfPeople: 2,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+356 2123 4567',
    });
    expect(booking).toMatchObject({ status: 'confirmed', bookingDate: input.validFrom, bookingTime: '09:00:00' });

    // Deleting the schedule keeps the booked slot, and the listing follows the removed ones.
    const { schedules } = await client.trpc.schedules.list.query({ activityId: activity.id });
    const deleted = await client.trpc.schedules.delete.mutate({ scheduleId: schedules[0]!.id });
    expect(deleted.kept.map((k) => k.reason)).toEqual(['Kept: 1 booking']);
    expect((await listing()).cache).toBe('MISS');
  });
});

describe('who may manage schedules', () => {
  it("lets only the activity's supplier reach its schedules: other suppliers find nothing", async () => {
    const owner = await supplierWithActivity();
    const input = weekdaySchedule(owner.activity.id);
    const { scheduleId } = await owner.client.trpc.schedules.create.mutate(input);
    const other = await createSupplier(env.db);
    const otherClient = await signedIn(other.user.email);
    const traveler = await signedIn((await createUser(env.db)).email);
    const admin = await signedIn(
      (await createUser(env.db, { email: 'schedules-admin@example.test', role: 'admin' })).email,
    );
    const anonymous = anonymousClient();
    const { activityId: _, ...rule } = input;

    type Api = ApiClient['trpc'];
    const calls: Record<string, (t: Api) => Promise<unknown>> = {
      list: (t) => t.schedules.list.query({ activityId: owner.activity.id }),
      calendar: (t) =>
        t.schedules.calendar.query({ activityId: owner.activity.id, from: input.validFrom, to: input.validUntil }),
      create: (t) =>
        t.schedules.create.mutate({ ...input, weekdays: [2], startTime: '14:00', endTime: '15:00', label: 'Other' }),
      update: (t) => t.schedules.update.mutate({ scheduleId, ...rule, spots: 3 }),
      setException: (t) => t.schedules.setException.mutate({ scheduleId, date: input.validFrom, kind: 'closed' }),
      removeException: (t) => t.schedules.removeException.mutate({ scheduleId, date: input.validFrom }),
      delete: (t) => t.schedules.delete.mutate({ scheduleId }),
    };
    const before = await slotsOf(owner.activity.id);
    for (const [name, call] of Object.entries(calls)) {
      expect((await failure(call(anonymous.trpc))).code, `${name} anonymous`).toBe('UNAUTHORIZED');
      expect((await failure(call(traveler.trpc))).code, `${name} traveler`).toBe('FORBIDDEN');
      expect((await failure(call(admin.trpc))).code, `${name} admin`).toBe('FORBIDDEN');
      const asOther = await failure(call(otherClient.trpc));
      expect(asOther.code, `${name} other supplier`).toBe('NOT_FOUND');
      expect(asOther.message).toMatch(/^(Activity|Schedule) not found$/);
    }
    expect(await slotsOf(owner.activity.id)).toEqual(before);

    // The owner can do each of them.
    expect(await calls.list!(owner.client.trpc)).toMatchObject({ schedules: [{ id: scheduleId }] });
    expect(await calls.calendar!(owner.client.trpc)).toMatchObject({ timeZone: 'Europe/Ljubljana' });
    expect(await calls.create!(owner.client.trpc)).toMatchObject({ created: 3 });
    expect(await calls.update!(owner.client.trpc)).toMatchObject({ created: 9, removed: 9 });
    expect(await calls.setException!(owner.client.trpc)).toMatchObject({ removed: 1 });
    expect(await calls.removeException!(owner.client.trpc)).toMatchObject({ created: 1 });
    expect(await calls.delete!(owner.client.trpc)).toMatchObject({ removed: 9 });
  });
});

describe('the demo data', () => {
  it('gives the first demo supplier an activity with a summer and a winter schedule', async () => {
    const demo = await setupTestEnvironment({ RATE_LIMITS: 'false', SEED_DEMO: 'true' });
    try {
      const { DEMO_PASSWORD, demoAccounts } = await import('../../server/src/demo/seed-demo.ts');
      const client = anonymousClient(demo.server.url);
      await client.trpc.auth.signIn.mutate({ email: demoAccounts.suppliers[0], password: DEMO_PASSWORD });
      const scheduled = await demo.db.selectFrom('activity_schedules').select('activity_id').distinct().execute();
      expect(scheduled).toHaveLength(1);
      const { schedules, latestUntil } = await client.trpc.schedules.list.query({
        activityId: scheduled[0]!.activity_id,
      });
      expect(schedules.map((s) => s.label).sort()).toEqual(['Summer', 'Winter']);
      for (const schedule of schedules) {
        expect(schedule.upcomingSlots).toBeGreaterThan(0);
        expect(schedule.validUntil <= latestUntil).toBe(true);
      }
      // The seasons follow each other without a gap.
      expect(addDays(schedules[0]!.validUntil, 1)).toBe(schedules[1]!.validFrom);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
