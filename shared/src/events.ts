import { z } from 'zod';

// The realtime log's events (docs/design.md §5, docs/decisions/025): one discriminated union on
// `type`, each with its payload's exact shape. Producers are checked against it when they
// emit (server/src/events/app-event.ts: `NewEvent`), and what comes back from the database or
// a notification is parsed with `appEventSchema` once per event and instance, so a consumer
// narrows on `type` and reads its payload without a cast, and a malformed row reaches nobody.
//
// Ids are strings here (the database's uuid columns already check them) and timestamps inside
// payloads are ISO strings: a payload is stored as JSON and sent to clients as it is stored.

/** What a booking's two alerts say about it (the supplier's alert, the traveler's list). */
const bookingSummary = {
  bookingId: z.string(),
  activityTitle: z.string(),
  customerName: z.string(),
  /** YYYY-MM-DD, the slot's date in the activity's time zone. */
  bookingDate: z.string(),
  /** HH:MM, the slot's start. */
  bookingTime: z.string(),
  numberOfPeople: z.number().int(),
};

/** The payload of each event type, as stored in `events.payload` and sent to clients. */
export const eventPayloadSchemas = {
  /** A traveler booked: to the activity's supplier. Written by the booking statement itself (bookSpots). */
  'booking.created': z.object({ ...bookingSummary, status: z.literal('confirmed') }),
  /** A booking was cancelled by either party: to both. */
  'booking.cancelled': z.object({
    ...bookingSummary,
    status: z.literal('cancelled'),
    reason: z.string(),
    cancelledBy: z.enum(['traveler', 'supplier']),
    /**
     * A reseller moved the booking to another supplier's activity (docs/decisions/122): to the
     * old supplier, whose booking it no longer is; the summary is its old slot, in this time zone.
     */
    movedAway: z.object({ timeZone: z.string() }).optional(),
  }),
  /**
   * The traveler moved a booking to another slot or party size (booking.reschedule): to both.
   * The summary is the booking as it is now; `previous` what it was.
   */
  'booking.rescheduled': z.object({
    ...bookingSummary,
    status: z.literal('confirmed'),
    previous: z.object({ bookingDate: z.string(), bookingTime: z.string(), numberOfPeople: z.number().int() }),
  }),
  /** A message of a booking's conversation: to its two participants. */
  'message.sent': z.object({
    message: z.object({
      id: z.string(),
      senderId: z.string(),
      receiverId: z.string(),
      text: z.string(),
      sentAt: z.string(),
      readAt: z.null(),
    }),
  }),
  /** A participant opened the conversation: their unread messages became read. To both participants. */
  'messages.read': z.object({ readerId: z.string(), messageIds: z.array(z.string()), readAt: z.string() }),
  /** An admin approved or rejected an activity: to its supplier. */
  'activity.status_changed': z.object({
    status: z.enum(['approved', 'rejected']),
    title: z.string(),
    reason: z.string().nullable(),
  }),
  /** The moderation list moved: to every admin, whose open dashboard refetches. */
  'admin.activities_changed': z.object({ change: z.enum(['submitted', 'edited', 'deleted', 'decided']) }),
  /**
   * The activity's supplier marked (or corrected) a booking's attendance: to its traveler, whose
   * Regen Points total and bookings update live (docs/decisions/049). `pointsChange` is the
   * ledger entry it wrote (0: none), `totalPoints` the traveler's total after it.
   */
  'attendance.marked': z.object({
    bookingId: z.string(),
    activityTitle: z.string(),
    attendance: z.enum(['attended', 'no_show']),
    attendedPeople: z.number().int().nullable(),
    pointsChange: z.number().int(),
    totalPoints: z.number().int(),
  }),
  /** Sessions ended (sign-out, sign out of all devices, password reset): every instance closes their sockets. */
  'sessions.revoked': z.object({ sessionIds: z.array(z.string()) }),
  /**
   * What an activity's slots have left changed (written by a trigger on the slots, in the writer's
   * transaction; docs/decisions/121). No audience: the open booking pages of the activity refetch.
   */
  'availability.changed': z.object({}),
};

export type EventType = keyof typeof eventPayloadSchemas;
export type EventPayloads = { [K in EventType]: z.output<(typeof eventPayloadSchemas)[K]> };
export type EventPayload<K extends EventType> = EventPayloads[K];

/** The fields every event has besides its type and payload, as a notification or row carries them. */
const envelope = {
  id: z.number().int(),
  /** User ids allowed to receive it. */
  audience: z.array(z.string()),
  bookingId: z.string().nullable(),
  activityId: z.string().nullable(),
};
/** A row's `created_at` is a Date; a notification's JSON carries it as a string. */
const createdAt = z.union([
  z.date(),
  z
    .string()
    .transform((at) => new Date(at))
    .pipe(z.date()),
]);

function eventOf<K extends EventType>(type: K) {
  return z.object({
    id: envelope.id,
    type: z.literal(type),
    audience: envelope.audience,
    bookingId: envelope.bookingId,
    activityId: envelope.activityId,
    payload: eventPayloadSchemas[type],
    createdAt,
  });
}

/** One event of the log, as a notification or a row (camel-cased) carries it. */
export const appEventSchema = z.discriminatedUnion('type', [
  eventOf('booking.created'),
  eventOf('booking.cancelled'),
  eventOf('booking.rescheduled'),
  eventOf('message.sent'),
  eventOf('messages.read'),
  eventOf('activity.status_changed'),
  eventOf('admin.activities_changed'),
  eventOf('attendance.marked'),
  eventOf('sessions.revoked'),
  eventOf('availability.changed'),
]);

// Every type has its schema in the union: a type left out fails to compile here, named.
type NoneLeftOut<Missing extends never> = Missing;
type _EveryTypeInTheUnion = NoneLeftOut<Exclude<EventType, z.output<typeof appEventSchema>['type']>>;

/** An event as every consumer sees it: narrow on `type` and its payload has its exact shape. */
export type AppEvent = z.output<typeof appEventSchema>;
/** The event of one type. */
export type AppEventOf<K extends EventType> = Extract<AppEvent, { type: K }>;
