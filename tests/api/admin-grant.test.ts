import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/database.ts';
import { lockFilePath } from '../../server/src/db/embedded-lock.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createUser, uniqueEmail } from '../helpers/factories.ts';
import { createTestDatabase, startTestServer, type TestDatabase } from '../helpers/server.ts';

// `npm run admin:grant -- <email>` (docs/design.md §6): works on PostgreSQL; on the embedded
// database it refuses while the server holds it.

const run = promisify(execFile);
const script = path.resolve('scripts/admin-grant.ts');

async function grant(email: string, env: Record<string, string>) {
  const cleanEnv = { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env };
  try {
    const { stdout, stderr } = await run(process.execPath, [script, email], { env: cleanEnv, timeout: 60_000 });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('admin:grant on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'regen-grant-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses with a clear message while another process (the server) holds the database', async () => {
    writeFileSync(lockFilePath(dataDir), String(process.pid));
    const result = await grant('someone@example.test', { DATA_DIR: dataDir });
    rmSync(lockFilePath(dataDir));
    expect(result.code).toBe(1);
    expect(result.out).toContain('is in use by another process');
    expect(result.out).toContain('stop the server (npm start) and run this command again');
  });

  it('makes an existing account an administrator once the server has stopped', async () => {
    const email = uniqueEmail('grant-embedded');
    const database = openDatabase({ dataDir, databaseUrl: undefined });
    await migrateToLatest(database.db);
    await createUser(database.db, { email });
    await database.close();

    const result = await grant(email.toUpperCase(), { DATA_DIR: dataDir });
    expect(result.out).toContain(`${email} is now an administrator.`);
    expect(result.code).toBe(0);

    const reopened = openDatabase({ dataDir, databaseUrl: undefined });
    const row = await reopened.db
      .selectFrom('users')
      .select('role')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    await reopened.close();
    expect(row.role).toBe('admin');
  });

  it('says so when the account does not exist', async () => {
    const result = await grant('nobody@example.test', { DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.out).toContain('No account with the email nobody@example.test. The person must sign up first.');
  });
});

// Defined only when a PostgreSQL server is given (CI always gives one): without it there
// is nothing to run this against, and the embedded case above covers the command.
if (process.env.TEST_DATABASE_URL)
  describe('admin:grant on PostgreSQL', () => {
    let database: TestDatabase;
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      database = await createTestDatabase();
      server = await startTestServer(database);
    });
    afterAll(async () => {
      await server?.close();
      await database?.drop();
    });

    it('makes an existing account an administrator while the server runs', async () => {
      const user = await createUser(server.app.services.db, { email: uniqueEmail('grant') });
      const result = await grant(user.email.toUpperCase(), { DATABASE_URL: database.databaseUrl! });
      expect(result.out).toContain(`${user.email} is now an administrator.`);
      expect(result.code).toBe(0);
      const row = await server.app.services.db
        .selectFrom('users')
        .select('role')
        .where('id', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.role).toBe('admin');
    });
  });
