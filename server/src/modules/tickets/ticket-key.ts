import type { Config } from '../../config.ts';
import type { DbOrTrx } from '../../db/database.ts';
import { newTicketKey, ticketCode } from './tickets.ts';

// The key that signs tickets (docs/decisions/104): TICKET_SECRET when configured, else one made
// by the first server on the database and kept there, so every instance signs alike. It is
// loaded when the app starts (loadTicketKey), so a booking's email, its .ics and OCTO's answer
// can sign without a round trip.

let loaded: string | undefined;

/** Reads (or makes, once) the database's ticket key. */
async function findOrCreateTicketKey(db: DbOrTrx, candidate: string): Promise<string> {
  await db
    .insertInto('app_secrets')
    .values({ name: 'ticket', secret: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('secret')
    .where('name', '=', 'ticket')
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** Loads the ticket key at start-up (after the migrations). */
export async function loadTicketKey(db: DbOrTrx, config: Pick<Config, 'ticketSecret'>): Promise<string> {
  loaded = config.ticketSecret ?? (await findOrCreateTicketKey(db, newTicketKey()));
  return loaded;
}

/** The key loaded at start-up. */
export function ticketKey(): string {
  if (!loaded) throw new Error('The ticket key is not loaded: buildApp loads it at start-up');
  return loaded;
}

/** A booking's ticket code, signed with the key loaded at start-up. */
export const bookingTicketCode = (bookingId: string) => ticketCode(ticketKey(), bookingId);

/** The ticket code of a booking if the key is loaded (a server); undefined in a bare unit test. */
export const bookingTicketCodeIfLoaded = (bookingId: string) => (loaded ? ticketCode(loaded, bookingId) : undefined);
