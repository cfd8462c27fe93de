import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Trx } from '../db/database.ts';
import { findSlotCancellationDeadline } from '../modules/booking/index.ts';
import { enqueueReviewInvitation } from '../modules/reviews/index.ts';
import { demoAccounts } from './accounts.ts';
import type { DayFromToday } from './slots.ts';

// Verified reviews in the demo (issue 13, docs/decisions/052–054): the demo traveler's attended
// booking (after-activity.ts) gets a review with the supplier's reply, and a few other
// travelers' attended bookings on the first three suppliers' activities get reviews, so
// experiences cards and the booking page show ratings. Every review here has an attended booking
// in the past, as the reviews module requires.

/** Other demo travelers: they only write reviews (they can sign in with the demo password). */
const reviewers = [
  { email: 'lena.reviewer@regen.example', first: 'Lena', last: 'Novak' },
  { email: 'marco.reviewer@regen.example', first: 'Marco', last: 'Rossi' },
  { email: 'aiko.reviewer@regen.example', first: 'Aiko', last: 'Tanaka' },
  { email: 'samuel.reviewer@regen.example', first: 'Samuel', last: 'Okafor' },
] as const;

/**
 * A traveler whose attended booking (three days ago, on the demo traveler's activity) is not
 * reviewed yet: the "How was it?" email is waiting for them, and their dashboard offers "Write a
 * review" (the browser test writes it).
 */
export const DEMO_PENDING_REVIEWER = { email: 'noor.reviewer@regen.example', first: 'Noor', last: 'Haddad' } as const;
export const DEMO_REVIEWED_ACTIVITY = 'Alpine Meadow Restoration Day';

/** Stars and text of the other travelers' reviews, taken in turn. */
const reviewTexts: { stars: number; text: string | null; reply?: string }[] = [
  {
    stars: 5,
    text: 'Hard work in the best way. Our guide explained why every single task mattered, and we saw the difference by lunch.',
    reply: 'Thank you for your energy! The plot you worked on is already greener.',
  },
  { stars: 4, text: 'Well organised and friendly. I would have liked a little more time at the end to ask questions.' },
  { stars: 5, text: null },
  {
    stars: 4,
    text: 'A great way to meet locals and see a side of the region most visitors miss. Bring a hat and water.',
  },
  { stars: 3, text: 'Good cause and kind people, but the meeting point was hard to find. Check the directions twice.' },
  { stars: 5, text: 'The highlight of our trip. Our kids still talk about it.' },
];

const DEMO_TRAVELER_REVIEW =
  'Maja knows every flower in the meadow. We scythed, raked and learned why the late mowing keeps the orchids coming back. Worth every minute.';
const DEMO_SUPPLIER_REPLY =
  'Thank you, Tara! The orchids will thank you in June. Come back for the autumn harvest day.';

