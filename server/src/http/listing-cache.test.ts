import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerListingCache, type CatalogueClock } from './listing-cache.ts';

// The listing cache's sharing of one run between identical requests (docs/decisions/074, 078), with
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

function listingApp({ readsInTurn = true } = {}) {
  const clock = callQueue<CatalogueClock>();
  const runs = callQueue<{ status: number; body: string }>();
  /** The procedure's starts, before its read: the test only watches them. */
  const starts = callQueue<void>();
  /** What the procedures did, in order: 'read' when one sends its read, 'answer' when one answers. */
  const steps: string[] = [];
  const app = Fastify();
  opened = app;
  registerListingCache(app, () => clock.call());
  // The procedure reads in its round's turn, as the tRPC context's readInTurn makes it.
  app.get('/trpc/search.activities', async (request, reply) => {
    void starts.call();
    const read = () => {
      steps.push('read');
      return runs.call();
    };
    const { status, body } = await (readsInTurn && request.readInTurn ? request.readInTurn(read) : read());
    steps.push('answer');
    return reply.code(status).type('application/json').send(Buffer.from(body));
  });
  return { app, clock, runs, starts, steps };
}

/**
 * A first request reading, and a second that arrived meanwhile: it leads the next round at once,
 * its procedure starts and waits to read until the first read has ended.
 */
async function secondRoundWaiting({ app, clock, runs, starts }: ReturnType<typeof listingApp>) {
  const first = app.inject(URL_PATH);
  (await clock.next()).answer(clockAt('1'));
  const firstRun = await runs.next();
  const second = app.inject(URL_PATH);
  (await clock.next()).answer(clockAt('1'));
  await starts.next();
  await starts.next();
  return { first, firstRun, second };
}

describe('registerListingCache: identical requests share a run', () => {
  it('hands requests that arrived during a read the next read’s answer, never the one under way', async () => {
    const { app, clock, runs } = listingApp();
    const first = app.inject(URL_PATH);
    (await clock.next()).answer(clockAt('1'));
    const firstRun = await runs.next();

    // Three identical requests arrive while the first read is under way: the first of them
    // leads the next round, which waits for that read to end and takes the other two.
    const later = [app.inject(URL_PATH), app.inject(URL_PATH), app.inject(URL_PATH)];
    for (let i = 0; i < 3; i++) (await clock.next()).answer(clockAt('1'));

    firstRun.answer({ status: 200, body: '{"answer":"before"}' });
    expect((await first).body).toBe('{"answer":"before"}');
    // One more read for all three, sent after they arrived and after the first read ended.
    (await runs.next()).answer({ status: 200, body: '{"answer":"after"}' });
    const answers = await Promise.all(later);
    expect(answers.map((r) => r.body)).toEqual(Array(3).fill('{"answer":"after"}'));
    expect(answers.map((r) => r.headers['x-cache']).sort()).toEqual(['MISS', 'SHARED', 'SHARED']);
    expect(runs.count).toBe(2);
  });

  it('closes a round when its read begins, and reads one round at a time', async () => {
    const listing = listingApp();
    const { app, clock, runs } = listing;
    // Answers that hold no time (a party search's), so none is served from the cache.
    const answer = (n: string) => `{"answer":"${n}","holdsUntil":{"startsAt":"1970-01-01T00:00:00.000Z"}}`;
    const { first, firstRun, second } = await secondRoundWaiting(listing);
    expect(runs.count).toBe(1);
    firstRun.answer({ status: 200, body: answer('one') });
    const secondRun = await runs.next();

    // The second round is reading: this request is not served from it. (It reads no version:
    // the first answer held no time, so this URL's answers are never kept.)
    const third = app.inject(URL_PATH);
    secondRun.answer({ status: 200, body: answer('two') });
    (await runs.next()).answer({ status: 200, body: answer('three') });

    expect([(await first).body, (await second).body, (await third).body]).toEqual([
      answer('one'),
      answer('two'),
      answer('three'),
    ]);
    expect(runs.count).toBe(3);
    expect(clock.count).toBe(2);
  });

  it('sends the next round’s read before the round whose read ended writes its answer', async () => {
    const listing = listingApp();
    const { runs, steps } = listing;
    const { first, firstRun, second } = await secondRoundWaiting(listing);
    firstRun.answer({ status: 200, body: '{"answer":"one"}' });
    (await runs.next()).answer({ status: 200, body: '{"answer":"two"}' });
    expect([(await first).body, (await second).body]).toEqual(['{"answer":"one"}', '{"answer":"two"}']);
    // Writing a round's answers takes the event loop for a while: the next read goes out first.
    expect(steps).toEqual(['read', 'read', 'answer', 'answer']);
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

  it('hands nothing on from a procedure that read without readInTurn: its round runs alone', async () => {
    const { app, clock, runs, starts } = listingApp({ readsInTurn: false });
    const first = app.inject(URL_PATH);
    (await clock.next()).answer(clockAt('1'));
    await starts.next();
    const firstRun = await runs.next();
    // Its round never closed, so this request joins it, after the read was sent.
    const second = app.inject(URL_PATH);
    (await clock.next()).answer(clockAt('1'));
    firstRun.answer({ status: 200, body: '{"answer":"before"}' });
    expect((await first).body).toBe('{"answer":"before"}');
    (await runs.next()).answer({ status: 200, body: '{"answer":"its own"}' });
    expect((await second).body).toBe('{"answer":"its own"}');
    expect(runs.count).toBe(2);
  });

  it('keeps an answer until its first start, and not one already out of date when it was read', async () => {
    const { app, clock, runs } = listingApp();
    const ask = async (body: string | null, { readsVersion = true } = {}) => {
      const response = app.inject(URL_PATH);
      if (readsVersion) (await clock.next()).answer(clockAt('1'));
      if (body !== null) (await runs.next()).answer({ status: 200, body });
      return (await response).headers['x-cache'];
    };
    const past = '{"holdsUntil":{"startsAt":"1970-01-01T00:00:00.000Z"}}';
    expect(await ask(past)).toBe('MISS');
    // That answer held no time at all (a party search's): the URL's requests now skip the
    // version read, and their answers are not kept, until one holds time again.
    expect(await ask(past, { readsVersion: false })).toBe('MISS');
    const future = '{"holdsUntil":{"startsAt":"2030-01-01T00:00:00.000Z"}}';
    expect(await ask(future, { readsVersion: false })).toBe('MISS');
    expect([await ask(future), await ask(null)]).toEqual(['MISS', 'HIT']);
    expect([clock.count, runs.count]).toEqual([3, 4]);
  });
});
