import { afterAll, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import { createBookableSlot, signedInClient } from './factories.ts';
import { setupTestEnvironment, startTestServer, type TestServer } from './server.ts';

// The set-up every api test file shares: its own database and server before its tests, every
// client it opened closed after them, then the server and the database.

type TestEnvironment = Awaited<ReturnType<typeof setupTestEnvironment>>;

/** The server's environment, or a function giving it once the hooks registered earlier have run. */
type Overrides = Record<string, string> | (() => Record<string, string>);

export interface ApiEnvironment {
  /** The file's database and server; read it in hooks and tests (it is set up in beforeAll). */
  env: Omit<TestEnvironment, 'close'>;
  /** A client signed in as `email` on the file's server (or the one at `url`), closed after the file. */
  signedIn: (email: string, url?: string, password?: string) => Promise<ApiClient>;
  /** A client with no session, closed after the file. */
  anonymousClient: (url?: string) => ApiClient;
  /** Another server on the file's database, closed after the file (before the database). Call it in beforeAll. */
  startServer: (overrides?: Record<string, string>) => Promise<TestServer>;
  /** `createBookableSlot` on the file's database, with its traveler signed in as `traveler`. */
  bookableSlot: (
    values?: Parameters<typeof createBookableSlot>[1],
  ) => Promise<Awaited<ReturnType<typeof createBookableSlot>> & { traveler: ApiClient }>;
}

/**
 * Registers the file's beforeAll and afterAll hooks. Hooks the file registers after this call
 * run after its beforeAll and before its afterAll (vitest's default 'stack' order).
 */
export function useApiEnvironment(overrides: Overrides = {}): ApiEnvironment {
  let current: TestEnvironment | undefined;
  const clients: ApiClient[] = [];
  const servers: TestServer[] = [];

  beforeAll(async () => {
    current = await setupTestEnvironment(typeof overrides === 'function' ? overrides() : overrides);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all(servers.map((s) => s.close()));
    await current?.close();
  });

  const ready = (): TestEnvironment => {
    if (!current) throw new Error('The api test environment is not set up yet: use it in a hook or a test');
    return current;
  };
  const env = {
    get database() {
      return ready().database;
    },
    get server() {
      return ready().server;
    },
    get db() {
      return ready().db;
    },
  };

  async function signedIn(email: string, url = env.server.url, password?: string) {
    const client = await signedInClient(url, email, password);
    clients.push(client);
    return client;
  }

  return {
    env,
    signedIn,
    anonymousClient: (url = env.server.url) => {
      const client = createApiClient(url);
      clients.push(client);
      return client;
    },
    startServer: async (serverOverrides = {}) => {
      const server = await startTestServer(env.database, serverOverrides);
      servers.push(server);
      return server;
    },
    bookableSlot: async (values = {}) => {
      const parties = await createBookableSlot(env.db, values);
      return { ...parties, traveler: await signedIn(parties.travelerUser.email) };
    },
  };
}
