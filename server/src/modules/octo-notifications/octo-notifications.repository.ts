import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { OctoWebhooksTable } from '../../db/schema.ts';

// OCTO's webhooks, the changes the triggers note and the deliveries' outbox (docs/decisions/115).
// Every function takes the database or an open transaction first.

export type WebhookEvent = OctoWebhooksTable['event'];

export function insertWebhook(
  db: DbOrTrx,
  values: { resellerId: string; event: WebhookEvent; url: string; secret: string; capabilities: string[] },
) {
  return db
    .insertInto('octo_webhooks')
    .values({
      reseller_id: values.resellerId,
      event: values.event,
      url: values.url,
      secret: values.secret,
      capabilities: values.capabilities,
      deleted_at: null,
    })
    .returning(['id', 'event', 'url', 'capabilities', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** A reseller's live webhooks, oldest first. */
export function listWebhooks(db: DbOrTrx, resellerId: string) {
  return db
    .selectFrom('octo_webhooks')
    .select(['id', 'event', 'url', 'capabilities', 'created_at'])
    .where('reseller_id', '=', resellerId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .limit(100)
    .execute();
}

export async function countLiveWebhooks(db: DbOrTrx, resellerId: string): Promise<number> {
  const row = await db
    .selectFrom('octo_webhooks')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('reseller_id', '=', resellerId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Deletes the reseller's webhook (kept for the admin's history); its unsent deliveries end as failed. */
export async function deleteWebhook(db: DbOrTrx, resellerId: string, webhookId: string) {
  const row = await db
    .updateTable('octo_webhooks')
    .set({ deleted_at: sql<Date>`now()` })
    .where('id', '=', webhookId)
    .where('reseller_id', '=', resellerId)
    .where('deleted_at', 'is', null)
    .returning(['id', 'event', 'url', 'capabilities', 'created_at'])
    .executeTakeFirst();
  if (row) {
    await db
      .updateTable('octo_webhook_deliveries')
      .set({ status: 'failed', failed_at: sql<Date>`now()`, last_error: 'The webhook was deleted' })
      .where('webhook_id', '=', webhookId)
      .where('status', '=', 'pending')
      .execute();
  }
  return row;
}

export interface ClaimedChange {
  id: string;
  kind: 'booking' | 'availability' | 'product';
  subject: string;
  activity_id: string;
  /** 'YYYY-MM-DDTHH:MM:SS', the slot's local start (availability changes). */
  slot_local_start: string | null;
}

/**
 * Takes the oldest noted changes, deleting them in the caller's transaction: `skip locked` lets
 * every instance's worker take its own, and a rollback puts them back.
 */
export async function claimChanges(trx: DbOrTrx, limit: number): Promise<ClaimedChange[]> {
  const { rows } = await sql<ClaimedChange>`
    delete from octo_notification_changes
    where id in (select id from octo_notification_changes order by id limit ${limit} for update skip locked)
    returning id, kind, subject, activity_id,
      to_char(slot_local_start, 'YYYY-MM-DD"T"HH24:MI:SS') as slot_local_start
  `.execute(trx);
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

export interface LiveWebhook {
  id: string;
  reseller_id: string;
  reseller_name: string;
  reseller_user_id: string;
  event: WebhookEvent;
  url: string;
  capabilities: string[];
}

/** The live webhooks for an event, of resellers not revoked (one reseller's, when given). */
export function liveWebhooks(db: DbOrTrx, event: WebhookEvent, resellerId?: string): Promise<LiveWebhook[]> {
  let query = db
    .selectFrom('octo_webhooks as w')
    .innerJoin('resellers as r', 'r.id', 'w.reseller_id')
    .select([
      'w.id',
      'w.reseller_id',
      'r.name as reseller_name',
      'r.user_id as reseller_user_id',
      'w.event',
      'w.url',
      'w.capabilities',
    ])
    .where('w.event', '=', event)
    .where('w.deleted_at', 'is', null)
    .where('r.revoked_at', 'is', null);
  if (resellerId) query = query.where('w.reseller_id', '=', resellerId);
  return query.orderBy('w.created_at').orderBy('w.id').execute();
}

/** The reseller and OCTO uuid of a booking (null for a website booking). */
export function resellerBookingRef(db: DbOrTrx, bookingId: string) {
  return db
    .selectFrom('bookings')
    .select(['reseller_id', 'idempotency_key'])
    .where('id', '=', bookingId)
    .executeTakeFirst();
}

/** The instant a local wall time of an activity's zone stands for (a removed slot's availability id). */
export async function instantInActivityZone(db: DbOrTrx, activityId: string, localStart: string) {
  const { rows } = await sql<{ at: Date }>`
    select (${localStart}::timestamp at time zone a.time_zone) as at from activities a where a.id = ${activityId}
  `.execute(db);
  return rows[0]?.at;
}

export interface NewDelivery {
  webhook_id: string;
  reseller_id: string;
  event: string;
  body: string;
  next_attempt_at: Date;
}

export async function insertDeliveries(db: DbOrTrx, deliveries: NewDelivery[]) {
  if (deliveries.length === 0) return;
  await db.insertInto('octo_webhook_deliveries').values(deliveries).execute();
}

export interface ClaimedDelivery {
  id: string;
  webhook_id: string;
  event: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
}

/**
 * Claims due deliveries for one attempt each: the claim counts the attempt and moves the row's
 * next attempt a lease ahead, in one statement, so no other worker takes it while it is sent.
 * A worker that dies mid-send leaves it to be tried again when the lease ends.
 */
export async function claimDueDeliveries(
  db: DbOrTrx,
  now: Date,
  leaseEnds: Date,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const { rows } = await sql<ClaimedDelivery>`
    update octo_webhook_deliveries d
    set attempts = d.attempts + 1, next_attempt_at = ${leaseEnds}
    from octo_webhooks w
    where w.id = d.webhook_id and d.id in (
      select id from octo_webhook_deliveries
      where status = 'pending' and next_attempt_at <= ${now}
      order by next_attempt_at, id limit ${limit}
      for update skip locked
    )
    returning d.id, d.webhook_id, d.event, d.body, d.attempts, w.url, w.secret
  `.execute(db);
  return rows;
}

export async function markDelivered(db: DbOrTrx, deliveryId: string, status: number, at: Date) {
  await db
    .updateTable('octo_webhook_deliveries')
    .set({ status: 'delivered', delivered_at: at, last_status: status, last_error: null })
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .execute();
}

export async function markAttemptFailed(
  db: DbOrTrx,
  deliveryId: string,
  failure: { error: string; status: number | null; nextAttemptAt: Date; final: boolean; at: Date },
) {
  await db
    .updateTable('octo_webhook_deliveries')
    .set({
      last_error: failure.error.slice(0, 1000),
      last_status: failure.status,
      next_attempt_at: failure.nextAttemptAt,
      ...(failure.final ? { status: 'failed' as const, failed_at: failure.at } : {}),
    })
    .where('id', '=', deliveryId)
    .where('status', '=', 'pending')
    .execute();
}

/** A reseller's latest deliveries with their webhook, newest first (the admin's list). */
export function resellerDeliveries(db: DbOrTrx, resellerId: string, limit: number) {
  return db
    .selectFrom('octo_webhook_deliveries as d')
    .innerJoin('octo_webhooks as w', 'w.id', 'd.webhook_id')
    .select([
      'd.id',
      'd.event',
      'w.url',
      'd.status',
      'd.attempts',
      'd.last_error',
      'd.last_status',
      'd.created_at',
      'd.delivered_at',
      'd.failed_at',
      'd.next_attempt_at',
    ])
    .where('d.reseller_id', '=', resellerId)
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute();
}

/** Settled deliveries older than 30 days are dropped (the worker's hourly sweep). */
export async function pruneDeliveries(db: DbOrTrx) {
  await db
    .deleteFrom('octo_webhook_deliveries')
    .where('status', '<>', 'pending')
    .where('created_at', '<', sql<Date>`now() - interval '30 days'`)
    .execute();
}
