import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.ts';

export type Db = Kysely<DB>;
export type Trx = Transaction<DB>;
/** Either the database handle or an open transaction: repositories accept both. */
export type DbOrTrx = Kysely<DB> | Transaction<DB>;

/** Receives the payloads of one NOTIFY channel on a dedicated connection. */
export interface NotificationSource {
  listen(channel: string, onPayload: (payload: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** A connection pool's counts, for /metrics. */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}

export interface Database {
  db: Db;
  notifications: NotificationSource;
  kind: 'postgres' | 'pglite';
  /** The PostgreSQL pool's counts (the embedded database has no pool). */
  poolStats?: () => PoolStats;
  /**
   * The embedded database's folder as a gzipped tar, taken between transactions: a consistent
   * copy while the server runs (`npm run db:backup`, docs/decisions/111). PostgreSQL has pg_dump.
   */
  dumpEmbedded?: () => Promise<Blob>;
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

// `date` stays a 'YYYY-MM-DD' string (a JS Date would shift it by the server's zone);
// int8 ids and counts fit in a double for this product's volumes.
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));

export function openDatabase(options: {
  databaseUrl?: string | undefined;
  /** Where the LISTEN connection goes (a session, not a transaction pooler); databaseUrl if unset. */
  sessionUrl?: string | undefined;
  dataDir: string;
}): Database {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.sessionUrl ?? options.databaseUrl)
    : openPglite(options.dataDir);
}

/** Connections in the PostgreSQL pool (the booking benchmark gives its bare baseline as many). */
export const POSTGRES_POOL_SIZE = 20;

/** A statement the pool has run this many times is prepared on each connection that runs it again. */
const PREPARE_AFTER = 3;
/** At most this many prepared statements per connection (its plans stay in the server's memory). */
const MAX_PREPARED_PER_CONNECTION = 64;
/** Statement texts counted before the count starts over (texts vary with the length of `in` lists). */
const MAX_COUNTED_STATEMENTS = 2000;
/** "cached plan must not change result type": a prepared `select *` after a migration changed the table. */
const PG_FEATURE_NOT_SUPPORTED = '0A000';

type KyselyPool = ConstructorParameters<typeof PostgresDialect>[0]['pool'] & object;
type KyselyPoolClient = Awaited<ReturnType<Extract<KyselyPool, { connect: unknown }>['connect']>>;

/**
 * The pool as Kysely sees it, with the statements the app runs over and over prepared
 * (docs/decisions/021). Kysely sends every query as an unnamed statement, which PostgreSQL
 * parses and plans on each execution; for the booking statement that was half of its cost
 * (see docs/benchmarks.md). A statement seen PREPARE_AFTER times gets a name, and pg then
 * parses it once per connection and executes it by name afterwards. Rare statements stay
 * unnamed, and each connection prepares at most MAX_PREPARED_PER_CONNECTION.
 */
function preparingPool(pool: pg.Pool): KyselyPool {
  const counts = new Map<string, { seen: number; name: string }>();
  let nextName = 0;
  const clients = new WeakMap<pg.PoolClient, KyselyPoolClient>();
  /**
   * Bumped when a prepared statement no longer fits its table (another instance migrated):
   * a connection of an older generation is closed when next taken, so none of the
   * statements it prepared runs again, in a transaction or outside one.
   */
  let schemaGeneration = 0;
  const generations = new WeakMap<pg.PoolClient, number>();

  function statementName(text: string): string | undefined {
    let entry = counts.get(text);
    if (!entry) {
      if (counts.size >= MAX_COUNTED_STATEMENTS) counts.clear();
      counts.set(text, (entry = { seen: 0, name: `kysely_${nextName++}` }));
    }
    entry.seen += 1;
    return entry.seen > PREPARE_AFTER ? entry.name : undefined;
  }

  function wrap(client: pg.PoolClient): KyselyPoolClient {
    const prepared = new Set<string>();
    let broken = false;
    let inTransaction = false;
    const run = async (text: string, values: readonly unknown[]) => {
      // Kysely's own statements for its transactions (postgres-driver): begin or start transaction, commit, rollback.
      if (/^(begin|start transaction)/.test(text)) inTransaction = true;
      else if (text === 'commit' || text === 'rollback') inTransaction = false;
      const name = statementName(text);
      if (!name || (!prepared.has(name) && prepared.size >= MAX_PREPARED_PER_CONNECTION)) {
        return client.query(text, values as unknown[]);
      }
      prepared.add(name);
      try {
        return await client.query({ name, text, values: values as unknown[] });
      } catch (error) {
        if ((error as { code?: string }).code !== PG_FEATURE_NOT_SUPPORTED) throw error;
        // Its plan no longer fits the table (another instance ran an additive migration): this
        // connection is dropped when released, and the next one prepares the statement afresh.
        // Outside a transaction nothing was done: it runs again, unnamed, so no request fails
        // for it (docs/decisions/100).
        broken = true;
        schemaGeneration += 1;
        if (inTransaction) throw error;
        return client.query(text, values as unknown[]);
      }
    };
    // Kysely streams through a cursor object only when configured with one (it is not): passed through.
    const query = (textOrCursor: unknown, values?: readonly unknown[]) =>
      typeof textOrCursor === 'string' ? run(textOrCursor, values ?? []) : client.query(textOrCursor as pg.Submittable);
    return {
      query: query as unknown as KyselyPoolClient['query'],
      release: (destroy?: boolean) => client.release(destroy || broken),
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
    };
  }

  return {
    Client: pg.Client,
    options: pool.options,
    async connect() {
      let client = await pool.connect();
      for (;;) {
        const born = generations.get(client);
        if (born === undefined) generations.set(client, schemaGeneration);
        if (born === undefined || born >= schemaGeneration) break;
        client.release(true);
        client = await pool.connect();
      }
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}

function openPostgres(connectionString: string, sessionUrl: string): Database {
  const pool = new pg.Pool({ connectionString, max: POSTGRES_POOL_SIZE });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  let listener: pg.Client | undefined;
  let closed = false;

  /** One dedicated LISTEN connection, re-opened after a drop (the catch-up read covers the gap). */
  async function connectListener(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const client = new pg.Client({ connectionString: sessionUrl });
    listener = client;
    const reconnect = () => {
      if (closed || listener !== client) return;
      listener = undefined;
      setTimeout(() => {
        if (!closed) connectListener(channel, onPayload).catch(reconnect);
      }, 1000).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload) onPayload(n.payload);
    });
    await client.connect();
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  }

  return {
    db,
    kind: 'postgres',
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: POSTGRES_POOL_SIZE,
    }),
    notifications: {
      listen: connectListener,
      async close() {
        closed = true;
        const client = listener;
        listener = undefined;
        await client?.end().catch(() => undefined);
      },
    },
    async close() {
      closed = true;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
      await db.destroy();
    },
  };
}

