import type { WebSocket } from 'ws';

/** setTimeout's longest delay (about 24.8 days); a later expiry is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Close code for a socket whose session ended (signed out, reset or expired). */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * The websockets open on this instance, by session id, so that signing out (on any
 * instance: the 'sessions.revoked' event reaches all) closes that session's sockets. A
 * socket also closes when the session it opened with expires: no socket outlives its
 * session (the client reconnects, with a renewed session if it still has one).
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  track(sessionId: string, socket: WebSocket, expiresAt: Date): void {
    let set = this.bySession.get(sessionId);
    if (!set) this.bySession.set(sessionId, (set = new Set()));
    set.add(socket);
    let timer: NodeJS.Timeout | undefined;
    const closeAtExpiry = () => {
      const left = expiresAt.getTime() - Date.now();
      if (left <= 0) {
        socket.close(SESSION_ENDED_CLOSE_CODE, 'Session expired');
        return;
      }
      timer = setTimeout(closeAtExpiry, Math.min(left, MAX_TIMER_MS));
      timer.unref();
    };
    closeAtExpiry();
    socket.once('close', () => {
      clearTimeout(timer);
      set.delete(socket);
      if (set.size === 0) this.bySession.delete(sessionId);
    });
  }

  closeSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const socket of this.bySession.get(id) ?? []) socket.close(SESSION_ENDED_CLOSE_CODE, 'Signed out');
    }
  }

  closeAll(): void {
    for (const set of this.bySession.values()) for (const socket of set) socket.close(1001, 'Server shutting down');
  }
}
