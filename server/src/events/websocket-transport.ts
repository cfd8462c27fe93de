import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { AnyRouter, inferRouterContext } from '@trpc/server';
import {
  TRPCError,
  callProcedure,
  getErrorShape,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isTrackedEnvelope,
  parseConnectionParamsFromUnknown,
  parseTRPCMessage,
  transformTRPCResponse,
  type AnyRootTypes,
  type RootConfig,
  type TRPCErrorShape,
  type TRPCRequestInfo,
} from '@trpc/server/unstable-core-do-not-import';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';

// tRPC's websocket protocol, served lean (docs/decisions/021). The messages are those of
// @trpc/server's ws adapter, so @trpc/client's wsLink talks to it unchanged, and procedures
// are called the same way (callProcedure: input parsing, middlewares, the router's error
// formatter and transformer). What it leaves out is what made an idle subscriber cost over
// 20 KB: Fastify's request, reply and logger kept alive by @fastify/websocket, the upgrade
// request kept by tRPC's closures, two keep-alive timers per socket (tRPC's handler and its
// Fastify plugin each start one), a promise race re-armed around every subscription, and
// closures per socket (which the runtime's TypeScript loader makes heavier still: it names
// every named function expression, giving each its own property table). Per socket there is
// one Connection, per subscription one Subscription; listeners are shared functions or the
// objects themselves (handleEvent), and one timer pings every socket.

/** What a procedure's context is made from: the upgrade request (only while it is made) and the socket. */
export interface SocketContextOptions {
  req: IncomingMessage;
  res: WebSocket;
  info: TRPCRequestInfo;
}

export interface WebSocketTransportOptions<TRouter extends AnyRouter> {
  router: TRouter;
  /** The path upgrades are accepted on ('/trpc'); other paths are answered 404. */
  path: string;
  createContext(opts: SocketContextOptions): Promise<inferRouterContext<TRouter>>;
  /** Refuses an upgrade with 403 before the socket is accepted (cross-site requests). */
  refuse?(req: IncomingMessage): boolean;
  onError?(opts: { error: TRPCError; path: string | undefined }): void;
  maxPayload: number;
  /** A PING after `pingMs` without a message from the client; no answer within `pongWaitMs` ends the socket. */
  keepAlive: { pingMs: number; pongWaitMs: number };
}

type MessageId = string | number;
type Jsonrpc = '2.0' | undefined;
type CallType = 'query' | 'mutation' | 'subscription';
type Response = Parameters<typeof transformTRPCResponse>[1];

const OPEN = 1;
const NONE: readonly Subscription[] = [];

/** A socket's error listener until ws takes the socket over (shared: it must not keep the request alive). */
function destroyOnError(this: Duplex) {
  this.destroy();
}

/** tRPC's `getRawInput` for an input already parsed from the message (a returned arrow: unnamed, light). */
function rawInput(input: unknown) {
  return () => Promise.resolve(input);
}

/** One socket: its context (made once, when it opens) and its running subscriptions. */
class Connection {
  ctx: unknown = undefined;
  /** Settles with whether the context was made; undefined while connection params are awaited. */
  ready: Promise<boolean> | undefined = undefined;
  /** At most a few (the router bounds them): a small array costs less than a Map. */
  subscriptions: readonly Subscription[] = NONE;
  /** Keep-alive: when the client last sent anything, and when it was pinged (0: not waiting). */
  lastSeen = Date.now();
  pingedAt = 0;
  /** The context's `info.signal`, made only if the context asks for it; aborted when the socket closes. */
  closed: AbortController | undefined = undefined;
  /** The upgrade request, kept only until connection params arrive (`?connectionParams=1`). */
  pendingRequest: IncomingMessage | undefined = undefined;

  constructor(
    readonly transport: Transport,
    readonly socket: WebSocket,
  ) {}

  send(message: Response): void {
    if (this.socket.readyState === OPEN) {
      this.socket.send(JSON.stringify(transformTRPCResponse(this.transport.config, message)));
    }
  }

