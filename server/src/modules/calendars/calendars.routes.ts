import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { englishMessage } from '@regen/shared/i18n';
import type { Services } from '../../services.ts';
import { csvExportRangeSchema } from '@regen/shared/schemas/calendars';
import { RATE_LIMIT_MESSAGE } from '../../limits/procedure-limits.ts';
import { hitRateLimit } from '../../limits/counters.ts';
import { sessionCookieName, sessionLifetime, validateSessionToken } from '../auth/index.ts';
import {
  NO_SUPPLIER_ACCOUNT_MESSAGE,
  feedCalendar,
  supplierBookingsCsv,
  travelerBookingCalendar,
} from './calendars.service.ts';

// The calendar files and the CSV export are plain HTTP (docs/decisions/060, 062, 063): a link
// or a calendar app fetches them and gets a file, with the session cookie (one's own booking,
// the supplier's export) or the feed's secret token as the only credential.

export const CALENDAR_BOOKING_PATH = '/calendar/bookings/';
export const CALENDAR_FEED_PATH = '/calendar/feeds/';
export const BOOKINGS_CSV_PATH = '/exports/supplier-bookings.csv';

const MINUTE = 60_000;
/** Calls per minute: a calendar app polls a feed every few minutes at most. */
const FEED_PER_MINUTE = 60;
const DOWNLOADS_PER_MINUTE = 60;

const NOT_FOUND = { error: 'Not Found', message: 'Not found' };

function fail(reply: FastifyReply, status: number, body: { error: string; message: string }) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ ...body, statusCode: status });
}

type RouteServices = Pick<Services, 'db' | 'config'>;

async function signedInUserId({ db, config }: RouteServices, request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return null;
  const found = await validateSessionToken(db, token, sessionLifetime(config));
  return found?.user.id ?? null;
}

/** Counts one call against `key` (the same PostgreSQL counters as every limit); false once used up. */
async function withinLimit({ db, config }: RouteServices, key: string, max: number): Promise<boolean> {
  if (!config.rateLimits) return true;
  const { count } = await hitRateLimit(db, key, MINUTE);
  return count <= max;
}

/** A file download: never cached by a shared cache, never sniffed into something else. */
function sendFile(reply: FastifyReply, file: { filename: string; content: string }, type: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.content);
}

/** `<name>.ics` → `<name>`; anything else → null. */
const withoutIcs = (file: string) => (file.endsWith('.ics') ? file.slice(0, -4) : null);

export function registerCalendarRoutes(app: FastifyInstance, services: RouteServices): void {
  const { db, config } = services;
  /** "Add to calendar": one booking of the signed-in traveler; anyone else's is 404. */
  app.get<{ Params: { file: string } }>(`${CALENDAR_BOOKING_PATH}:file`, async (request, reply) => {
    const userId = await signedInUserId(services, request);
    if (!userId) return fail(reply, 401, { error: 'Unauthorized', message: englishMessage('errors.signInToContinue') });
    if (!(await withinLimit(services, `calendar-download|${userId}`, DOWNLOADS_PER_MINUTE))) {
      return fail(reply, 429, { error: 'Too Many Requests', message: RATE_LIMIT_MESSAGE });
    }
    const bookingId = withoutIcs(request.params.file);
    const uuid = bookingId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId);
    const file = uuid ? await travelerBookingCalendar(db, config, userId, bookingId) : null;
    if (!file) return fail(reply, 404, NOT_FOUND);
    return sendFile(reply, file, 'text/calendar; charset=utf-8');
  });

  /** A private feed: the token is the credential; unknown, revoked or replaced tokens are 404. */
  app.get<{ Params: { file: string } }>(`${CALENDAR_FEED_PATH}:file`, async (request, reply) => {
    if (!(await withinLimit(services, `calendar-feed|${request.ip}`, FEED_PER_MINUTE))) {
      return fail(reply, 429, { error: 'Too Many Requests', message: RATE_LIMIT_MESSAGE });
    }
    const token = withoutIcs(request.params.file);
    const calendar = token ? await feedCalendar(db, config, token) : null;
    if (!calendar) return fail(reply, 404, NOT_FOUND);
    // Inline, not an attachment: calendar apps subscribe to it.
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex')
      .send(calendar);
  });

  /** The signed-in supplier's bookings dated from `from` to `to`, as CSV. */
  app.get<{ Querystring: Record<string, string | undefined> }>(BOOKINGS_CSV_PATH, async (request, reply) => {
    const userId = await signedInUserId(services, request);
    if (!userId) return fail(reply, 401, { error: 'Unauthorized', message: englishMessage('errors.signInToContinue') });
    const range = csvExportRangeSchema.safeParse({ from: request.query.from ?? '', to: request.query.to ?? '' });
    if (!range.success) {
      return fail(reply, 400, { error: 'Bad Request', message: range.error.issues[0]!.message });
    }
    if (!(await withinLimit(services, `bookings-csv|${userId}`, DOWNLOADS_PER_MINUTE))) {
      return fail(reply, 429, { error: 'Too Many Requests', message: RATE_LIMIT_MESSAGE });
    }
    const file = await supplierBookingsCsv(db, userId, range.data);
    if (!file) {
      return fail(reply, 403, { error: 'Forbidden', message: NO_SUPPLIER_ACCOUNT_MESSAGE });
    }
    return sendFile(reply, file, 'text/csv; charset=utf-8');
  });
}
