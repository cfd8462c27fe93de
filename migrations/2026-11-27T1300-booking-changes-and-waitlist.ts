import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// The waitlist of a full slot (docs/decisions/095). A traveler waits in line ('waiting'); when
// spots free up, the first whose party fits is offered them: the spots are taken from the slot
// (booked_spots, the one capacity bookings and resellers' holds share) and held until
// hold_expires_at ('offered'). Confirming writes the booking from the held spots ('booked');
// a hold that runs out gives them back ('expired') and the next in line is offered. At most one
// live entry (waiting or offered) per traveler and slot.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table waitlist_entries (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      activity_id uuid not null references activities (id) on delete cascade,
      availability_id uuid not null references activity_availability (id) on delete cascade,
      number_of_people int not null check (number_of_people > 0),
      customer_name text not null,
      customer_phone text not null,
      status text not null default 'waiting' check (status in ('waiting', 'offered', 'booked', 'expired', 'left')),
      hold_expires_at timestamptz,
      offered_at timestamptz,
      booking_id uuid references bookings (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((status = 'offered') = (hold_expires_at is not null))
    )
  `.execute(db);
  await sql`
    create unique index waitlist_entries_live_idx on waitlist_entries (user_id, availability_id)
      where status in ('waiting', 'offered')
  `.execute(db);
  await sql`
    create index waitlist_entries_queue_idx on waitlist_entries (availability_id, created_at)
      where status = 'waiting'
  `.execute(db);
  await sql`
    create index waitlist_entries_holds_idx on waitlist_entries (hold_expires_at) where status = 'offered'
  `.execute(db);
  await sql`create index waitlist_entries_user_idx on waitlist_entries (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table waitlist_entries`.execute(db);
}