  /** Reports an error to the server's log (when internal) and answers it in tRPC's error shape. */
  fail(
    id: MessageId | null,
    jsonrpc: Jsonrpc,
    cause: unknown,
    call?: { path: string; type: CallType; input: unknown },
  ) {
    const error = getTRPCErrorFromUnknown(cause);
    this.transport.options.onError?.({ error, path: call?.path });
    const shape = getErrorShape({
      config: this.transport.config,
      error,
      type: call?.type ?? 'unknown',
      path: call?.path,
      input: call?.input,
      ctx: this.ctx,
    }) as TRPCErrorShape;
    this.send({ id, ...(jsonrpc ? { jsonrpc } : {}), error: shape });
  }

  makeContext(req: IncomingMessage, connectionParams: TRPCRequestInfo['connectionParams']): void {
    const info = new SocketRequestInfo(this, connectionParams);
    this.ready = this.transport.options.createContext({ req, res: this.socket, info }).then(
      (ctx) => {
        this.ctx = ctx;
        return true;
      },
      (cause: unknown) => {
        this.fail(null, undefined, cause);
        setImmediate(() => this.socket.close());
        return false;
      },
    );
  }

  onText(text: string): void {
    if (!this.ready) {
      this.acceptConnectionParams(text);
      return;
    }
    let messages: ReturnType<typeof parseTRPCMessage>[];
    try {
      const parsed: unknown = JSON.parse(text);
      const transformer = this.transport.config.transformer;
      messages = (Array.isArray(parsed) ? parsed : [parsed]).map((m) => parseTRPCMessage(m, transformer));
    } catch (cause) {
      this.fail(null, undefined, new TRPCError({ code: 'PARSE_ERROR', cause }));
      return;
    }
    messages.forEach((message, index) => this.handle(message, index));
  }

  /** `?connectionParams=1`: the first message carries them, then the context is made. */
  private acceptConnectionParams(text: string): void {
    const req = this.pendingRequest;
    this.pendingRequest = undefined;
    let params: TRPCRequestInfo['connectionParams'];
    try {
      const parsed: unknown = JSON.parse(text);
      if (!isObject(parsed)) throw new Error('Message was not an object');
      params = parseConnectionParamsFromUnknown(parsed.data);
    } catch (cause) {
      this.fail(
        null,
        undefined,
        new TRPCError({ code: 'PARSE_ERROR', message: 'Malformed TRPCConnectionParamsMessage', cause }),
      );
      setImmediate(() => this.socket.close());
      return;
    }
    if (req) this.makeContext(req, params);
  }

  private handle(message: ReturnType<typeof parseTRPCMessage>, batchIndex: number): void {
    const { id, jsonrpc } = message;
    if (id === null) {
      this.fail(null, jsonrpc, new TRPCError({ code: 'PARSE_ERROR', message: '`id` is required' }));
      return;
    }
    if (message.method === 'subscription.stop') {
      this.subscriptions.find((s) => s.id === id)?.controller.abort();
      return;
    }
    const { path, lastEventId } = message.params;
    let input = message.params.input;
    if (lastEventId !== undefined) {
      input = isObject(input) ? { ...input, lastEventId } : (input ?? { lastEventId });
    }
    const call = { path, type: message.method, input };
    const controller = new AbortController();
    this.call(id, jsonrpc, call, controller, batchIndex).catch((cause: unknown) => {
      controller.abort();
      this.fail(id, jsonrpc, cause, call);
    });
  }

