import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// The inbox (issue 15, docs/decisions/055): one row per participant and conversation (a booking
// with at least one message), pointing at the conversation's latest message. A trigger on
// messages keeps it, so every writer (the messaging service, the demo seed, test factories)
// keeps it right, and an inbox page is one backward index range scan on (user_id, last_message_at, booking_id).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table inbox_entries (
      user_id uuid not null references users (id) on delete cascade,
      booking_id uuid not null references bookings (id) on delete cascade,
      last_message_id uuid not null references messages (id) on delete cascade,
      last_message_at timestamptz not null,
      primary key (user_id, booking_id)
    )
  `.execute(db);
  await sql`
    create index inbox_entries_recent_idx on inbox_entries (user_id, last_message_at, booking_id)
  `.execute(db);
  await sql`
    create function inbox_entries_on_message() returns trigger language plpgsql as $$
    begin
      insert into inbox_entries (user_id, booking_id, last_message_id, last_message_at)
      select participant, new.booking_id, new.id, new.sent_at
      from (select distinct unnest(array[new.sender_id, new.receiver_id]) as participant) as participants
      on conflict (user_id, booking_id) do update
        set last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at
        where (inbox_entries.last_message_at, inbox_entries.last_message_id)
          < (excluded.last_message_at, excluded.last_message_id);
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger messages_inbox_entries after insert on messages
    for each row execute function inbox_entries_on_message()
  `.execute(db);
  // The conversations that exist already.
  await sql`
    insert into inbox_entries (user_id, booking_id, last_message_id, last_message_at)
    select distinct on (p.participant, m.booking_id) p.participant, m.booking_id, m.id, m.sent_at
    from messages m
    cross join lateral (select distinct unnest(array[m.sender_id, m.receiver_id]) as participant) p
    order by p.participant, m.booking_id, m.sent_at desc, m.id desc
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger messages_inbox_entries on messages`.execute(db);
  await sql`drop function inbox_entries_on_message()`.execute(db);
  await sql`drop table inbox_entries`.execute(db);
}
