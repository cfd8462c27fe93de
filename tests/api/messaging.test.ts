import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, createApiClient, failure } from '../helpers/client.ts';
import { createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';
import type { TestServer } from '../helpers/server.ts';
import { NEW_MESSAGE_EMAIL_DELAY_MS } from '../../server/src/modules/messaging/messaging.service.ts';

const RECIPIENT_ERROR =
  'Unable to determine message recipient. You may not have permission to message for this booking.';

const { env, signedIn, startServer, bookableSlot } = useApiEnvironment({
  RATE_LIMITS: 'false',
  ADMIN_EMAILS: 'boss-msg@example.test',
});
let second: TestServer;

beforeAll(async () => {
  second = await startServer({ RATE_LIMITS: 'false' });
});

async function bookingWithParties() {
  const { supplier, supplierUser, activity, slot, travelerUser, traveler } = await bookableSlot({
    businessName: 'Alpine Roots',
    daysAhead: 6,
  });
  const supplierClient = await signedIn(supplierUser.email);
  const booking = await traveler.trpc.booking.create.mutate({
    activityId: activity.id,
    availabilityId: slot.id,
    numberOfPeople: 2,
    customerName: 'Tara Traveler',
    customerEmail: travelerUser.email,
    customerPhone: '+386 40 123 456',
  });
  return { supplier, supplierUser, activity, travelerUser, traveler, supplierClient, booking };
}

describe('conversation and sending', () => {
  it('shows the booking’s header and the messages in time order; the receiver is derived on the server', async () => {
    const b = await bookingWithParties();
    const first = await b.traveler.trpc.messaging.send.mutate({
      conversationId: b.booking.id,
      text: 'Hello! Is parking available?',
    });
    expect(first).toMatchObject({ senderId: b.travelerUser.id, receiverId: b.supplierUser.id, readAt: null });
    // A receiver sent by the client is ignored (not part of the input).
    const reply = await b.supplierClient.trpc.messaging.send.mutate({
      conversationId: b.booking.id,
      text: 'Yes, next to the church.',
      receiverId: randomUUID(),
    } as { conversationId: string; text: string });
    expect(reply.receiverId).toBe(b.travelerUser.id);
    const conversation = await b.traveler.trpc.messaging.conversation.query({ conversationId: b.booking.id });
    expect(conversation.booking).toMatchObject({
      conversationId: b.booking.id,
      activityTitle: b.activity.title,
      bookingDate: daysFromToday(6),
      bookingTime: '09:00:00',
      myRole: 'traveler',
      otherParty: { role: 'supplier', name: 'Alpine Roots' },
    });
    expect(conversation.messages.map((m) => m.text)).toEqual([
      'Hello! Is parking available?',
      'Yes, next to the church.',
    ]);
    const supplierView = await b.supplierClient.trpc.messaging.conversation.query({ conversationId: b.booking.id });
    expect(supplierView.booking).toMatchObject({
      myRole: 'supplier',
      otherParty: { role: 'traveler', name: 'Tara Traveler' },
    });
  });

  it('never sends blank text and refuses text over 2,000 characters with a clear message', async () => {
    const b = await bookingWithParties();
    const blank = await failure(b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: ' \n  ' }));
    expect(blank.code).toBe('BAD_REQUEST');
    expect(blank.message).toContain('Please type a message');
    const long = await failure(
      b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'x'.repeat(2001) }),
    );
    expect(long.code).toBe('BAD_REQUEST');
    expect(long.message).toContain('Messages can be at most 2,000 characters');
    await expect(
      b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'y'.repeat(2000) }),
    ).resolves.toBeTruthy();
    const stored = await env.db
      .selectFrom('messages')
      .select('message_text')
      .where('booking_id', '=', b.booking.id)
      .execute();
    expect(stored.map((m) => m.message_text.length)).toEqual([2000]);
  });

  it('stores markup as plain text (it is shown as text, never as HTML)', async () => {
    const b = await bookingWithParties();
    const text = '<img src=x onerror="alert(1)"> & <b>bold</b>';
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text });
    const conversation = await b.supplierClient.trpc.messaging.conversation.query({ conversationId: b.booking.id });
    expect(conversation.messages[0]!.text).toBe(text);
  });

  it('answers Booking not found for an unknown booking', async () => {
    const b = await bookingWithParties();
    for (const bookingId of [randomUUID(), 'nope']) {
      expect(await failure(b.traveler.trpc.messaging.conversation.query({ conversationId: bookingId }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Booking not found',
      });
    }
  });
});