  private async call(
    id: MessageId,
    jsonrpc: Jsonrpc,
    call: { path: string; type: CallType; input: unknown },
    controller: AbortController,
    batchIndex: number,
  ): Promise<void> {
    if (!(await this.ready)) return;
    const result: unknown = await callProcedure({
      router: this.transport.options.router,
      path: call.path,
      getRawInput: rawInput(call.input),
      ctx: this.ctx,
      type: call.type,
      signal: controller.signal,
      batchIndex,
    });
    if (call.type !== 'subscription') {
      if (isAsyncIterable(result)) {
        throw new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: `Cannot return an async iterable from a ${call.type} procedure with WebSockets`,
        });
      }
      this.send({ id, ...(jsonrpc ? { jsonrpc } : {}), result: { type: 'data', data: result } });
      return;
    }
    if (!isAsyncIterable(result)) {
      throw new TRPCError({
        code: 'INTERNAL_SERVER_ERROR',
        message: `Subscription ${call.path} did not return an AsyncGenerator`,
      });
    }
    if (this.socket.readyState !== OPEN) {
      controller.abort();
      return;
    }
    if (this.subscriptions.some((s) => s.id === id)) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: `Duplicate id ${id}` });
    }
    const subscription = new Subscription(this, id, jsonrpc, call, controller, result[Symbol.asyncIterator]());
    this.subscriptions = [...this.subscriptions, subscription];
    this.send({ id, ...(jsonrpc ? { jsonrpc } : {}), result: { type: 'started' } });
    subscription.next();
  }

  close(): void {
    this.transport.open.delete(this);
    this.closed?.abort();
    for (const subscription of this.subscriptions) subscription.controller.abort();
  }
}

/** tRPC's request info for the context; its `signal` (the socket's life) is made only when read. */
class SocketRequestInfo implements TRPCRequestInfo {
  readonly calls = [];
  readonly isBatchCall = false;
  readonly accept = null;
  readonly type = 'unknown' as const;
  readonly url = null;

  constructor(
    private readonly connection: Connection,
    readonly connectionParams: TRPCRequestInfo['connectionParams'],
  ) {}

  get signal(): AbortSignal {
    return (this.connection.closed ??= new AbortController()).signal;
  }
}

/** A running subscription: each value of its iterable becomes a message, until it ends, fails or is stopped. */
class Subscription {
  constructor(
    readonly connection: Connection,
    readonly id: MessageId,
    readonly jsonrpc: Jsonrpc,
    readonly call: { path: string; type: CallType; input: unknown },
    readonly controller: AbortController,
    readonly iterator: AsyncIterator<unknown>,
  ) {
    // Stopping (or the socket closing) asks the iterator to return (handleEvent below); one
    // waiting for its next event also sees the abort through the procedure's signal.
    controller.signal.addEventListener('abort', this, { once: true });
  }

  next(): void {
    this.iterator.next().then(
      (step) => this.step(step),
      (error: unknown) => this.finish(error),
    );
  }

  private step(step: IteratorResult<unknown>): void {
    if (step.done || this.controller.signal.aborted) {
      this.finish();
      return;
    }
    const value: unknown = step.value;
    const result = isTrackedEnvelope(value)
      ? { type: 'data' as const, id: value[0], data: { id: value[0], data: value[1] } }
      : { type: 'data' as const, data: value };
    this.connection.send({ id: this.id, ...(this.jsonrpc ? { jsonrpc: this.jsonrpc } : {}), result });
    this.next();
  }

  private finish(error?: unknown): void {
    this.controller.signal.removeEventListener('abort', this);
    // However it ended, its signal says so: whatever the procedure's middlewares attached to it runs once.
    this.controller.abort();
    this.connection.subscriptions = this.connection.subscriptions.filter((s) => s !== this);
    if (error !== undefined) this.connection.fail(this.id, this.jsonrpc, error, this.call);
    else
      this.connection.send({
        id: this.id,
        ...(this.jsonrpc ? { jsonrpc: this.jsonrpc } : {}),
        result: { type: 'stopped' },
      });
  }

  /** The abort listener. */
  handleEvent(): void {
    this.iterator.return?.().catch(() => undefined);
  }
}

/** Every open socket's connection (sockets of all transports: one app may build several in tests). */
const connections = new WeakMap<WebSocket, Connection>();

class Transport {
  readonly config: RootConfig<AnyRootTypes>;
  readonly wss: WebSocketServer;
  /** Open connections (ws's own tracking would add a closure per socket). */
  readonly open = new Set<Connection>();

