import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Calendars (docs/decisions/060–062):
// 1. email_outbox.attachments: files sent with a mail (an .ics on booking emails), as a jsonb
//    array of { filename, contentType, content };
// 2. email_outbox.booking_id: the booking a mail was written for, so a cancellation can delete
//    the booking's reminder that is not sent yet (in the cancel transaction);
// 3. calendar_feeds: one private iCalendar feed per account and scope (the supplier's bookings,
//    or the traveler's own), known by the SHA-256 of its secret token only.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table email_outbox add column attachments jsonb`.execute(db);
  await sql`alter table email_outbox add column booking_id uuid references bookings (id) on delete cascade`.execute(db);
  await sql`
    create index email_outbox_unsent_booking_idx on email_outbox (booking_id, kind)
    where booking_id is not null and sent_at is null
  `.execute(db);

  await sql`
    create table calendar_feeds (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      scope text not null check (scope in ('supplier', 'traveler')),
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      last_fetched_at timestamptz,
      unique (user_id, scope)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table calendar_feeds`.execute(db);
  await sql`drop index email_outbox_unsent_booking_idx`.execute(db);
  await sql`alter table email_outbox drop column booking_id`.execute(db);
  await sql`alter table email_outbox drop column attachments`.execute(db);
}
