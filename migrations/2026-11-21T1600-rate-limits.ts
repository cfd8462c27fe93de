import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Rate-limit counters shared by every server instance: one fixed window per key
// ('ip|auth.signIn|127.0.0.1', 'email|signIn|ada@example.test', …).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null
    )
  `.execute(db);
  await sql`create index rate_limits_window_start_idx on rate_limits (window_start)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
