import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/src/db/database.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { collect, failure } from '../helpers/client.ts';
import { createBookableSlot, createUser, daysFromToday, dbNow } from '../helpers/factories.ts';
import type { TestServer } from '../helpers/server.ts';

const { env, signedIn, startServer } = useApiEnvironment({ RATE_LIMITS: 'false' });
let second: TestServer;
/** Fixture messages are dated back from this one instant, so equal offsets are equal times. */
let base: Date;

beforeAll(async () => {
  second = await startServer({ RATE_LIMITS: 'false' });
  base = dbNow();
});

/** A message written straight to the table at a chosen time (the trigger keeps the inbox). */
async function message(
  db: Db,
  booking: { id: string },
  from: string,
  to: string,
  text: string,
  minutesAgo: number,
  read = false,
) {
  const sentAt = new Date(base.getTime() - minutesAgo * 60_000);
  await db
    .insertInto('messages')
    .values({
      booking_id: booking.id,
      sender_id: from,
      receiver_id: to,
      message_text: text,
      sent_at: sentAt,
      read_at: read ? sentAt : null,
    })
    .execute();
}

/** A supplier with one activity, and a traveler; bookings are made per test. */
async function parties(names: { business?: string; title?: string; traveler?: string } = {}) {
  const { supplier, supplierUser, activity, travelerUser, book } = await createBookableSlot(env.db, {
    businessName: names.business ?? 'Alpine Roots',
    activity: { title: names.title ?? 'Meadow Day' },
    daysAhead: 9,
    slot: { spots: 20 },
  });
  return {
    supplier,
    supplierUser,
    activity,
    travelerUser,
    book: (userId = travelerUser.id, customerName = names.traveler ?? 'Tara Traveler') =>
      book({ userId, customerName, people: 1 }),
  };
}

