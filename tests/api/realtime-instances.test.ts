import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, trpcCode } from '../helpers/client.ts';
import { messagesReadPayload } from '../helpers/events.ts';
import { createActivity, createSupplier, createUser, signedInClient } from '../helpers/factories.ts';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from '../helpers/server.ts';

// Two server instances on one database behave as one (docs/design.md §5): an event committed
// through instance A reaches a subscriber connected to instance B.

let database: TestDatabase;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  a = await startTestServer(database);
  b = await startTestServer(database);
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.drop();
});

describe('two instances on one database', () => {
  it('delivers an event committed on instance A to a subscriber on instance B', async () => {
    const user = await createUser(a.app.services.db);
    const client = await signedInClient(b.url, user.email);
    const received = collect<{ type: string; payload: object }>();
    const sub = client.trpc.auth.events.subscribe(undefined, {
      onStarted: received.onStarted,
      onData: (d) => received.push(d.data),
    });
    await received.started;
    await a.app.services.events.transaction(async (_trx, emit) => {
      await emit({ type: 'messages.read', audience: [user.id], payload: messagesReadPayload(user.id, ['via A']) });
    });
    await received.waitFor(1);
    expect(received.items).toEqual([
      expect.objectContaining({ type: 'messages.read', payload: messagesReadPayload(user.id, ['via A']) }),
    ]);
    sub.unsubscribe();
    await client.close();
  });

  it('shows an activity approved through instance A in the listing instance B had cached', async () => {
    const db = a.app.services.db;
    const { supplier } = await createSupplier(db);
    const activity = await createActivity(db, supplier.id, {
      country: 'Iceland',
      status: 'pending',
      title: 'Lava moss care',
    });
    const listing = async () => {
      const input = encodeURIComponent(JSON.stringify({ json: { country: 'Iceland' } }));
      const response = await fetch(`${b.url}/trpc/catalogue.experiences?input=${input}`);
      const body = (await response.json()) as { result: { data: { json: { environmental: { title: string }[] } } } };
      return body.result.data.json.environmental.map((x) => x.title);
    };
    expect(await listing()).toEqual([]);
    expect(await listing()).toEqual([]);
    await db.updateTable('activities').set({ status: 'approved' }).where('id', '=', activity.id).execute();
    expect(await listing()).toEqual(['Lava moss care']);
  });

  it('closes the sockets of a session signed out on the other instance', async () => {
    const user = await createUser(a.app.services.db);
    const onB = await signedInClient(b.url, user.email);
    const errors = collect<unknown>();
    const sub = onB.trpc.auth.events.subscribe(undefined, {
      onStarted: errors.onStarted,
      onData: () => undefined,
      onError: (e) => errors.push(e),
    });
    await errors.started;
    // Sign out the same session through instance A.
    const { createApiClient } = await import('../helpers/client.ts');
    const onA = createApiClient(a.url, { jar: onB.jar });
    await onA.trpc.auth.signOut.mutate();
    // After the socket was closed the client reconnected without a session: the subscription fails.
    await errors.waitFor(1);
    expect(trpcCode(errors.items[0])).toBe('UNAUTHORIZED');
    sub.unsubscribe();
    await onB.close();
  });
});
