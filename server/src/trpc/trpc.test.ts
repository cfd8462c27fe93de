import { describe, expect, it } from 'vitest';
import { MAX_SUBSCRIPTIONS_PER_CONNECTION } from '@regen/shared/constants';
import type { Services } from '../services.ts';
import { createInnerContext, type ConnectionState } from './context.ts';
import { publicProcedure, router } from './trpc.ts';

// The bound on subscriptions per websocket connection (docs/decisions/016, 084). tRPC's
// websocket handler aborts a subscription's signal only when the client stops it or the
// socket closes; one that runs to its end or fails must give its place back too.

async function* oneValue() {
  yield await Promise.resolve('only');
}

async function* breakingStream() {
  yield await Promise.resolve('first');
  throw new Error('the stream broke');
}

/** Yields nothing and ends when the subscription is stopped. */
async function* untilStopped(signal: AbortSignal | undefined) {
  const stopped = await new Promise<never[]>((resolve) => signal?.addEventListener('abort', () => resolve([])));
  yield* stopped;
}

const testRouter = router({
  ends: publicProcedure.subscription(() => oneValue()),
  fails: publicProcedure.subscription(() => breakingStream()),
  waits: publicProcedure.subscription(({ signal }) => untilStopped(signal)),
});

/** A websocket connection's context, without a session (no database is read) and without limits. */
function socketCaller(connection: ConnectionState, signal: AbortSignal) {
  const services = { config: { rateLimits: false }, log: { error() {} } } as unknown as Services;
  const ctx = createInnerContext({ services, transport: 'websocket', connection });
  return testRouter.createCaller(ctx, { signal });
}

async function drain(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const values: unknown[] = [];
  for await (const value of iterable) values.push(value);
  return values;
}

describe('subscriptions per connection', () => {
  it(`refuses a subscription beyond ${MAX_SUBSCRIPTIONS_PER_CONNECTION} running on one connection`, async () => {
    const connection = { subscriptions: 0 };
    const caller = socketCaller(connection, new AbortController().signal);
    for (let i = 0; i < MAX_SUBSCRIPTIONS_PER_CONNECTION; i++) await caller.waits();
    expect(connection.subscriptions).toBe(MAX_SUBSCRIPTIONS_PER_CONNECTION);
    await expect(caller.waits()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: `At most ${MAX_SUBSCRIPTIONS_PER_CONNECTION} live updates can run on one connection.`,
    });
  });

  it('gives the place back when a subscription runs to its end', async () => {
    const connection = { subscriptions: 0 };
    const caller = socketCaller(connection, new AbortController().signal);
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_CONNECTION; i++)
      expect(await drain(await caller.ends())).toEqual(['only']);
    expect(connection.subscriptions).toBe(0);
  });

  it('gives the place back when a subscription fails while it runs', async () => {
    const connection = { subscriptions: 0 };
    const caller = socketCaller(connection, new AbortController().signal);
    for (let i = 0; i <= MAX_SUBSCRIPTIONS_PER_CONNECTION; i++) {
      await expect(drain(await caller.fails())).rejects.toMatchObject({ code: 'INTERNAL_SERVER_ERROR' });
    }
    expect(connection.subscriptions).toBe(0);
  });

  it('gives the place back once when a subscription is stopped, and again never', async () => {
    const connection = { subscriptions: 0 };
    const stop = new AbortController();
    const caller = socketCaller(connection, stop.signal);
    const iterator = (await caller.waits())[Symbol.asyncIterator]();
    const ended = iterator.next();
    expect(connection.subscriptions).toBe(1);
    stop.abort();
    expect(connection.subscriptions).toBe(0);
    // tRPC then returns the iterator; the place is not given back twice.
    expect(await ended).toMatchObject({ done: true });
    await iterator.return?.();
    expect(connection.subscriptions).toBe(0);
  });
});
