import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 31, parts 5 and 7 (docs/decisions/104):
// 1. Payment on site: the supplier marks a booking paid (cash, card or transfer); payment_status
//    stays meaningful ('completed' once paid) and paid_at / paid_by say when and by whom.
// 2. app_secrets: the key that signs booking tickets when TICKET_SECRET is not configured, made
//    once by the first server and shared by every instance on the database.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table bookings
      add column payment_method text check (payment_method in ('cash', 'card', 'transfer')),
      add column paid_at timestamptz,
      add column paid_by uuid references users (id) on delete set null,
      add constraint bookings_paid_check check ((payment_method is null) = (paid_at is null))
  `.execute(db);
  await sql`
    create table app_secrets (
      name text primary key,
      secret text not null check (length(secret) >= 32),
      created_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table app_secrets`.execute(db);
  await sql`
    alter table bookings
      drop constraint bookings_paid_check,
      drop column paid_by,
      drop column paid_at,
      drop column payment_method
  `.execute(db);
}