  constructor(readonly options: WebSocketTransportOptions<AnyRouter>) {
    this.config = options.router._def._config as RootConfig<AnyRootTypes>;
    this.wss = new WebSocketServer({
      noServer: true,
      clientTracking: false,
      maxPayload: options.maxPayload,
      perMessageDeflate: false,
    });
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    // Node removed its own error listener before emitting 'upgrade'; ws adds its own once upgraded.
    socket.on('error', destroyOnError);
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== this.options.path) {
      answer(socket, 404, 'Not Found', { error: 'Not Found', message: 'Not Found', statusCode: 404 });
      return;
    }
    if (this.options.refuse?.(req)) {
      answer(socket, 403, 'Forbidden', { error: 'Forbidden', message: 'Cross-site request refused', statusCode: 403 });
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      socket.removeListener('error', destroyOnError);
      this.accept(ws, req);
    });
  }

  private accept(socket: WebSocket, req: IncomingMessage): void {
    const connection = new Connection(this, socket);
    connections.set(socket, connection);
    this.open.add(connection);
    socket.on('message', onMessage);
    socket.on('error', onSocketError);
    socket.once('close', onClose);
    const wantsParams = new URL(req.url ?? '/', 'http://localhost').searchParams.get('connectionParams') === '1';
    if (wantsParams) connection.pendingRequest = req;
    else connection.makeContext(req, null);
  }

  /** Keep-alive for every socket at once: PING the quiet ones, end those that did not answer. */
  sweep(): void {
    const now = Date.now();
    const { pingMs, pongWaitMs } = this.options.keepAlive;
    for (const connection of this.open) {
      const socket = connection.socket;
      if (socket.readyState !== OPEN) continue;
      if (connection.pingedAt) {
        if (now - connection.pingedAt >= pongWaitMs) socket.terminate();
      } else if (now - connection.lastSeen >= pingMs) {
        connection.pingedAt = now;
        socket.send('PING');
      }
    }
  }

  close(): void {
    for (const connection of this.open) connection.socket.close(1001, 'Server shutting down');
    this.wss.close();
  }
}

// Socket listeners, shared by every socket: `this` is the socket.
function onMessage(this: WebSocket, raw: RawData, isBinary: boolean) {
  const connection = connections.get(this);
  if (!connection) return;
  connection.lastSeen = Date.now();
  connection.pingedAt = 0;
  if (isBinary) {
    connection.fail(
      null,
      undefined,
      new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: 'Unexpected WebSocket message format' }),
    );
    return;
  }
  // Text frames arrive as one Buffer (ws joins fragments; arrays only with binaryType 'fragments').
  const text = (raw as Buffer).toString('utf8');
  if (text === 'PONG') return;
  if (text === 'PING') {
    this.send('PONG');
    return;
  }
  connection.onText(text);
}

/** A protocol error (an oversized or malformed frame): ws closes the socket after it. */
function onSocketError(this: WebSocket, error: Error) {
  connections.get(this)?.transport.options.onError?.({ error: getTRPCErrorFromUnknown(error), path: undefined });
}

function onClose(this: WebSocket) {
  const connection = connections.get(this);
  connections.delete(this);
  connection?.close();
}

function answer(socket: Duplex, status: number, reason: string, body: object): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  );
}

/** Serves tRPC's websocket protocol on `options.path` of the app's server; closed with the app. */
export function registerWebSocketTransport<TRouter extends AnyRouter>(
  app: FastifyInstance,
  options: WebSocketTransportOptions<TRouter>,
): void {
  const transport = new Transport(options as WebSocketTransportOptions<AnyRouter>);
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => transport.upgrade(req, socket, head);
  const { pingMs, pongWaitMs } = options.keepAlive;
  const sweep = setInterval(() => transport.sweep(), Math.max(250, Math.min(pingMs, pongWaitMs) / 2));
  sweep.unref();
  app.server.on('upgrade', onUpgrade);
  app.addHook('preClose', (done) => {
    clearInterval(sweep);
    app.server.removeListener('upgrade', onUpgrade);
    transport.close();
    done();
  });
}
