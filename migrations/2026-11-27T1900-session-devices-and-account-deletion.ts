import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 35, "Sessions you can see" (docs/decisions/113): what /profile shows of each signed-in
// device. Only the browser and system names (parsed from the user agent, which is not kept), the
// client's network as a coarse range (/24 for IPv4, /48 for IPv6: never the full address) and
// when the session was last used (written at most once every few minutes). Null on sessions
// opened before this migration until they are next used. And "Delete my account": when an
// account was deleted (its row emptied, below).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table sessions
      add column device_browser text,
      add column device_os text,
      add column ip_range text,
      add column last_used_at timestamptz
  `.execute(db);
  // "Delete my account": the row stays (bookings a supplier keeps and reviews point at it) with
  // every personal field emptied and its address replaced, so the address can register again.
  await sql`alter table users add column deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column deleted_at`.execute(db);
  await sql`
    alter table sessions
      drop column device_browser,
      drop column device_os,
      drop column ip_range,
      drop column last_used_at
  `.execute(db);
}
