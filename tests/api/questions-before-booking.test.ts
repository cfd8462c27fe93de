import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, failure } from '../helpers/client.ts';
import { createApprovedActivity, createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';

// Issue 30 part 7: a traveler asks an activity's host a question before booking. It is a
// conversation without a booking, with the rules, limits, emails, inbox and realtime of a
// booking's (docs/decisions/096). Part 2: the new-message email quotes the message.

const RECIPIENT_ERROR =
  'Unable to determine message recipient. You may not have permission to message for this booking.';

const { env, signedIn, anonymousClient, bookableSlot } = useApiEnvironment({ RATE_LIMITS: 'false' });

async function hostAndTraveler() {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: 'Alpine Roots' });
  const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Meadow Day' });
  const travelerUser = await createUser(env.db, { firstName: 'Quinn', lastName: 'Question' });
  const traveler = await signedIn(travelerUser.email);
  const host = await signedIn(supplierUser.email);
  return { supplier, supplierUser, activity, travelerUser, traveler, host };
}

const newMessageMails = (conversationId: string) =>
  env.db
    .selectFrom('email_outbox')
    .select(['to_address', 'subject', 'text_body', 'html_body'])
    .where('kind', '=', 'new_message')
    .where('text_body', 'like', `%/messages/${conversationId}%`)
    .execute();

