import { attendancePoints } from '@regen/shared/rules/attendance';
import { sql } from 'kysely';
import type { Trx } from '../db/database.ts';
import { appendLedgerEntries } from '../modules/ledger/index.ts';
import { demoAccounts } from './accounts.ts';
import type { DayFromToday } from './slots.ts';

// The supplier dashboard's Numbers tab (docs/decisions/105) for alpine@regen.example: weeks with
// something in them (docs/decisions/120). Over the 12 weeks back, a slot a week of each of its
// first two live activities has guests who came (or did not), paid on site in cash or by card; over the 4
// weeks ahead, its existing slots have bookings, a few paid by transfer. The points of those who
// came are credited on the day the slot ended, on the public ledger too. Two activities and a few
// statements per table (the chain's append is per entry), so `npm start` stays quick.

const GUESTS = [
  ['nora.guest@regen.example', 'Nora', 'Zupan', '+386 40 555 031'],
  ['tom.guest@regen.example', 'Tom', 'Hart', '+44 7700 900 431'],
  ['ines.guest@regen.example', 'Inês', 'Costa', '+351 912 555 044'],
  ['jonas.guest@regen.example', 'Jonas', 'Weber', '+49 151 5550 1203'],
] as const;

/** A week's parties, deterministic: 1–2 bookings of 1–4 people. */
function partiesOf(week: number, activity: number, maxPeople: number): number[] {
  const count = 1 + ((week * 5 + activity * 3 + 7) % 2);
  return Array.from({ length: count }, (_, i) => Math.min(maxPeople, 1 + ((week * 3 + activity + i * 2) % 4)));
}

