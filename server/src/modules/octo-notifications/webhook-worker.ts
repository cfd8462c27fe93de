import type { FastifyBaseLogger } from 'fastify';
import { ClaimLoop } from '../../claim-loop.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import * as repository from './octo-notifications.repository.ts';
import type { ClaimedDelivery } from './octo-notifications.repository.ts';
import { DELIVERY_HEADER, EVENT_HEADER, SIGNATURE_HEADER, signatureOf, WEBHOOK_HEADER } from './webhook-signature.ts';
import { deliveriesOf } from './webhook-payloads.ts';

// The webhooks' worker, one per instance (docs/decisions/115). Each tick it turns the changes
// the triggers noted into deliveries (one transaction: the changes are deleted as the deliveries
// are written), then sends what is due. Both claims skip rows another worker holds, so any number
// of instances send each delivery once; a failed one is retried with exponential backoff and
// given up after MAX_ATTEMPTS.

const POLL_MS = 1000;
const CHANGES_BATCH = 100;
const DELIVERY_BATCH = 20;
const MAX_ROUNDS = 10;
/** A claimed delivery is not taken again for this long (a send times out well before). */
const LEASE_MS = 60_000;
const SEND_TIMEOUT_MS = 10_000;
/** Ticks between sweeps of settled deliveries older than 30 days (about an hour). */
const PRUNE_EVERY_TICKS = 3600;
export const MAX_ATTEMPTS = 8;

/** Backoff after the n-th failed attempt: 30 s, 1 min, 2 min, … (about 64 min in all before the 8th). */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 2 ** Math.max(0, attempts - 1);
}

export interface WebhookWorkerOptions {
  config: Pick<Config, 'cancellationWindowHours' | 'env'>;
  log: FastifyBaseLogger;
  /** The clock deliveries are due and retried by (tests move it). */
  now: () => Date;
}

/** An attempt as recorded: delivered, to be retried, or given up (`failed`). */
export interface RecordedAttempt {
  deliveryId: string;
  attempts: number;
  outcome: 'delivered' | 'retry' | 'failed';
}

export class WebhookWorker {
  private readonly listeners = new Set<(attempt: RecordedAttempt) => void>();
  private readonly loop: ClaimLoop;
  private ticks = 0;
  private readonly db: Db;
  private readonly options: WebhookWorkerOptions;

  constructor(db: Db, options: WebhookWorkerOptions) {
    this.db = db;
    this.options = options;
    this.loop = new ClaimLoop({
      pollMs: POLL_MS,
      maxRounds: MAX_ROUNDS,
      beforeRounds: async () => {
        if (++this.ticks % PRUNE_EVERY_TICKS === 0) await repository.pruneDeliveries(this.db);
      },
      round: async () => {
        const { changes, attempted } = await this.runOnce();
        return changes >= CHANGES_BATCH || attempted >= DELIVERY_BATCH;
      },
      onError: (err) => this.options.log.error({ err }, 'OCTO webhook worker failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Stops polling and waits for the round in flight. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Calls `listener` after each attempt is written (tests wait on these); returns its removal. */
  onAttempt(listener: (attempt: RecordedAttempt) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private recorded(attempt: RecordedAttempt): void {
    for (const listener of this.listeners) listener(attempt);
  }

  /** One round: noted changes become deliveries, then due deliveries are sent. Exposed for tests. */
  async runOnce(): Promise<{ changes: number; attempted: number }> {
    const changes = await this.expandChanges();
    const attempted = await this.sendDue();
    return { changes, attempted };
  }

  private async expandChanges(): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const changes = await repository.claimChanges(trx, CHANGES_BATCH);
      const now = this.options.now();
      for (const change of changes) {
        await repository.insertDeliveries(trx, await deliveriesOf(trx, change, this.options.config, now));
      }
      return changes.length;
    });
  }

  private async sendDue(): Promise<number> {
    const now = this.options.now();
    const due = await repository.claimDueDeliveries(this.db, now, new Date(now.getTime() + LEASE_MS), DELIVERY_BATCH);
    await Promise.all(due.map((delivery) => this.send(delivery)));
    return due.length;
  }

  private async send(delivery: ClaimedDelivery): Promise<void> {
    let status: number | null = null;
    let error: string;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Regen-Marketplace-Webhooks/1',
          [SIGNATURE_HEADER]: signatureOf(delivery.secret, delivery.body),
          [DELIVERY_HEADER]: String(delivery.id),
          [EVENT_HEADER]: delivery.event,
          [WEBHOOK_HEADER]: delivery.webhook_id,
        },
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = response.status;
      // The answer's body is not read beyond what closes the connection.
      await response.body?.cancel();
      if (response.ok) {
        await repository.markDelivered(this.db, delivery.id, status, this.options.now());
        this.recorded({ deliveryId: String(delivery.id), attempts: delivery.attempts, outcome: 'delivered' });
        return;
      }
      error = `HTTP ${status}`;
    } catch (err) {
      error = err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);
    }
    const now = this.options.now();
    const final = delivery.attempts >= MAX_ATTEMPTS;
    this.options.log.warn(
      { deliveryId: delivery.id, attempts: delivery.attempts, status, err: error, final },
      'OCTO webhook delivery failed',
    );
    await repository.markAttemptFailed(this.db, delivery.id, {
      error,
      status,
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(delivery.attempts)),
      final,
      at: now,
    });
    this.recorded({
      deliveryId: String(delivery.id),
      attempts: delivery.attempts,
      outcome: final ? 'failed' : 'retry',
    });
  }
}
