import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 31, parts 3 and 4 (docs/decisions/103):
// 1. activity_person_types: prices for the other kinds of guest. The activity's price_cents stays
//    the adult price (the spec's price); a row here adds child, youth, senior or family, with
//    the age band the supplier sets. A family ticket holds `seats` people (capacity counts seats).
// 2. booking_party: how many of each kind a booking holds, at the price charged. A booking
//    without rows is all adults (every booking made before this migration).
// 3. promo_codes: percent or fixed amount off, limited uses, dates; bookings keep the code and
//    the discount (total_price_cents is the amount after the discount).
// 4. activity_questions and booking_answers: what the supplier asks when a traveler books. An
//    answer keeps the question's label as it was asked, so a later edit never rewrites it.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table activity_person_types (
      activity_id uuid not null references activities (id) on delete cascade,
      person_type text not null check (person_type in ('child', 'youth', 'senior', 'family')),
      price_cents integer not null check (price_cents >= 0),
      min_age smallint check (min_age between 0 and 120),
      max_age smallint check (max_age between 0 and 120),
      seats smallint not null default 1 check (seats between 1 and 10),
      primary key (activity_id, person_type),
      check (min_age is null or max_age is null or min_age <= max_age),
      check (person_type = 'family' or seats = 1)
    )
  `.execute(db);

  await sql`
    create table booking_party (
      booking_id uuid not null references bookings (id) on delete cascade,
      person_type text not null check (person_type in ('adult', 'child', 'youth', 'senior', 'family')),
      quantity integer not null check (quantity >= 1),
      unit_price_cents integer not null check (unit_price_cents >= 0),
      seats smallint not null default 1 check (seats between 1 and 10),
      primary key (booking_id, person_type)
    )
  `.execute(db);

  await sql`
    create table promo_codes (
      id uuid primary key default gen_random_uuid(),
      supplier_id uuid not null references suppliers (id) on delete cascade,
      activity_id uuid references activities (id) on delete cascade,
      code text not null check (code ~ '^[A-Z0-9-]{3,30}$'),
      kind text not null check (kind in ('percent', 'fixed')),
      amount integer not null check (amount >= 1),
      max_uses integer check (max_uses >= 1),
      uses integer not null default 0 check (uses >= 0),
      valid_from date,
      valid_until date,
      created_at timestamptz not null default now(),
      archived_at timestamptz,
      check (kind <> 'percent' or amount <= 100),
      check (max_uses is null or uses <= max_uses),
      check (valid_from is null or valid_until is null or valid_from <= valid_until)
    )
  `.execute(db);
  await sql`create unique index promo_codes_supplier_code_idx on promo_codes (supplier_id, code)`.execute(db);

  await sql`
    alter table bookings
      add column promo_code_id uuid references promo_codes (id) on delete set null,
      add column discount_cents integer not null default 0 check (discount_cents >= 0)
  `.execute(db);

  await sql`
    create table activity_questions (
      id uuid primary key default gen_random_uuid(),
      activity_id uuid not null references activities (id) on delete cascade,
      position smallint not null check (position >= 0),
      kind text not null check (kind in ('text', 'choice', 'yes_no')),
      label text not null check (length(label) between 1 and 200),
      options text[] not null default '{}',
      required boolean not null default false,
      archived_at timestamptz,
      check (kind = 'choice' or cardinality(options) = 0),
      check (kind <> 'choice' or cardinality(options) between 2 and 12)
    )
  `.execute(db);
  await sql`create index activity_questions_activity_idx on activity_questions (activity_id, position)`.execute(db);

  await sql`
    create table booking_answers (
      booking_id uuid not null references bookings (id) on delete cascade,
      question_id uuid not null references activity_questions (id) on delete restrict,
      question_label text not null,
      position smallint not null,
      answer text not null check (length(answer) between 1 and 500),
      primary key (booking_id, question_id)
    )
  `.execute(db);
}
