import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Days of demo slots, every day from tomorrow on (whatever weekday or hour the seed runs). */
export const DEMO_SLOT_DAYS = 28;

/** 'YYYY-MM-DD' `days` after today (UTC, by the database's clock). */
export type DayFromToday = (days: number) => string;

/**
 * Dates by the database's clock, the clock that decides which slots are past
 * (server/src/rules/booking.ts), so seeded dates agree with it (docs/decisions/019).
 */
export async function databaseDays(db: Db): Promise<DayFromToday> {
  const query = sql<{ today: string }>`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as today`;
  const { rows } = await query.execute(db);
  const today = Date.parse(`${rows[0]!.today}T00:00:00Z`);
  return (days) => new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Four weeks of slots for one activity: 09:00 every day, and 14:00 too when the activity
 * lasts four hours or less, each with the activity's full capacity.
 */
export function demoSlots(activity: { id: string; hours: number; maxPeople: number }, dayFromToday: DayFromToday) {
  const end = (start: number) => `${String(start + Math.ceil(activity.hours)).padStart(2, '0')}:00`;
  const starts = activity.hours <= 4 ? [9, 14] : [9];
  return Array.from({ length: DEMO_SLOT_DAYS }, (_, index) => dayFromToday(index + 1)).flatMap((date) =>
    starts.map((start) => ({
      activity_id: activity.id,
      date,
      start_time: `${String(start).padStart(2, '0')}:00`,
      end_time: end(start),
      available_spots: activity.maxPeople,
    })),
  );
}