describe('inbox.list', () => {
  it('lists the conversations newest activity first with the other party, the activity and date, the last message and unread counts per side', async () => {
    const p = await parties({ business: 'Fjord Keepers', title: 'Kelp Forest Dive' });
    const older = await p.book();
    const newer = await p.book();
    const silent = await p.book(); // no messages: not a conversation
    await message(env.db, older, p.travelerUser.id, p.supplierUser.id, 'Is there parking?', 50);
    await message(env.db, older, p.supplierUser.id, p.travelerUser.id, 'Yes, by the harbour.', 40);
    await message(env.db, newer, p.travelerUser.id, p.supplierUser.id, 'Can we bring a dog?', 30);
    await message(env.db, newer, p.travelerUser.id, p.supplierUser.id, 'A small one.', 20);

    const traveler = await signedIn(p.travelerUser.email);
    const mine = await traveler.trpc.inbox.list.query({});
    expect(mine.nextCursor).toBeNull();
    expect(mine.conversations.map((c) => c.bookingId)).toEqual([newer.id, older.id]);
    expect(mine.conversations.map((c) => c.bookingId)).not.toContain(silent.id);
    expect(mine.conversations[0]).toMatchObject({
      myRole: 'traveler',
      otherPartyName: 'Fjord Keepers',
      activityTitle: 'Kelp Forest Dive',
      bookingDate: daysFromToday(9),
      bookingTime: '09:00:00',
      timeZone: p.activity.time_zone,
      lastMessage: { text: 'A small one.', sentByMe: true },
      unreadCount: 0,
    });
    expect(mine.conversations[1]).toMatchObject({
      lastMessage: { text: 'Yes, by the harbour.', sentByMe: false },
      unreadCount: 1,
    });

    const supplier = await signedIn(p.supplierUser.email);
    const theirs = await supplier.trpc.inbox.list.query({});
    expect(theirs.conversations.map((c) => [c.bookingId, c.myRole, c.otherPartyName, c.unreadCount])).toEqual([
      [newer.id, 'supplier', 'Tara Traveler', 2],
      [older.id, 'supplier', 'Tara Traveler', 1],
    ]);
  });

  it('reading a conversation clears its unread count for the reader only; a new message moves it to the top', async () => {
    const p = await parties();
    const first = await p.book();
    const second = await p.book();
    await message(env.db, first, p.travelerUser.id, p.supplierUser.id, 'First question', 30);
    await message(env.db, second, p.travelerUser.id, p.supplierUser.id, 'Second question', 20);
    const supplier = await signedIn(p.supplierUser.email);
    const traveler = await signedIn(p.travelerUser.email);

    await supplier.trpc.messaging.markRead.mutate({ conversationId: second.id });
    const afterRead = await supplier.trpc.inbox.list.query({});
    expect(afterRead.conversations.map((c) => [c.bookingId, c.unreadCount])).toEqual([
      [second.id, 0],
      [first.id, 1],
    ]);

    await traveler.trpc.messaging.send.mutate({ conversationId: first.id, text: 'Any news?' });
    const afterSend = await supplier.trpc.inbox.list.query({});
    expect(afterSend.conversations.map((c) => [c.bookingId, c.unreadCount, c.lastMessage.text])).toEqual([
      [first.id, 2, 'Any news?'],
      [second.id, 0, 'Second question'],
    ]);
    const travelerView = await traveler.trpc.inbox.list.query({});
    expect(travelerView.conversations.map((c) => [c.bookingId, c.unreadCount])).toEqual([
      [first.id, 0],
      [second.id, 0],
    ]);
  });

  it('pages by cursor without repeating or skipping a conversation', async () => {
    const p = await parties();
    const bookings = [];
    for (let i = 0; i < 5; i++) {
      const booking = await p.book();
      // Two conversations share a time: the booking id breaks the tie.
      await message(env.db, booking, p.travelerUser.id, p.supplierUser.id, `Message ${i}`, i === 4 ? 13 : 10 + i);
      bookings.push(booking);
    }
    const supplier = await signedIn(p.supplierUser.email);
    const seen: string[] = [];
    let cursor: { at: string; bookingId: string } | null = null;
    const sizes: number[] = [];
    do {
      const page: Awaited<ReturnType<typeof supplier.trpc.inbox.list.query>> = await supplier.trpc.inbox.list.query({
        limit: 2,
        cursor,
      });
      sizes.push(page.conversations.length);
      seen.push(...page.conversations.map((c) => c.bookingId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([2, 2, 1]);
    expect(new Set(seen).size).toBe(5);
    const all = await supplier.trpc.inbox.list.query({ limit: 50 });
    expect(all.conversations.map((c) => c.bookingId)).toEqual(seen);
    const tied = [bookings[3]!.id, bookings[4]!.id].sort().reverse();
    expect(seen).toEqual([bookings[0]!.id, bookings[1]!.id, bookings[2]!.id, ...tied]);
  });

  it('searches by the other party’s name or the activity’s title, case-insensitively and literally', async () => {
    const p = await parties({ business: 'Coral 100% Guardians', title: 'Reef Survey' });
    const alice = await createUser(env.db, { firstName: 'Alice', lastName: 'Andes' });
    const bruno = await createUser(env.db, { firstName: 'Bruno', lastName: 'Baltic' });
    const withAlice = await p.book(alice.id, 'Alice Andes');
    const withBruno = await p.book(bruno.id, 'Bruno Baltic');
    await message(env.db, withAlice, alice.id, p.supplierUser.id, 'Hello', 10);
    await message(env.db, withBruno, bruno.id, p.supplierUser.id, 'Hi', 5);
    const supplier = await signedIn(p.supplierUser.email);
    const ids = async (search: string) =>
      (await supplier.trpc.inbox.list.query({ search })).conversations.map((c) => c.bookingId);
    expect(await ids('alice')).toEqual([withAlice.id]);
    expect(await ids('  BALTIC ')).toEqual([withBruno.id]);
    expect(await ids('reef')).toEqual([withBruno.id, withAlice.id]);
    expect(await ids('%')).toEqual([]); // no customer name or title holds a literal %
    expect(await ids('')).toEqual([withBruno.id, withAlice.id]);

    const traveler = await signedIn(alice.email);
    const travelerIds = async (search: string) =>
      (await traveler.trpc.inbox.list.query({ search })).conversations.map((c) => c.bookingId);
    expect(await travelerIds('100%')).toEqual([withAlice.id]);
    expect(await travelerIds('alice')).toEqual([]); // the traveler's own name is not the other party
  });

  it('refuses a search longer than 100 characters and a malformed cursor with a clear message', async () => {
    const p = await parties();
    const traveler = await signedIn(p.travelerUser.email);
    const long = await failure(traveler.trpc.inbox.list.query({ search: 'x'.repeat(101) }));
    expect(long.code).toBe('BAD_REQUEST');
    expect(long.fieldErrors.search).toEqual(['Please use at most 100 characters']);
    const cursor = await failure(
      traveler.trpc.inbox.list.query({ cursor: { at: 'yesterday', bookingId: 'not-a-uuid' } }),
    );
    expect(cursor.code).toBe('BAD_REQUEST');
    const limit = await failure(traveler.trpc.inbox.list.query({ limit: 500 }));
    expect(limit.code).toBe('BAD_REQUEST');
  });

  it('never lists another traveler’s or another supplier’s conversations', async () => {
    const p = await parties();
    const other = await parties({ business: 'Other Outfit' });
    const booking = await p.book();
    await message(env.db, booking, p.travelerUser.id, p.supplierUser.id, 'Private', 5);
    const otherTraveler = await signedIn(other.travelerUser.email);
    const otherSupplier = await signedIn(other.supplierUser.email);
    expect((await otherTraveler.trpc.inbox.list.query({})).conversations).toEqual([]);
    expect((await otherSupplier.trpc.inbox.list.query({})).conversations).toEqual([]);
    const stranger = await createUser(env.db);
    const strangerClient = await signedIn(stranger.email);
    expect((await strangerClient.trpc.inbox.list.query({ search: 'Private' })).conversations).toEqual([]);
  });

  it('shows an excerpt of a long last message', async () => {
    const p = await parties();
    const booking = await p.book();
    await message(env.db, booking, p.supplierUser.id, p.travelerUser.id, 'a'.repeat(300), 1);
    const traveler = await signedIn(p.travelerUser.email);
    const [row] = (await traveler.trpc.inbox.list.query({})).conversations;
    expect(row!.lastMessage.text).toBe(`${'a'.repeat(139)}…`);
  });
});

describe('inbox.onChange', () => {
  it('tells every instance of both participants about a new message, and the reader about reading', async () => {
    const p = await parties();
    const booking = await p.book();
    const traveler = await signedIn(p.travelerUser.email);
    const supplierElsewhere = await signedIn(p.supplierUser.email, second.url);
    const travelerTab = collect<{ type: string; bookingId: string | null }>();
    const supplierTab = collect<{ type: string; bookingId: string | null }>();
    const subs = [
      traveler.trpc.inbox.onChange.subscribe(undefined, {
        onStarted: travelerTab.onStarted,
        onData: (d) => travelerTab.push(d.data),
      }),
      supplierElsewhere.trpc.inbox.onChange.subscribe(undefined, {
        onStarted: supplierTab.onStarted,
        onData: (d) => supplierTab.push(d.data),
      }),
    ];
    await Promise.all([travelerTab.started, supplierTab.started]);
    await traveler.trpc.messaging.send.mutate({ conversationId: booking.id, text: 'Hello from the traveler' });
    await Promise.all([travelerTab.waitFor(1), supplierTab.waitFor(1)]);
    await supplierElsewhere.trpc.messaging.markRead.mutate({ conversationId: booking.id });
    await supplierTab.waitFor(2);
    for (const sub of subs) sub.unsubscribe();
    expect(travelerTab.items).toEqual([{ type: 'message.sent', bookingId: booking.id }]);
    expect(supplierTab.items).toEqual([
      { type: 'message.sent', bookingId: booking.id },
      { type: 'messages.read', bookingId: booking.id },
    ]);
  });
});
