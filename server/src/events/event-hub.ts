import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTrx, NotificationSource, Trx } from '../db/database.ts';
import type { EventRow } from '../db/schema.ts';

// The realtime log (DESIGN.md §5): an event is a row written in the transaction that
// causes it, so it exists if and only if its change committed. After commit its id is
// sent with pg_notify; every instance LISTENs, reads the row and fans it out to its own
// subscribers, filtered by the row's audience (user ids). A periodic catch-up read covers
// a notification lost to a crash between commit and NOTIFY.

export const EVENTS_CHANNEL = 'regen_events';

export type EventType =
  | 'booking.created'
  | 'booking.cancelled'
  | 'message.sent'
  | 'messages.read'
  | 'activity.status_changed'
  | 'admin.activities_changed'
  | 'sessions.revoked';

export interface NewEvent {
  type: EventType;
  /** User ids allowed to receive it. */
  audience: string[];
  bookingId?: string | null;
  activityId?: string | null;
  payload?: Record<string, unknown>;
}

export interface AppEvent {
  id: number;
  type: EventType;
  audience: string[];
  bookingId: string | null;
  activityId: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
}

export type Emit = (event: NewEvent) => Promise<void>;

function toAppEvent(row: EventRow): AppEvent {
  return {
    id: row.id,
    type: row.type as EventType,
    audience: row.audience,
    bookingId: row.booking_id,
    activityId: row.activity_id,
    payload: row.payload,
    createdAt: row.created_at,
  };
}

export async function insertEvent(db: DbOrTrx, event: NewEvent): Promise<number> {
  const row = await db
    .insertInto('events')
    .values({
      type: event.type,
      audience: event.audience,
      booking_id: event.bookingId ?? null,
      activity_id: event.activityId ?? null,
      payload: JSON.stringify(event.payload ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type Listener = (event: AppEvent) => void;

const CATCH_UP_MS = 1000;
const CATCH_UP_WINDOW = '2 minutes';
const DELIVERED_TTL_MS = 5 * 60_000;
const PRUNE_AFTER = '7 days';

export class EventHub {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly globalListeners = new Set<Listener>();
  /** Ids already fanned out here, with when, so NOTIFY and catch-up never deliver twice. */
  private readonly delivered = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  private catchingUp = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly source: NotificationSource,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    // Events committed before this instance started are history, not news.
    const recent = await this.recentEvents();
    const now = Date.now();
    for (const e of recent) this.delivered.set(e.id, now);
    await this.source.listen(EVENTS_CHANNEL, (payload) => void this.onNotify(payload));
    this.timer = setInterval(() => void this.catchUp(), CATCH_UP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.source.close();
  }

  /**
   * Runs `work` in a transaction in which it may emit events; after commit the events are
   * announced to every instance. A rolled-back transaction leaves no event behind.
   */
  async transaction<T>(work: (trx: Trx, emit: Emit) => Promise<T>): Promise<T> {
    const ids: number[] = [];
    const result = await this.db.transaction().execute((trx) =>
      work(trx, async (event) => {
        ids.push(await insertEvent(trx, event));
      }),
    );
    if (ids.length > 0) {
      this.publish(ids).catch((err: unknown) => this.log.warn({ err }, 'pg_notify failed; catch-up will deliver'));
    }
    return result;
  }

  async publish(ids: number[]): Promise<void> {
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${ids.join(',')})`.execute(this.db);
  }

  /** Subscribes a callback to the events whose audience includes `userId`. */
  on(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Every event this instance sees, whatever its audience (infrastructure use only). */
  onAny(listener: Listener): () => void {
    this.globalListeners.add(listener);
    return () => this.globalListeners.delete(listener);
  }

  /**
   * The events for one user as an async stream: first those after `lastEventId` (a client
   * reconnecting), then live ones, until `signal` aborts. Filter with `accept`.
   */
  async *stream(
    userId: string,
    options: { lastEventId?: number | null; signal?: AbortSignal; accept?: (e: AppEvent) => boolean },
  ): AsyncGenerator<AppEvent> {
    const { signal, accept = () => true } = options;
    const queue: AppEvent[] = [];
    let wake: (() => void) | undefined;
    const off = this.on(userId, (event) => {
      if (!accept(event)) return;
      queue.push(event);
      wake?.();
    });
    const onAbort = () => wake?.();
    signal?.addEventListener('abort', onAbort);
    try {
      const seen = new Set<number>();
      if (options.lastEventId != null) {
        const missed = await this.db
          .selectFrom('events')
          .selectAll()
          .where('id', '>', options.lastEventId)
          .where(sql<boolean>`${userId}::uuid = any(audience)`)
          .orderBy('id')
          .limit(500)
          .execute();
        for (const row of missed) {
          const event = toAppEvent(row);
          seen.add(event.id);
          if (accept(event)) yield event;
        }
      }
      while (!signal?.aborted && !this.stopped) {
        if (queue.length === 0) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
        }
        while (queue.length > 0) {
          const event = queue.shift()!;
          if (!seen.has(event.id)) yield event;
        }
      }
    } finally {
      off();
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Deletes events older than a week (called by the periodic maintenance). */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('events')
      .where('created_at', '<', sql<Date>`now() - ${PRUNE_AFTER}::interval`)
      .execute();
  }

  private async onNotify(payload: string): Promise<void> {
    const ids = payload
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && !this.delivered.has(id));
    if (ids.length === 0) return;
    try {
      const rows = await this.db.selectFrom('events').selectAll().where('id', 'in', ids).orderBy('id').execute();
      for (const row of rows) this.dispatch(toAppEvent(row));
    } catch (err) {
      if (!this.stopped) this.log.warn({ err }, 'reading notified events failed; catch-up will deliver');
    }
  }

  private recentEvents() {
    return this.db
      .selectFrom('events')
      .selectAll()
      .where('created_at', '>', sql<Date>`now() - ${CATCH_UP_WINDOW}::interval`)
      .orderBy('id')
      .execute();
  }

  private async catchUp(): Promise<void> {
    if (this.catchingUp || this.stopped) return;
    this.catchingUp = true;
    try {
      for (const row of await this.recentEvents()) this.dispatch(toAppEvent(row));
      const cutoff = Date.now() - DELIVERED_TTL_MS;
      for (const [id, at] of this.delivered) if (at < cutoff) this.delivered.delete(id);
    } catch (err) {
      if (!this.stopped) this.log.warn({ err }, 'event catch-up failed');
    } finally {
      this.catchingUp = false;
    }
  }

  private dispatch(event: AppEvent): void {
    if (this.delivered.has(event.id)) return;
    this.delivered.set(event.id, Date.now());
    for (const listener of this.globalListeners) listener(event);
    for (const userId of event.audience) {
      for (const listener of this.listeners.get(userId) ?? []) listener(event);
    }
  }
}
