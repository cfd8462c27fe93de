import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Measured outcomes (issue 32 parts 1–3, docs/decisions/107):
// 1. activity_outcomes: what a session of an activity does, per unit of the fixed catalogue
//    (shared/src/rules/outcome-units.ts), with the expected amount per participant in hundredths;
//    shown on the activity page and cards, so a change bumps the catalogue version;
// 2. outcome_verifiers: accounts an admin granted the verifier role (beside users.role, which
//    stays 'user' | 'admin');
// 3. outcome_reports: what a session (a slot) actually achieved, as its supplier reported it, and
//    its review: submitted → queried (a question) → submitted (the answer) → verified | rejected.
//    A verified or rejected report is final; a correction is a new report naming the one it
//    corrects. With its amounts per unit and up to 5 evidence photos.

const UNITS = `'trees_planted', 'habitat_restored_m2', 'litter_removed_kg', 'paid_local_work_hours', 'local_project_usd', 'species_records'`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table activity_outcomes (
      activity_id uuid not null references activities (id) on delete cascade,
      unit text not null check (unit in (${sql.raw(UNITS)})),
      per_participant_hundredths integer not null check (per_participant_hundredths > 0),
      project_name text check (project_name is null or length(project_name) between 1 and 120),
      position smallint not null default 0,
      primary key (activity_id, unit)
    )
  `.execute(db);
  await sql`
    create trigger activity_outcomes_bump_catalogue_version
    after insert or update or delete or truncate on activity_outcomes
    for each statement execute function bump_catalogue_version()
  `.execute(db);

  await sql`
    create table outcome_verifiers (
      user_id uuid primary key references users (id) on delete cascade,
      granted_by uuid references users (id) on delete set null,
      granted_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table outcome_reports (
      id uuid primary key default gen_random_uuid(),
      availability_id uuid not null references activity_availability (id) on delete cascade,
      activity_id uuid not null references activities (id) on delete cascade,
      status text not null default 'submitted' check (status in ('submitted', 'queried', 'verified', 'rejected')),
      note text not null default '' check (length(note) <= 2000),
      corrects_id uuid references outcome_reports (id) on delete set null,
      submitted_by uuid references users (id) on delete set null,
      submitted_at timestamptz not null default now(),
      question text check (question is null or length(question) <= 1000),
      answer text check (answer is null or length(answer) <= 2000),
      reason text check (reason is null or length(reason) <= 1000),
      reviewed_by uuid references users (id) on delete set null,
      reviewed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index outcome_reports_slot_idx on outcome_reports (availability_id, created_at desc)`.execute(db);
  await sql`create index outcome_reports_status_idx on outcome_reports (status, submitted_at)`.execute(db);
  // At most one report under review per session: a correction waits until the open one is decided.
  await sql`
    create unique index outcome_reports_one_open_idx on outcome_reports (availability_id)
    where status in ('submitted', 'queried')
  `.execute(db);

  await sql`
    create table outcome_report_amounts (
      report_id uuid not null references outcome_reports (id) on delete cascade,
      unit text not null check (unit in (${sql.raw(UNITS)})),
      amount_hundredths integer not null check (amount_hundredths between 0 and 100000000),
      primary key (report_id, unit)
    )
  `.execute(db);

  await sql`
    create table outcome_report_photos (
      report_id uuid not null references outcome_reports (id) on delete cascade,
      position smallint not null check (position between 0 and 4),
      url text not null,
      primary key (report_id, position)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table outcome_report_photos`.execute(db);
  await sql`drop table outcome_report_amounts`.execute(db);
  await sql`drop table outcome_reports`.execute(db);
  await sql`drop table outcome_verifiers`.execute(db);
  await sql`drop trigger activity_outcomes_bump_catalogue_version on activity_outcomes`.execute(db);
  await sql`drop table activity_outcomes`.execute(db);
}
