import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimLoop, type ClaimLoopOptions } from './claim-loop.ts';

// The workers' polling loop (mail outbox, OCTO webhooks), on a fake clock: what each tick runs.

const POLL_MS = 1000;

/** What the loop called, in order, and a way to wait until it has called n things. */
function recorder() {
  const calls: string[] = [];
  const waiting: { n: number; resolve: () => void }[] = [];
  return {
    calls,
    record(call: string) {
      calls.push(call);
      for (const w of waiting.filter((w) => calls.length >= w.n)) w.resolve();
    },
    /** Records `call` and answers `result`, as a callback of the loop would. */
    step<T = void>(call: string, result?: T): Promise<T> {
      this.record(call);
      return Promise.resolve(result as T);
    },
    until(n: number): Promise<void> {
      if (calls.length >= n) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ n, resolve }));
    },
  };
}

type Recorder = ReturnType<typeof recorder>;

/** A started loop polling every POLL_MS, its ticks and failures recorded, up to 10 rounds a tick. */
function startLoop(log: Recorder, options: Pick<ClaimLoopOptions, 'round'> & Partial<ClaimLoopOptions>) {
  const loop = new ClaimLoop({
    pollMs: POLL_MS,
    maxRounds: 10,
    beforeRounds: () => log.step('tick'),
    onError: (err) => log.record(`error ${(err as Error).message}`),
    ...options,
  });
  loop.start();
  return loop;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('ClaimLoop', () => {
  it('runs batch after batch while they come back full, then waits for the next tick', async () => {
    const log = recorder();
    const full = [true, true, false, false];
    const loop = startLoop(log, { round: () => log.step('round', full.shift() ?? false) });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(4);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(6);
    await loop.stop();
    expect(log.calls).toEqual(['tick', 'round', 'round', 'round', 'tick', 'round']);
  });

  it('runs at most maxRounds batches a tick, even while they keep coming back full', async () => {
    const log = recorder();
    const loop = startLoop(log, { maxRounds: 3, round: () => log.step('round', true) });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(4);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(5);
    // The second tick began right after the third round.
    expect(log.calls.slice(0, 5)).toEqual(['tick', 'round', 'round', 'round', 'tick']);
    await loop.stop();
  });

  it('starts no tick while one is in flight, and stop() waits for it', async () => {
    const log = recorder();
    let finish: (full: boolean) => void = () => undefined;
    const loop = startLoop(log, {
      round: () => {
        log.record('round');
        return new Promise<boolean>((resolve) => (finish = resolve));
      },
    });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(2);
    await vi.advanceTimersByTimeAsync(3 * POLL_MS);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish(true);
    await stopping;
    // The batch came back full, but the loop was stopping: no further round.
    expect(log.calls).toEqual(['tick', 'round']);
  });

  it('reports a failed tick and goes on polling; a failure while stopping is not reported', async () => {
    const log = recorder();
    let fail: (err: Error) => void = () => undefined;
    let ticks = 0;
    const loop = startLoop(log, {
      beforeRounds: () => log.step(`tick ${++ticks}`),
      round: () =>
        ticks === 1 ? Promise.reject(new Error('claim failed')) : new Promise<boolean>((_, reject) => (fail = reject)),
    });
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(2);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    await log.until(3);
    const stopping = loop.stop();
    fail(new Error('send failed'));
    await stopping;
    expect(log.calls).toEqual(['tick 1', 'error claim failed', 'tick 2']);
  });
});
