import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database.ts';
import { createTestDatabase, startTestServer } from '../helpers/server.ts';
import { freePort, waitUntilReady } from '../helpers/process.ts';

// Backups (docs/decisions/111): `npm run db:backup` copies the embedded database while the server
// runs (through /ops/backup) and `npm run db:restore` puts it back in a fresh folder with every
// booking, message and ledger entry; on PostgreSQL the same commands go through pg_dump and
// pg_restore. The demo data has all three.

const TOKEN = 'backup-token-for-the-api-tests-0123456789';
const folder = mkdtempSync(path.join(tmpdir(), 'regen-backup-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

const baseEnv = { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', CLIENT_DIST: './none' };

/** Runs a script of the repository to its end: its exit code and everything it printed. */
function run(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

interface Contents {
  bookings: string[];
  messages: string[];
  ledger: number[];
}

async function contents(options: { dataDir: string; databaseUrl?: string }): Promise<Contents> {
  const database = openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  try {
    const ids = async <T>(table: string) =>
      (await sql<{ id: T }>`select id from ${sql.table(table)} order by id`.execute(database.db)).rows.map((r) => r.id);
    return {
      bookings: await ids<string>('bookings'),
      messages: await ids<string>('messages'),
      ledger: await ids<number>('regen_points_ledger'),
    };
  } finally {
    await database.close();
  }
}

describe('backups of the embedded database', () => {
  it('are taken while the server runs, refused without the token, and restore every booking, message and ledger entry', async () => {
    const live = path.join(folder, 'live');
    const restored = path.join(folder, 'restored');
    const archive = path.join(folder, 'embedded.tar.gz');
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: live, PORT: String(port), BACKUP_TOKEN: TOKEN };
    const server = spawn(process.execPath, ['server/src/main.ts'], {
      env: { ...baseEnv, ...env, SEED_DEMO: 'true' },
      stdio: 'ignore',
    });
    children.push(server);
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await waitUntilReady(url, 150_000);

    expect((await fetch(`${url}/ops/backup`)).status).toBe(401);
    expect((await fetch(`${url}/ops/backup`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);

    const backup = await run('scripts/db-backup.ts', [archive], env);
    expect(backup.output).toContain(`Backup written to ${archive}`);
    expect(backup.code).toBe(0);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    const before = await contents({ dataDir: live });
    expect(before.bookings.length).toBeGreaterThan(0);
    expect(before.messages.length).toBeGreaterThan(0);
    expect(before.ledger.length).toBeGreaterThan(0);

    const restore = await run('scripts/db-restore.ts', [archive], { DATA_DIR: restored });
    expect(restore.output).toContain(
      `Restored ${archive}: ${before.bookings.length} bookings, ${before.messages.length} messages, ${before.ledger.length} ledger entries.`,
    );
    expect(restore.code).toBe(0);
    expect(await contents({ dataDir: restored })).toEqual(before);
  }, 300_000);

  it('keeps the folder a restore replaces, and refuses to restore under a running process', async () => {
    const target = path.join(folder, 'restored');
    const archive = path.join(folder, 'embedded.tar.gz');
    const again = await run('scripts/db-restore.ts', [archive], { DATA_DIR: target });
    expect(again.code).toBe(0);
    expect(again.output).toMatch(/The database it replaced is kept in .*pgdata\.before-restore-/);

    const port = await freePort();
    const server = spawn(process.execPath, ['server/src/main.ts'], {
      env: { ...baseEnv, DATA_DIR: target, PORT: String(port) },
      stdio: 'ignore',
    });
    children.push(server);
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await waitUntilReady(`http://127.0.0.1:${port}`, 150_000);
    const refused = await run('scripts/db-restore.ts', [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is in use by another process');
    // Without BACKUP_TOKEN the running server serves no copy, and the command says what to do.
    const noToken = await run('scripts/db-backup.ts', [path.join(folder, 'refused.tar.gz')], {
      DATA_DIR: target,
      PORT: String(port),
    });
    expect(noToken.code).toBe(1);
    expect(noToken.output).toContain('Start it with BACKUP_TOKEN set');
    expect((await fetch(`http://127.0.0.1:${port}/ops/backup`)).status).toBe(404);
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(existsSync(path.join(folder, 'refused.tar.gz'))).toBe(false);
  }, 120_000);
});

// PostgreSQL even when the other api tests run on PGlite: TEST_DATABASE_URL's server, else the local one.
const POSTGRES_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('backups of PostgreSQL', () => {
  it('go through pg_dump and pg_restore into another database with the same contents', async () => {
    const source = await createTestDatabase({ postgresAdminUrl: POSTGRES_ADMIN_URL });
    const target = await createTestDatabase({ postgresAdminUrl: POSTGRES_ADMIN_URL });
    try {
      const server = await startTestServer(source, { SEED_DEMO: 'true', BACKUP_TOKEN: TOKEN });
      const served = await fetch(`${server.url}/ops/backup`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(served.status).toBe(409);
      expect(((await served.json()) as { message: string }).message).toBe(
        'This server runs on PostgreSQL: back it up with pg_dump (README, "Backups").',
      );
      await server.close();

      const archive = path.join(folder, 'postgres.dump');
      const backup = await run('scripts/db-backup.ts', [archive], { DATABASE_URL: source.databaseUrl! });
      expect(backup.code).toBe(0);
      const restore = await run('scripts/db-restore.ts', [archive], { DATABASE_URL: target.databaseUrl! });
      expect(restore.code).toBe(0);
      const before = await contents({ dataDir: 'memory://', databaseUrl: source.databaseUrl });
      expect(before.bookings.length).toBeGreaterThan(0);
      expect(before.ledger.length).toBeGreaterThan(0);
      expect(restore.output).toContain(
        `${before.bookings.length} bookings, ${before.messages.length} messages, ${before.ledger.length} ledger entries.`,
      );
      expect(await contents({ dataDir: 'memory://', databaseUrl: target.databaseUrl })).toEqual(before);
    } finally {
      await source.drop();
      await target.drop();
    }
  }, 180_000);
});
