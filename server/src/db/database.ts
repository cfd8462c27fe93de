import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, type Transaction } from 'kysely';
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

export interface Database {
  db: Db;
  notifications: NotificationSource;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const DATE_OID = 1082;
const INT8_OID = 20;

// `date` stays a 'YYYY-MM-DD' string (a JS Date would shift it by the server's zone);
// int8 ids and counts fit in a double for this product's volumes.
pg.types.setTypeParser(DATE_OID, (v) => v);
pg.types.setTypeParser(INT8_OID, (v) => Number(v));

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Database {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

function openPostgres(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 20 });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  let listener: pg.Client | undefined;
  let closed = false;

  /** One dedicated LISTEN connection, re-opened after a drop (the catch-up read covers the gap). */
  async function connectListener(channel: string, onPayload: (payload: string) => void): Promise<void> {
    const client = new pg.Client({ connectionString });
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