describe('asking the host', () => {
  it('starts one conversation per traveler and activity, in both inboxes, with the host as receiver', async () => {
    const p = await hostAndTraveler();
    const first = await p.traveler.trpc.messaging.askHost.mutate({
      activityId: p.activity.id,
      text: '  Is the meadow walk suitable for a 10-year-old?  ',
    });
    expect(first.message).toMatchObject({
      senderId: p.travelerUser.id,
      receiverId: p.supplierUser.id,
      text: 'Is the meadow walk suitable for a 10-year-old?',
      readAt: null,
    });
    const again = await p.traveler.trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: 'And dogs?' });
    expect(again.conversationId).toBe(first.conversationId);

    const conversation = await p.traveler.trpc.messaging.conversation.query({ conversationId: first.conversationId });
    expect(conversation.booking).toMatchObject({
      conversationId: first.conversationId,
      kind: 'question',
      activityId: p.activity.id,
      activityTitle: 'Meadow Day',
      bookingDate: null,
      bookingTime: null,
      status: null,
      myRole: 'traveler',
      otherParty: { role: 'supplier', name: 'Alpine Roots' },
    });
    expect(conversation.messages.map((m) => m.text)).toEqual([
      'Is the meadow walk suitable for a 10-year-old?',
      'And dogs?',
    ]);

    // The host replies through the ordinary send, as in a booking's conversation.
    const reply = await p.host.trpc.messaging.send.mutate({
      conversationId: first.conversationId,
      text: 'Yes to both!',
    });
    expect(reply.receiverId).toBe(p.travelerUser.id);

    const hostInbox = await p.host.trpc.inbox.list.query({});
    expect(hostInbox.conversations[0]).toMatchObject({
      bookingId: first.conversationId,
      kind: 'question',
      activityId: p.activity.id,
      myRole: 'supplier',
      otherPartyName: 'Quinn Question',
      activityTitle: 'Meadow Day',
      bookingDate: null,
      bookingTime: null,
      status: null,
      lastMessage: { text: 'Yes to both!', sentByMe: true },
      // The two questions, not yet opened by the host.
      unreadCount: 2,
    });
    const travelerInbox = await p.traveler.trpc.inbox.list.query({ search: 'alpine' });
    expect(travelerInbox.conversations.map((c) => [c.bookingId, c.otherPartyName, c.unreadCount])).toEqual([
      [first.conversationId, 'Alpine Roots', 1],
    ]);
    expect(await p.traveler.trpc.messaging.unreadCounts.query()).toEqual({ [first.conversationId]: 1 });
    await p.traveler.trpc.messaging.markRead.mutate({ conversationId: first.conversationId });
    expect(await p.traveler.trpc.messaging.unreadCounts.query()).toEqual({});
  });

  it('keeps a traveler’s booking conversations and questions apart in one inbox, paged by conversation', async () => {
    const b = await bookableSlot({ businessName: 'Both Kinds', daysAhead: 9 });
    const booking = await b.traveler.trpc.booking.create.mutate({
      activityId: b.activity.id,
      availabilityId: b.slot.id,
      numberOfPeople: 1,
      customerName: 'Tara Traveler',
      customerEmail: b.travelerUser.email,
      customerPhone: '+386 40 123 456',
    });
    await b.traveler.trpc.messaging.send.mutate({ conversationId: booking.id, text: 'About my booking' });
    const question = await b.traveler.trpc.messaging.askHost.mutate({ activityId: b.activity.id, text: 'A question' });
    expect(question.conversationId).not.toBe(booking.id);
    const first = await b.traveler.trpc.inbox.list.query({ limit: 1 });
    expect(first.conversations.map((c) => [c.bookingId, c.kind])).toEqual([[question.conversationId, 'question']]);
    const second = await b.traveler.trpc.inbox.list.query({ limit: 1, cursor: first.nextCursor });
    expect(second.conversations.map((c) => [c.bookingId, c.kind, c.bookingDate])).toEqual([
      [booking.id, 'booking', daysFromToday(9)],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses blank and over-long questions, unknown or unlisted activities, and the activity’s own supplier', async () => {
    const p = await hostAndTraveler();
    const blank = await failure(p.traveler.trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: '   ' }));
    expect(blank.code).toBe('BAD_REQUEST');
    expect(blank.message).toContain('Please type a message');
    const long = await failure(
      p.traveler.trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: 'x'.repeat(2001) }),
    );
    expect(long.code).toBe('BAD_REQUEST');
    expect(long.message).toContain('2,000');
    const unknown = await failure(
      p.traveler.trpc.messaging.askHost.mutate({ activityId: '00000000-0000-4000-8000-000000000000', text: 'Hi' }),
    );
    expect([unknown.code, unknown.message]).toEqual(['NOT_FOUND', 'Activity not found']);
    const pending = await createApprovedActivity(env.db, p.supplier.id);
    await env.db.updateTable('activities').set({ status: 'pending' }).where('id', '=', pending.id).execute();
    const notLive = await failure(p.traveler.trpc.messaging.askHost.mutate({ activityId: pending.id, text: 'Hi' }));
    expect(notLive.code).toBe('NOT_FOUND');
    const own = await failure(p.host.trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: 'Hi' }));
    expect([own.code, own.message]).toEqual(['FORBIDDEN', 'You cannot ask a question about your own activity.']);
    const anonymous = await failure(
      anonymousClient().trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: 'Hi' }),
    );
    expect(anonymous.code).toBe('UNAUTHORIZED');
    // Nothing was written by any refusal.
    const enquiries = await env.db
      .selectFrom('enquiries')
      .select('id')
      .where('activity_id', '=', p.activity.id)
      .execute();
    expect(enquiries).toHaveLength(0);
  });

  it('lets only its two participants read, send, mark read or subscribe to a question', async () => {
    const p = await hostAndTraveler();
    const { conversationId } = await p.traveler.trpc.messaging.askHost.mutate({
      activityId: p.activity.id,
      text: 'Hi',
    });
    const otherTraveler = await signedIn((await createUser(env.db)).email);
    const { user: otherSupplierUser } = await createSupplier(env.db);
    const otherSupplier = await signedIn(otherSupplierUser.email);
    for (const outsider of [otherTraveler, otherSupplier]) {
      // One call at a time: a call made before the one awaited could reject unobserved.
      for (const call of [
        () => outsider.trpc.messaging.conversation.query({ conversationId: conversationId }),
        () => outsider.trpc.messaging.send.mutate({ conversationId: conversationId, text: 'Sneaky' }),
        () => outsider.trpc.messaging.markRead.mutate({ conversationId: conversationId }),
      ]) {
        const error = await failure(call());
        expect([error.code, error.message]).toEqual(['FORBIDDEN', RECIPIENT_ERROR]);
      }
      expect((await outsider.trpc.inbox.list.query({})).conversations).toEqual([]);
    }
  });

  it('reaches the host live, like a booking’s message', async () => {
    const p = await hostAndTraveler();
    const { conversationId } = await p.traveler.trpc.messaging.askHost.mutate({
      activityId: p.activity.id,
      text: 'First',
    });
    const conversationEvents = collect<{ type: string }>();
    const inboxEvents = collect<{ type: string; bookingId: string | null }>();
    const sub = p.host.trpc.messaging.onConversation.subscribe(
      { conversationId: conversationId },
      { onStarted: conversationEvents.onStarted, onData: (d) => conversationEvents.push(d.data) },
    );
    const inboxSub = p.host.trpc.inbox.onChange.subscribe(undefined, {
      onStarted: inboxEvents.onStarted,
      onData: (d) => inboxEvents.push(d.data),
    });
    await Promise.all([conversationEvents.started, inboxEvents.started]);
    await p.traveler.trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: 'Live question' });
    await Promise.all([conversationEvents.waitFor(1), inboxEvents.waitFor(1)]);
    sub.unsubscribe();
    inboxSub.unsubscribe();
    expect(conversationEvents.items[0]).toMatchObject({
      type: 'message.sent',
      message: { text: 'Live question', senderId: p.travelerUser.id },
    });
    expect(inboxEvents.items[0]).toEqual({ type: 'message.sent', bookingId: conversationId });
  });
});

