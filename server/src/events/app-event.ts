import { appEventSchema, type AppEvent, type EventPayload, type EventType } from '@regen/shared/events';
import type { EventRow } from '../db/schema.ts';

// The edges of the realtime log (docs/decisions/025): what a producer may write, and the one
// parse of what comes back from the database or a notification, before any consumer sees it.

export type { AppEvent, AppEventOf, EventPayload, EventType } from '@regen/shared/events';

/** An event as its producer writes it (`emit`, `insertEvent`): one type, its exact payload. */
export type NewEvent = {
  [K in EventType]: {
    type: K;
    /** User ids allowed to receive it. */
    audience: string[];
    bookingId?: string | null;
    activityId?: string | null;
    payload: EventPayload<K>;
  };
}[EventType];

/**
 * The event the booking statement writes in SQL (`bookSpots`): the statement takes the booking
 * and activity ids from the row it inserts and adds `bookingId` to the payload.
 */
export interface NewBookingEvent {
  type: 'booking.created';
  audience: string[];
  payload: Omit<EventPayload<'booking.created'>, 'bookingId'>;
}

/** An event as a notification carries it (JSON; `notifyEventSql` builds the same in SQL). */
export interface WireEvent {
  id: number;
  type: EventType;
  audience: string[];
  bookingId: string | null;
  activityId: string | null;
  payload: NewEvent['payload'];
  createdAt: string;
}

/** A just-written event as its notification carries it; typed at the producer, so not parsed again. */
export function wireEvent(event: NewEvent, row: { id: number; created_at: Date }): WireEvent {
  return {
    id: row.id,
    type: event.type,
    audience: event.audience,
    bookingId: event.bookingId ?? null,
    activityId: event.activityId ?? null,
    payload: event.payload,
    createdAt: row.created_at.toISOString(),
  };
}

export type DecodedEvent = { ok: true; event: AppEvent } | { ok: false; id: number | null; problem: string };

/**
 * Parses one event from a notification (an element of its JSON array) or a row. Anything that
 * is not one of the union's types with its exact payload is refused here, with what was wrong,
 * so no consumer ever reads a malformed event (a hand-written row, an older or newer instance).
 */
export function decodeEvent(raw: unknown): DecodedEvent {
  const parsed = appEventSchema.safeParse(raw);
  if (parsed.success) return { ok: true, event: parsed.data };
  const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'number' ? raw.id : null;
  const problem = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'event'}: ${issue.message}`);
  return { ok: false, id, problem: problem.join('; ') };
}

export function decodeEventRow(row: EventRow): DecodedEvent {
  return decodeEvent({
    id: row.id,
    type: row.type,
    audience: row.audience,
    bookingId: row.booking_id,
    activityId: row.activity_id,
    payload: row.payload,
    createdAt: row.created_at,
  });
}

/** Omit over each member of a union, so the result still narrows on `type`. */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** An event as a client receives it from `auth.events`: all but its id (sent as the tracked id) and audience. */
export type ClientEvent = OmitEach<AppEvent, 'id' | 'audience'>;

export function toClientEvent(event: AppEvent): ClientEvent {
  const { id: _id, audience: _audience, ...seen } = event;
  return seen;
}
