import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  signedInClient,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Rate limits on (the default): sending messages is limited per client (30 a minute).
let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let client: ApiClient;

beforeAll(async () => {
  env = await setupTestEnvironment();
});
afterAll(async () => {
  await client.close();
  await env.close();
});

describe('messaging.send rate limit', () => {
  it('refuses the 31st message within a minute (429)  and stores only 30', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id);
    const slot = await createSlot(env.db, activity.id);
    const user = await createUser(env.db);
    client = await signedInClient(env.server.url, user.email);
    const booking = await client.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 1,
      customerName: 'Tara Traveler',
      customerEmail: user.email,
      customerPhone: '+386 40 123 456',
    });
    for (let i = 1; i <= 30; i++)
      await client.trpc.messaging.send.mutate({ conversationId: booking.id, text: `Message ${i}` });
    const error = await client.trpc.messaging.send
      .mutate({ conversationId: booking.id, text: 'One too many' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    const clientError = error as TRPCClientError<never>;
    expect((clientError.meta?.response as Response | undefined)?.status).toBe(429);
    expect(clientError.message).toBe('Too many attempts. Please wait a minute and try again.');
    const stored = await env.db.selectFrom('messages').select('id').where('booking_id', '=', booking.id).execute();
    expect(stored).toHaveLength(30);
  });
});
