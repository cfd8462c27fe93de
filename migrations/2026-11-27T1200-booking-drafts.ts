import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// A booking form left for the sign-up detour, kept on the server (docs/decisions/093): owned
// by an opaque browser token (only its SHA-256 hash stored) until an account claims it, then by
// the account alone; one per account; gone after `expires_at`. Every text is bounded here as in
// the procedure's input. `users.last_signed_in_at` tells a first sign-in from a return.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table booking_drafts (
      id uuid primary key default gen_random_uuid(),
      token_hash text not null unique check (char_length(token_hash) = 64),
      user_id uuid references users (id) on delete cascade,
      activity_id text not null check (char_length(activity_id) between 1 and 100),
      return_path text not null check (char_length(return_path) between 1 and 512 and left(return_path, 1) = '/'),
      slot_date text check (slot_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
      availability_id text not null default '' check (char_length(availability_id) <= 100),
      number_of_people integer not null default 1 check (number_of_people between 1 and 1000),
      customer_name text not null default '' check (char_length(customer_name) <= 200),
      customer_email text not null default '' check (char_length(customer_email) <= 320),
      customer_phone text not null default '' check (char_length(customer_phone) <= 30),
      special_requests text not null default '' check (char_length(special_requests) <= 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create unique index booking_drafts_user_idx on booking_drafts (user_id) where user_id is not null`.execute(
    db,
  );
  await sql`create index booking_drafts_expires_at_idx on booking_drafts (expires_at)`.execute(db);
  await sql`alter table users add column last_signed_in_at timestamptz`.execute(db);
  // Accounts that have signed in before (a session on record) are returning users already.
  await sql`
    update users set last_signed_in_at = s.last_created
    from (select user_id, max(created_at) as last_created from sessions group by user_id) s
    where s.user_id = users.id
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column last_signed_in_at`.execute(db);
  await sql`drop table booking_drafts`.execute(db);
}
