import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 32 parts 3 and 4 (docs/decisions/106):
// 1. impact_ledger: the public, append-only chain. Every credit of Regen Points (a row of
//    regen_points_ledger) and every verifier's decision on a measured outcome is one entry with a
//    gapless serial and a SHA-256 over its canonical content and the previous entry's hash. It
//    holds no account id and no foreign key to anything a person can delete: a traveler appears
//    only as a pseudonym. UPDATE, DELETE and TRUNCATE are refused by triggers. Two entries can
//    never share a prev_hash (unique): a fork is impossible even for a writer that skips the lock.
// 2. impact_ledger_head: one row, the chain's last serial and hash; appends lock it (for update),
//    so concurrent credits append one after the other.
// 3. ledger_pseudonyms: the account behind a pseudonym, deleted with the account (after which the
//    entries stay, and nobody can tell whose they were).
// 4. impact_ledger_bookings: which booking (and which regen_points_ledger row) an entry credits;
//    private, deleted with the booking, never part of a hash.
// 5. regen_points_ledger: UPDATE refused, DELETE refused unless it cascades from deleting its
//    account, booking or activity (pg_trigger_depth() > 1: a foreign key's action runs inside a trigger).
// 6. self_reported_actions: suggested actions a traveler says they practised (issue 32 part 3);
//    never Regen Points credited, never in the chain.
// Existing regen_points_ledger rows are chained here in their order (id), dated by created_at.

