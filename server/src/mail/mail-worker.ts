import { sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { ClaimLoop } from '../claim-loop.ts';
import type { Db } from '../db/database.ts';
import { attachmentFile, type AttachmentRenderers } from './attachments.ts';

const POLL_MS = 1000;
/** Mails sent over SMTP per transaction (their rows stay locked while it sends). */
const BATCH = 20;
/** Mails marked sent per statement when there is no SMTP server. */
const MARK_BATCH = 500;
/** Full batches drained per tick before yielding to the next one. */
const MAX_ROUNDS = 50;
export const MAX_ATTEMPTS = 6;

/** Backoff after the n-th failed attempt: 30 s, 2 min, 8 min, … */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

type MailWorkerOptions = {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** Writers of the attachments queued to be written at sending (docs/decisions/076). */
  attachments: AttachmentRenderers;
};

/**
 * Drains email_outbox. Rows are claimed with `for update skip locked`, so several workers
 * (one per server instance) never send the same mail twice. Without SMTP (outside
 * production) mails are marked sent and kept for /dev/mailbox.
 */
export class MailWorker {
  private readonly transport: Transporter | undefined;
  private readonly loop: ClaimLoop;
  private readonly db: Db;
  private readonly options: MailWorkerOptions;

  constructor(db: Db, options: MailWorkerOptions) {
    this.db = db;
    this.options = options;
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
    // Drains what is due: batch after batch while they come back full.
    this.loop = new ClaimLoop({
      pollMs: POLL_MS,
      maxRounds: MAX_ROUNDS,
      round: async () => (await this.sendBatch()).claimed >= (this.transport ? BATCH : MARK_BATCH),
      onError: (err) => this.options.log.error({ err }, 'mail worker failed'),
    });
  }

  start(): void {
    this.loop.start();
  }

  /** Stops polling and waits for the batch in flight. */
  async stop(): Promise<void> {
    await this.loop.stop();
    this.transport?.close();
  }

  /** Sends what is due now (one batch); returns how many were sent. Exposed for tests. */
  async runOnce(): Promise<number> {
    return (await this.sendBatch()).sent;
  }

  /** One batch: how many due mails were claimed, and how many of them were sent. */
  private async sendBatch(): Promise<{ claimed: number; sent: number }> {
    if (!this.transport) {
      // Nothing to send them with: one statement marks a batch sent (kept for /dev/mailbox).
      const marked = await this.db
        .updateTable('email_outbox')
        .set({ sent_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, last_error: null })
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('email_outbox')
            .select('id')
            .where('sent_at', 'is', null)
            .where('failed_at', 'is', null)
            .where('send_after', '<=', sql<Date>`now()`)
            .orderBy('id')
            .limit(MARK_BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returning('id')
        .execute();
      return { claimed: marked.length, sent: marked.length };
    }
    const transport = this.transport;
    let claimed = 0;
    const sentIds: number[] = [];
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
      claimed = due.length;
      for (const mail of due) {
        try {
          await transport.sendMail({
            from: this.options.from,
            to: mail.to_address,
            subject: mail.subject,
            text: mail.text_body,
            ...(mail.html_body ? { html: mail.html_body } : {}),
            // A file that cannot be written fails this attempt like a refused send (and is retried).
            ...(mail.attachments?.length
              ? {
                  attachments: mail.attachments.map((stored) => {
                    const file = attachmentFile(stored, this.options.attachments);
                    return { filename: file.filename, contentType: file.contentType, content: file.content };
                  }),
                }
              : {}),
          });
          sentIds.push(mail.id);
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
      // The sent ones in one statement, committed with the failures' retries.
      if (sentIds.length > 0) {
        await trx
          .updateTable('email_outbox')
          .set({ sent_at: sql<Date>`now()`, attempts: sql<number>`attempts + 1`, last_error: null })
          .where('id', 'in', sentIds)
          .execute();
      }
    });
    return { claimed, sent: sentIds.length };
  }
}
