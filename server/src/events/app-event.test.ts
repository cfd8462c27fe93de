import { describe, expect, it } from 'vitest';
import type { EventRow } from '../db/schema.ts';
import { decodeEvent, decodeEventRow, toClientEvent, wireEvent, type NewEvent } from './app-event.ts';

const READER = '0b7f5a4e-2c1d-4c3e-9f10-1a2b3c4d5e6f';
const read: NewEvent = {
  type: 'messages.read',
  audience: [READER],
  bookingId: 'c2f1e0d9-8b7a-4c6d-9e5f-0a1b2c3d4e5f',
  payload: { readerId: READER, messageIds: ['m1', 'm2'], readAt: '2030-01-01T09:00:00.000Z' },
};
/** The event as its notification carries it (JSON values only). */
const notified = (event: NewEvent, id = 7) =>
  wireEvent(event, { id, created_at: new Date('2030-01-01T09:00:01.000Z') });

describe('an event arriving from a notification', () => {
  it('is parsed into its type with its exact payload', () => {
    const decoded = decodeEvent(notified(read));
    expect(decoded).toEqual({
      ok: true,
      event: {
        id: 7,
        type: 'messages.read',
        audience: [READER],
        bookingId: read.bookingId,
        activityId: null,
        payload: read.payload,
        createdAt: new Date('2030-01-01T09:00:01.000Z'),
      },
    });
  });

  it('reads the timestamp PostgreSQL writes into a notification (json_build_object)', () => {
    const event = { ...notified(read), createdAt: '2030-01-01T09:00:01.123456+00:00' };
    const decoded = decodeEvent(event);
    expect(decoded.ok && decoded.event.createdAt.toISOString()).toBe('2030-01-01T09:00:01.123Z');
  });

  it('is refused when its payload is not its type’s shape, naming the field and keeping its id', () => {
    const event = { ...notified(read), payload: { readerId: READER, messageIds: 'm1' } };
    const decoded = decodeEvent(event);
    expect(decoded.ok).toBe(false);
    expect(decoded).toMatchObject({ ok: false, id: 7 });
    expect(!decoded.ok && decoded.problem).toMatch(/payload\.messageIds/);
    expect(!decoded.ok && decoded.problem).toMatch(/payload\.readAt/);
  });

  it('is refused when its type is unknown', () => {
    const decoded = decodeEvent({ ...notified(read), type: 'booking.teleported' });
    expect(decoded).toMatchObject({ ok: false, id: 7 });
  });

  it('is refused when it is not an event at all, without an id', () => {
    for (const raw of [null, 42, 'messages.read', [], { type: 'messages.read' }]) {
      expect(decodeEvent(raw)).toMatchObject({ ok: false, id: null });
    }
  });

  it('is refused when its time is not a time', () => {
    expect(decodeEvent({ ...notified(read), createdAt: 'yesterday' })).toMatchObject({ ok: false, id: 7 });
  });
});

describe('an event read from the log', () => {
  const row = (payload: Record<string, unknown>, type = 'sessions.revoked'): EventRow => ({
    id: 12,
    type,
    audience: [READER],
    booking_id: null,
    activity_id: null,
    payload,
    created_at: new Date('2030-01-01T09:00:00.000Z'),
  });

  it('is parsed from its columns', () => {
    const decoded = decodeEventRow(row({ sessionIds: ['s1'] }));
    expect(decoded.ok && decoded.event.type === 'sessions.revoked' && decoded.event.payload.sessionIds).toEqual(['s1']);
  });

  it('is refused when a hand-written row has another shape', () => {
    expect(decodeEventRow(row({ sessionId: 's1' }))).toMatchObject({ ok: false, id: 12 });
    expect(decodeEventRow(row({}, 'message.sent'))).toMatchObject({ ok: false, id: 12 });
  });
});

describe('what a client receives of an event', () => {
  it('is the event without its id and audience, in the order the wire always had', () => {
    const decoded = decodeEvent(notified(read));
    if (!decoded.ok) throw new Error(decoded.problem);
    const seen = toClientEvent(decoded.event);
    expect(Object.keys(seen)).toEqual(['type', 'bookingId', 'activityId', 'payload', 'createdAt']);
    expect(seen.type === 'messages.read' && seen.payload.messageIds).toEqual(['m1', 'm2']);
  });
});
