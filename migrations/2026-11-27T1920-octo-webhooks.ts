import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// OCTO's webhooks (docs/decisions/115): a reseller's registered URLs, the changes noted by
// triggers in the writer's transaction, and the deliveries (an outbox) a worker sends, signs
// and retries.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table octo_webhooks (
      id uuid primary key default gen_random_uuid(),
      reseller_id uuid not null references resellers (id) on delete cascade,
      event text not null check (event in ('booking_update', 'availability_update', 'product_update')),
      url text not null check (length(url) <= 2000),
      -- The HMAC key of its deliveries' signature: shown once, when the webhook is created.
      secret text not null,
      capabilities text[] not null default '{}',
      created_at timestamptz not null default now(),
      deleted_at timestamptz
    )
  `.execute(db);
  await sql`create index octo_webhooks_reseller_idx on octo_webhooks (reseller_id)`.execute(db);
  await sql`create index octo_webhooks_live_event_idx on octo_webhooks (event) where deleted_at is null`.execute(db);

  // One row per thing changed per transaction (the unique index folds repeated writes of one
  // transaction into one change); the worker turns them into deliveries and deletes them.
  await sql`
    create table octo_notification_changes (
      id bigint generated always as identity primary key,
      kind text not null check (kind in ('booking', 'availability', 'product')),
      subject uuid not null,
      activity_id uuid not null,
      slot_local_start timestamp,
      tx bigint not null default txid_current(),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create unique index octo_notification_changes_once_idx on octo_notification_changes (kind, subject, tx)`.execute(
    db,
  );

  await sql`
    create table octo_webhook_deliveries (
      id bigint generated always as identity primary key,
      webhook_id uuid not null references octo_webhooks (id) on delete cascade,
      reseller_id uuid not null references resellers (id) on delete cascade,
      event text not null,
      body text not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      last_error text,
      last_status integer,
      next_attempt_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      delivered_at timestamptz,
      failed_at timestamptz
    )
  `.execute(db);
  await sql`create index octo_webhook_deliveries_due_idx on octo_webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  await sql`create index octo_webhook_deliveries_reseller_idx on octo_webhook_deliveries (reseller_id, id desc)`.execute(
    db,
  );
  await sql`create index octo_webhook_deliveries_webhook_idx on octo_webhook_deliveries (webhook_id)`.execute(db);

  // A reseller's booking changed (made, confirmed, moved, cancelled, on any channel).
  await sql`
    create function octo_note_booking_change() returns trigger language plpgsql as $$
    begin
      if new.reseller_id is not null
        and (tg_op = 'INSERT' or new is distinct from old)
        and exists (select 1 from octo_webhooks w where w.reseller_id = new.reseller_id
          and w.event = 'booking_update' and w.deleted_at is null) then
        insert into octo_notification_changes (kind, subject, activity_id)
        values ('booking', new.id, new.activity_id)
        on conflict do nothing;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger bookings_octo_notification after insert or update on bookings
    for each row execute function octo_note_booking_change()
  `.execute(db);

  // A slot's spots, opening or times changed, or the slot was added or removed.
  await sql`
    create function octo_note_availability_change() returns trigger language plpgsql as $$
    declare
      slot activity_availability;
    begin
      if tg_op = 'DELETE' then slot := old; else slot := new; end if;
      if tg_op = 'UPDATE' and new.booked_spots = old.booked_spots and new.available_spots = old.available_spots
        and new.is_available = old.is_available and new.date = old.date and new.start_time = old.start_time
        and new.end_time = old.end_time then
        return null;
      end if;
      if exists (select 1 from octo_webhooks w where w.event = 'availability_update' and w.deleted_at is null) then
        insert into octo_notification_changes (kind, subject, activity_id, slot_local_start)
        values ('availability', slot.id, slot.activity_id, slot.date + slot.start_time)
        on conflict do nothing;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger activity_availability_octo_notification after insert or update or delete on activity_availability
    for each row execute function octo_note_availability_change()
  `.execute(db);

  // What a product shows changed (an approved edit, a status change); review counts are not.
  await sql`
    create function octo_note_product_change() returns trigger language plpgsql as $$
    begin
      if (to_jsonb(new) - 'review_count' - 'review_stars_sum' - 'updated_at' - 'search_document')
          is distinct from (to_jsonb(old) - 'review_count' - 'review_stars_sum' - 'updated_at' - 'search_document')
        and exists (select 1 from octo_webhooks w where w.event = 'product_update' and w.deleted_at is null) then
        insert into octo_notification_changes (kind, subject, activity_id)
        values ('product', new.id, new.id)
        on conflict do nothing;
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger activities_octo_notification after update on activities
    for each row execute function octo_note_product_change()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activities_octo_notification on activities`.execute(db);
  await sql`drop function octo_note_product_change()`.execute(db);
  await sql`drop trigger activity_availability_octo_notification on activity_availability`.execute(db);
  await sql`drop function octo_note_availability_change()`.execute(db);
  await sql`drop trigger bookings_octo_notification on bookings`.execute(db);
  await sql`drop function octo_note_booking_change()`.execute(db);
  await sql`drop table octo_webhook_deliveries`.execute(db);
  await sql`drop table octo_notification_changes`.execute(db);
  await sql`drop table octo_webhooks`.execute(db);
}
