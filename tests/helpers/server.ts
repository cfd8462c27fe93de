import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/src/app.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { openDatabase, type Database } from '../../server/src/db/database.ts';
import { syncWithDatabaseClock } from './clock.ts';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set (or
 * `postgresAdminUrl` is given), in-memory PGlite otherwise.
 */
export interface TestDatabase {
  kind: 'postgres' | 'pglite';
  /** Set for PostgreSQL: instances built with it share the database. */
  databaseUrl: string | undefined;
  /** Set for PGlite: the one in-process database (PGlite cannot be shared across instances). */
  shared: Database | undefined;
  drop(): Promise<void>;
}

export async function createTestDatabase(options: { postgresAdminUrl?: string } = {}): Promise<TestDatabase> {
  const adminUrl = options.postgresAdminUrl ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const shared = openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
    return { kind: 'pglite', databaseUrl: undefined, shared, drop: () => shared.close() };
  }
  const name = `regen_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    databaseUrl: url.toString(),
    shared: undefined,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    CLIENT_DIST: './does-not-exist',
    PORT: '0',
    ...overrides,
  });
}

/** Starts a real server on port 0 against the given test database. */
export async function startTestServer(
  database: TestDatabase,
  overrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'catalogueClock' | 'logStream' | 'octoWebhookClock' | 'secondFactorClock'> = {},
): Promise<TestServer> {
  const config = testConfig({ ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}), ...overrides });
  const app = await buildApp(config, {
    ...options,
    ...(database.shared ? { database: database.shared, keepDatabaseOpen: true } : {}),
  });
  await syncWithDatabaseClock(app.services.db);
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const url = address.replace('0.0.0.0', '127.0.0.1');
  const publicConfig = { ...config, publicUrl: url };
  return {
    app,
    url,
    config: publicConfig,
    async close() {
      // Tests need no long drain: connections still open after a moment are cut.
      const force = setTimeout(() => app.server.closeAllConnections(), 3000);
      force.unref();
      await app.close();
      clearTimeout(force);
    },
  };
}

/** One file's environment: a fresh database and a server on it. Call `close` in afterAll. */
export async function setupTestEnvironment(
  overrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'catalogueClock' | 'logStream' | 'octoWebhookClock' | 'secondFactorClock'> = {},
) {
  const database = await createTestDatabase();
  const server = await startTestServer(database, overrides, options);
  return {
    database,
    server,
    db: server.app.services.db,
    async close() {
      await server.close();
      await database.drop();
    },
  };
}
