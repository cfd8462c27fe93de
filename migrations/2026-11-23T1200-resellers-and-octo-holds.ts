import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Distribution through resellers over the OCTO API (docs/decisions/044–046):
// 1. resellers, their API keys (SHA-256 of the key only) and a log of their requests;
// 2. suppliers.distribution_opt_out: a supplier's activities hidden from every reseller;
// 3. bookings made by a reseller: which reseller, its reference, and the 'on_hold' status of a
//    reservation (holding spots until hold_expires_at) with 'expired' for one that ran out.
//    The reseller's bookings live under an account of its own (resellers.user_id), so
//    bookings.user_id stays required and the idempotency key's unique constraint
//    (user_id, idempotency_key) makes a reserve retried with the same OCTO uuid hold once.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table resellers (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(btrim(name)) between 1 and 100),
      user_id uuid not null unique references users (id) on delete restrict,
      created_at timestamptz not null default now(),
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`
    create table reseller_api_keys (
      id uuid primary key default gen_random_uuid(),
      reseller_id uuid not null references resellers (id) on delete cascade,
      key_hash text not null unique,
      key_prefix text not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`create index reseller_api_keys_reseller_idx on reseller_api_keys (reseller_id, created_at desc)`.execute(
    db,
  );
  await sql`
    create table reseller_requests (
      id bigint generated always as identity primary key,
      reseller_id uuid not null references resellers (id) on delete cascade,
      method text not null,
      path text not null,
      status integer not null,
      duration_ms double precision not null,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index reseller_requests_reseller_idx on reseller_requests (reseller_id, created_at desc)`.execute(
    db,
  );

  await sql`alter table suppliers add column distribution_opt_out boolean not null default false`.execute(db);

  await sql`alter table bookings add column reseller_id uuid references resellers (id) on delete restrict`.execute(db);
  await sql`alter table bookings add column reseller_reference text`.execute(db);
  await sql`alter table bookings add column hold_expires_at timestamptz`.execute(db);
  await sql`alter table bookings drop constraint bookings_status_check`.execute(db);
  await sql`
    alter table bookings add constraint bookings_status_check
    check (status in ('on_hold', 'expired', 'confirmed', 'cancelled', 'completed'))
  `.execute(db);
  await sql`
    alter table bookings add constraint bookings_hold_expiry
    check ((status = 'on_hold') = (hold_expires_at is not null) or status = 'expired')
  `.execute(db);
  // The expiry sweep reads only the holds, by expiry.
  await sql`create index bookings_hold_expiry_idx on bookings (hold_expires_at) where status = 'on_hold'`.execute(db);
  await sql`create index bookings_reseller_idx on bookings (reseller_id, booking_date) where reseller_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from bookings where status in ('on_hold', 'expired')`.execute(db);
  await sql`drop index bookings_reseller_idx`.execute(db);
  await sql`drop index bookings_hold_expiry_idx`.execute(db);
  await sql`alter table bookings drop constraint bookings_hold_expiry`.execute(db);
  await sql`alter table bookings drop constraint bookings_status_check`.execute(db);
  await sql`
    alter table bookings add constraint bookings_status_check check (status in ('confirmed', 'cancelled', 'completed'))
  `.execute(db);
  await sql`alter table bookings drop column hold_expires_at`.execute(db);
  await sql`alter table bookings drop column reseller_reference`.execute(db);
  await sql`alter table bookings drop column reseller_id`.execute(db);
  await sql`alter table suppliers drop column distribution_opt_out`.execute(db);
  await sql`drop table reseller_requests, reseller_api_keys, resellers`.execute(db);
}
