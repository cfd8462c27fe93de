import type { Config } from '../config.ts';
import type { Trx } from '../db/database.ts';
import { findSlotCancellationDeadline } from '../modules/booking/index.ts';
import { demoAccounts } from './accounts.ts';
import type { DayFromToday } from './slots.ts';

/** The demo traveler's upcoming booking is this many days ahead: well outside any cancellation window. */
const DEMO_UPCOMING_BOOKING_DAYS = 7;

/**
 * The demo traveler's history, so every dashboard has something to show: an upcoming
 * booking with a short conversation, and a past one (shown as completed).
 */
export async function seedTravelerHistory(trx: Trx, config: Config, dayFromToday: DayFromToday): Promise<void> {
  const traveler = await trx
    .selectFrom('users')
    .selectAll()
    .where('email', '=', demoAccounts.traveler)
    .executeTakeFirstOrThrow();
  await trx.insertInto('travelers').values({ user_id: traveler.id }).execute();
  const activity = await trx
    .selectFrom('activities')
    .innerJoin('suppliers', 'suppliers.id', 'activities.supplier_id')
    .select([
      'activities.id',
      'activities.price_cents',
      'activities.max_participants',
      'activities.time_zone',
      'suppliers.user_id as supplierUserId',
    ])
    .where('activities.title', '=', 'Alpine Meadow Restoration Day')
    .executeTakeFirstOrThrow();
  const upcomingSlot = await trx
    .selectFrom('activity_availability')
    .selectAll()
    .where('activity_id', '=', activity.id)
    .where('start_time', '=', '09:00')
    .where('date', '=', dayFromToday(DEMO_UPCOMING_BOOKING_DAYS))
    .executeTakeFirstOrThrow();
  const pastDate = dayFromToday(-10);
  const pastSlot = await trx
    .insertInto('activity_availability')
    .values({
      activity_id: activity.id,
      date: pastDate,
      start_time: '09:00',
      end_time: '13:00',
      available_spots: activity.max_participants,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

  const book = async (slot: typeof upcomingSlot, people: number, requests: string | null) => {
    await trx
      .updateTable('activity_availability')
      .set((eb) => ({ booked_spots: eb('booked_spots', '+', people) }))
      .where('id', '=', slot.id)
      .execute();
    return trx
      .insertInto('bookings')
      .values({
        user_id: traveler.id,
        activity_id: activity.id,
        availability_id: slot.id,
        customer_name: `${traveler.first_name} ${traveler.last_name}`,
        customer_email: traveler.email,
        customer_phone: '+1 555 0142',
        booking_date: slot.date,
        booking_time: slot.start_time,
        number_of_people: people,
        total_price_cents: activity.price_cents * people,
        special_requests: requests,
        // The booking rule itself (server/src/rules/booking.ts), as booking.create stores it.
        cancellation_deadline: await findSlotCancellationDeadline(trx, slot.id, config.cancellationWindowHours),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  };
  const upcoming = await book(upcomingSlot, 2, 'One of us is vegetarian.');
  await book(pastSlot, 1, null);
  const sentAt = new Date(Date.now() - 3 * 3600_000);
  await trx
    .insertInto('messages')
    .values([
      {
        booking_id: upcoming.id,
        sender_id: traveler.id,
        receiver_id: activity.supplierUserId,
        message_text: 'Hi Maja! We are both looking forward to it. Is the picnic lunch fine for a vegetarian?',
        sent_at: sentAt,
        read_at: new Date(sentAt.getTime() + 1800_000),
      },
      {
        booking_id: upcoming.id,
        sender_id: activity.supplierUserId,
        receiver_id: traveler.id,
        message_text:
          'Hi Tara, yes: the cheese and bread come from a farm in the valley and there is a vegetable soup too. Bring sturdy shoes!',
        sent_at: new Date(sentAt.getTime() + 2 * 3600_000),
        read_at: null,
      },
    ])
    .execute();
}
