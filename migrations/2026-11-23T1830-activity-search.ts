import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Search across all destinations (issue 14, docs/decisions/068): a full-text document of each
// activity's title (weight A) and description (weight B), kept by PostgreSQL itself as a stored
// generated column, and a GIN index over the live (approved) activities' documents, the only
// ones a search reads. Both work the same on PGlite. And for "the next open slot" of each
// activity (search, listing): the slots on offer in date order with their spots, so the first
// one with room is found in the index alone, without visiting the table (an index-only scan
// that stops at the first match).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table activities add column search_document tsvector generated always as (
      setweight(to_tsvector('english'::regconfig, title), 'A')
      || setweight(to_tsvector('english'::regconfig, description), 'B')
    ) stored
  `.execute(db);
  await sql`
    create index activities_search_document_idx on activities using gin (search_document) where status = 'approved'
  `.execute(db);
  await sql`
    create index activity_availability_open_idx on activity_availability (activity_id, date, start_time)
      include (available_spots, booked_spots) where is_available
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index activity_availability_open_idx`.execute(db);
  await sql`drop index activities_search_document_idx`.execute(db);
  await sql`alter table activities drop column search_document`.execute(db);
}
