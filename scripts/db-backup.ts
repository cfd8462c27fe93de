// `npm run db:backup [-- <file>]`: a consistent copy of the database (docs/decisions/111).
// - Embedded database (PGlite): while the server runs, the copy comes from it (GET /ops/backup with
//   BACKUP_TOKEN; BACKUP_URL, else http://127.0.0.1:$PORT); when no server runs, from the folder.
// - PostgreSQL (DATABASE_URL): pg_dump's custom format, restored by `npm run db:restore`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { EmbeddedDatabaseBusyError, acquireEmbeddedDatabaseLock } from '../server/src/db/embedded-lock.ts';
import { backupFileName } from '../server/src/modules/backup/index.ts';

const config = loadConfig();
const file = process.argv[2] ?? path.join('backups', backupFileName(new Date()));
mkdirSync(path.dirname(path.resolve(file)), { recursive: true });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function fromRunningServer(): Promise<Buffer> {
  if (!config.backupToken) {
    fail(
      `The server holds the embedded database in ${config.dataDir}. Start it with BACKUP_TOKEN set and run this command with the same BACKUP_TOKEN, or stop the server first.`,
    );
  }
  const base = process.env.BACKUP_URL ?? `http://127.0.0.1:${config.port}`;
  const response = await fetch(`${base}/ops/backup`, { headers: { authorization: `Bearer ${config.backupToken}` } });
  if (!response.ok) fail(`${base}/ops/backup answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

async function fromFolder(): Promise<Buffer> {
  const database = openDatabase({ databaseUrl: undefined, dataDir: config.dataDir });
  try {
    return Buffer.from(await (await database.dumpEmbedded!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

if (config.databaseUrl) {
  const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl], {
    stdio: 'inherit',
  });
  if (result.status !== 0) fail(`pg_dump failed${result.error ? `: ${result.error.message}` : ''}.`);
} else {
  let archive: Buffer;
  try {
    const lock = acquireEmbeddedDatabaseLock(config.dataDir);
    try {
      archive = await fromFolder();
    } finally {
      lock.release();
    }
  } catch (err) {
    if (!(err instanceof EmbeddedDatabaseBusyError)) throw err;
    archive = await fromRunningServer();
  }
  writeFileSync(file, archive);
}
console.log(`Backup written to ${file}`);
