import type { CompiledQuery, QueryResult } from 'kysely';
import type { DbOrTrx } from './database.ts';

// Identical reads that overlap share one execution (docs/decisions/074, kept by 083 for the
// OCTO calendar: resellers' sites poll one product's calendar for each of their visitors). A
// statement is identified by its text and parameters. The first caller runs it at once;
// callers that arrive while it runs do not get its answer (it was sent before they asked, and
// may miss a write committed since) but share the next execution, which is sent when the
// running one ends, that is after every one of them asked. So each caller's rows reflect every
// write committed before it called, exactly as if it had run the statement alone, and a burst
// of identical reads costs the database one execution per round instead of one each. A caller
// waits at most for the end of the execution under way and then its own.
//
// Rows are shared between callers: read them, never change them. Inside a transaction a read
// is never shared (each transaction sees its own snapshot).

type Key = string;

interface Flight {
  /** Settles when the execution under way ends, however it ends. */
  ended: Promise<void>;
  /** The next execution, for everyone who arrived while this one ran; sent when it ends. */
  next: Promise<unknown> | undefined;
}

/** The runs under way and waiting, by what they run. */
export type SharedRuns = Map<Key, Flight>;

const flightsByDatabase = new WeakMap<object, SharedRuns>();

function keyOf(query: CompiledQuery): Key {
  return `${query.sql}\u0000${JSON.stringify(query.parameters)}`;
}

/**
 * Runs a read-only statement, shared with identical ones that overlap it (see above). For a
 * statement many requests really send with the same input: a product's calendar.
 */
export function executeShared<R>(db: DbOrTrx, query: CompiledQuery<R>): Promise<QueryResult<R>> {
  if (db.isTransaction) return db.executeQuery(query);
  let flights = flightsByDatabase.get(db);
  if (!flights) flightsByDatabase.set(db, (flights = new Map<Key, Flight>()));
  return share(flights, keyOf(query), () => db.executeQuery(query));
}

/** The sharing itself, over any run (exported for its tests). */
export function share<T>(flights: SharedRuns, key: Key, run: () => Promise<T>): Promise<T> {
  const flight = flights.get(key);
  if (!flight) return begin(flights, key, run);
  // Joined the next round: it starts when the current one ends, after this call. Every caller
  // of a key runs the same statement, so the round's result has this caller's type.
  return (flight.next ??= flight.ended.then(() => begin(flights, key, run))) as Promise<T>;
}

function begin<T>(flights: SharedRuns, key: Key, run: () => Promise<T>): Promise<T> {
  const result = run();
  const flight: Flight = { ended: result.then(ignore, ignore), next: undefined };
  flights.set(key, flight);
  // Registered before any `next` (which is chained after it): when nobody is waiting the key
  // goes; otherwise the next round's `begin` replaces this flight.
  void flight.ended.then(() => {
    if (flights.get(key) === flight && flight.next === undefined) flights.delete(key);
  });
  return result;
}

function ignore(): void {}
