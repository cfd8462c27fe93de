import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTrx, NotificationSource, Trx } from '../db/database.ts';
import { currentRequestId } from '../http/request-context.ts';
import {
  decodeEvent,
  decodeEventRow,
  wireEvent,
  type AppEvent,
  type DecodedEvent,
  type NewEvent,
  type WireEvent,
} from './app-event.ts';

// The realtime log (docs/design.md §5): an event is a row written in the transaction that
// causes it, so it exists if and only if its change committed. The same transaction sends
// it with pg_notify, which PostgreSQL delivers at commit and only then (docs/decisions/021):
// the notification carries the event itself (its id alone when too large), so every instance
// LISTENing fans it out to its own subscribers, filtered by the audience (user ids), without
// reading it back. A cheap catch-up read every second (the ids of the last seconds' events)
// covers notifications a dropped LISTEN connection missed. Events are typed (app-event.ts,
// docs/decisions/025): what arrives is parsed once here, before the fan-out, and a malformed
// one is logged and reaches no subscriber.

export const EVENTS_CHANNEL = 'regen_events';

/** NOTIFY payloads must stay under 8000 bytes: events go whole below this, by id above it. */
const MAX_NOTIFY_BYTES = 7800;

export type { AppEvent, AppEventOf, EventType, NewBookingEvent, NewEvent } from './app-event.ts';
export { toClientEvent, type ClientEvent } from './app-event.ts';

export type Emit = (event: NewEvent) => Promise<void>;

/**
 * The `pg_notify` call for one `events` row (`alias`: a table or CTE with its columns) in
 * SQL, in the format `onNotify` reads: the row as a one-event JSON array, or its id when
 * that would not fit in a notification. For statements that write an event themselves
 * (bookSpots); it notifies at commit, like `EventHub.transaction`.
 */
export function notifyEventSql(alias: string) {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const json = sql`json_build_array(json_build_object('id', ${col('id')}, 'type', ${col('type')},
    'audience', ${col('audience')}, 'bookingId', ${col('booking_id')}, 'activityId', ${col('activity_id')},
    'payload', ${col('payload')}, 'createdAt', ${col('created_at')}))::text`;
  return sql<string>`pg_notify(${EVENTS_CHANNEL}, (select case when octet_length(n.j) <= ${sql.lit(MAX_NOTIFY_BYTES)}
    then n.j else ${col('id')}::text end from (select ${json} as j) as n))`;
}