export async function seedSupplierNumbers(trx: Trx, passwordHash: string, dayFromToday: DayFromToday): Promise<void> {
  const activities = await trx
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select([
      'a.id',
      'a.country',
      'a.price_cents',
      'a.max_participants',
      'a.time_zone',
      'a.duration_hours as durationHours',
      'a.regen_points_override as regenPointsOverride',
      's.user_id as supplierUserId',
    ])
    .where('s.email', '=', demoAccounts.suppliers[0])
    .where('a.status', '=', 'approved')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .limit(2)
    .execute();
  if (activities.length === 0) return;
  const guests = await trx
    .insertInto('users')
    .values(
      GUESTS.map(([email, first, last]) => ({
        email,
        password_hash: passwordHash,
        first_name: first,
        last_name: last,
        role: 'user' as const,
        email_verified_at: new Date(),
      })),
    )
    .returning(['id', 'email'])
    .execute();

  // Past: one slot a week per activity at 10:30 (the demo's own slots start on the hour), 1–12
  // weeks back; its spots are what the parties booked plus a few left.
  const past = activities.flatMap((activity, a) =>
    Array.from({ length: 12 }, (_, k) => {
      const week = k + 1;
      const parties = partiesOf(week, a, activity.max_participants);
      return { activity, a, week, date: dayFromToday(-7 * week + a), parties };
    }),
  );
  const hours = (activity: { durationHours: number }) => Math.max(1, Math.ceil(activity.durationHours));
  const pastSlots = await trx
    .insertInto('activity_availability')
    .values(
      past.map((p) => ({
        activity_id: p.activity.id,
        date: p.date,
        start_time: '10:30',
        end_time: `${String(10 + hours(p.activity)).padStart(2, '0')}:30`,
        available_spots: Math.max(
          p.activity.max_participants,
          p.parties.reduce((s, n) => s + n, 0),
        ),
        booked_spots: p.parties.reduce((s, n) => s + n, 0),
        is_available: true,
      })),
    )
    .returning(['id', 'activity_id', 'date', 'end_time'])
    .execute();

  // Ahead: existing 09:00 slots of each activity 1–4 weeks out.
  const ahead = [];
  for (const [a, activity] of activities.entries()) {
    for (let week = 1; week <= 4; week++) {
      const slot = await trx
        .selectFrom('activity_availability')
        .select(['id', 'available_spots', 'booked_spots'])
        .where('activity_id', '=', activity.id)
        .where('date', '=', dayFromToday(7 * week + a - 2))
        .where('start_time', '=', '09:00')
        .where('is_available', '=', true)
        .executeTakeFirst();
      if (!slot) continue;
      const room = slot.available_spots - slot.booked_spots;
      const parties = partiesOf(week + 20, a, activity.max_participants).filter(
        (_, i, all) => all.slice(0, i + 1).reduce((s, n) => s + n, 0) <= room,
      );
      if (parties.length > 0) ahead.push({ activity, a, week, date: dayFromToday(7 * week + a - 2), slot, parties });
    }
  }

  type Row = {
    activity: (typeof activities)[number];
    slotId: string;
    date: string;
    time: string;
    people: number;
    guest: number;
    attended: boolean | null;
    paid: 'cash' | 'card' | 'transfer' | null;
  };
  const rows: Row[] = [
    ...past.flatMap((p, i) =>
      p.parties.map((people, j): Row => {
        const noShow = (p.week + j + p.a) % 6 === 0;
        return {
          activity: p.activity,
          slotId: pastSlots[i]!.id,
          date: p.date,
          time: '10:30',
          people,
          guest: (i + j) % GUESTS.length,
          attended: !noShow,
          // Most pay on the day; one in five who came had not paid yet when the day closed.
          paid: noShow || (p.week + j) % 5 === 0 ? null : (p.week + j) % 2 === 0 ? 'cash' : 'card',
        };
      }),
    ),
    ...ahead.flatMap((f, i) =>
      f.parties.map((people, j): Row => ({
        activity: f.activity,
        slotId: f.slot.id,
        date: f.date,
        time: '09:00',
        people,
        guest: (i + j + 1) % GUESTS.length,
        attended: null,
        paid: (f.week + j) % 3 === 0 ? 'transfer' : null,
      })),
    ),
  ];
  const bookings = await trx
    .insertInto('bookings')
    .values(
      rows.map((r) => {
        const [email, first, last, phone] = GUESTS[r.guest]!;
        const endedAt = sql<Date>`((${r.date}::date + ${r.time}::time) at time zone ${r.activity.time_zone}) + make_interval(hours => ${hours(r.activity)})`;
        return {
          user_id: guests.find((g) => g.email === email)!.id,
          activity_id: r.activity.id,
          availability_id: r.slotId,
          customer_name: `${first} ${last}`,
          customer_email: email,
          customer_phone: phone,
          booking_date: r.date,
          booking_time: r.time,
          number_of_people: r.people,
          total_price_cents: r.activity.price_cents * r.people,
          payment_status: r.paid ? ('completed' as const) : ('pending' as const),
          payment_method: r.paid,
          paid_at: r.paid ? endedAt : null,
          paid_by: r.paid ? r.activity.supplierUserId : null,
          status: 'confirmed' as const,
          attendance: r.attended === null ? null : r.attended ? ('attended' as const) : ('no_show' as const),
          attended_people: r.attended ? r.people : null,
          attendance_marked_at: r.attended === null ? null : endedAt,
          attendance_marked_by: r.attended === null ? null : r.activity.supplierUserId,
          cancellation_deadline: sql<Date>`((${r.date}::date + ${r.time}::time) at time zone ${r.activity.time_zone}) - interval '24 hours'`,
          created_at: sql<Date>`((${r.date}::date + ${r.time}::time) at time zone ${r.activity.time_zone}) - interval '9 days'`,
        };
      }),
    )
    .returning(['id', 'user_id'])
    .execute();
  for (const f of ahead) {
    await trx
      .updateTable('activity_availability')
      .set({ booked_spots: f.slot.booked_spots + f.parties.reduce((s, n) => s + n, 0) })
      .where('id', '=', f.slot.id)
      .execute();
  }

  // The points of those who came, credited when the slot ended (the dashboard counts them by that
  // day), each on the public chain as the attendance mark writes it (docs/decisions/106).
  const credits = rows.flatMap((r, i) =>
    r.attended
      ? [
          {
            row: r,
            booking: bookings[i]!,
            points: attendancePoints(r.activity, { attendance: 'attended', attendedPeople: r.people }),
          },
        ]
      : [],
  );
  const points = await trx
    .insertInto('regen_points_ledger')
    .values(
      credits.map((c) => ({
        user_id: c.booking.user_id,
        booking_id: c.booking.id,
        activity_id: c.row.activity.id,
        country: c.row.activity.country,
        points: c.points,
        reason: 'attended' as const,
        created_at: sql<Date>`((${c.row.date}::date + ${c.row.time}::time) at time zone ${c.row.activity.time_zone}) + make_interval(hours => ${hours(c.row.activity)})`,
      })),
    )
    .returning('id')
    .execute();
  await appendLedgerEntries(
    trx,
    credits.map((c, i) => ({
      kind: 'attended' as const,
      pointsEntryId: Number(points[i]!.id),
      bookingId: c.booking.id,
      travelerUserId: c.booking.user_id,
      activityId: c.row.activity.id,
      country: c.row.activity.country,
      points: c.points,
    })),
  );
}
