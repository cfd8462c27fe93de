import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Issue 31, part 2 (docs/decisions/102): an edit of a live activity waits for review as a
// revision while the approved version stays live. `proposed` holds what travelers would read
// after approval (title, description, impact, type, cover photo and the activity page's details)
// as jsonb; at most one pending revision per activity (the supplier edits it in place).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table activity_revisions (
      id uuid primary key default gen_random_uuid(),
      activity_id uuid not null references activities (id) on delete cascade,
      proposed jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'withdrawn')),
      reason text,
      submitted_by uuid references users (id) on delete set null,
      submitted_at timestamptz not null default now(),
      decided_by uuid references users (id) on delete set null,
      decided_at timestamptz,
      check ((status = 'pending') = (decided_at is null))
    )
  `.execute(db);
  await sql`
    create unique index activity_revisions_one_pending_idx on activity_revisions (activity_id) where status = 'pending'
  `.execute(db);
  await sql`create index activity_revisions_activity_idx on activity_revisions (activity_id, submitted_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table activity_revisions`.execute(db);
}