/** Notification payloads for events: JSON arrays of whole events, ids for those too large. */
function notifyPayloads(events: WireEvent[]): string[] {
  const payloads: string[] = [];
  const tooLarge: number[] = [];
  let batch: string[] = [];
  let bytes = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const size = Buffer.byteLength(json) + 1;
    if (size + 2 > MAX_NOTIFY_BYTES) {
      tooLarge.push(event.id);
      continue;
    }
    if (bytes + size > MAX_NOTIFY_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(json);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  // Ids are at most 20 characters: a few hundred fit in one notification.
  for (let i = 0; i < tooLarge.length; i += 300) payloads.push(tooLarge.slice(i, i + 300).join(','));
  return payloads;
}

export async function insertEvent(db: DbOrTrx, event: NewEvent): Promise<number> {
  return (await insertEventRow(db, event)).id;
}

function insertEventRow(db: DbOrTrx, event: NewEvent): Promise<{ id: number; created_at: Date }> {
  return db
    .insertInto('events')
    .values({
      type: event.type,
      audience: event.audience,
      booking_id: event.bookingId ?? null,
      activity_id: event.activityId ?? null,
      payload: JSON.stringify(event.payload),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}

type Listener = (event: AppEvent) => void;

/** Receives the events of one user (the hub calls `deliver`). */
interface Receiver {
  deliver(event: AppEvent): void;
}

export interface StreamOptions {
  /** A reconnecting client's resume point: the events after it come first. */
  lastEventId?: number | null;
  /** Ends the stream when it aborts. */
  signal?: AbortSignal;
  /** Which of the user's events the stream yields (all when absent). */
  accept?: (e: AppEvent) => boolean;
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * One open stream of a user's events (`EventHub.stream`). An idle subscription keeps one of
 * these per socket, so it is a plain object rather than an async generator, whose suspended
 * frame and request queue cost more (docs/decisions/097): the hub's receiver, the signal's
 * abort listener (`handleEvent`) and the iterator in one, holding only the resolver of the
 * `next()` that waits. It starts on the first `next()`, as a generator would.
 */
class EventStream implements Receiver, AsyncIterableIterator<AppEvent> {
  /** Events waiting to be yielded; created with the first one. */
  private queue: AppEvent[] | undefined = undefined;
  /** Ids replayed on resume, so that the live copy of one of them is not yielded twice. */
  private seen: Set<number> | undefined = undefined;
  /** The `next()` waiting for an event (or its result, when a call is made while one waits). */
  private waiting: Promise<IteratorResult<AppEvent>> | undefined = undefined;
  private wake: ((result: IteratorResult<AppEvent>) => void) | undefined = undefined;
  private state: 'new' | 'open' | 'done' = 'new';
  private readonly hub: EventHub;
  private readonly userId: string;
  private readonly options: StreamOptions;

  constructor(hub: EventHub, userId: string, options: StreamOptions) {
    this.hub = hub;
    this.userId = userId;
    this.options = options;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async next(): Promise<IteratorResult<AppEvent>> {
    if (this.waiting) {
      await this.waiting;
      return this.next();
    }
    if (this.state === 'new') await this.open();
    const event = this.queue?.shift();
    if (event) return { done: false, value: event };
    if (this.state === 'done' || this.options.signal?.aborted || this.hub.isStopped) return this.finish();
    this.waiting = new Promise<IteratorResult<AppEvent>>((resolve) => (this.wake = resolve));
    return this.waiting;
  }

  return(): Promise<IteratorResult<AppEvent>> {
    return Promise.resolve(this.finish());
  }

  private async open(): Promise<void> {
    this.state = 'open';
    this.hub.addReceiver(this.userId, this);
    this.options.signal?.addEventListener('abort', this);
    const { lastEventId } = this.options;
    if (lastEventId == null) return;
    let missed: AppEvent[];
    try {
      missed = await this.hub.missedEvents(this.userId, lastEventId);
    } catch (error) {
      this.finish();
      throw error;
    }
    // Aborted or returned while reading: nothing more is yielded.
    if (this.state === 'open') this.replay(missed, lastEventId);
  }

  deliver(event: AppEvent): void {
    if (this.state !== 'open') return;
    if ((this.options.accept && !this.options.accept(event)) || this.seen?.has(event.id)) return;
    const wake = this.wake;
    if (wake) {
      this.wake = this.waiting = undefined;
      wake({ done: false, value: event });
    } else {
      (this.queue ??= []).push(event);
    }
  }

  /**
   * Puts the events missed since the resume point first (those accepted), then the live ones
   * not among them. The resume point itself is the client's already: a live copy of it (the
   * catch-up read can surface it late) is not yielded again either.
   */
  private replay(missed: AppEvent[], lastEventId: number): void {
    const seen = new Set(missed.map((e) => e.id));
    seen.add(lastEventId);
    const accept = this.options.accept;
    const accepted = accept ? missed.filter(accept) : missed;
    this.queue = [...accepted, ...(this.queue ?? []).filter((e) => !seen.has(e.id))];
    this.seen = seen;
  }

  /** The signal's abort listener: the stream ends, and a waiting `next()` is answered done. */
  handleEvent(): void {
    this.finish();
  }

  /** Ends the stream: leaves the hub and the signal, and answers a waiting `next()`. */
  private finish(): IteratorReturnResult<undefined> {
    if (this.state === 'open') {
      this.hub.removeReceiver(this.userId, this);
      this.options.signal?.removeEventListener('abort', this);
    }
    this.state = 'done';
    this.queue = this.seen = undefined;
    const wake = this.wake;
    this.wake = this.waiting = undefined;
    wake?.(DONE);
    return DONE;
  }
}

const CATCH_UP_MS = 1000;
/** How far back a catch-up looks at most (after failing reads: the span since the last good one). */
const CATCH_UP_WINDOW = '2 minutes';
/**
 * A catch-up also looks this far before the previous one: an event's created_at is its
 * transaction's start, so one committed just after the previous read can be older than it.
 */
const CATCH_UP_OVERLAP = '10 seconds';
const DELIVERED_TTL_MS = 5 * 60_000;
const PRUNE_AFTER = '7 days';

export class EventHub {
  private readonly receivers = new Map<string, Set<Receiver>>();
  private readonly globalListeners = new Set<Listener>();
  /** Ids already fanned out here, with when, so NOTIFY and catch-up never deliver twice. */
  private readonly delivered = new Map<number, number>();
  private timer: NodeJS.Timeout | undefined;
  /** The database's clock at the last successful catch-up read. */
  private caughtUpAt: Date | null = null;
  private catchingUp = false;
  private stopped = false;

  /** @internal (EventStream) */
  get isStopped(): boolean {
    return this.stopped;
  }
  private readonly db: Db;
  private readonly source: NotificationSource;
  private readonly log: FastifyBaseLogger;

  constructor(db: Db, source: NotificationSource, log: FastifyBaseLogger) {
    this.db = db;
    this.source = source;
    this.log = log;
  }

  async start(): Promise<void> {
    // Events committed before this instance started are history, not news.
    const recent = await this.recentEventIds();
    const now = Date.now();
    for (const id of recent.ids) this.delivered.set(id, now);
    this.caughtUpAt = recent.now;
    await this.source.listen(EVENTS_CHANNEL, (payload) => this.onNotify(payload));
    this.timer = setInterval(() => void this.catchUp(), CATCH_UP_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.source.close();
  }

  /**
   * Runs `work` in a transaction in which it may emit events. The events are announced to
   * every instance by the same transaction: PostgreSQL delivers the notification when it
   * commits, never for one that rolls back, which leaves no event behind either.
   */
  async transaction<T>(work: (trx: Trx, emit: Emit) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      const events: WireEvent[] = [];
      const result = await work(trx, async (event) => {
        events.push(wireEvent(event, await insertEventRow(trx, event)));
      });
      for (const payload of notifyPayloads(events)) {
        await sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`.execute(trx);
      }
      // The request that produced them, by id: delivery logs and metrics name events by id (docs/decisions/100).
      if (events.length > 0)
        this.log.info({ reqId: currentRequestId(), eventIds: events.map((e) => e.id) }, 'events emitted');
      return result;
    });
  }

  /** Subscribes a callback to the events whose audience includes `userId`. */
  on(userId: string, listener: Listener): () => void {
    const receiver: Receiver = { deliver: listener };
    this.addReceiver(userId, receiver);
    return () => this.removeReceiver(userId, receiver);
  }

  /** @internal (EventStream) */
  addReceiver(userId: string, receiver: Receiver): void {
    let set = this.receivers.get(userId);
    if (!set) this.receivers.set(userId, (set = new Set()));
    set.add(receiver);
  }

  /** @internal (EventStream) */
  removeReceiver(userId: string, receiver: Receiver): void {
    const set = this.receivers.get(userId);
    set?.delete(receiver);
    if (set?.size === 0) this.receivers.delete(userId);
  }

  /** Every event this instance sees, whatever its audience (infrastructure use only). */
  onAny(listener: Listener): () => void {
    this.globalListeners.add(listener);
    return () => this.globalListeners.delete(listener);
  }

  /**
   * The events for one user as an async stream: first those after `lastEventId` (a client
   * reconnecting), then live ones, until `signal` aborts or the stream is returned. Filter
   * with `accept`. Kept small, as an idle subscription keeps one per socket (EventStream).
   */
  stream(userId: string, options: StreamOptions): AsyncIterableIterator<AppEvent> {
    return new EventStream(this, userId, options);
  }

  /** The events for `userId` after `lastEventId` (a reconnecting client's resume point), oldest first. @internal (EventStream) */
  async missedEvents(userId: string, lastEventId: number): Promise<AppEvent[]> {
    const rows = await this.db
      .selectFrom('events')
      .selectAll()
      .where('id', '>', lastEventId)
      .where(sql<boolean>`${userId}::uuid = any(audience)`)
      .orderBy('id')
      .limit(500)
      .execute();
    const events: AppEvent[] = [];
    for (const row of rows) {
      const decoded = decodeEventRow(row);
      if (decoded.ok) events.push(decoded.event);
      else this.refuse(decoded);
    }
    return events;
  }

  /** Deletes events older than a week (called by the periodic maintenance). */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('events')
      .where('created_at', '<', sql<Date>`now() - ${PRUNE_AFTER}::interval`)
      .execute();
  }

  private onNotify(payload: string): void {
    if (!payload.startsWith('[')) {
      void this.readNotified(payload);
      return;
    }
    let events: unknown;
    try {
      events = JSON.parse(payload);
    } catch (err) {
      this.log.warn({ err }, 'unreadable event notification; catch-up will deliver');
      return;
    }
    if (!Array.isArray(events)) {
      this.log.warn('event notification is not a list of events; catch-up will deliver');
      return;
    }
    for (const event of events) this.dispatch(decodeEvent(event));
  }

  /** A notification of ids (events too large to send whole): their rows are read. */
  private async readNotified(payload: string): Promise<void> {
    const ids = payload
      .split(',')
      .map(Number)
      .filter((id) => Number.isSafeInteger(id) && !this.delivered.has(id));
    if (ids.length === 0) return;
    try {
      const rows = await this.db.selectFrom('events').selectAll().where('id', 'in', ids).orderBy('id').execute();
      for (const row of rows) this.dispatch(decodeEventRow(row));
    } catch (err) {
      if (!this.stopped) this.log.warn({ err }, 'reading notified events failed; catch-up will deliver');
    }
  }

  /**
   * The ids of the events created since the last catch-up (less the overlap; at most the
   * window), and the database's clock: ids only, so a busy log costs a few bytes an event.
   */
  private async recentEventIds(): Promise<{ now: Date; ids: number[] }> {
    const { rows } = await sql<{ now: Date; ids: (number | string)[] }>`select now() as now, array(
        select id from events
        where created_at > greatest(${this.caughtUpAt}::timestamptz, now() - ${CATCH_UP_WINDOW}::interval)
          - ${CATCH_UP_OVERLAP}::interval
        order by id) as ids`.execute(this.db);
    const row = rows[0]!;
    return { now: row.now, ids: row.ids.map(Number) };
  }

  private async catchUp(): Promise<void> {
    if (this.catchingUp || this.stopped) return;
    this.catchingUp = true;
    try {
      const recent = await this.recentEventIds();
      const missed = recent.ids.filter((id) => !this.delivered.has(id));
      // A long outage's backlog is read a thousand events a round.
      const batch = missed.slice(0, 1000);
      if (batch.length > 0) {
        const rows = await this.db.selectFrom('events').selectAll().where('id', 'in', batch).orderBy('id').execute();
        for (const row of rows) this.dispatch(decodeEventRow(row));
      }
      if (batch.length === missed.length) this.caughtUpAt = recent.now;
      const cutoff = Date.now() - DELIVERED_TTL_MS;
      for (const [id, at] of this.delivered) if (at < cutoff) this.delivered.delete(id);
    } catch (err) {
      if (!this.stopped) this.log.warn({ err }, 'event catch-up failed');
    } finally {
      this.catchingUp = false;
    }
  }

  /**
   * Fans one parsed event out: to the global listeners, then to the receivers of each user of
   * its audience. It was parsed once for all of them; a malformed one goes to none.
   */
  private dispatch(decoded: DecodedEvent): void {
    if (!decoded.ok) {
      this.refuse(decoded);
      return;
    }
    const event = decoded.event;
    if (this.delivered.has(event.id)) return;
    this.delivered.set(event.id, Date.now());
    for (const listener of this.globalListeners) listener(event);
    for (const userId of event.audience) {
      for (const receiver of this.receivers.get(userId) ?? []) receiver.deliver(event);
    }
  }

  /** A malformed event is logged and never delivered; its id counts as delivered, so catch-up does not read it again. */
  private refuse(decoded: Extract<DecodedEvent, { ok: false }>): void {
    if (decoded.id !== null) this.delivered.set(decoded.id, Date.now());
    this.log.warn({ eventId: decoded.id, problem: decoded.problem }, 'malformed event not delivered');
  }
}
