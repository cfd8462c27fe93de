import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// 'archived': an activity its supplier deleted while bookings of it are on record. The row
// stays so travelers' booking history keeps its activity; it is gone from every list.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table activities drop constraint activities_status_check`.execute(db);
  await sql`
    alter table activities add constraint activities_status_check
      check (status in ('pending', 'approved', 'rejected', 'archived'))
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from activities where status = 'archived'`.execute(db);
  await sql`alter table activities drop constraint activities_status_check`.execute(db);
  await sql`
    alter table activities add constraint activities_status_check
      check (status in ('pending', 'approved', 'rejected'))
  `.execute(db);
}
