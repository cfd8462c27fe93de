import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { getWSConnectionHandler, type WSSHandlerOptions } from '@trpc/server/adapters/ws';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';
import type { SocketContextFactory, SocketRequest } from './context.ts';
import type { AppRouter } from './router.ts';

/** Close code for sockets the server ends because it is shutting down ("going away"). */
const SERVER_SHUTDOWN_CLOSE_CODE = 1001;

type HandlerOptions = WSSHandlerOptions<AppRouter>;

export interface TrpcWebSocketOptions {
  router: AppRouter;
  /** The only path upgrades are accepted on ('/trpc'); others are answered 404. */
  path: string;
  createContext: SocketContextFactory;
  /** Refuses an upgrade with 403 before the socket is accepted (cross-site websocket hijacking). */
  refuse(req: IncomingMessage): boolean;
  onError: HandlerOptions['onError'];
  /** The largest message a client may send, in bytes; ws closes a socket that sends more (1009). */
  maxPayload: number;
  /** A PING after `pingMs` without a message from the client; no answer within `pongWaitMs` ends the socket. */
  keepAlive: { pingMs: number; pongWaitMs: number };
}

/**
 * Serves tRPC's websocket protocol with tRPC's own adapter (`applyWSSHandler`) over a `ws`
 * server that takes the upgrades of the app's HTTP server (docs/decisions/084). Before a
 * socket is accepted, an upgrade on another path is answered 404 and a cross-site one 403.
 * The sockets are closed when the app closes, so a graceful shutdown does not wait for them.
 */
export function registerTrpcWebSocket(app: FastifyInstance, options: TrpcWebSocketOptions): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxPayload, perMessageDeflate: false });
  const onConnection = getWSConnectionHandler<AppRouter>({
    wss,
    router: options.router,
    // The adapter passes on the `req` it was given: a SocketRequest (below), not an IncomingMessage.
    createContext: options.createContext as unknown as HandlerOptions['createContext'],
    onError(opts) {
      // A frame that breaks the protocol (too large, malformed) is the client's doing: ws closes that socket.
      if (!isProtocolError(opts.error.cause)) options.onError?.(opts);
    },
    keepAlive: { enabled: true, ...options.keepAlive },
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== options.path) {
      refuseUpgrade(socket, 404, 'Not Found', 'Not Found');
    } else if (options.refuse(req)) {
      refuseUpgrade(socket, 403, 'Forbidden', 'Cross-site request refused');
    } else {
      // The adapter keeps its `req` as long as the socket is open: it gets only what it and the context read.
      const kept: SocketRequest = {
        url: req.url ?? '/',
        headers: { host: req.headers.host, cookie: req.headers.cookie },
        socket: req.socket,
      };
      wss.handleUpgrade(req, socket, head, (client) => onConnection(client, kept as unknown as IncomingMessage));
    }
  };
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', (done) => {
    app.server.removeListener('upgrade', onUpgrade);
    for (const client of wss.clients) client.close(SERVER_SHUTDOWN_CLOSE_CODE, 'Server shutting down');
    wss.close();
    done();
  });
}

/** ws's errors for a frame that breaks the protocol carry a `WS_ERR_…` code. */
function isProtocolError(cause: unknown): boolean {
  return cause instanceof Error && 'code' in cause && String(cause.code).startsWith('WS_ERR_');
}

/** Answers an upgrade with an HTTP error in Fastify's JSON shape and ends the connection. */
function refuseUpgrade(socket: Duplex, statusCode: number, error: string, message: string): void {
  // Node leaves an upgrading socket without an error listener; a client that resets must not crash the process.
  socket.on('error', () => socket.destroy());
  const body = JSON.stringify({ error, message, statusCode });
  socket.end(
    `HTTP/1.1 ${statusCode} ${error}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
