import { zonedWallTimeToInstant } from '@regen/shared/rules/booking';
import { z } from 'zod';
import type { Db } from '../../server/src/db/database.ts';

// What the OCTO api tests share (octo, octo-units, octo-notifications, octo-moves): the served
// OpenAPI document's schemas as validators, one OCTO call whose answer is checked against them,
// an availability id, and a slot's booked spots.

export interface OctoResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

export interface OctoCallOptions {
  body?: unknown;
  /** The OpenAPI component a 2xx answer must match (an error always matches Error). */
  schema?: string;
  /** The key to send; null: none. */
  apiKey?: string | null;
  capabilities?: string;
  language?: string;
}

/** The served OpenAPI document (/octo/openapi.json) and its component schemas as zod validators. */
export async function loadOctoOpenApi(serverUrl: string) {
  const jsonSchema = z.custom<Parameters<typeof z.fromJSONSchema>[0]>((v) => typeof v === 'object' && v !== null);
  const raw: unknown = await (await fetch(`${serverUrl}/octo/openapi.json`)).json();
  const document = z
    .object({ components: z.object({ schemas: z.record(z.string(), jsonSchema) }) })
    .loose()
    .parse(raw);
  const schemas: Record<string, z.ZodType> = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, s]) => [name, z.fromJSONSchema(s)]),
  );
  return { document: raw as Record<string, unknown>, schemas };
}

/**
 * One OCTO call maker: `serverUrl`, the default key and capabilities read when called (set in a
 * beforeAll); a 2xx answer is validated against the OpenAPI component `schema`, an error against
 * Error. The document's schemas match the OCTO types (checked at compile time in octo-objects.ts).
 */
export function octoCaller(defaults: {
  serverUrl: () => string;
  schemas: () => Record<string, z.ZodType>;
  apiKey: () => string;
  capabilities: string;
}) {
  return async function octo<T>(method: string, path: string, options: OctoCallOptions = {}): Promise<OctoResponse<T>> {
    const headers: Record<string, string> = { 'octo-capabilities': options.capabilities ?? defaults.capabilities };
    const apiKey = options.apiKey === undefined ? defaults.apiKey() : options.apiKey;
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    if (options.language) headers['accept-language'] = options.language;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${defaults.serverUrl()}/octo${path}`, {
      method,
      headers,
      ...(options.body !== undefined
        ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }
        : {}),
    });
    const body: unknown = await response.json();
    const schema = response.ok ? defaults.schemas()[options.schema ?? ''] : defaults.schemas().Error;
    if (!schema) throw new Error(`No schema ${options.schema} in the OpenAPI document`);
    const checked = schema.safeParse(body);
    if (!checked.success)
      throw new Error(`${method} ${path} answered outside the OpenAPI document: ${checked.error.message}`);
    return { status: response.status, headers: response.headers, body: body as T };
  };
}

/** An OCTO availability id: the slot's local start with the offset in force then. */
export function octoAvailabilityId(date: string, time: string, timeZone: string) {
  const instant = zonedWallTimeToInstant(date, time, timeZone);
  const minutes = Math.round((Date.parse(`${date}T${time}:00Z`) - instant.getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${date}T${time}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** A slot's booked spots, as the database has them. */
export async function slotBookedSpots(db: Db, slotId: string): Promise<number> {
  const row = await db
    .selectFrom('activity_availability')
    .select('booked_spots')
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow();
  return row.booked_spots;
}
