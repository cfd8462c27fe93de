import { describe, expect, it } from 'vitest';
import { share, type SharedRuns } from './shared-reads.ts';

/** A statement under the test's control: each run is a promise the test settles. */
function controlledRuns() {
  const runs: { settle: (value: string) => void; fail: (error: Error) => void }[] = [];
  const run = () =>
    new Promise<string>((resolve, reject) => {
      runs.push({ settle: resolve, fail: reject });
    });
  return { runs, run };
}

describe('share', () => {
  it('runs the first caller at once and never hands a later caller an execution sent before it asked', async () => {
    const flights: SharedRuns = new Map();
    const { runs, run } = controlledRuns();
    const first = share(flights, 'q', run);
    expect(runs).toHaveLength(1);
    // Three callers arrive while the first execution runs: they wait for the next one.
    const later = [share(flights, 'q', run), share(flights, 'q', run), share(flights, 'q', run)];
    expect(runs).toHaveLength(1);
    runs[0]!.settle('before');
    await expect(first).resolves.toBe('before');
    // The next round starts when the first ends: one execution for the three of them.
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs[1]!.settle('after');
    await expect(Promise.all(later)).resolves.toEqual(['after', 'after', 'after']);
    expect(runs).toHaveLength(2);
    await Promise.resolve();
    expect(flights.size).toBe(0);
  });

  it('keeps rounds going: a caller arriving during the second round waits for a third', async () => {
    const flights: SharedRuns = new Map();
    const { runs, run } = controlledRuns();
    void share(flights, 'q', run);
    const second = share(flights, 'q', run);
    runs[0]!.settle('one');
    await Promise.resolve();
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    const third = share(flights, 'q', run);
    runs[1]!.settle('two');
    await expect(second).resolves.toBe('two');
    await Promise.resolve();
    expect(runs).toHaveLength(3);
    runs[2]!.settle('three');
    await expect(third).resolves.toBe('three');
  });

  it('shares nothing between different statements', async () => {
    const flights: SharedRuns = new Map();
    const { runs, run } = controlledRuns();
    const a = share(flights, 'a', run);
    const b = share(flights, 'b', run);
    expect(runs).toHaveLength(2);
    runs[0]!.settle('A');
    runs[1]!.settle('B');
    await expect(Promise.all([a, b])).resolves.toEqual(['A', 'B']);
  });

  it('gives a failure to the callers of that execution only; the next round runs afresh', async () => {
    const flights: SharedRuns = new Map();
    const { runs, run } = controlledRuns();
    const first = share(flights, 'q', run);
    const second = share(flights, 'q', run);
    runs[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await Promise.resolve();
    expect(runs).toHaveLength(2);
    runs[1]!.settle('fine');
    await expect(second).resolves.toBe('fine');
    await Promise.resolve();
    expect(flights.size).toBe(0);
  });
});
