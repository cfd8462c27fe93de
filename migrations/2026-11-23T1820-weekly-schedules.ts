import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Weekly schedules (issue 15, docs/decisions/058–059):
// 1. activity_schedules: weekdays (ISO 1 = Monday … 7 = Sunday) × start and end time × spots,
//    valid from a date until a date, generating an activity's slots; several per activity.
// 2. activity_schedule_exceptions: one per schedule and date: the date closed, or its times and
//    spots changed; generation applies them.
// 3. activity_availability.schedule_id: the schedule a slot was generated from (null: added by
//    hand, or its schedule was deleted while the slot had bookings).
// The unique key generation relies on, activity_availability_slot_key (activity_id, date,
// start_time), exists since the initial schema, so nothing about existing slots changes.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table activity_schedules (
      id uuid primary key default gen_random_uuid(),
      activity_id uuid not null references activities (id) on delete cascade,
      label text not null check (char_length(label) between 1 and 40),
      weekdays smallint[] not null,
      start_time time not null,
      end_time time not null,
      spots integer not null check (spots >= 1),
      valid_from date not null,
      valid_until date not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint activity_schedules_times check (end_time > start_time),
      constraint activity_schedules_dates check (valid_until >= valid_from),
      constraint activity_schedules_weekdays check (
        cardinality(weekdays) between 1 and 7 and weekdays <@ array[1, 2, 3, 4, 5, 6, 7]::smallint[]
      )
    )
  `.execute(db);
  await sql`create index activity_schedules_activity_idx on activity_schedules (activity_id, valid_from)`.execute(db);

  await sql`
    create table activity_schedule_exceptions (
      schedule_id uuid not null references activity_schedules (id) on delete cascade,
      date date not null,
      kind text not null check (kind in ('closed', 'changed')),
      start_time time,
      end_time time,
      spots integer,
      created_at timestamptz not null default now(),
      primary key (schedule_id, date),
      constraint activity_schedule_exceptions_change check (
        (kind = 'closed' and start_time is null and end_time is null and spots is null)
        or (kind = 'changed' and end_time > start_time and spots >= 1)
      )
    )
  `.execute(db);

  await sql`
    alter table activity_availability
    add column schedule_id uuid references activity_schedules (id) on delete set null
  `.execute(db);
  await sql`
    create index activity_availability_schedule_idx on activity_availability (schedule_id, date)
    where schedule_id is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index activity_availability_schedule_idx`.execute(db);
  await sql`alter table activity_availability drop column schedule_id`.execute(db);
  await sql`drop table activity_schedule_exceptions`.execute(db);
  await sql`drop table activity_schedules`.execute(db);
}
