import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// 1. activities.place: the town or region an activity happens in, shown on its card (a supplier
//    based in one town may run activities elsewhere); null falls back to the supplier's location.
// 2. The experiences listing now shows each card's supplier and next open slot, so the catalogue
//    version that validates its response cache must also move when those change: a supplier's
//    name or location, a slot added, removed, moved or switched off, and a slot becoming full
//    or open again. A booking that leaves spots does not bump it (docs/decisions/032).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table activities add column place text`.execute(db);
  await sql`
    create trigger suppliers_bump_catalogue_version
    after update of business_name, location on suppliers
    for each statement execute function bump_catalogue_version()
  `.execute(db);
  await sql`
    create trigger activity_availability_bump_catalogue_version_rows
    after insert or delete or truncate on activity_availability
    for each statement execute function bump_catalogue_version()
  `.execute(db);
  await sql`
    create trigger activity_availability_bump_catalogue_version_offer
    after update on activity_availability
    for each row
    when (
      old.activity_id is distinct from new.activity_id
      or old.date is distinct from new.date
      or old.start_time is distinct from new.start_time
      or old.is_available is distinct from new.is_available
      or (old.available_spots > old.booked_spots) is distinct from (new.available_spots > new.booked_spots)
    )
    execute function bump_catalogue_version()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activity_availability_bump_catalogue_version_offer on activity_availability`.execute(db);
  await sql`drop trigger activity_availability_bump_catalogue_version_rows on activity_availability`.execute(db);
  await sql`drop trigger suppliers_bump_catalogue_version on suppliers`.execute(db);
  await sql`alter table activities drop column place`.execute(db);
}
