import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// OCTO test keys (docs/decisions/114): a reseller's API key is live or test. A test key's
// bookings live in a table of their own, octo_test_bookings, which no other part of the app reads:
// they never take spots from a slot (booked_spots), and the supplier's lists, counts, emails,
// manifest, attendance and reviews never see them. Its columns are a booking's, as OCTO shows it.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table reseller_api_keys
      add column mode text not null default 'live' check (mode in ('live', 'test'))
  `.execute(db);
  await sql`
    create table octo_test_bookings (
      id uuid primary key default gen_random_uuid(),
      reseller_id uuid not null references resellers (id) on delete cascade,
      idempotency_key text not null check (char_length(idempotency_key) <= 200),
      activity_id uuid not null references activities (id) on delete cascade,
      availability_id uuid not null references activity_availability (id) on delete cascade,
      status text not null check (status in ('on_hold', 'confirmed', 'cancelled', 'expired')),
      number_of_people integer not null check (number_of_people between 1 and 1000),
      total_price_cents integer not null check (total_price_cents >= 0),
      party jsonb not null default '[]',
      answers jsonb not null default '[]',
      reseller_reference text check (char_length(reseller_reference) <= 200),
      customer_name text not null default '' check (char_length(customer_name) <= 200),
      customer_email text not null default '' check (char_length(customer_email) <= 320),
      customer_phone text not null default '' check (char_length(customer_phone) <= 50),
      contact_first_name text check (char_length(contact_first_name) <= 200),
      contact_last_name text check (char_length(contact_last_name) <= 200),
      contact_country text check (char_length(contact_country) <= 2),
      contact_postal_code text check (char_length(contact_postal_code) <= 20),
      contact_locales text[] not null default '{}' check (cardinality(contact_locales) <= 20),
      contact_notes text check (char_length(contact_notes) <= 1000),
      special_requests text check (char_length(special_requests) <= 1000),
      cancellation_deadline timestamptz not null,
      hold_expires_at timestamptz,
      cancellation_reason text,
      cancelled_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (reseller_id, idempotency_key)
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table octo_test_bookings`.execute(db);
  await sql`alter table reseller_api_keys drop column mode`.execute(db);
}
