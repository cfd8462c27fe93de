import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db, NotificationSource } from '../db/database.ts';
import { wireEvent, type AppEvent, type NewEvent } from './app-event.ts';
import { EventHub } from './event-hub.ts';

// `events.stream` (EventStream, docs/decisions/097): one object per open subscription instead
// of an async generator, with the generator's behaviour. No database: the notification is
// handed to the hub as LISTEN would, and the resume read is replaced.

const READER = '0b7f5a4e-2c1d-4c3e-9f10-1a2b3c4d5e6f';
const read = (messageId: string): NewEvent => ({
  type: 'messages.read',
  audience: [READER],
  payload: { readerId: READER, messageIds: [messageId], readAt: '2030-01-01T09:00:00.000Z' },
});

function hubWithoutDatabase() {
  const hub = new EventHub({} as Db, {} as NotificationSource, { warn: vi.fn() } as unknown as FastifyBaseLogger);
  const internals = hub as unknown as {
    onNotify(payload: string): void;
    receivers: Map<string, Set<unknown>>;
  };
  /** Event `id` for READER, arriving as its notification would. */
  const notify = (id: number, event = read(`m${id}`)) =>
    internals.onNotify(JSON.stringify([wireEvent(event, { id, created_at: new Date('2030-01-01T09:00:01Z') })]));
  return { hub, notify, listening: () => internals.receivers.get(READER)?.size ?? 0 };
}

/** A promise and its resolver (the lib target predates Promise.withResolvers). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const ids = (results: IteratorResult<AppEvent>[]) => results.map((r) => (r.done ? 'done' : r.value.id));

describe('events.stream', () => {
  it('starts on the first next(), then yields live events in order, those that arrived while busy too', async () => {
    const { hub, notify, listening } = hubWithoutDatabase();
    const stream = hub.stream(READER, {});
    expect(listening()).toBe(0);
    const first = stream.next();
    await Promise.resolve();
    expect(listening()).toBe(1);
    notify(1);
    notify(2);
    notify(3);
    expect(ids([await first, await stream.next(), await stream.next()])).toEqual([1, 2, 3]);
  });

  it('yields only what `accept` takes', async () => {
    const { hub, notify } = hubWithoutDatabase();
    const stream = hub.stream(READER, { accept: (e) => e.id % 2 === 0 });
    const next = stream.next();
    await Promise.resolve();
    notify(1);
    notify(2);
    expect(ids([await next])).toEqual([2]);
  });

  it('answers a waiting next() with done when its signal aborts, and leaves the hub', async () => {
    const { hub, notify, listening } = hubWithoutDatabase();
    const stop = new AbortController();
    const stream = hub.stream(READER, { signal: stop.signal });
    const next = stream.next();
    await Promise.resolve();
    stop.abort();
    expect(ids([await next])).toEqual(['done']);
    expect(listening()).toBe(0);
    notify(1);
    expect(ids([await stream.next()])).toEqual(['done']);
  });

  it('answers a waiting next() with done when returned, and leaves the hub', async () => {
    const { hub, listening } = hubWithoutDatabase();
    const stream = hub.stream(READER, {});
    const next = stream.next();
    await Promise.resolve();
    expect(ids([await stream.return!()])).toEqual(['done']);
    expect(ids([await next])).toEqual(['done']);
    expect(listening()).toBe(0);
  });

  it('resumes with the missed events first, then live ones, none twice and not the resume point', async () => {
    const { hub, notify } = hubWithoutDatabase();
    const missed = deferred<AppEvent[]>();
    const internals = hub as unknown as { missedEvents(userId: string, after: number): Promise<AppEvent[]> };
    const readMissed = vi.spyOn(internals, 'missedEvents').mockReturnValue(missed.promise);
    const stream = hub.stream(READER, { lastEventId: 4 });
    const first = stream.next();
    await Promise.resolve();
    expect(readMissed).toHaveBeenCalledWith(READER, 4);
    // Arriving live while the missed ones are read: 6 is among them, 4 is the client's already.
    notify(4);
    notify(6);
    notify(7);
    const event = (id: number) => ({ ...read(`m${id}`), id, createdAt: new Date(), activityId: null }) as AppEvent;
    missed.resolve([event(5), event(6)]);
    expect(ids([await first, await stream.next(), await stream.next()])).toEqual([5, 6, 7]);
  });

  it('yields nothing when aborted while the missed events are read', async () => {
    const { hub, listening } = hubWithoutDatabase();
    const missed = deferred<AppEvent[]>();
    const internals = hub as unknown as { missedEvents(userId: string, after: number): Promise<AppEvent[]> };
    vi.spyOn(internals, 'missedEvents').mockReturnValue(missed.promise);
    const stop = new AbortController();
    const stream = hub.stream(READER, { lastEventId: 4, signal: stop.signal });
    const first = stream.next();
    await Promise.resolve();
    stop.abort();
    missed.resolve([{ ...read('m5'), id: 5, createdAt: new Date(), bookingId: null, activityId: null }]);
    expect(ids([await first])).toEqual(['done']);
    expect(listening()).toBe(0);
  });
});
