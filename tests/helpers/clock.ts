import { sql } from 'kysely';
import type { Db } from '../../server/src/db/database.ts';

// Tests date their data by the database's clock: the server decides what is today, upcoming,
// started or past its cancellation deadline with the database's now(), which need not agree
// with this process's clock (a database on another host, a clock moved to test a date).

let offsetMs = 0;

/** Reads the database's clock; `dbNow` and `daysFromToday` follow it from then on. */
export async function syncWithDatabaseClock(db: Db): Promise<void> {
  const before = Date.now();
  const { rows } = await sql<{ now: Date }>`select now() as now`.execute(db);
  offsetMs = new Date(rows[0]!.now).getTime() - Math.round((before + Date.now()) / 2);
}

/** The database's current time. */
export function dbNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * The date `days` from today (UTC, by the database's clock) as 'YYYY-MM-DD'. A slot on the
 * date 7 days ahead starts more than 5 days from now whatever its time zone: far outside any
 * cancellation window.
 */
export function daysFromToday(days: number): string {
  const d = dbNow();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a wall-clock time in a zone stands for, by the database's own rules. */
export async function instantOf(db: Db, date: string, time: string, timeZone: string): Promise<Date> {
  const { rows } = await sql<{
    at: Date;
  }>`select (${date}::date + ${time}::time) at time zone ${timeZone} as at`.execute(db);
  return new Date(rows[0]!.at);
}
