import { CapabilityId } from '@octocloud/types/dist/models/types.gen.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { hitRateLimit } from '../../limits/counters.ts';
import {
  apiKeyHashOf,
  authenticateApiKey,
  pruneRequestLog,
  requestLogFor,
  type AuthenticatedReseller,
} from '../resellers/index.ts';
import { openApiDocument } from './openapi.ts';
import { OctoError } from './octo-errors.ts';
import type { Capabilities, OctoContext } from './octo-objects.ts';
import {
  availabilityBodySchema,
  bookingsQuerySchema,
  calendarBodySchema,
  cancelBodySchema,
  confirmBodySchema,
  extendBodySchema,
  reservationBodySchema,
  updateBodySchema,
} from './octo.schemas.ts';
import * as service from './octo.service.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@regen/shared/i18n';
import { preferredLocale } from '@regen/shared/i18n/locale-paths';

// The OCTO supplier API under /octo (docs/decisions/044–046): Fastify routes, not tRPC, because
// OCTO fixes the paths, verbs, headers and error bodies. Each request: the reseller's Bearer
// key, its per-key rate limit, the capabilities it asked for, and a line in the admin's log.

/** Requests per key per minute: a calendar poll every second for 10 products stays well within. */
export const OCTO_REQUESTS_PER_MINUTE = 1200;
const SWEEP_EVERY_MS = 30_000;
const PRUNE_EVERY_SWEEPS = 120;

/**
 * Routes whose own statement checks the key (docs/decisions/047): the calendar, which resellers
 * poll, answers in one round trip to the database.
 */
const KEY_CHECKED_IN_STATEMENT = new Set(['/octo/availability/calendar']);

interface OctoRequestState {
  /** Null until the key is checked (by the hook, or by the route's own statement). */
  reseller: AuthenticatedReseller | null;
  context: OctoContext;
  startedAt: number;
}

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new OctoError('BAD_REQUEST', `${where}${issue?.message ?? 'Invalid request'}`);
  }
  return result.data;
}

/**
 * A reservation otherwise well formed but without unit items is UNPROCESSABLE_ENTITY, as the
 * OCTO validator expects (docs/decisions/099); any other fault is BAD_REQUEST.
 */
function parseReservation(body: unknown) {
  const items = typeof body === 'object' && body !== null && 'unitItems' in body ? body.unitItems : undefined;
  const noItems = items === undefined || (Array.isArray(items) && items.length === 0);
  if (noItems && reservationBodySchema.omit({ unitItems: true }).safeParse(body ?? {}).success) {
    throw new OctoError('UNPROCESSABLE_ENTITY', 'unitItems: give at least one unit item');
  }
  return parse(reservationBodySchema, body);
}

function requestedCapabilities(header: string | string[] | undefined): Capabilities {
  const names = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((c) => c.trim().toLowerCase())
      .filter(Boolean),
  );
  return {
    content: names.has(CapabilityId.OCTO_CONTENT),
    pricing: names.has(CapabilityId.OCTO_PRICING),
    questions: names.has(CapabilityId.OCTO_QUESTIONS),
  };
}

const capabilitiesHeader = (c: Capabilities) =>
  [
    c.content ? CapabilityId.OCTO_CONTENT : null,
    c.pricing ? CapabilityId.OCTO_PRICING : null,
    c.questions ? CapabilityId.OCTO_QUESTIONS : null,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * The content's language (OCTO's content capability, docs/decisions/109): the first of our
 * locales the reseller's Accept-Language accepts, by weight; English when it names none.
 */
const contentLanguage = (acceptLanguage: string | undefined): Locale =>
  preferredLocale(acceptLanguage) ?? DEFAULT_LOCALE;

