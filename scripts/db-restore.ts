// `npm run db:restore -- <file>`: puts a backup of `npm run db:backup` back (docs/decisions/111).
// - Embedded database: only while no server runs; the folder it replaces is kept beside it.
// - PostgreSQL (DATABASE_URL): pg_restore --clean into that database.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { EmbeddedDatabaseBusyError, acquireEmbeddedDatabaseLock } from '../server/src/db/embedded-lock.ts';
import { restoreEmbedded } from '../server/src/modules/backup/index.ts';

const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <backup file>');
  process.exit(1);
}

let lock: { release(): void } | undefined;
if (config.databaseUrl) {
  const result = spawnSync(
    'pg_restore',
    ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${config.databaseUrl}`, file],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) {
    console.error(`pg_restore failed${result.error ? `: ${result.error.message}` : ''}.`);
    process.exit(1);
  }
} else {
  try {
    lock = acquireEmbeddedDatabaseLock(config.dataDir);
  } catch (err) {
    if (err instanceof EmbeddedDatabaseBusyError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { keptAs } = await restoreEmbedded(new Blob([readFileSync(file)]), config.dataDir, new Date());
  if (keptAs) console.log(`The database it replaced is kept in ${keptAs}`);
}

// What came back, as a check anyone can read.
const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { rows } = await sql<{ bookings: number; messages: number; ledger: number }>`
  select (select count(*) from bookings)::int as bookings, (select count(*) from messages)::int as messages,
         (select count(*) from regen_points_ledger)::int as ledger
`.execute(database.db);
await database.close();
lock?.release();
console.log(
  `Restored ${file}: ${rows[0]!.bookings} bookings, ${rows[0]!.messages} messages, ${rows[0]!.ledger} ledger entries.`,
);
