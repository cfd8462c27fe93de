import { sql, type Kysely } from 'kysely';

// Frozen in time: never import application code here and never edit after it lands.
// Currencies for display (issue 33 part 4, docs/decisions/108): prices stay stored and charged in
// US dollars; these rates (units of a currency per US dollar, as of `rates_date`) convert them
// for display only, and an admin updates them on /admin. The rates below seed them as of the
// day this migration was written. `users.currency` remembers a signed-in traveler's choice
// (null: US dollars, the spec's).

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'SEK', 'DKK', 'NOK', 'PLN', 'CZK', 'HUF', 'RON', 'INR', 'AUD', 'NZD'];

const SEED_DATE = '2026-11-27';
const SEED_RATES: [string, string][] = [
  ['EUR', '0.862000'],
  ['GBP', '0.757000'],
  ['CHF', '0.805000'],
  ['SEK', '9.450000'],
  ['DKK', '6.435000'],
  ['NOK', '10.150000'],
  ['PLN', '3.655000'],
  ['CZK', '20.880000'],
  ['HUF', '331.500000'],
  ['RON', '4.385000'],
  ['INR', '89.250000'],
  ['AUD', '1.535000'],
  ['NZD', '1.765000'],
];

export async function up(db: Kysely<any>): Promise<void> {
  const list = sql.join(CURRENCIES.map((c) => sql.lit(c)));
  await sql`
    create table display_currency_rates (
      currency text primary key check (currency in (${list}) and currency <> 'USD'),
      units_per_usd numeric(14, 6) not null check (units_per_usd > 0 and units_per_usd <= 100000),
      rates_date date not null,
      updated_at timestamptz not null default now(),
      updated_by uuid references users (id) on delete set null
    )
  `.execute(db);
  await sql`
    insert into display_currency_rates (currency, units_per_usd, rates_date)
    values ${sql.join(SEED_RATES.map(([currency, rate]) => sql`(${currency}, ${rate}::numeric, ${SEED_DATE}::date)`))}
  `.execute(db);
  await sql`alter table users add column currency text check (currency in (${list}))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column currency`.execute(db);
  await sql`drop table display_currency_rates`.execute(db);
}
