import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Photos uploaded but not yet attached to an activity. Creating or editing an activity
// claims (deletes) the row; a periodic sweep removes rows and files left unclaimed for a day.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table pending_uploads (
      key text primary key,
      supplier_id uuid not null references suppliers (id) on delete cascade,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index pending_uploads_created_at_idx on pending_uploads (created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table pending_uploads`.execute(db);
}