function bearerKey(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

/** The JSON of a calendar that several requests share, written once. */
const calendarJson = new WeakMap<object, string>();

/**
 * More routes under /octo, registered by other modules through app.ts (OCTO's webhooks,
 * docs/decisions/115): they get the same key check, rate limit, request log and error bodies.
 */
export type OctoRouteExtension = (
  octo: FastifyInstance,
  authenticated: (request: FastifyRequest) => { context: OctoContext; reseller: AuthenticatedReseller },
) => void;

/** Registers /octo and its hold sweep (called once from app.ts). */
export async function registerOctoApi(app: FastifyInstance, extensions: OctoRouteExtension[] = []): Promise<void> {
  const { db, config, log } = app.services;
  const requestLog = requestLogFor(db, log);
  const states = new WeakMap<FastifyRequest, OctoRequestState>();
  const testMode = config.env !== 'production';

  // Holds whose time is up give their spots back: at start (a restart loses no expiry) and then
  // on a timer, on every instance (the statement makes that safe: octo.repository.ts).
  let sweeps = 0;
  const sweep = () => {
    sweeps++;
    service.expireHolds(db).catch((err: unknown) => log.warn({ err }, 'expiring OCTO holds failed'));
    if (sweeps % PRUNE_EVERY_SWEEPS === 0) {
      pruneRequestLog(db).catch((err: unknown) => log.warn({ err }, 'pruning the reseller request log failed'));
    }
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  sweep();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await requestLog.flush();
  });

  await app.register(
    (octo, _options, done) => {
      octo.get('/openapi.json', () => openApiDocument(`${config.publicUrl}/octo`));

      const unauthorized = () => new OctoError('UNAUTHORIZED', 'The API key is missing, invalid or revoked');
      const authenticate = async (request: FastifyRequest, state: OctoRequestState) => {
        const key = bearerKey(request);
        const reseller = key ? await authenticateApiKey(db, key) : null;
        if (!reseller) throw unauthorized();
        await admit(state, reseller);
      };
      const admit = async (state: OctoRequestState, reseller: AuthenticatedReseller) => {
        state.reseller = reseller;
        // A test key is test everywhere: Octo-Env and its bookings' testMode (docs/decisions/114).
        if (reseller.testMode) state.context = { ...state.context, testMode: true };
        if (config.rateLimits) {
          const { count, resetInMs } = await hitRateLimit(db, `octo-key|${reseller.keyId}`, 60_000);
          if (count > OCTO_REQUESTS_PER_MINUTE) {
            throw new OctoError(
              'TOO_MANY_REQUESTS',
              `Too many requests for this API key: wait ${Math.ceil(resetInMs / 1000)} s`,
            );
          }
        }
      };

      octo.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/octo/openapi.json')) return;
        const capabilities = requestedCapabilities(request.headers['octo-capabilities']);
        const state: OctoRequestState = {
          reseller: null,
          context: {
            capabilities,
            cancellationWindowHours: config.cancellationWindowHours,
            testMode,
            locale: contentLanguage(request.headers['accept-language']),
          },
          startedAt: performance.now(),
        };
        states.set(request, state);
        if (!KEY_CHECKED_IN_STATEMENT.has(request.routeOptions.url ?? '')) await authenticate(request, state);
      });

      octo.addHook('onSend', async (request, reply, payload) => {
        const state = states.get(request);
        if (state?.reseller) {
          void reply.header('Octo-Capabilities', capabilitiesHeader(state.context.capabilities));
          if (state.context.capabilities.content) {
            void reply.header('Content-Language', state.context.locale ?? DEFAULT_LOCALE);
            void reply.header('Available-Languages', LOCALES.join(', '));
          }
          requestLog.record({
            reseller_id: state.reseller.resellerId,
            method: request.method,
            path: request.url.split('?')[0]!.slice(0, 300),
            status: reply.statusCode,
            duration_ms: performance.now() - state.startedAt,
            created_at: new Date(),
          });
        }
        void reply.header('Octo-Env', (state?.context.testMode ?? testMode) ? 'test' : 'live');
        return payload;
      });

      octo.setErrorHandler(async (error, request, reply: FastifyReply) => {
        if (error instanceof OctoError) return reply.code(error.statusCode).send(error.toBody());
        // Fastify's own refusals: a body that is not JSON, too large, of another type.
        const status = typeof error === 'object' && error && 'statusCode' in error ? Number(error.statusCode) : 500;
        if (status >= 400 && status < 500) {
          // On a route that checks its key in its own statement, the body was refused before the
          // handler ran: the key still comes first.
          const state = states.get(request);
          if (state && !state.reseller) {
            try {
              await authenticate(request, state);
            } catch (refusal) {
              if (refusal instanceof OctoError) return reply.code(refusal.statusCode).send(refusal.toBody());
              throw refusal;
            }
          }
          const message = error instanceof Error ? error.message : 'Invalid request';
          return reply.code(400).send(new OctoError('BAD_REQUEST', message).toBody());
        }
        request.log.error({ err: error }, 'OCTO request failed');
        return reply.code(500).send(new OctoError('INTERNAL_SERVER_ERROR', 'Something went wrong').toBody());
      });
      octo.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({ error: 'NOT_FOUND', errorMessage: 'No such OCTO endpoint' }),
      );

      const state = (request: FastifyRequest) => {
        const known = states.get(request);
        if (!known?.reseller) throw unauthorized();
        return { context: known.context, reseller: known.reseller };
      };
      const uuidOf = (request: FastifyRequest) => parse(z.object({ uuid: z.string().max(200) }), request.params).uuid;
      const services = app.services;

      octo.get('/supplier', () => service.getSupplier(config));
      octo.get('/products', (request) => service.getProducts(db, state(request).context));
      octo.get('/products/:id', (request) =>
        service.getProduct(db, state(request).context, parse(z.object({ id: z.string().max(200) }), request.params).id),
      );
      octo.post('/availability/calendar', async (request, reply) => {
        const requestState = states.get(request)!;
        const key = bearerKey(request);
        const keyHash = key ? apiKeyHashOf(key) : null;
        const body = calendarBodySchema.safeParse(request.body ?? {});
        if (!keyHash) throw unauthorized();
        if (!body.success) {
          // Refused in the usual order, the key before the body; a refusal may take two statements.
          await authenticate(request, requestState);
          return parse(calendarBodySchema, request.body); // throws BAD_REQUEST
        }
        const calendar = await service.availabilityCalendar(db, requestState.context, keyHash, body.data, (reseller) =>
          admit(requestState, reseller),
        );
        if (!calendar) throw unauthorized();
        // Identical requests that overlap share one calendar (docs/decisions/074): its JSON is written once.
        let json = calendarJson.get(calendar);
        if (json === undefined) calendarJson.set(calendar, (json = JSON.stringify(calendar)));
        return reply.type('application/json; charset=utf-8').send(json);
      });
      octo.post('/availability', (request) => {
        const { context, reseller } = state(request);
        return service.availabilityCheck(db, context, parse(availabilityBodySchema, request.body), reseller);
      });
      octo.post('/bookings', (request) => {
        const { context, reseller } = state(request);
        return service.reserve(services, context, reseller, parseReservation(request.body));
      });
      octo.get('/bookings', (request) => {
        const { context, reseller } = state(request);
        return service.listBookings(db, context, reseller, parse(bookingsQuerySchema, request.query));
      });
      octo.get('/bookings/:uuid', (request) => {
        const { context, reseller } = state(request);
        return service.getBooking(db, context, reseller, uuidOf(request));
      });
      octo.patch('/bookings/:uuid', (request) => {
        const { context, reseller } = state(request);
        return service.update(services, context, reseller, uuidOf(request), parse(updateBodySchema, request.body));
      });
      octo.post('/bookings/:uuid/confirm', (request) => {
        const { context, reseller } = state(request);
        return service.confirm(services, context, reseller, uuidOf(request), parse(confirmBodySchema, request.body));
      });
      octo.post('/bookings/:uuid/extend', (request) => {
        const { context, reseller } = state(request);
        return service.extend(
          db,
          context,
          reseller,
          uuidOf(request),
          parse(extendBodySchema, request.body).expirationMinutes,
        );
      });
      octo.post('/bookings/:uuid/cancel', (request) => {
        const { context, reseller } = state(request);
        return service.cancel(
          services,
          context,
          reseller,
          uuidOf(request),
          parse(cancelBodySchema, request.body).reason,
        );
      });
      for (const extend of extensions) extend(octo, state);
      done();
    },
    { prefix: '/octo' },
  );
}
