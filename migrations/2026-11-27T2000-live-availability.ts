import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// The booking page's slot list updates live (docs/decisions/121): whenever a statement changes
// what slots have left (a booking, a cancellation, a reschedule, a reseller's or waitlist hold
// taken, confirmed or expired, a supplier changing spots or closing a slot), the same
// transaction writes one `availability.changed` event per activity it touched, with no
// audience (nothing personal in it), and announces it like every event (pg_notify on
// 'regen_events', the row as a one-event JSON array, delivered at commit).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function note_availability_change() returns trigger language plpgsql as $$
    declare
      notified integer;
    begin
      with changed as (
        select distinct n.activity_id
        from changed_new n join changed_old o on o.id = n.id
        where (n.booked_spots, n.available_spots, n.is_available, n.date, n.start_time)
          is distinct from (o.booked_spots, o.available_spots, o.is_available, o.date, o.start_time)
      ), written as (
        insert into events (type, audience, activity_id, payload)
        select 'availability.changed', '{}'::uuid[], activity_id, '{}'::jsonb from changed
        returning id, type, audience, booking_id, activity_id, payload, created_at
      )
      select count(pg_notify('regen_events', json_build_array(json_build_object('id', w.id, 'type', w.type,
        'audience', w.audience, 'bookingId', w.booking_id, 'activityId', w.activity_id,
        'payload', w.payload, 'createdAt', w.created_at))::text))
      into notified from written w;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger activity_availability_live after update on activity_availability
    referencing old table as changed_old new table as changed_new
    for each statement execute function note_availability_change()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activity_availability_live on activity_availability`.execute(db);
  await sql`drop function note_availability_change()`.execute(db);
}
