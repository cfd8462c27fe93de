import type { WebSocket } from 'ws';

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Close code for a socket whose session ended (signed out, reset or expired). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** One tracked socket: its session, when that ends, and the timer that closes it then. */
interface Tracked {
  registry: SocketRegistry;
  socket: WebSocket;
  sessionId: string;
  expiresAt: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The websockets open on this instance, by session id, so that signing out (on any
 * instance: the 'sessions.revoked' event reaches all) closes that session's sockets. A
 * socket also closes when the session it opened with expires: no socket outlives its
 * session (the client reconnects, with a renewed session if it still has one). Kept lean,
 * as it is per idle socket: one small record and one timer each, shared functions instead
 * of closures (see docs/benchmarks.md, idle subscribers).
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  track(sessionId: string, socket: WebSocket, expiresAt: Date): void {
    let set = this.bySession.get(sessionId);
    if (!set) this.bySession.set(sessionId, (set = new Set()));
    set.add(socket);
    const tracked: Tracked = { registry: this, socket, sessionId, expiresAt: expiresAt.getTime(), timer: undefined };
    trackedSockets.set(socket, tracked);
    closeAtExpiry(tracked);
    socket.once('close', forget);
  }

  closeSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const socket of this.bySession.get(id) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out');
    }
  }

  /** @internal */
  untrack(tracked: Tracked): void {
    const set = this.bySession.get(tracked.sessionId);
    set?.delete(tracked.socket);
    if (set?.size === 0) this.bySession.delete(tracked.sessionId);
  }
}

const trackedSockets = new WeakMap<WebSocket, Tracked>();

/** Closes the socket once its session has expired; until then waits (at most the longest timer) and checks again. */
function closeAtExpiry(tracked: Tracked): void {
  const left = tracked.expiresAt - Date.now();
  if (left <= 0) {
    tracked.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session expired');
    return;
  }
  tracked.timer = setTimeout(closeAtExpiry, Math.min(left, MAX_TIMER_MS), tracked);
  tracked.timer.unref();
}

/** A tracked socket's 'close' listener (`this` is the socket). */
function forget(this: WebSocket): void {
  const tracked = trackedSockets.get(this);
  if (!tracked) return;
  trackedSockets.delete(this);
  clearTimeout(tracked.timer);
  tracked.registry.untrack(tracked);
}
