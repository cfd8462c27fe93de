// The inbox of a supplier with 2,000 conversations under 50 concurrent connections on real
// PostgreSQL, beside its bare baseline in the same run: the page's one statement (issue 15),
// captured from the inbox service, served by node:http + pg (docs/design.md §10: p99 ≤ 1.5× the
// baseline's). Bounded in time, 127.0.0.1 only; the load runs in a worker thread.
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import { POSTGRES_POOL_SIZE } from '../../server/src/db/database.ts';
import type { DB } from '../../server/src/db/schema.ts';
import { createSession, sessionCookieName } from '../../server/src/modules/auth/index.ts';
import { listInbox } from '../../server/src/modules/inbox/index.ts';
import {
  benchConfig,
  benchPool,
  compareWithBare,
  createBenchDatabase,
  reportRows,
  startBareServer,
  startBenchApp,
} from './lib.ts';

const CONVERSATIONS = 2_000;
const TRAVELERS = 400;

/** A supplier, one activity, 40 slots, 2,000 bookings by 400 travelers, 3 messages each (one unread in three). */
async function setUp(db: Kysely<DB>) {
  const owner = await db
    .insertInto('users')
    .values({ email: 'bench-inbox-supplier@bench.test', password_hash: 'x', first_name: 'Ina', last_name: 'Box' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    with supplier as (
      insert into suppliers (user_id, business_name, contact_person, email, location, activity_type, description)
      values (${owner.id}, 'Bench Inbox Tours', 'Ina Box', 'bench-inbox-supplier@bench.test', 'Ljubljana, Slovenia',
        'Environmental', 'Benchmarks')
      returning id
    ), activity as (
      insert into activities (supplier_id, title, description, impact_description, country, impact_category,
        activity_type, price_cents, duration_hours, max_participants, effort, time_zone, status)
      select id, 'Bench Meadow Day', 'A benchmark activity.', 'None', 'Slovenia', 'environmental', 'Environmental',
        5000, 3, 60, 'Low', 'Europe/Ljubljana', 'approved' from supplier
      returning id
    )
    insert into activity_availability (activity_id, date, start_time, end_time, available_spots, booked_spots)
    select activity.id, current_date + 10 + g, '09:00', '12:00', 60, 50 from activity, generate_series(1, 40) g
  `.execute(db);
  await sql`
    insert into users (email, password_hash, first_name, last_name)
    select 'bench-inbox-traveler-' || g || '@bench.test', 'x', 'Traveler', 'Number ' || g
    from generate_series(1, ${TRAVELERS}) g
  `.execute(db);
  await sql`
    with slots as (select id, date, start_time, activity_id, row_number() over (order by date) - 1 as n from activity_availability),
    travelers as (select id, row_number() over (order by email) - 1 as n from users where email like 'bench-inbox-traveler-%')
    insert into bookings (user_id, activity_id, availability_id, customer_name, customer_email, customer_phone,
      booking_date, booking_time, number_of_people, total_price_cents, cancellation_deadline)
    select t.id, s.activity_id, s.id, 'Guest ' || g, 'guest' || g || '@bench.test', '+1 555 0100', s.date,
      s.start_time, 1, 5000, s.date - 1
    from generate_series(0, ${CONVERSATIONS - 1}) g
    join travelers t on t.n = g % ${TRAVELERS}
    join slots s on s.n = g % 40
  `.execute(db);
  // Three messages per conversation, minutes apart; the traveler's last one is unread in one
  // conversation in three. The trigger on messages fills inbox_entries.
  await sql`
    insert into messages (booking_id, sender_id, receiver_id, message_text, sent_at, read_at)
    select b.id,
      case when k = 2 then ${owner.id}::uuid else b.user_id end,
      case when k = 2 then b.user_id else ${owner.id}::uuid end,
      'Benchmark message ' || k || ' about the meadow day: is there anything we should bring along?',
      now() - make_interval(mins => (row_number() over (order by b.id))::int * 5 - k),
      case when k = 3 and (row_number() over (order by b.id)) % 3 = 0 then null else now() end
    from bookings b cross join generate_series(1, 3) k
  `.execute(db);
  await sql`analyze`.execute(db);
  return owner.id;
}

export async function benchInbox(seconds = Number(process.env.BENCH_SECONDS ?? 5)) {
  const database = await createBenchDatabase();
  const config = benchConfig(database.url);
  const { app, url: baseUrl } = await startBenchApp(config);
  const supplierUserId = await setUp(app.services.db);
  const session = await createSession(app.services.db, supplierUserId, 1);
  const headers = [{ cookie: `${sessionCookieName(config)}=${session.token}`, origin: baseUrl }];

  // One statement per page: count what the inbox service sends, and read its plan.
  const statements: CompiledQuery[] = [];
  // The app's pool size, as the bare baseline serves from it too.
  const pool = benchPool(database.url, POSTGRES_POOL_SIZE);
  const counted = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') statements.push(event.query);
    },
  });
  const firstPage = await listInbox(counted, supplierUserId, {});
  if (firstPage.conversations.length !== 20 || !firstPage.nextCursor) throw new Error('Unexpected first inbox page');
  const pageStatements = statements.length;
  const [statement] = statements;
  const plan = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers, format text) ${statement!.sql}`,
    statement!.parameters as unknown[],
  );
  const planText = plan.rows.map((r) => r['QUERY PLAN']).join('\n');

  const input = encodeURIComponent(JSON.stringify({ json: {} }));
  const url = `${baseUrl}/trpc/inbox.list?input=${input}`;
  const probe = await fetch(url, { headers: headers[0] });
  if (!probe.ok) throw new Error(`inbox.list answered ${probe.status}: ${await probe.text()}`);

  const bare = await startBareServer(pool, [{ sql: statement!.sql, parameters: statement!.parameters }]);
  try {
    const row = await compareWithBare({
      row: 'inbox, first page of 20',
      databaseUrl: database.url,
      seconds,
      app: { url, headers },
      bare: { url: bare.urls()[0]! },
    });
    row.budgets.push({ met: pageStatements === 1, miss: `${pageStatements} statements a page > 1` });
    reportRows(
      `Inbox, supplier with ${CONVERSATIONS.toLocaleString('en-US')} conversations, 50 connections, PostgreSQL`,
      [row],
    );
    console.log(`\nThe page's plan (EXPLAIN ANALYZE):\n${planText}\n`);
  } finally {
    await bare.close();
    await pool.end();
    await app.close();
    await database.drop();
  }
}
