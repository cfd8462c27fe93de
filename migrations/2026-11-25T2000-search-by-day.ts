import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// A search for a date (docs/decisions/078) reads that day's slots in the order of
// (activity_id, start_time) with what decides whether each is open, from the index alone, and
// joins each to its live activity's zone from a second index, so neither table is visited:
// 1. activity_availability_day_idx replaces activity_availability_date_idx (date, activity_id),
//    its prefix, so every lookup by date keeps its index. booked_spots was already in an index
//    (activity_availability_open_idx), so a booking's update was never a HOT update; this one
//    only replaces an entry it wrote already.
// 2. activities_live_zone_idx: the live (approved) activities' ids with their zone, in id order,
//    for a merge join with the day's slots.

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index activity_availability_day_idx on activity_availability (date, activity_id, start_time)
      include (is_available, available_spots, booked_spots)
  `.execute(db);
  await sql`drop index activity_availability_date_idx`.execute(db);
  await sql`
    create index activities_live_zone_idx on activities (id) include (time_zone) where status = 'approved'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index activities_live_zone_idx`.execute(db);
  await sql`create index activity_availability_date_idx on activity_availability (date, activity_id)`.execute(db);
  await sql`drop index activity_availability_day_idx`.execute(db);
}