describe('authorisation matrix: only the traveler of the booking and the supplier’s user', () => {
  it('refuses another traveler, another supplier and an admin with the spec’s message for reading, sending, marking read and subscribing; anonymous must sign in', async () => {
    const b = await bookingWithParties();
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Private note' });
    const outsiders = [
      await signedIn((await createUser(env.db)).email),
      await signedIn((await createSupplier(env.db)).user.email),
      await signedIn((await createUser(env.db, { email: 'boss-msg@example.test', role: 'admin' })).email),
    ];
    for (const client of outsiders) {
      const refused = { code: 'FORBIDDEN', message: RECIPIENT_ERROR };
      expect(await failure(client.trpc.messaging.conversation.query({ conversationId: b.booking.id }))).toMatchObject(
        refused,
      );
      expect(
        await failure(client.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'hi' })),
      ).toMatchObject(refused);
      expect(await failure(client.trpc.messaging.markRead.mutate({ conversationId: b.booking.id }))).toMatchObject(
        refused,
      );
      const errors = collect<unknown>();
      const data: unknown[] = [];
      const sub = client.trpc.messaging.onConversation.subscribe(
        { conversationId: b.booking.id, lastEventId: 0 },
        { onData: (d) => data.push(d), onError: (e) => errors.push(e) },
      );
      await errors.waitFor(1);
      sub.unsubscribe();
      expect(data).toEqual([]);
      expect(errors.items.map((e) => (e as Error).message)).toEqual([RECIPIENT_ERROR]);
    }
    const anon = createApiClient(env.server.url).trpc;
    expect(await failure(anon.messaging.conversation.query({ conversationId: b.booking.id }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await failure(anon.messaging.send.mutate({ conversationId: b.booking.id, text: 'hi' }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const stored = await env.db
      .selectFrom('messages')
      .select('message_text')
      .where('booking_id', '=', b.booking.id)
      .execute();
    expect(stored).toEqual([{ message_text: 'Private note' }]);
  });
});

describe('read state and unread counts', () => {
  it('counts unread messages per booking; opening the conversation marks the receiver’s unread messages read (and only theirs)', async () => {
    const b = await bookingWithParties();
    for (const text of ['One', 'Two', 'Three'])
      await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text });
    await b.supplierClient.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Reply' });
    expect(await b.supplierClient.trpc.messaging.unreadCounts.query()).toEqual({ [b.booking.id]: 3 });
    expect(await b.traveler.trpc.messaging.unreadCounts.query()).toEqual({ [b.booking.id]: 1 });
    expect(await b.supplierClient.trpc.messaging.markRead.mutate({ conversationId: b.booking.id })).toEqual({
      marked: 3,
    });
    expect(await b.supplierClient.trpc.messaging.unreadCounts.query()).toEqual({});
    expect(await b.traveler.trpc.messaging.unreadCounts.query()).toEqual({ [b.booking.id]: 1 });
    const view = await b.traveler.trpc.messaging.conversation.query({ conversationId: b.booking.id });
    expect(view.messages.map((m) => [m.text, m.readAt !== null])).toEqual([
      ['One', true],
      ['Two', true],
      ['Three', true],
      ['Reply', false],
    ]);
    expect(await b.supplierClient.trpc.messaging.markRead.mutate({ conversationId: b.booking.id })).toEqual({
      marked: 0,
    });
  });

  it('the traveler’s booking list carries the unread count of each booking', async () => {
    const b = await bookingWithParties();
    await b.supplierClient.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Bring boots' });
    await b.supplierClient.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'And a hat' });
    const list = await b.traveler.trpc.traveler.myBookings.query();
    expect(list.find((x) => x.id === b.booking.id)?.unreadCount).toBe(2);
  });
});

describe('new-message emails', () => {
  it('a burst of messages sends one delayed email to the receiver; reading first drops it', async () => {
    const b = await bookingWithParties();
    const sentFrom = Date.now();
    for (const text of ['a', 'b', 'c', 'd'])
      await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text });
    const mails = () =>
      env.db
        .selectFrom('email_outbox')
        .select(['to_address', 'send_after', 'text_body'])
        .where('kind', '=', 'new_message')
        .where('text_body', 'like', `%/messages/${b.booking.id}%`)
        .execute();
    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.to_address).toBe(b.supplier.email);
    // Due NEW_MESSAGE_EMAIL_DELAY_MS after the first message, sent between `sentFrom` and now.
    expect(queued[0]!.send_after.getTime()).toBeGreaterThanOrEqual(sentFrom + NEW_MESSAGE_EMAIL_DELAY_MS);
    expect(queued[0]!.send_after.getTime()).toBeLessThanOrEqual(Date.now() + NEW_MESSAGE_EMAIL_DELAY_MS);
    await b.supplierClient.trpc.messaging.markRead.mutate({ conversationId: b.booking.id });
    expect(await mails()).toHaveLength(0);
  });
});