describe('the new-message email quotes the messages', () => {
  it('quotes the question, and a later message of the burst joins the one waiting email', async () => {
    const p = await hostAndTraveler();
    const { conversationId } = await p.traveler.trpc.messaging.askHost.mutate({
      activityId: p.activity.id,
      text: 'Is there parking?\nWe come by car.',
    });
    await p.traveler.trpc.messaging.askHost.mutate({ activityId: p.activity.id, text: 'Also: <b>lunch</b>?' });
    const mails = await newMessageMails(conversationId);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to_address).toBe(p.supplier.email);
    expect(mail!.subject).toBe('New message from Quinn Question');
    const paragraphs = mail!.text_body.split('\n\n');
    expect(paragraphs.slice(0, 4)).toEqual([
      'Quinn Question sent you a message about Meadow Day.',
      '> Is there parking?\n> We come by car.',
      '> Also: <b>lunch</b>?',
      'Open the conversation to read and reply.',
    ]);
    expect(paragraphs[4]).toMatch(new RegExp(`^https?://[^/]+/messages/${conversationId}$`));
    expect(paragraphs).toHaveLength(5);
    expect(mail!.html_body).toContain('white-space:pre-wrap">Is there parking?\nWe come by car.</blockquote>');
    expect(mail!.html_body).toContain('Also: &lt;b&gt;lunch&lt;/b&gt;?</blockquote>');
  });

  it('quotes a booking conversation’s message under the spec’s subject, with the slot', async () => {
    const b = await bookableSlot({ businessName: 'Quoting Co', daysAhead: 8 });
    const booking = await b.traveler.trpc.booking.create.mutate({
      activityId: b.activity.id,
      availabilityId: b.slot.id,
      numberOfPeople: 1,
      customerName: 'Tara Traveler',
      customerEmail: b.travelerUser.email,
      customerPhone: '+386 40 123 456',
    });
    await b.traveler.trpc.messaging.send.mutate({ conversationId: booking.id, text: 'Can I bring my bike?' });
    const [mail] = await newMessageMails(booking.id);
    expect(mail!.subject).toBe('New message from Tara Traveler');
    const [intro, quote] = mail!.text_body.split('\n\n');
    expect(intro).toMatch(/^Tara Traveler sent you a message about .+ on .+\.$/);
    expect(quote).toBe('> Can I bring my bike?');
  });

  it('cuts a long message in the quote', async () => {
    const p = await hostAndTraveler();
    const { conversationId } = await p.traveler.trpc.messaging.askHost.mutate({
      activityId: p.activity.id,
      text: 'y'.repeat(2000),
    });
    const [mail] = await newMessageMails(conversationId);
    expect(mail!.text_body).toContain(`> ${'y'.repeat(499)}…\n\n`);
  });
});

describe('the message limit covers questions', () => {
  it('shares one allowance between questions and messages (30 a minute per client)', async () => {
    const { setupTestEnvironment } = await import('../helpers/server.ts');
    const limited = await setupTestEnvironment();
    try {
      const { supplier } = await createSupplier(limited.db);
      const activity = await createApprovedActivity(limited.db, supplier.id);
      const user = await createUser(limited.db);
      const { signedInClient } = await import('../helpers/factories.ts');
      const client = await signedInClient(limited.server.url, user.email);
      try {
        const { conversationId } = await client.trpc.messaging.askHost.mutate({ activityId: activity.id, text: 'Q 1' });
        for (let i = 2; i <= 29; i++)
          await client.trpc.messaging.send.mutate({ conversationId: conversationId, text: `Q ${i}` });
        await client.trpc.messaging.askHost.mutate({ activityId: activity.id, text: 'Q 30' });
        const error = await client.trpc.messaging.askHost
          .mutate({ activityId: activity.id, text: 'One too many' })
          .catch((e: unknown) => e);
        expect(error).toBeInstanceOf(TRPCClientError);
        const clientError = error as TRPCClientError<never>;
        expect((clientError.meta?.response as Response | undefined)?.status).toBe(429);
        expect(clientError.message).toBe('Too many attempts. Please wait a minute and try again.');
        const stored = await limited.db
          .selectFrom('messages')
          .select('id')
          .where('enquiry_id', '=', conversationId)
          .execute();
        expect(stored).toHaveLength(30);
      } finally {
        await client.close();
      }
    } finally {
      await limited.close();
    }
  });
});
