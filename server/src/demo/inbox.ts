import type { Config } from '../config.ts';
import type { Trx } from '../db/database.ts';
import { findSlotCancellationDeadline } from '../modules/booking/index.ts';
import { demoAccounts, type DemoSupplierEmail } from './accounts.ts';
import type { DayFromToday } from './slots.ts';

// The inbox's demo (issue 15): the demo traveler talks to two more suppliers, and the first
// demo supplier (alpine) hears from three more guests, so both inboxes have several
// conversations with unread messages. Bookings are of one person, three weeks ahead and more,
// clear of the days the browser tests book.

const HOUR = 3600_000;

/** Guests of the alpine supplier (they sign in with the demo password too). */
const guests = [
  { email: 'guest-lena@regen.example', firstName: 'Lena', lastName: 'Berg' },
  { email: 'guest-omar@regen.example', firstName: 'Omar', lastName: 'Haddad' },
  { email: 'guest-yuki@regen.example', firstName: 'Yuki', lastName: 'Sato' },
] as const;

interface Line {
  fromTraveler: boolean;
  text: string;
  hoursAgo: number;
  read: boolean;
}

interface DemoConversation {
  travelerEmail: string;
  supplier: DemoSupplierEmail;
  day: number;
  lines: Line[];
}

const conversations: DemoConversation[] = [
  {
    travelerEmail: demoAccounts.traveler,
    supplier: 'nile@regen.example',
    day: 21,
    lines: [
      { fromTraveler: true, text: 'Hello! Can the tour start at the hotel?', hoursAgo: 30, read: true },
      {
        fromTraveler: false,
        text: 'Of course, send us the hotel name and we will meet you in the lobby.',
        hoursAgo: 5,
        read: false,
      },
      { fromTraveler: false, text: 'And bring an appetite: there are nine tastings!', hoursAgo: 4.5, read: false },
    ],
  },
  {
    travelerEmail: demoAccounts.traveler,
    supplier: 'coast@regen.example',
    day: 23,
    lines: [
      { fromTraveler: true, text: 'Is the session suitable for a ten-year-old?', hoursAgo: 50, read: true },
      { fromTraveler: false, text: 'Yes, children from eight are welcome with an adult.', hoursAgo: 26, read: true },
      { fromTraveler: true, text: 'Wonderful, thank you!', hoursAgo: 25, read: true },
    ],
  },
  {
    travelerEmail: guests[0].email,
    supplier: 'alpine@regen.example',
    day: 22,
    lines: [{ fromTraveler: true, text: 'Do we need our own gloves for the meadow work?', hoursAgo: 1, read: false }],
  },
  {
    travelerEmail: guests[1].email,
    supplier: 'alpine@regen.example',
    day: 24,
    lines: [
      { fromTraveler: true, text: 'Is there a train from Ljubljana that arrives in time?', hoursAgo: 20, read: true },
      {
        fromTraveler: false,
        text: 'The 7:05 train is perfect; we pick you up at the station.',
        hoursAgo: 18,
        read: true,
      },
      { fromTraveler: true, text: 'Great, see you there. Can my friend join too?', hoursAgo: 2, read: false },
    ],
  },
  {
    travelerEmail: guests[2].email,
    supplier: 'alpine@regen.example',
    day: 25,
    lines: [
      { fromTraveler: true, text: 'Thank you for the confirmation!', hoursAgo: 70, read: true },
      { fromTraveler: false, text: 'You are welcome, Yuki. See you in the meadows.', hoursAgo: 69, read: false },
    ],
  },
];

export async function seedInboxConversations(
  trx: Trx,
  config: Config,
  passwordHash: string,
  dayFromToday: DayFromToday,
): Promise<void> {
  const verifiedAt = new Date();
  await trx
    .insertInto('users')
    .values(
      guests.map((g) => ({
        email: g.email,
        password_hash: passwordHash,
        first_name: g.firstName,
        last_name: g.lastName,
        role: 'user' as const,
        email_verified_at: verifiedAt,
      })),
    )
    .execute();
  const now = Date.now();
  for (const c of conversations) {
    const traveler = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('email', '=', c.travelerEmail)
      .executeTakeFirstOrThrow();
    const slot = await trx
      .selectFrom('activity_availability as s')
      .innerJoin('activities as a', 'a.id', 's.activity_id')
      .innerJoin('suppliers as sp', 'sp.id', 'a.supplier_id')
      .innerJoin('users as su', 'su.id', 'sp.user_id')
      .select([
        's.id',
        's.date',
        's.start_time',
        'a.id as activity_id',
        'a.price_cents',
        'sp.user_id as supplier_user_id',
      ])
      .where('su.email', '=', c.supplier)
      .where('a.status', '=', 'approved')
      .where('s.date', '=', dayFromToday(c.day))
      .orderBy('a.created_at')
      .orderBy('s.start_time')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('activity_availability')
      .set((eb) => ({ booked_spots: eb('booked_spots', '+', 1) }))
      .where('id', '=', slot.id)
      .execute();
    const booking = await trx
      .insertInto('bookings')
      .values({
        user_id: traveler.id,
        activity_id: slot.activity_id,
        availability_id: slot.id,
        customer_name: `${traveler.first_name} ${traveler.last_name}`,
        customer_email: traveler.email,
        customer_phone: '+1 555 0150',
        booking_date: slot.date,
        booking_time: slot.start_time,
        number_of_people: 1,
        total_price_cents: slot.price_cents,
        payment_status: 'completed',
        cancellation_deadline: await findSlotCancellationDeadline(trx, slot.id, config.cancellationWindowHours),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('messages')
      .values(
        c.lines.map((line) => {
          const sentAt = new Date(now - line.hoursAgo * HOUR);
          return {
            booking_id: booking.id,
            sender_id: line.fromTraveler ? traveler.id : slot.supplier_user_id,
            receiver_id: line.fromTraveler ? slot.supplier_user_id : traveler.id,
            message_text: line.text,
            sent_at: sentAt,
            read_at: line.read ? new Date(sentAt.getTime() + HOUR / 4) : null,
          };
        }),
      )
      .execute();
  }
}
