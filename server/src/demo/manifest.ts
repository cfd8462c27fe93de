import { sql } from 'kysely';
import type { Trx } from '../db/database.ts';
import { demoAccounts } from './accounts.ts';

// The day's manifest in the demo (docs/decisions/104): alpine's first activity has a slot later
// today (by the activity's own clock, so check-in opens within hours of the demo's start) with
// three guests' parties: one paid in cash, one a family with a child, one with a request.

const GUESTS = [
  { email: 'anna.guest@regen.example', first: 'Anna', last: 'Kranjc', phone: '+386 40 555 021', people: 2 },
  { email: 'maja.guest@regen.example', first: 'Maja', last: 'Novak', phone: '+386 41 555 010', people: 3 },
  { email: 'luca.guest@regen.example', first: 'Luca', last: 'Bianchi', phone: '+39 347 555 0102', people: 2 },
] as const;

export async function seedManifestDay(trx: Trx, passwordHash: string): Promise<void> {
  const activity = await trx
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.id', 'a.price_cents', 'a.max_participants', 'a.time_zone', 's.user_id as supplierUserId'])
    .where('s.email', '=', demoAccounts.suppliers[0])
    .where('a.status', '=', 'approved')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  // Two hours from now on the activity's wall clock, at half past (the demo's slots start on the
  // hour), no later than 20:30 so the two-hour slot ends the same day.
  const { rows } = await sql<{ date: string; start: string; end: string }>`
    select to_char(local, 'YYYY-MM-DD') as date,
           to_char(make_time(least(extract(hour from local)::int + 2, 20), 30, 0), 'HH24:MI') as start,
           to_char(make_time(least(extract(hour from local)::int + 2, 20) + 2, 30, 0), 'HH24:MI') as end
    from (select now() at time zone ${activity.time_zone} as local) as t`.execute(trx);
  const { date, start, end } = rows[0]!;
  const slot = await trx
    .insertInto('activity_availability')
    .values({
      activity_id: activity.id,
      date,
      start_time: start,
      end_time: end,
      available_spots: Math.max(activity.max_participants, 8),
      booked_spots: 0,
      is_available: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const guests = await trx
    .insertInto('users')
    .values(
      GUESTS.map((g) => ({
        email: g.email,
        password_hash: passwordHash,
        first_name: g.first,
        last_name: g.last,
        role: 'user' as const,
        email_verified_at: new Date(),
      })),
    )
    .returning(['id', 'email'])
    .execute();
  const parties = GUESTS.map((g, i) => ({
    userId: guests[i]!.id,
    name: `${g.first} ${g.last}`,
    email: g.email,
    phone: g.phone,
    people: g.people,
    requests: i === 0 ? 'One of us is a beginner with the scythe.' : null,
    paid: i === 2,
  }));
  for (const party of parties) {
    const booking = await trx
      .insertInto('bookings')
      .values({
        user_id: party.userId,
        activity_id: activity.id,
        availability_id: slot.id,
        customer_name: party.name,
        customer_email: party.email,
        customer_phone: party.phone,
        booking_date: date,
        booking_time: start,
        number_of_people: party.people,
        total_price_cents:
          party.people === 3
            ? activity.price_cents * 2 + Math.round(activity.price_cents / 2)
            : activity.price_cents * party.people,
        payment_status: party.paid ? 'completed' : 'pending',
        payment_method: party.paid ? 'cash' : null,
        paid_at: party.paid ? new Date() : null,
        paid_by: party.paid ? activity.supplierUserId : null,
        status: 'confirmed',
        special_requests: party.requests,
        cancellation_deadline: sql<Date>`((${date}::date + ${start}::time) at time zone ${activity.time_zone}) - interval '24 hours'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (party.people === 3) {
      // A family: two adults and a child (docs/decisions/103's party rows).
      await sql`insert into booking_party (booking_id, person_type, quantity, unit_price_cents)
        values (${booking.id}, 'adult', 2, ${activity.price_cents}), (${booking.id}, 'child', 1, ${Math.round(activity.price_cents / 2)})`.execute(
        trx,
      );
    }
  }
  await trx
    .updateTable('activity_availability')
    .set({ booked_spots: parties.reduce((sum, p) => sum + p.people, 0) })
    .where('id', '=', slot.id)
    .execute();
}
