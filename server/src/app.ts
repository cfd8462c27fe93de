import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { TRPCError } from '@trpc/server';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { sql } from 'kysely';
import { MAX_BATCH_SIZE } from '@regen/shared/constants';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { seedDemoDataIfEmpty } from './demo/seed-demo.ts';
import { EventHub } from './events/event-hub.ts';
import { SocketRegistry } from './events/socket-registry.ts';
import { registerDevMailbox } from './http/dev-mailbox.ts';
import { registerListingCache } from './http/listing-cache.ts';
import { registerRequestContext } from './http/request-context.ts';
import { isCrossSiteRequest } from './http/origin-check.ts';
import { sharedVersionReader, type CatalogueClock } from './http/public-read-cache.ts';
import { registerClient } from './http/static-client.ts';
import { registerUploads } from './http/uploads.ts';
import { pruneRateLimits } from './limits/counters.ts';
import { MailWorker } from './mail/mail-worker.ts';
import { calendarAttachmentRenderers, registerCalendarRoutes } from './modules/calendars/index.ts';
import { loadTicketKey, ticketAttachmentRenderers } from './modules/tickets/index.ts';
import { registerLedgerRoutes } from './modules/ledger/index.ts';
import { registerBackupRoute } from './modules/backup/index.ts';
import { registerMetrics } from './modules/metrics/index.ts';
import { registerOctoApi } from './modules/octo/index.ts';
import { octoWebhookRoutes, startOctoWebhookWorker } from './modules/octo-notifications/index.ts';
import { registerWaitlist } from './modules/waitlist/index.ts';
import { registerSeoRoutes } from './modules/seo/index.ts';
import { loadLocaleCatalogues, registerRequestLocale } from './modules/locales/index.ts';
import { registerVisitorRegion } from './modules/visitor-region/index.ts';
import type { Services } from './services.ts';
import { createPhotoStorage } from './storage/index.ts';
import { createContextFactory, createSocketContextFactory } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/router.ts';
import { registerTrpcWebSocket } from './trpc/websocket.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export interface BuildOptions {
  /** An already open database (tests share one PGlite between checks). Closed with the app unless `keepDatabaseOpen`. */
  database?: Database;
  keepDatabaseOpen?: boolean;
  /**
   * The catalogue version and clock the server-rendered page cache checks pages against
   * (default: the database's, one read shared by requests arriving together). Tests pass a
   * reader whose clock runs ahead to see a page expire when its slot starts.
   */
  catalogueClock?: (db: Db) => () => Promise<CatalogueClock>;
  /** Where log lines go instead of stdout (tests read them: no request may log an error). */
  logStream?: { write(line: string): void };
  /** The clock of second-factor codes and passkey challenges (tests move it; docs/decisions/116). */
  secondFactorClock?: () => Date;
  /** The clock OCTO webhook deliveries are due and retried by (tests move it; docs/decisions/115). */
  octoWebhookClock?: () => Date;
}

const MAINTENANCE_MS = 60 * 60_000;
const TRPC_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST']);