const GENESIS = '0'.repeat(64);

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table impact_ledger (
      serial bigint primary key check (serial >= 1),
      kind text not null check (kind in ('attended', 'correction', 'outcome_verified', 'outcome_queried', 'outcome_rejected')),
      recorded_at timestamptz not null,
      country text not null,
      activity_id uuid not null,
      traveler uuid,
      points integer not null,
      participants integer check (participants is null or participants >= 1),
      corrects bigint references impact_ledger (serial),
      outcome_id text,
      unit text,
      amount_hundredths bigint,
      reviewer text,
      prev_hash text not null unique check (prev_hash ~ '^[0-9a-f]{64}$'),
      hash text not null unique check (hash ~ '^[0-9a-f]{64}$'),
      check (corrects is null or corrects < serial),
      check (kind <> 'correction' or corrects is not null),
      check ((kind in ('attended', 'correction')) = (outcome_id is null))
    )
  `.execute(db);
  await sql`create index impact_ledger_country_idx on impact_ledger (country, serial desc)`.execute(db);
  await sql`create index impact_ledger_activity_idx on impact_ledger (activity_id, serial desc)`.execute(db);
  await sql`create index impact_ledger_unit_idx on impact_ledger (unit, serial desc) where unit is not null`.execute(
    db,
  );
  await sql`create index impact_ledger_outcome_idx on impact_ledger (outcome_id, serial desc) where outcome_id is not null`.execute(
    db,
  );

  await sql`
    create function impact_ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'impact_ledger is append-only: % refused', tg_op using errcode = 'P0001';
    end;
    $$
  `.execute(db);
  await sql`
    create trigger impact_ledger_append_only before update or delete on impact_ledger
    for each row execute function impact_ledger_refuse_change()
  `.execute(db);
  await sql`
    create trigger impact_ledger_no_truncate before truncate on impact_ledger
    for each statement execute function impact_ledger_refuse_change()
  `.execute(db);

  await sql`
    create table impact_ledger_head (
      id boolean primary key default true check (id),
      serial bigint not null check (serial >= 0),
      hash text not null check (hash ~ '^[0-9a-f]{64}$')
    )
  `.execute(db);

  await sql`
    create table ledger_pseudonyms (
      user_id uuid primary key references users (id) on delete cascade,
      pseudonym uuid not null unique default gen_random_uuid()
    )
  `.execute(db);

  await sql`
    create table impact_ledger_bookings (
      serial bigint primary key references impact_ledger (serial),
      booking_id uuid not null references bookings (id) on delete cascade,
      points_entry_id bigint unique references regen_points_ledger (id) on delete cascade
    )
  `.execute(db);
  await sql`create index impact_ledger_bookings_booking_idx on impact_ledger_bookings (booking_id, serial desc)`.execute(
    db,
  );

  await sql`
    create function regen_points_ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' and pg_trigger_depth() > 1 then
        return old;
      end if;
      raise exception 'regen_points_ledger is append-only: % refused', tg_op using errcode = 'P0001';
    end;
    $$
  `.execute(db);
  await sql`
    create trigger regen_points_ledger_append_only before update or delete on regen_points_ledger
    for each row execute function regen_points_ledger_refuse_change()
  `.execute(db);

  await sql`
    create table self_reported_actions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      country text not null,
      action_number integer not null check (action_number between 1 and 50),
      action_title text not null check (length(action_title) between 1 and 300),
      days integer not null check (days between 1 and 60),
      points_per_day integer not null check (points_per_day between 0 and 10000),
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index self_reported_actions_user_idx on self_reported_actions (user_id, created_at desc)`.execute(
    db,
  );

  await backfill(db);
}

interface CreditRow {
  id: number | string;
  user_id: string;
  booking_id: string;
  activity_id: string;
  country: string;
  points: number;
  reason: 'attended' | 'correction';
  recorded_at: Date | string;
  per_person: number | string;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Chains the credits written before this migration, with the same canonical form as the server's. */
async function backfill(db: Kysely<any>): Promise<void> {
  await sql`insert into ledger_pseudonyms (user_id) select distinct user_id from regen_points_ledger`.execute(db);
  const { rows } = await sql<CreditRow>`
    select l.id, l.user_id, l.booking_id, l.activity_id, l.country, l.points, l.reason,
           date_trunc('milliseconds', l.created_at) as recorded_at,
           coalesce(a.regen_points_override, round(a.duration_hours * 150))::int as per_person
    from regen_points_ledger l
    join activities a on a.id = l.activity_id
    order by l.id
  `.execute(db);
  const { rows: names } = await sql<{ user_id: string; pseudonym: string }>`
    select user_id, pseudonym from ledger_pseudonyms
  `.execute(db);
  const pseudonyms = new Map(names.map((n) => [n.user_id, n.pseudonym]));

  let prevHash = GENESIS;
  let serial = 0;
  const lastOfBooking = new Map<string, { serial: number; sum: number }>();
  for (const row of rows) {
    serial += 1;
    const before = lastOfBooking.get(row.booking_id);
    const sum = (before?.sum ?? 0) + Number(row.points);
    const perPerson = Number(row.per_person);
    const participants = sum > 0 && perPerson > 0 && sum % perPerson === 0 ? sum / perPerson : null;
    const kind = before ? 'correction' : 'attended';
    const recordedAt = new Date(row.recorded_at).toISOString();
    const entry = {
      v: 1,
      serial,
      kind,
      recordedAt,
      country: row.country,
      activityId: row.activity_id,
      traveler: pseudonyms.get(row.user_id) ?? null,
      points: Number(row.points),
      participants,
      corrects: before?.serial ?? null,
      outcomeId: null,
      unit: null,
      amountHundredths: null,
      reviewer: null,
      prevHash,
    };
    const hash = await sha256Hex(JSON.stringify(entry));
    await sql`
      insert into impact_ledger (serial, kind, recorded_at, country, activity_id, traveler, points, participants, corrects, prev_hash, hash)
      values (${serial}, ${kind}, ${recordedAt}::timestamptz, ${entry.country}, ${entry.activityId}, ${entry.traveler},
              ${entry.points}, ${participants}, ${entry.corrects}, ${prevHash}, ${hash})
    `.execute(db);
    await sql`
      insert into impact_ledger_bookings (serial, booking_id, points_entry_id) values (${serial}, ${row.booking_id}, ${row.id})
    `.execute(db);
    lastOfBooking.set(row.booking_id, { serial, sum });
    prevHash = hash;
  }
  await sql`insert into impact_ledger_head (id, serial, hash) values (true, ${serial}, ${prevHash})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table self_reported_actions`.execute(db);
  await sql`drop trigger regen_points_ledger_append_only on regen_points_ledger`.execute(db);
  await sql`drop function regen_points_ledger_refuse_change()`.execute(db);
  await sql`drop table impact_ledger_bookings`.execute(db);
  await sql`drop table ledger_pseudonyms`.execute(db);
  await sql`drop table impact_ledger_head`.execute(db);
  await sql`drop trigger impact_ledger_no_truncate on impact_ledger`.execute(db);
  await sql`drop trigger impact_ledger_append_only on impact_ledger`.execute(db);
  await sql`drop table impact_ledger`.execute(db);
  await sql`drop function impact_ledger_refuse_change()`.execute(db);
}
