import type { EventPayload } from '@regen/shared/events';

// Payloads of the typed event union (shared/src/events.ts) for tests that emit events by hand:
// an event whose payload is not its type's exact shape is refused at the edge and reaches no one.

/** A fixed instant: payload timestamps are data here, never read against the clock. */
const AT = '2030-01-01T09:00:00.000Z';

/** `messages.read`: the lightest event with a payload of its own (what a test watches travel). */
export function messagesReadPayload(readerId: string, messageIds: string[] = []): EventPayload<'messages.read'> {
  return { readerId, messageIds, readAt: AT };
}

/** `message.sent` with the given text (a long one makes an event too large for a notification). */
export function messageSentPayload(senderId: string, receiverId: string, text: string): EventPayload<'message.sent'> {
  return { message: { id: crypto.randomUUID(), senderId, receiverId, text, sentAt: AT, readAt: null } };
}

/** `booking.created` as the booking statement writes it, for a booking made without it. */
export function bookingCreatedPayload(
  bookingId: string,
  booking: Partial<Omit<EventPayload<'booking.created'>, 'bookingId' | 'status'>> = {},
): EventPayload<'booking.created'> {
  return {
    bookingId,
    activityTitle: 'Test activity',
    customerName: 'Test Traveler',
    bookingDate: '2030-01-01',
    bookingTime: '10:00',
    numberOfPeople: 1,
    ...booking,
    status: 'confirmed',
  };
}
