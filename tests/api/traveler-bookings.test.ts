import { cancellationDeadline } from '@regen/shared/rules/booking';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

describe('traveler.myBookings', () => {
  it('lists only the user’s bookings sorted by date and time, with status as shown (ended → completed), upcoming/past and whether cancelling is still allowed, decided on the server', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Coast Co-op' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Dune Day', priceCents: 5000 });
    const user = await createUser(env.db);
    const other = await createUser(env.db);
    const client = await signedIn(user.email);
    const later = await createSlot(env.db, activity.id, {
      date: daysFromToday(9),
      startTime: '14:00',
      endTime: '17:00',
    });
    const sooner = await createSlot(env.db, activity.id, {
      date: daysFromToday(9),
      startTime: '09:00',
      endTime: '12:00',
    });
    const pastSlot = await createSlot(env.db, activity.id, { date: daysFromToday(-3) });
    const base = {
      activityId: activity.id,
      numberOfPeople: 2,
      customerName: 'Tara Traveler',
      customerEmail: user.email,
      customerPhone: '+386 40 123 456',
    };
    const b1 = await client.trpc.booking.create.mutate({ ...base, availabilityId: later.id });
    const b2 = await client.trpc.booking.create.mutate({ ...base, availabilityId: sooner.id });
    // As booking.create would have stored it: the booking rule, 24 hours before the start.
    const deadline = cancellationDeadline({ date: daysFromToday(-3), start_time: '09:00' }, activity.time_zone, 24);
    const past = { activityId: activity.id, slotId: pastSlot.id, date: daysFromToday(-3), time: '09:00' };
    const ended = await insertBooking(env.db, { ...past, userId: user.id });
    await insertBooking(env.db, { ...past, userId: other.id });
    await client.trpc.booking.cancel.mutate({ bookingId: b1.id, reason: 'Weather' });

    const list = await client.trpc.traveler.myBookings.query();
    expect(list.map((b) => b.id)).toEqual([ended.id, b2.id, b1.id]);
    expect(list[0]).toMatchObject({
      status: 'completed',
      isUpcoming: false,
      cancellable: false,
      timeZone: 'Europe/Ljubljana',
      cancellationDeadline: deadline,
    });
    expect(list[1]).toMatchObject({
      status: 'confirmed',
      isUpcoming: true,
      cancellable: true,
      activityTitle: 'Dune Day',
      supplierName: 'Coast Co-op',
      bookingDate: daysFromToday(9),
      bookingTime: '09:00:00',
      endTime: '12:00:00',
      numberOfPeople: 2,
      totalPriceCents: 10000,
      paymentStatus: 'pending',
      unreadCount: 0,
    });
    expect(list[2]).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Weather',
      isUpcoming: false,
      cancellable: false,
    });
  });

  it('requires sign-in', async () => {
    const error = await createApiClient(env.server.url)
      .trpc.traveler.myBookings.query()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(((error as TRPCClientError<never>).data as { code?: string } | undefined)?.code).toBe('UNAUTHORIZED');
  });
});
