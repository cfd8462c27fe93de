import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';

const POLL_MS = 1000;
const BATCH = 20;
export const MAX_ATTEMPTS = 6;

/** Backoff after the n-th failed attempt: 30 s, 2 min, 8 min, … */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

/**
 * Drains email_outbox. Rows are claimed with `for update skip locked`, so several workers
 * (one per server instance) never send the same mail twice. Without SMTP (outside
 * production) mails are marked sent and kept for /dev/mailbox.
 */
export class MailWorker {
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger },
  ) {
    // Short timeouts: a batch holds its claimed rows (and a connection) while it sends, so a
    // hung SMTP server must fail the attempt (and schedule a retry) rather than stall the worker.
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), POLL_MS);
    this.timer.unref();
  }

  /** Stops polling and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  /** Sends what is due now; returns how many were sent. Exposed for tests. */
  async runOnce(): Promise<number> {
    let sent = 0;
    await this.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('email_outbox')
        .selectAll()
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where('send_after', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const mail of due) {
        try {
          if (this.transport) {
            await this.transport.sendMail({
              from: this.options.from,
              to: mail.to_address,
              subject: mail.subject,
              text: mail.text_body,
              ...(mail.html_body ? { html: mail.html_body } : {}),
            });
          }
          await trx
            .updateTable('email_outbox')
            .set({ sent_at: sql<Date>`now()`, attempts: mail.attempts + 1, last_error: null })
            .where('id', '=', mail.id)
            .execute();
          sent++;
        } catch (err) {
          const attempts = mail.attempts + 1;
          const message = err instanceof Error ? err.message : String(err);
          this.options.log.warn({ mailId: mail.id, attempts, err: message }, 'sending mail failed');
          await trx
            .updateTable('email_outbox')
            .set({
              attempts,
              last_error: message.slice(0, 1000),
              send_after: new Date(Date.now() + retryDelayMs(attempts)),
              ...(attempts >= MAX_ATTEMPTS ? { failed_at: sql<Date>`now()` } : {}),
            })
            .where('id', '=', mail.id)
            .execute();
        }
      }
    });
    return sent;
  }

  private async tick(): Promise<void> {
    if (this.running || this.stopped) return;
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((err: unknown) => {
        if (!this.stopped) this.options.log.error({ err }, 'mail worker failed');
      })
      .finally(() => (this.running = undefined));
    await this.running;
  }
}
