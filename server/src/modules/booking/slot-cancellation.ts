import { sql } from 'kysely';
import type { Config } from '../../config.ts';
import type { Trx } from '../../db/database.ts';
import type { Emit } from '../../events/event-hub.ts';
import { findBookingWithParties } from './booking.repository.ts';
import { writeCancellation } from './booking.service.ts';

// A supplier cancels a whole slot (weather, illness; docs/decisions/104). The cancellation
// deadline protects the supplier from late cancellations by travelers; it does not bind the
// supplier calling the day off, so every confirmed booking of the slot is cancelled whatever the
// hour, each through the same writes as a single cancellation (spots, .ics, emails, events).

/** The slot's confirmed bookings, locked until the transaction ends, oldest first. */
function lockConfirmedBookingsOfSlot(trx: Trx, slotId: string) {
  return trx
    .selectFrom('bookings')
    .select('id')
    .where('availability_id', '=', slotId)
    .where('status', '=', 'confirmed')
    .orderBy('created_at')
    .orderBy('id')
    .forUpdate()
    .execute();
}

function cancelConfirmedBooking(trx: Trx, bookingId: string, userId: string, reason: string) {
  return trx
    .updateTable('bookings')
    .set({
      status: 'cancelled',
      cancellation_reason: reason,
      cancelled_at: sql`now()`,
      cancelled_by: userId,
      updated_at: sql`now()`,
    })
    .where('id', '=', bookingId)
    .where('status', '=', 'confirmed')
    .returning(['id', 'availability_id', 'number_of_people'])
    .executeTakeFirst();
}

/**
 * Cancels every confirmed booking of a slot with one reason, in the caller's transaction (the
 * caller has checked the slot is the supplier's). Returns the cancelled bookings' ids.
 */
export async function cancelBookingsOfSlot(
  trx: Trx,
  emit: Emit,
  config: Config,
  supplierUserId: string,
  slotId: string,
  reason: string,
): Promise<string[]> {
  const cancelledIds: string[] = [];
  for (const { id } of await lockConfirmedBookingsOfSlot(trx, slotId)) {
    const booking = await findBookingWithParties(trx, id);
    const cancelled = booking ? await cancelConfirmedBooking(trx, id, supplierUserId, reason) : undefined;
    if (!booking || !cancelled) continue;
    await writeCancellation(trx, emit, config, booking, cancelled, false, reason);
    cancelledIds.push(id);
  }
  return cancelledIds;
}