export async function seedReviews(trx: Trx, config: Config, passwordHash: string, dayFromToday: DayFromToday) {
  const touched = new Set<string>();

  // 1. The demo traveler's attended booking: a review, and the supplier's reply.
  const attended = await trx
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .innerJoin('activities as a', 'a.id', 'b.activity_id')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['b.id', 'b.user_id as userId', 'b.activity_id as activityId', 's.user_id as supplierUserId'])
    .where('u.email', '=', demoAccounts.traveler)
    .where('b.attendance', '=', 'attended')
    .where('b.status', '=', 'confirmed')
    .execute();
  for (const booking of attended) {
    await trx
      .insertInto('reviews')
      .values({
        booking_id: booking.id,
        activity_id: booking.activityId,
        user_id: booking.userId,
        stars: 5,
        body: DEMO_TRAVELER_REVIEW,
        created_at: sql<Date>`now() - interval '2 hours'`,
        updated_at: sql<Date>`now() - interval '2 hours'`,
        reply_text: DEMO_SUPPLIER_REPLY,
        replied_at: sql<Date>`now() - interval '1 hour'`,
        replied_by: booking.supplierUserId,
      })
      .execute();
    touched.add(booking.activityId);
  }

  // 2. Other travelers' attended bookings and reviews on the first three suppliers' activities.
  const people = await trx
    .insertInto('users')
    .values(
      reviewers.map((r) => ({
        email: r.email,
        password_hash: passwordHash,
        first_name: r.first,
        last_name: r.last,
        email_verified_at: new Date(),
      })),
    )
    .returning(['id', 'email', 'first_name', 'last_name'])
    .execute();
  await trx
    .insertInto('travelers')
    .values(people.map((p) => ({ user_id: p.id })))
    .execute();

  const activities = await trx
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .innerJoin('users as su', 'su.id', 's.user_id')
    .select(['a.id', 'a.price_cents', 'a.max_participants', 's.user_id as supplierUserId'])
    .where('su.email', 'in', demoAccounts.suppliers.slice(0, 3))
    .where('a.status', '=', 'approved')
    .orderBy('a.title')
    .execute();

  let turn = 0;
  for (const [index, activity] of activities.entries()) {
    // Two or three reviews per activity, on a slot two to five weeks ago.
    const slot = await trx
      .insertInto('activity_availability')
      .values({
        activity_id: activity.id,
        date: dayFromToday(-(14 + (index % 4) * 7)),
        start_time: '09:00',
        end_time: '12:00',
        available_spots: Math.max(activity.max_participants, 3),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const deadline = await findSlotCancellationDeadline(trx, slot.id, config.cancellationWindowHours);
    const count = 2 + (index % 2);
    for (let n = 0; n < count; n++) {
      const person = people[(index + n) % people.length]!;
      const review = reviewTexts[turn++ % reviewTexts.length]!;
      await trx
        .updateTable('activity_availability')
        .set((eb) => ({ booked_spots: eb('booked_spots', '+', 1) }))
        .where('id', '=', slot.id)
        .execute();
      const booking = await trx
        .insertInto('bookings')
        .values({
          user_id: person.id,
          activity_id: activity.id,
          availability_id: slot.id,
          customer_name: `${person.first_name} ${person.last_name}`,
          customer_email: person.email,
          customer_phone: '+1 555 0150',
          booking_date: slot.date,
          booking_time: slot.start_time,
          number_of_people: 1,
          total_price_cents: activity.price_cents,
          payment_status: 'completed',
          cancellation_deadline: deadline,
          attendance: 'attended',
          attended_people: 1,
          attendance_marked_at: sql<Date>`(${slot.date}::date + time '13:00')::timestamptz`,
          attendance_marked_by: activity.supplierUserId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Written a day or two after the slot (never in the future), oldest first.
      const writtenAt = sql<Date>`(${slot.date}::date + time '18:00' + make_interval(days => ${n}))::timestamptz`;
      await trx
        .insertInto('reviews')
        .values({
          booking_id: booking.id,
          activity_id: activity.id,
          user_id: person.id,
          stars: review.stars,
          body: review.text,
          created_at: writtenAt,
          updated_at: writtenAt,
          ...(review.reply
            ? {
                reply_text: review.reply,
                replied_at: sql<Date>`(${slot.date}::date + time '20:00' + make_interval(days => ${n + 1}))::timestamptz`,
                replied_by: activity.supplierUserId,
              }
            : {}),
        })
        .execute();
    }
    touched.add(activity.id);
  }

  // 3. An attended booking not reviewed yet, with its "How was it?" email.
  const pending = await trx
    .insertInto('users')
    .values({
      email: DEMO_PENDING_REVIEWER.email,
      password_hash: passwordHash,
      first_name: DEMO_PENDING_REVIEWER.first,
      last_name: DEMO_PENDING_REVIEWER.last,
      email_verified_at: new Date(),
    })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow();
  await trx.insertInto('travelers').values({ user_id: pending.id }).execute();
  const alpine = await trx
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.id', 'a.price_cents', 'a.max_participants', 's.user_id as supplierUserId'])
    .where('a.title', '=', DEMO_REVIEWED_ACTIVITY)
    .executeTakeFirstOrThrow();
  const recentSlot = await trx
    .insertInto('activity_availability')
    .values({
      activity_id: alpine.id,
      date: dayFromToday(-3),
      start_time: '09:00',
      end_time: '13:00',
      available_spots: alpine.max_participants,
      booked_spots: 2,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const pendingBooking = await trx
    .insertInto('bookings')
    .values({
      user_id: pending.id,
      activity_id: alpine.id,
      availability_id: recentSlot.id,
      customer_name: `${DEMO_PENDING_REVIEWER.first} ${DEMO_PENDING_REVIEWER.last}`,
      customer_email: pending.email,
      customer_phone: '+1 555 0151',
      booking_date: recentSlot.date,
      booking_time: recentSlot.start_time,
      number_of_people: 2,
      total_price_cents: alpine.price_cents * 2,
      payment_status: 'completed',
      cancellation_deadline: await findSlotCancellationDeadline(trx, recentSlot.id, config.cancellationWindowHours),
      attendance: 'attended',
      attended_people: 2,
      attendance_marked_at: sql<Date>`(${recentSlot.date}::date + time '14:00')::timestamptz`,
      attendance_marked_by: alpine.supplierUserId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueReviewInvitation(trx, config.publicUrl, pendingBooking.id);

  // The aggregates beside the activities, as the reviews module keeps them: visible reviews only.
  if (touched.size > 0) {
    await trx
      .updateTable('activities')
      .set({
        review_count: sql<number>`(select count(*)::int from reviews r where r.activity_id = activities.id and r.hidden_at is null)`,
        review_stars_sum: sql<number>`(select coalesce(sum(r.stars), 0)::int from reviews r where r.activity_id = activities.id and r.hidden_at is null)`,
      })
      .where('id', 'in', [...touched])
      .execute();
  }
}
