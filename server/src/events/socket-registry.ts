import type { WebSocket } from 'ws';

/**
 * The websockets open on this instance, by session id, so that signing out (on any
 * instance: the 'sessions.revoked' event reaches all) closes that session's sockets.
 */
export class SocketRegistry {
  private readonly bySession = new Map<string, Set<WebSocket>>();

  track(sessionId: string, socket: WebSocket): void {
    let set = this.bySession.get(sessionId);
    if (!set) this.bySession.set(sessionId, (set = new Set()));
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.bySession.delete(sessionId);
    });
  }

  closeSessions(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      for (const socket of this.bySession.get(id) ?? []) socket.close(4001, 'Signed out');
    }
  }

  closeAll(): void {
    for (const set of this.bySession.values()) for (const socket of set) socket.close(1001, 'Server shutting down');
  }
}
