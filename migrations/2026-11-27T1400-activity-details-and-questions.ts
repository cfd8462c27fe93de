import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 30, parts 6 and 7 (docs/decisions/096):
// 1. What an activity page tells beyond the card, all optional (the spec's create/edit fields
//    stay as they are): what is included, what to bring, languages, accessibility, and where to
//    meet (an address, and a point on the map when known: both coordinates or neither).
// 2. activity_photos: an ordered gallery with alt text; the card keeps showing photo_url.
// 3. enquiries: a question to the host before booking. Its messages live in `messages` beside a
//    booking's (exactly one of booking_id and enquiry_id), so the rules, limits, emails,
//    events and inbox of a booking's conversation are the same code. A conversation's id is its
//    booking's or its enquiry's id (both uuids, never equal), so inbox_entries keys on it.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table activities
      add column included text[] not null default '{}',
      add column what_to_bring text[] not null default '{}',
      add column languages text[] not null default '{}',
      add column accessibility text,
      add column meeting_address text,
      add column meeting_latitude double precision check (meeting_latitude between -90 and 90),
      add column meeting_longitude double precision check (meeting_longitude between -180 and 180),
      add constraint activities_meeting_point_check
        check ((meeting_latitude is null) = (meeting_longitude is null))
  `.execute(db);

  await sql`
    create table activity_photos (
      activity_id uuid not null references activities (id) on delete cascade,
      position integer not null check (position >= 0),
      url text not null,
      alt_text text not null,
      primary key (activity_id, position)
    )
  `.execute(db);

  await sql`
    create table enquiries (
      id uuid primary key default gen_random_uuid(),
      activity_id uuid not null references activities (id) on delete cascade,
      traveler_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (activity_id, traveler_id)
    )
  `.execute(db);
  await sql`create index enquiries_traveler_idx on enquiries (traveler_id)`.execute(db);

  await sql`
    alter table messages
      alter column booking_id drop not null,
      add column enquiry_id uuid references enquiries (id) on delete cascade,
      add constraint messages_one_conversation_check check ((booking_id is null) <> (enquiry_id is null))
  `.execute(db);
  await sql`create index messages_enquiry_idx on messages (enquiry_id, sent_at) where enquiry_id is not null`.execute(
    db,
  );
  await sql`
    create index messages_unread_enquiry_idx on messages (receiver_id, enquiry_id)
    where read_at is null and enquiry_id is not null
  `.execute(db);

  // inbox_entries: keyed by the conversation's id; booking_id or enquiry_id says which kind.
  await sql`alter table inbox_entries add column conversation_id uuid`.execute(db);
  await sql`update inbox_entries set conversation_id = booking_id`.execute(db);
  await sql`alter table inbox_entries drop constraint inbox_entries_pkey`.execute(db);
  await sql`
    alter table inbox_entries
      alter column conversation_id set not null,
      alter column booking_id drop not null,
      add column enquiry_id uuid references enquiries (id) on delete cascade,
      add primary key (user_id, conversation_id)
  `.execute(db);
  await sql`drop index inbox_entries_recent_idx`.execute(db);
  await sql`
    create index inbox_entries_recent_idx on inbox_entries (user_id, last_message_at, conversation_id)
  `.execute(db);
  await sql`
    create or replace function inbox_entries_on_message() returns trigger language plpgsql as $$
    begin
      insert into inbox_entries (user_id, conversation_id, booking_id, enquiry_id, last_message_id, last_message_at)
      select participant, coalesce(new.booking_id, new.enquiry_id), new.booking_id, new.enquiry_id, new.id, new.sent_at
      from (select distinct unnest(array[new.sender_id, new.receiver_id]) as participant) as participants
      on conflict (user_id, conversation_id) do update
        set last_message_id = excluded.last_message_id, last_message_at = excluded.last_message_at
        where (inbox_entries.last_message_at, inbox_entries.last_message_id)
          < (excluded.last_message_at, excluded.last_message_id);
      return null;
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from inbox_entries where enquiry_id is not null`.execute(db);
  await sql`
    create or replace function inbox_entries_on_message() returns trigger language plpgsql as $$
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
  await sql`drop index inbox_entries_recent_idx`.execute(db);
  await sql`alter table inbox_entries drop constraint inbox_entries_pkey`.execute(db);
  await sql`
    alter table inbox_entries
      drop column enquiry_id,
      drop column conversation_id,
      alter column booking_id set not null,
      add primary key (user_id, booking_id)
  `.execute(db);
  await sql`
    create index inbox_entries_recent_idx on inbox_entries (user_id, last_message_at, booking_id)
  `.execute(db);
  await sql`delete from messages where enquiry_id is not null`.execute(db);
  await sql`
    alter table messages
      drop constraint messages_one_conversation_check,
      drop column enquiry_id,
      alter column booking_id set not null
  `.execute(db);
  await sql`drop table enquiries`.execute(db);
  await sql`drop table activity_photos`.execute(db);
  await sql`
    alter table activities
      drop constraint activities_meeting_point_check,
      drop column included,
      drop column what_to_bring,
      drop column languages,
      drop column accessibility,
      drop column meeting_address,
      drop column meeting_latitude,
      drop column meeting_longitude
  `.execute(db);
}
