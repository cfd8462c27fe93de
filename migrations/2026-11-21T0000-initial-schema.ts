import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// The complete schema for both spec documents (docs/design.md §3).

// Run statement by statement: PGlite's extended protocol takes one statement per query.
async function runStatements(db: Kysely<any>, script: string): Promise<void> {
  for (const statement of script.split(/;\s*\n/)) {
    if (statement.trim()) await sql.raw(statement).execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await runStatements(
    db,
    `
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null check (email = lower(email) and length(email) between 3 and 320),
      password_hash text not null,
      first_name text not null default '',
      last_name text not null default '',
      role text not null default 'user' check (role in ('user', 'admin')),
      email_verified_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index users_email_key on users (email);

    create table sessions (
      id text primary key,
      user_id uuid not null references users (id) on delete cascade,
      secret_hash bytea not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index sessions_user_id_idx on sessions (user_id);

    create table password_reset_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index password_reset_tokens_user_id_idx on password_reset_tokens (user_id);

    create table email_verification_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index email_verification_tokens_user_id_idx on email_verification_tokens (user_id);

    create table suppliers (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      business_name text not null,
      contact_person text not null,
      email text not null,
      phone text,
      location text not null,
      website text,
      years_in_operation integer check (years_in_operation between 0 and 500),
      activity_type text not null,
      description text not null,
      impact text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table travelers (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique references users (id) on delete cascade,
      created_at timestamptz not null default now()
    );

    create table activities (
      id uuid primary key default gen_random_uuid(),
      -- restrict: a supplier with activities cannot vanish from under them
      supplier_id uuid not null references suppliers (id) on delete restrict,
      title text not null check (length(title) between 1 and 100),
      description text not null,
      impact_description text not null,
      country text not null,
      impact_category text not null check (impact_category in ('environmental', 'social')),
      activity_type text not null,
      price_cents integer not null check (price_cents >= 0),
      duration_hours double precision not null check (duration_hours >= 1),
      max_participants integer not null check (max_participants >= 1),
      photo_url text,
      regen_points_override integer check (regen_points_override >= 0),
      effort text,
      time_zone text not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      rejection_reason text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index activities_listing_idx on activities (country, status, created_at desc);
    create index activities_supplier_idx on activities (supplier_id, created_at desc);
    create index activities_status_idx on activities (status, created_at desc);

    create table activity_status_changes (
      id uuid primary key default gen_random_uuid(),
      activity_id uuid not null references activities (id) on delete cascade,
      changed_by uuid references users (id) on delete set null,
      from_status text not null,
      to_status text not null,
      reason text,
      created_at timestamptz not null default now()
    );
    create index activity_status_changes_activity_idx on activity_status_changes (activity_id, created_at);

    create table activity_availability (
      id uuid primary key default gen_random_uuid(),
      activity_id uuid not null references activities (id) on delete cascade,
      date date not null,
      start_time time not null,
      end_time time not null,
      available_spots integer not null check (available_spots >= 1),
      booked_spots integer not null default 0 check (booked_spots >= 0),
      is_available boolean not null default true,
      created_at timestamptz not null default now(),
      -- the last line of defence against overbooking (docs/design.md §4)
      constraint activity_availability_capacity check (booked_spots <= available_spots),
      constraint activity_availability_times check (end_time > start_time),
      constraint activity_availability_slot_key unique (activity_id, date, start_time)
    );
    create index activity_availability_date_idx on activity_availability (date, activity_id);

    create table bookings (
      id uuid primary key default gen_random_uuid(),
      -- restrict: deleting an account or an activity never silently deletes a traveler's booking
      user_id uuid not null references users (id) on delete restrict,
      activity_id uuid not null references activities (id) on delete restrict,
      availability_id uuid not null references activity_availability (id) on delete restrict,
      customer_name text not null,
      customer_email text not null,
      customer_phone text not null,
      booking_date date not null,
      booking_time time not null,
      number_of_people integer not null check (number_of_people >= 1),
      total_price_cents integer not null check (total_price_cents >= 0),
      credit_card_last4 text,
      payment_status text not null default 'pending' check (payment_status in ('pending', 'completed', 'failed')),
      status text not null default 'confirmed' check (status in ('confirmed', 'cancelled', 'completed')),
      special_requests text,
      cancellation_reason text,
      cancelled_at timestamptz,
      cancelled_by uuid references users (id) on delete set null,
      cancellation_deadline timestamptz not null,
      idempotency_key text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint bookings_idempotency_key unique (user_id, idempotency_key)
    );
    create index bookings_user_idx on bookings (user_id, created_at desc);
    create index bookings_activity_idx on bookings (activity_id, booking_date, booking_time);
    create index bookings_availability_idx on bookings (availability_id);

    create table messages (
      id uuid primary key default gen_random_uuid(),
      booking_id uuid not null references bookings (id) on delete cascade,
      sender_id uuid not null references users (id) on delete cascade,
      receiver_id uuid not null references users (id) on delete cascade,
      message_text text not null check (length(btrim(message_text)) between 1 and 2000),
      sent_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index messages_booking_idx on messages (booking_id, sent_at);
    create index messages_unread_idx on messages (receiver_id, booking_id) where read_at is null;

    create table email_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      kind text not null,
      created_at timestamptz not null default now(),
      send_after timestamptz not null default now(),
      sent_at timestamptz,
      failed_at timestamptz,
      attempts integer not null default 0,
      last_error text
    );
    create index email_outbox_pending_idx on email_outbox (send_after) where sent_at is null and failed_at is null;

    create table events (
      id bigint generated always as identity primary key,
      type text not null,
      -- the users allowed to receive this event; subscriptions filter on it
      audience uuid[] not null,
      booking_id uuid,
      activity_id uuid,
      payload jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
    create index events_created_at_idx on events (created_at);

    create table newsletter_subscriptions (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      source text,
      created_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    drop table newsletter_subscriptions, events, email_outbox, messages, bookings,
      activity_availability, activity_status_changes, activities, travelers, suppliers,
      email_verification_tokens, password_reset_tokens, sessions, users;
  `.execute(db);
}
