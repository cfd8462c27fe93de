import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// After the activity (issue 13, docs/decisions/048–051):
// 1. bookings.attendance: what the activity's supplier marked after the slot started, with how
//    many of the booked people came (attended) and who marked it when;
// 2. regen_points_ledger: append-only Regen Points; an attended booking credits its traveler,
//    a correction writes a compensating entry (history is never edited);
// 3. impact_receipts: one per credited booking, at an unguessable id, private by default;
// 4. trip_goals: the calculator's result a traveler saved (one current goal per traveler);
// 5. reviews: one per attended booking, with the supplier's one reply and an admin's hiding;
//    activities.review_count / review_stars_sum keep the visible reviews' aggregate beside the
//    activity so listings read it without a join.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bookings add column attendance text check (attendance in ('attended', 'no_show'))`.execute(db);
  await sql`alter table bookings add column attended_people integer`.execute(db);
  await sql`alter table bookings add column attendance_marked_at timestamptz`.execute(db);
  await sql`alter table bookings add column attendance_marked_by uuid references users (id) on delete set null`.execute(
    db,
  );
  await sql`
    alter table bookings add constraint bookings_attendance_people check (
      (attendance is null and attended_people is null)
      or (attendance = 'no_show' and attended_people is null)
      or (attendance = 'attended' and attended_people between 1 and number_of_people)
    )
  `.execute(db);

  await sql`
    create table regen_points_ledger (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      booking_id uuid not null references bookings (id) on delete cascade,
      activity_id uuid not null references activities (id) on delete cascade,
      country text not null,
      points integer not null check (points <> 0),
      reason text not null check (reason in ('attended', 'correction')),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index regen_points_ledger_user_idx on regen_points_ledger (user_id, created_at desc)`.execute(db);
  await sql`create index regen_points_ledger_booking_idx on regen_points_ledger (booking_id)`.execute(db);

  await sql`
    create table impact_receipts (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null unique references bookings (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      shared boolean not null default false,
      anonymous boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index impact_receipts_user_idx on impact_receipts (user_id)`.execute(db);

  await sql`
    create table trip_goals (
      user_id uuid primary key references users (id) on delete cascade,
      country text not null,
      days integer not null check (days between 1 and 365),
      cities integer not null check (cities between 1 and 50),
      target_points integer not null check (target_points >= 0),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table reviews (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null unique references bookings (id) on delete cascade,
      activity_id uuid not null references activities (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      stars smallint not null check (stars between 1 and 5),
      body text check (body is null or length(body) <= 1000),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      reply_text text check (reply_text is null or length(reply_text) between 1 and 1000),
      replied_at timestamptz,
      replied_by uuid references users (id) on delete set null,
      hidden_at timestamptz,
      hidden_by uuid references users (id) on delete set null,
      hidden_reason text check (hidden_reason is null or length(hidden_reason) between 1 and 500)
    )
  `.execute(db);
  await sql`create index reviews_activity_idx on reviews (activity_id, created_at desc) where hidden_at is null`.execute(
    db,
  );
  await sql`create index reviews_user_idx on reviews (user_id)`.execute(db);

  await sql`alter table activities add column review_count integer not null default 0 check (review_count >= 0)`.execute(
    db,
  );
  await sql`alter table activities add column review_stars_sum integer not null default 0 check (review_stars_sum >= 0)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table activities drop column review_stars_sum`.execute(db);
  await sql`alter table activities drop column review_count`.execute(db);
  await sql`drop table reviews`.execute(db);
  await sql`drop table trip_goals`.execute(db);
  await sql`drop table impact_receipts`.execute(db);
  await sql`drop table regen_points_ledger`.execute(db);
  await sql`alter table bookings drop constraint bookings_attendance_people`.execute(db);
  await sql`alter table bookings drop column attendance_marked_by`.execute(db);
  await sql`alter table bookings drop column attendance_marked_at`.execute(db);
  await sql`alter table bookings drop column attended_people`.execute(db);
  await sql`alter table bookings drop column attendance`.execute(db);
}