describe('realtime', () => {
  it('delivers a new message to the other participant’s open conversation over websockets (latency: npm run bench)', async () => {
    const b = await bookingWithParties();
    const received = collect<{ type: string }>();
    const sub = b.supplierClient.trpc.messaging.onConversation.subscribe(
      { conversationId: b.booking.id },
      { onStarted: received.onStarted, onData: (d) => received.push(d.data) },
    );
    await received.started;
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Live hello' });
    await received.waitFor(1);
    sub.unsubscribe();
    expect(received.items[0]).toMatchObject({
      type: 'message.sent',
      message: { text: 'Live hello', senderId: b.travelerUser.id },
    });
  });

  it('delivers across two server instances (sent through A, subscribed on B)', async () => {
    const b = await bookingWithParties();
    const supplierOnB = await signedIn(b.supplierUser.email, second.url);
    const received = collect<{ type: string }>();
    const sub = supplierOnB.trpc.messaging.onConversation.subscribe(
      { conversationId: b.booking.id },
      { onStarted: received.onStarted, onData: (d) => received.push(d.data) },
    );
    await received.started;
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Via A' });
    await received.waitFor(1);
    sub.unsubscribe();
    expect(received.items[0]).toMatchObject({ type: 'message.sent', message: { text: 'Via A' } });
  });

  it('unread badges update live: the receiver’s unread subscription hears of new messages and of reading', async () => {
    const b = await bookingWithParties();
    const received = collect<{ type: string; conversationId: string | null }>();
    const sub = b.supplierClient.trpc.messaging.onUnreadChange.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d.data),
    });
    await received.started;
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Ping' });
    await received.waitFor(1);
    await b.supplierClient.trpc.messaging.markRead.mutate({ conversationId: b.booking.id });
    await received.waitFor(2);
    sub.unsubscribe();
    expect(received.items).toEqual([
      { type: 'message.sent', conversationId: b.booking.id },
      { type: 'messages.read', conversationId: b.booking.id },
    ]);
  });

  it('the sender sees the Unread badge clear live: a read receipt reaches the sender’s conversation', async () => {
    const b = await bookingWithParties();
    const sent = await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Seen?' });
    const received = collect<{ type: string }>();
    const sub = b.traveler.trpc.messaging.onConversation.subscribe(
      { conversationId: b.booking.id },
      { onStarted: received.onStarted, onData: (d) => received.push(d.data) },
    );
    await received.started;
    await b.supplierClient.trpc.messaging.markRead.mutate({ conversationId: b.booking.id });
    await received.waitFor(1);
    sub.unsubscribe();
    expect(received.items[0]).toMatchObject({
      type: 'messages.read',
      readerId: b.supplierUser.id,
      messageIds: [sent.id],
    });
  });

  it('a reconnecting client with its last event id receives the messages it missed', async () => {
    const b = await bookingWithParties();
    const firstRun = collect<{ id: string; data: { type: string } }>();
    const sub = b.supplierClient.trpc.messaging.onConversation.subscribe(
      { conversationId: b.booking.id },
      { onStarted: firstRun.onStarted, onData: (d) => firstRun.push(d) },
    );
    await firstRun.started;
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Before the drop' });
    await firstRun.waitFor(1);
    sub.unsubscribe();
    const lastEventId = Number(firstRun.items[0]!.id);
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Missed 1' });
    await b.traveler.trpc.messaging.send.mutate({ conversationId: b.booking.id, text: 'Missed 2' });
    const resumed = collect<{ type: string; message?: { text: string } }>();
    const again = b.supplierClient.trpc.messaging.onConversation.subscribe(
      { conversationId: b.booking.id, lastEventId },
      { onData: (d) => resumed.push(d.data) },
    );
    await resumed.waitFor(2);
    again.unsubscribe();
    expect(resumed.items.map((e) => e.message?.text)).toEqual(['Missed 1', 'Missed 2']);
  });
});
