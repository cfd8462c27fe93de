import type { EventHub } from '../../events/event-hub.ts';

// The live slot lists of open booking pages (docs/decisions/121). A trigger on the slots writes
// one `availability.changed` event per activity whose slots' spots changed, in the writer's
// transaction (migration 2026-11-27T2000), and every instance hears it like any event. One
// listener per hub fans it out by activity, so an event costs a map lookup however many pages
// are open.

type Wake = () => void;

class AvailabilityFeed {
  private readonly watchers = new Map<string, Set<Wake>>();

  constructor(events: EventHub) {
    events.onAny((event) => {
      if (event.type !== 'availability.changed' || !event.activityId) return;
      for (const wake of this.watchers.get(event.activityId) ?? []) wake();
    });
  }

  add(activityId: string, wake: Wake): () => void {
    let set = this.watchers.get(activityId);
    if (!set) this.watchers.set(activityId, (set = new Set()));
    set.add(wake);
    return () => {
      set.delete(wake);
      if (set.size === 0) this.watchers.delete(activityId);
    };
  }
}

const feeds = new WeakMap<EventHub, AvailabilityFeed>();

/**
 * Yields `{ activityId }` after each change to what the activity's slots have left, until
 * `signal` aborts. Changes that arrive while the client has not yet taken the last one are
 * told once: the client reads the slots again, which covers them all.
 */
export async function* availabilityChanges(
  events: EventHub,
  activityId: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<{ activityId: string }, void, undefined> {
  let feed = feeds.get(events);
  if (!feed) feeds.set(events, (feed = new AvailabilityFeed(events)));
  let pending = false;
  let wakeUp: (() => void) | undefined;
  const remove = feed.add(activityId, () => {
    pending = true;
    wakeUp?.();
  });
  const stop = () => wakeUp?.();
  signal?.addEventListener('abort', stop);
  try {
    while (!signal?.aborted) {
      if (!pending) await new Promise<void>((resolve) => (wakeUp = resolve));
      wakeUp = undefined;
      if (signal?.aborted) return;
      pending = false;
      yield { activityId };
    }
  } finally {
    remove();
    signal?.removeEventListener('abort', stop);
  }
}
