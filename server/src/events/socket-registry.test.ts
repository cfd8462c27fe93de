import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { SESSION_ENDED_CLOSE_CODE, SocketRegistry } from './socket-registry.ts';

/** Just what the registry uses of a socket: close() and the 'close' event. */
class FakeSocket extends EventEmitter {
  closedWith: number | undefined;
  close(code: number) {
    this.closedWith = code;
    this.emit('close', code);
  }
}

const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;
const START = new Date('2030-01-01T00:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('SocketRegistry', () => {
  it('closes a socket when the session it opened with expires, not before', () => {
    const registry = new SocketRegistry();
    const socket = new FakeSocket();
    registry.track('s1', asSocket(socket), new Date(START.getTime() + 60_000));
    vi.advanceTimersByTime(59_999);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('waits past the longest timer for a session that ends in 30 days', () => {
    const registry = new SocketRegistry();
    const socket = new FakeSocket();
    const thirtyDays = 30 * 86_400_000;
    registry.track('s1', asSocket(socket), new Date(START.getTime() + thirtyDays));
    vi.advanceTimersByTime(thirtyDays - 1);
    expect(socket.closedWith).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(socket.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it("closes a signed-out session's sockets and no other", () => {
    const registry = new SocketRegistry();
    const [a, b, other] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    const later = new Date(START.getTime() + 3_600_000);
    registry.track('s1', asSocket(a), later);
    registry.track('s1', asSocket(b), later);
    registry.track('s2', asSocket(other), later);
    registry.closeSessions(['s1']);
    expect([a.closedWith, b.closedWith, other.closedWith]).toEqual([
      SESSION_ENDED_CLOSE_CODE,
      SESSION_ENDED_CLOSE_CODE,
      undefined,
    ]);
  });

  it('forgets a closed socket: its expiry timer no longer fires', () => {
    const registry = new SocketRegistry();
    const socket = new FakeSocket();
    registry.track('s1', asSocket(socket), new Date(START.getTime() + 1000));
    socket.close(1000);
    vi.advanceTimersByTime(5000);
    expect(socket.closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("closes a session's sockets at its latest known expiry, with one timer", () => {
    const registry = new SocketRegistry();
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    registry.track('s1', asSocket(a), new Date(START.getTime() + 1000));
    // Opened after the session was renewed.
    registry.track('s1', asSocket(b), new Date(START.getTime() + 5000));
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(4999);
    expect([a.closedWith, b.closedWith]).toEqual([undefined, undefined]);
    vi.advanceTimersByTime(1);
    expect([a.closedWith, b.closedWith]).toEqual([SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps a session's timer while one of its sockets is open", () => {
    const registry = new SocketRegistry();
    const [a, b] = [new FakeSocket(), new FakeSocket()];
    const later = new Date(START.getTime() + 1000);
    registry.track('s1', asSocket(a), later);
    registry.track('s1', asSocket(b), later);
    a.close(1000);
    vi.advanceTimersByTime(1000);
    expect(b.closedWith).toBe(SESSION_ENDED_CLOSE_CODE);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not track a socket that closed while its session was read', () => {
    const registry = new SocketRegistry();
    const socket = Object.assign(new FakeSocket(), { readyState: 3 });
    registry.track('s1', asSocket(socket), new Date(START.getTime() + 1000));
    expect(vi.getTimerCount()).toBe(0);
    expect(socket.listenerCount('close')).toBe(0);
  });
});
