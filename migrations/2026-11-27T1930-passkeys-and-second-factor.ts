import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 35, "Accounts people trust" (docs/decisions/116): passkeys as a way to sign in, and a
// second factor (an authenticator app's codes or a passkey) with one-time recovery codes.

export async function up(db: Kysely<any>): Promise<void> {
  // A WebAuthn credential: the public key and signature counter the browser registered.
  await sql`
    create table passkeys (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      credential_id text not null unique,
      public_key bytea not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      device_type text not null,
      backed_up boolean not null,
      name text not null check (char_length(name) between 1 and 60),
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )
  `.execute(db);
  await sql`create index passkeys_user_idx on passkeys (user_id)`.execute(db);
  // One authenticator app per account; unconfirmed until the first code from it is entered.
  // last_used_step is the last 30-second step whose code was accepted: no code is used twice.
  await sql`
    create table totp_authenticators (
      user_id uuid primary key references users (id) on delete cascade,
      secret text not null,
      confirmed_at timestamptz,
      last_used_step bigint,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  // SHA-256 of each one-time recovery code; a used code keeps its row (used_at) until regenerated.
  await sql`
    create table recovery_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      unique (user_id, code_hash)
    )
  `.execute(db);
  // WebAuthn challenges, kept by the server: each is taken (deleted) by its one answer.
  await sql`
    create table webauthn_challenges (
      id text primary key,
      challenge text not null,
      purpose text not null check (purpose in ('register', 'sign_in', 'second_step')),
      user_id uuid references users (id) on delete cascade,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index webauthn_challenges_expiry_idx on webauthn_challenges (expires_at)`.execute(db);
  // A password sign-in waiting for its second step: no session until the second factor is given.
  await sql`
    create table pending_sign_ins (
      id text primary key,
      secret_hash bytea not null,
      user_id uuid not null references users (id) on delete cascade,
      failed_attempts integer not null default 0,
      expires_at timestamptz not null
    )
  `.execute(db);
  // When the session proved a second factor (a passkey sign-in, the second step, or enrolling one).
  await sql`alter table sessions add column second_factor_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table sessions drop column second_factor_at`.execute(db);
  await sql`drop table pending_sign_ins`.execute(db);
  await sql`drop table webauthn_challenges`.execute(db);
  await sql`drop table recovery_codes`.execute(db);
  await sql`drop table totp_authenticators`.execute(db);
  await sql`drop table passkeys`.execute(db);
}
