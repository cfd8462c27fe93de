import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// A counter bumped by every statement that writes activities, in the writer's transaction.
// The public listing's response cache compares it to decide whether a stored answer is
// still current, so a change is visible on every instance as soon as it commits.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table catalogue_version (
      id boolean primary key default true check (id),
      version bigint not null default 0
    )
  `.execute(db);
  await sql`insert into catalogue_version default values`.execute(db);
  await sql`
    create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      update catalogue_version set version = version + 1;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger activities_bump_catalogue_version
    after insert or update or delete or truncate on activities
    for each statement execute function bump_catalogue_version()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activities_bump_catalogue_version on activities`.execute(db);
  await sql`drop function bump_catalogue_version()`.execute(db);
  await sql`drop table catalogue_version`.execute(db);
}
