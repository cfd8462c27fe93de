import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerListingCache, type CatalogueClock } from './listing-cache.ts';

// The listing cache's sharing of one run between identical requests (docs/decisions/074), with
// the catalogue clock and the procedure under the test's control: every step waits for an event.

/** Calls of a function the test answers one by one, in order. */
function callQueue<T>() {
  const waiting: ((call: { answer: (value: T) => void }) => void)[] = [];
  const made: { answer: (value: T) => void }[] = [];
  let count = 0;
  return {
    get count() {
      return count;
    },
    call(): Promise<T> {
      count++;
      return new Promise<T>((resolve) => {
        const call = { answer: resolve };
        const next = waiting.shift();
        if (next) next(call);
        else made.push(call);
      });
    },
    /** The next call, once it is made. */
    next(): Promise<{ answer: (value: T) => void }> {
      const call = made.shift();
      return call ? Promise.resolve(call) : new Promise((resolve) => waiting.push(resolve));
    },
  };
}

const URL_PATH = '/trpc/search.activities?input=%7B%22json%22%3A%7B%22people%22%3A2%7D%7D';
const clockAt = (version: string): CatalogueClock => ({ version, now: 1_000 });
let opened: FastifyInstance | undefined;

afterEach(async () => {
  await opened?.close();
  opened = undefined;
});

function listingApp() {
  const clock = callQueue<CatalogueClock>();
  const runs = callQueue<{ status: number; body: string }>();
  const app = Fastify();
  opened = app;
  registerListingCache(app, () => clock.call());
  app.get('/trpc/search.activities', async (_request, reply) => {
    const { status, body } = await runs.call();
    return reply.code(status).type('application/json').send(Buffer.from(body));
  });
  return { app, clock, runs };
}

describe('registerListingCache: identical requests share a run', () => {
  it('hands requests that arrived during a run the next run’s answer, never the one under way', async () => {
    const { app, clock, runs } = listingApp();
    const first = app.inject(URL_PATH);
    (await clock.next()).answer(clockAt('1'));
    const firstRun = await runs.next();

    // Two identical requests arrive while the first run is under way.
    const later = [app.inject(URL_PATH), app.inject(URL_PATH)];
    (await clock.next()).answer(clockAt('1'));
    (await clock.next()).answer(clockAt('1'));

    firstRun.answer({ status: 200, body: '{"answer":"before"}' });
    expect((await first).body).toBe('{"answer":"before"}');
    // One more run for both of them, started after they arrived.
    (await runs.next()).answer({ status: 200, body: '{"answer":"after"}' });
    const answers = await Promise.all(later);
    expect(answers.map((r) => r.body)).toEqual(['{"answer":"after"}', '{"answer":"after"}']);
    expect(answers.map((r) => r.headers['x-cache']).sort()).toEqual(['MISS', 'SHARED']);
    expect(runs.count).toBe(2);
  });

  it('lets each waiting request run on its own when the run it waited for fails', async () => {
    const { app, clock, runs } = listingApp();
    const first = app.inject(URL_PATH);
    (await clock.next()).answer(clockAt('1'));
    const firstRun = await runs.next();
    const later = [app.inject(URL_PATH), app.inject(URL_PATH), app.inject(URL_PATH)];
    for (let i = 0; i < 3; i++) (await clock.next()).answer(clockAt('1'));
    firstRun.answer({ status: 200, body: '{"answer":"before"}' });
    await first;

    (await runs.next()).answer({ status: 500, body: '{"error":"database gone"}' });
    // The other two were to share that run: each runs the procedure itself.
    (await runs.next()).answer({ status: 200, body: '{"answer":"alone"}' });
    (await runs.next()).answer({ status: 200, body: '{"answer":"alone"}' });
    const answers = await Promise.all(later);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 500]);
    expect(runs.count).toBe(4);
  });

  it('keeps an answer until its first start, and not one already out of date when it was read', async () => {
    const { app, clock, runs } = listingApp();
    const ask = async (body: string | null) => {
      const response = app.inject(URL_PATH);
      (await clock.next()).answer(clockAt('1'));
      if (body !== null) (await runs.next()).answer({ status: 200, body });
      return (await response).headers['x-cache'];
    };
    const past = '{"holdsUntil":{"startsAt":"1970-01-01T00:00:00.000Z"}}';
    expect([await ask(past), await ask(past)]).toEqual(['MISS', 'MISS']);
    const future = '{"holdsUntil":{"startsAt":"2030-01-01T00:00:00.000Z"}}';
    expect([await ask(future), await ask(null)]).toEqual(['MISS', 'HIT']);
  });
});
