import { sql } from 'kysely';
import type { DbOrTrx } from '../db/database.ts';

// Rate-limit counters in PostgreSQL, so every instance behind a load balancer counts against
// the same limits (an attacker gets no more attempts from more instances). One fixed window
// per key, advanced by a single upsert: concurrent hits on any instance are all counted.

export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

const windowOf = (windowMs: number) => sql`(${windowMs}::float8 * interval '1 millisecond')`;

/** Counts one hit of `key`; a new window starts when the previous one has passed. */
export async function hitRateLimit(db: DbOrTrx, key: string, windowMs: number): Promise<WindowCount> {
  const window = windowOf(windowMs);
  const { rows } = await sql<{ count: number; reset_in_ms: number }>`
    insert into rate_limits as r (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when r.window_start <= now() - ${window} then 1 else r.count + 1 end,
      window_start = case when r.window_start <= now() - ${window} then now() else r.window_start end
    returning count, (extract(epoch from (window_start + ${window} - now())) * 1000)::float8 as reset_in_ms
  `.execute(db);
  const row = rows[0]!;
  return { count: row.count, resetInMs: Math.max(0, Math.round(row.reset_in_ms)) };
}

/** Hits of `key` in its current window, without counting one. */
export async function peekRateLimit(db: DbOrTrx, key: string, windowMs: number): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count from rate_limits where key = ${key} and window_start > now() - ${windowOf(windowMs)}
  `.execute(db);
  return rows[0]?.count ?? 0;
}

/** Removes counters whose window ended long ago (the longest window is an hour). */
export async function pruneRateLimits(db: DbOrTrx): Promise<void> {
  await sql`delete from rate_limits where window_start < now() - interval '1 day'`.execute(db);
}