/** Builds a ready Fastify instance without listening (tests start it on port 0). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
      ...(config.env === 'development' && process.stdout.isTTY && !options.logStream
        ? { transport: { target: 'pino-pretty' } }
        : {}),
    },
    trustProxy: config.trustProxy,
    // Behind the load balancer, its X-Request-ID names the request in every instance's logs.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    routerOptions: { maxParamLength: 5000 },
    forceCloseConnections: 'idle',
  });

  const database =
    options.database ??
    openDatabase({ databaseUrl: config.databaseUrl, sessionUrl: config.databaseSessionUrl, dataDir: config.dataDir });
  await migrateDatabase(database.db, options.database ? undefined : config.databaseSessionUrl);
  // Tickets are signed without a round trip from here on (docs/decisions/104).
  await loadTicketKey(database.db, config);
  if (config.seedDemo) await seedDemoDataIfEmpty(database.db, config, app.log);

  const events = new EventHub(database.db, database.notifications, app.log);
  const sockets = new SocketRegistry();
  // Attachments queued to be written when their mail is sent (docs/decisions/076).
  const attachmentRenderers = { ...calendarAttachmentRenderers(config), ...ticketAttachmentRenderers };
  const mail = new MailWorker(database.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    attachments: attachmentRenderers,
  });
  const services: Services = {
    config,
    db: database.db,
    events,
    sockets,
    mail,
    storage: createPhotoStorage(config, app.log),
    log: app.log,
    ...(options.secondFactorClock ? { secondFactorClock: options.secondFactorClock } : {}),
  };
  app.decorate('services', services);

  // Signing out anywhere closes that session's sockets on every instance.
  events.onAny((event) => {
    if (event.type === 'sessions.revoked') sockets.closeSessions(event.payload.sessionIds);
  });
  await events.start();
  mail.start();
  // Before every other hook: the request's id follows its work (request-context.ts).
  registerRequestContext(app);
  registerRequestLocale(app);
  registerVisitorRegion(app);
  const metrics = registerMetrics(app, {
    token: config.metricsToken,
    db: database.db,
    events,
    pool: database.poolStats,
    procedures: Object.keys(appRouter._def.procedures),
  });
  registerBackupRoute(app, { token: config.backupToken, dumpEmbedded: database.dumpEmbedded, now: () => new Date() });
  const maintenance = setInterval(() => {
    events.prune().catch((err: unknown) => app.log.warn({ err }, 'pruning events failed'));
    pruneRateLimits(database.db).catch((err: unknown) => app.log.warn({ err }, 'pruning rate limits failed'));
  }, MAINTENANCE_MS);
  maintenance.unref();

  app.addHook('onClose', async () => {
    clearInterval(maintenance);
    await mail.stop();
    await events.stop();
    if (!options.keepDatabaseOpen) await database.close();
  });

  // Security headers. Helmet's middleware is built once here: @fastify/helmet rebuilds it
  // (re-parsing the CSP) on every request, which cost a third of a listing request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A server-rendered page adds its response's nonce for the router's inline scripts
        // (http/server-render.ts, docs/decisions/086); no other inline script runs.
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          // The meeting point's map tiles (client/src/features/activity/leaflet-map.ts).
          'https://tile.openstreetmap.org',
          // Photos served straight from the bucket's public address: allow its origin.
          ...(config.storage.driver === 's3' && config.storage.publicUrl
            ? [new URL(config.storage.publicUrl).origin]
            : []),
        ],
        connectSrc: ["'self'"],
        // The manifest's ticket scanner (qr-scanner) decodes camera frames in a worker it makes
        // from a blob of its own code (docs/decisions/104); only a script already on the page can.
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.env === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  await app.register(fastifyCookie);

  app.addHook('onRequest', async (request, reply) => {
    if (isCrossSiteRequest(request, config.publicUrl)) {
      return reply.code(403).send({ error: 'Forbidden', message: 'Cross-site request refused', statusCode: 403 });
    }
  });
  // tRPC over HTTP is queries (GET, HEAD) and mutations (POST). Any other method is refused
  // here: tRPC's adapter makes a web Request of the call, which cannot carry TRACE (a 500).
  app.addHook('onRequest', async (request, reply) => {
    if (!TRPC_METHODS.has(request.method) && (request.url === '/trpc' || request.url.startsWith('/trpc/'))) {
      return reply
        .code(405)
        .header('Allow', [...TRPC_METHODS].join(', '))
        .send({ error: 'Method Not Allowed', message: `${request.method} is not allowed here`, statusCode: 405 });
    }
  });

  const onError = ({ error, path }: { error: TRPCError; path: string | undefined }) => {
    metrics.trpcError(path, error.code);
    if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC error');
  };
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: createContextFactory(services),
      maxBatchSize: MAX_BATCH_SIZE,
      onError,
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  // The websocket at /trpc, tRPC's own adapter (docs/decisions/084). It carries subscription
  // requests only: small messages. Cross-site upgrades are refused with a 403.
  registerTrpcWebSocket(app, {
    router: appRouter,
    path: '/trpc',
    createContext: createSocketContextFactory(services),
    refuse: (req) => isCrossSiteRequest({ method: req.method ?? 'GET', headers: req.headers }, config.publicUrl),
    onError,
    maxPayload: 64 * 1024,
    keepAlive: { pingMs: 30_000, pongWaitMs: 5_000 },
  });

  // An answer sent before the request body was read (a refused upload, a cross-site POST)
  // closes the connection: otherwise a client still sending, or one that stopped, keeps it
  // half-read and busy, which also holds up a graceful shutdown.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) void reply.header('Connection', 'close');
    return payload;
  });

  // tRPC answers with a web Response whose body Fastify streams chunk by chunk. For ordinary
  // (non-streaming) JSON answers, sending one buffer with a Content-Length is several
  // times faster under load (see `npm run bench -- listing`). A streamed answer (tRPC's jsonl,
  // for `trpc-accept: application/jsonl`; also typed application/json) stays a stream.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Response) || !request.url.startsWith('/trpc')) return payload;
    const type = payload.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json') || payload.headers.has('transfer-encoding')) return payload;
    const body = Buffer.from(await payload.arrayBuffer());
    void reply.code(payload.status);
    payload.headers.forEach((value, name) => void reply.header(name, value));
    return body;
  });
  // Public reads: kept while exact, and told to shared caches (docs/decisions/083).
  registerListingCache(app, sharedVersionReader(database.db));

  app.get('/healthz', () => ({ status: 'ok' }));
  // Ready when the database answers: the cheapest statement, whatever the tables hold.
  app.get('/readyz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  if (config.devMailbox) registerDevMailbox(app, database.db, attachmentRenderers);
  await registerUploads(app);
  await registerOctoApi(app, [octoWebhookRoutes]);
  startOctoWebhookWorker(app, options.octoWebhookClock);
  registerWaitlist(app, services);
  registerCalendarRoutes(app, services);
  registerLedgerRoutes(app, services);

  // Every locale's messages, for mails and errors (the SSR bundle loads its own, docs/decisions/109).
  await loadLocaleCatalogues();
  const pages = await registerClient(
    app,
    config.clientDist,
    services,
    options.catalogueClock ? { catalogueClock: options.catalogueClock } : {},
  );
  registerSeoRoutes(app, { contentEntries: () => pages?.contentEntries() ?? Promise.resolve([]) });
  await app.ready();
  return app;
}