function openPglite(dataDir: string): Database {
  // `memory://` keeps the database in memory (tests); anything else is a folder on disk.
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // The options-object form: `new PGlite(undefined, options)` silently ignores the options.
  const pglite = new PGlite({
    ...(dataDir.startsWith('memory://') ? {} : { dataDir: `${dataDir}/pgdata` }),
    parsers: {
      [pgliteTypes.DATE]: (v: string) => v,
      [pgliteTypes.INT8]: (v: string) => Number(v),
    },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect({ pglite }) });
  const unsubscribers: (() => Promise<void>)[] = [];
  return {
    db,
    kind: 'pglite',
    // Holding Kysely's one connection waits for the transaction in progress and keeps the next
    // one out; the checkpoint writes every committed page, so the copy needs no recovery.
    dumpEmbedded: () =>
      db.connection().execute(async (connection) => {
        await sql`checkpoint`.execute(connection);
        return pglite.dumpDataDir('gzip');
      }),
    notifications: {
      async listen(channel, onPayload) {
        unsubscribers.push(await pglite.listen(channel, onPayload));
      },
      async close() {
        await Promise.all(unsubscribers.splice(0).map((u) => u()));
      },
    },
    async close() {
      await Promise.all(unsubscribers.splice(0).map((u) => u().catch(() => undefined)));
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}
