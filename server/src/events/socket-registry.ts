import { WebSocket } from 'ws';

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Close code for a socket whose session ended (signed out, reset or expired). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/** One session's open sockets, when that session ends, and the one timer that closes them then. */
interface SessionSockets {
  registry: SocketRegistry;
  sessionId: string;
  sockets: Set<WebSocket>;
  expiresAt: number;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The websockets open on this instance, by session id, so that signing out (on any
 * instance: the 'sessions.revoked' event reaches all) closes that session's sockets. A
 * socket also closes when its session expires: no socket outlives its session (the client
 * reconnects, with a renewed session if it still has one). Kept lean, as it is per idle
 * socket (docs/benchmarks.md, idle subscribers; docs/decisions/097): a session's sockets
 * share one record and one timer, and a socket costs an entry in its session's set and a
 * shared 'close' listener.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, SessionSockets>();

  /** Tracks `socket` until it closes; `expiresAt` is its session's expiry as just read. */
  track(sessionId: string, socket: WebSocket, expiresAt: Date): void {
    // Closed while its session was read: it will send no 'close' to be forgotten by.
    if (socket.readyState === WebSocket.CLOSED) return;
    let session = this.bySession.get(sessionId);
    if (!session) {
      session = { registry: this, sessionId, sockets: new Set(), expiresAt: expiresAt.getTime(), timer: undefined };
      this.bySession.set(sessionId, session);
      closeAtExpiry(session);
    } else if (expiresAt.getTime() > session.expiresAt) {
      // The session was renewed since its other sockets opened: it, and they, last until the new expiry.
      session.expiresAt = expiresAt.getTime();
    }
    session.sockets.add(socket);
    sessionOf.set(socket, session);
    socket.on('close', forget);
  }

  closeSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) closeAll(this.bySession.get(id), 'Signed out');
  }

  /** @internal */
  untrack(session: SessionSockets, socket: WebSocket): void {
    session.sockets.delete(socket);
    if (session.sockets.size > 0 || this.bySession.get(session.sessionId) !== session) return;
    clearTimeout(session.timer);
    this.bySession.delete(session.sessionId);
  }
}

const sessionOf = new WeakMap<WebSocket, SessionSockets>();

function closeAll(session: SessionSockets | undefined, reason: string): void {
  // Copied: a closing socket may leave the set while it is read.
  for (const socket of [...(session?.sockets ?? [])]) socket.close(SESSION_ENDED_CLOSE_CODE, reason);
}

/** Closes the session's sockets once it has expired; until then waits (at most the longest timer) and checks again. */
function closeAtExpiry(session: SessionSockets): void {
  const left = session.expiresAt - Date.now();
  if (left <= 0) {
    session.timer = undefined;
    closeAll(session, 'Session expired');
    return;
  }
  session.timer = setTimeout(closeAtExpiry, Math.min(left, MAX_TIMER_MS), session);
  session.timer.unref();
}

/** A tracked socket's 'close' listener (`this` is the socket), one function for all. */
function forget(this: WebSocket): void {
  const session = sessionOf.get(this);
  if (!session) return;
  sessionOf.delete(this);
  session.registry.untrack(session, this);
}
