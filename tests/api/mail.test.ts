import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, MailWorker, retryDelayMs } from '../../server/src/mail/mail-worker.ts';
import { enqueueEmail } from '../../server/src/mail/outbox.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient } from '../helpers/client.ts';
import { uniqueEmail } from '../helpers/factories.ts';
import { startTestServer } from '../helpers/server.ts';
import { startSmtpServer, type SmtpRefusal, type TestSmtpServer } from '../helpers/smtp.ts';

// The mail worker against a real SMTP server (the smtp-server package) started here.

interface Received {
  to: string;
  subject: string;
  raw: string;
}

const received: Received[] = [];
/** Subjects the SMTP server refuses (once, or always). */
const refuseOnce = new Set<string>();
const refuseAlways = new Set<string>();
let smtp: TestSmtpServer;

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

beforeAll(async () => {
  smtp = await startSmtpServer((raw) => {
    const subject = header(raw, 'Subject');
    if (refuseAlways.has(subject) || refuseOnce.delete(subject)) {
      const error: SmtpRefusal = new Error('Mailbox temporarily unavailable');
      error.responseCode = 451;
      return error;
    }
    received.push({ to: header(raw, 'To'), subject, raw });
  });
});
afterAll(async () => {
  await smtp?.close();
});
// Registered after the SMTP server's hooks: it starts after the SMTP server and closes before it.
const { env } = useApiEnvironment(() => ({ RATE_LIMITS: 'false', SMTP_URL: smtp.url }));

function outboxRow(subject: string) {
  return env.db.selectFrom('email_outbox').selectAll().where('subject', '=', subject).executeTakeFirstOrThrow();
}

describe('mail worker', () => {
  it('delivers the verification email of a sign-up over SMTP with text and HTML parts', async () => {
    const email = uniqueEmail('smtp');
    await createApiClient(env.server.url).trpc.auth.signUpTraveler.mutate({
      firstName: 'Mia',
      lastName: 'Mail',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    await expect.poll(() => received.filter((m) => m.to === email).length, { timeout: 10_000 }).toBe(1);
    const mail = received.find((m) => m.to === email)!;
    expect(mail.subject).toBe('Confirm your email address');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    expect(header(mail.raw, 'From')).toContain('hello@regen.example');
    // The worker marks the row sent when its transaction commits, just after the SMTP reply.
    const row = () =>
      env.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).executeTakeFirstOrThrow();
    await expect.poll(async () => (await row()).sent_at).not.toBeNull();
    expect((await row()).attempts).toBe(1);
  });

  it('retries after an SMTP failure without losing the mail, and records why it failed', async () => {
    const subject = `Flaky delivery ${Date.now()}`;
    refuseOnce.add(subject);
    const enqueuedAt = Date.now();
    await enqueueEmail(env.db, { to: 'flaky@example.test', subject, text: 'Hello', kind: 'test' });
    await expect.poll(async () => (await outboxRow(subject)).attempts, { timeout: 10_000 }).toBe(1);
    const failed = await outboxRow(subject);
    expect(failed.sent_at).toBeNull();
    expect(failed.failed_at).toBeNull();
    expect(failed.last_error).toContain('Mailbox temporarily unavailable');
    // Due again retryDelayMs(1) after the failed attempt, which came between enqueuing and now.
    expect(failed.send_after.getTime()).toBeGreaterThanOrEqual(enqueuedAt + retryDelayMs(1));
    expect(failed.send_after.getTime()).toBeLessThanOrEqual(Date.now() + retryDelayMs(1));
    expect(received.filter((m) => m.subject === subject)).toHaveLength(0);

    // The backoff has passed: the next round delivers it.
    await env.db
      .updateTable('email_outbox')
      .set({ send_after: sql<Date>`now()` })
      .where('id', '=', failed.id)
      .execute();
    await expect.poll(() => received.filter((m) => m.subject === subject).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await outboxRow(subject)).sent_at).not.toBeNull();
    const sent = await outboxRow(subject);
    expect(sent.attempts).toBe(2);
    expect(sent.last_error).toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts and keeps the reason`, async () => {
    const subject = `Hopeless delivery ${Date.now()}`;
    refuseAlways.add(subject);
    await env.db
      .insertInto('email_outbox')
      .values({
        to_address: 'hopeless@example.test',
        subject,
        text_body: 'Hello',
        kind: 'test',
        attempts: MAX_ATTEMPTS - 1,
      })
      .execute();
    await expect.poll(async () => (await outboxRow(subject)).failed_at, { timeout: 10_000 }).not.toBeNull();
    const row = await outboxRow(subject);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toContain('Mailbox temporarily unavailable');
  });

  it('never sends the same mail twice when two workers drain the outbox at once', async () => {
    const smtpUrl = env.server.app.services.config.smtpUrl;
    const log = env.server.app.log;
    const workers = [1, 2].map(
      () => new MailWorker(env.db, { smtpUrl, from: 'Test <t@example.test>', log, attachments: {} }),
    );
    const batch = `Batch ${Date.now()}`;
    const subjects = Array.from({ length: 30 }, (_, i) => `${batch} #${i}`);
    await env.db.transaction().execute(async (trx) => {
      for (const subject of subjects)
        await enqueueEmail(trx, { to: 'many@example.test', subject, text: 'x', kind: 'test' });
    });
    // The app's own worker drains too: three workers in all.
    for (let round = 0; round < 10; round++) await Promise.all(workers.map((w) => w.runOnce()));
    await expect
      .poll(() => received.filter((m) => m.subject.startsWith(batch)).length, { timeout: 10_000 })
      .toBe(subjects.length);
    // Every worker idle (the app's own stopped after its batch in flight): whatever was sent twice has arrived.
    await env.server.app.services.mail.stop();
    const rows = await env.db
      .selectFrom('email_outbox')
      .select(['attempts', 'sent_at'])
      .where('subject', 'like', `${batch} #%`)
      .execute();
    expect(rows.map((r) => [r.attempts, r.sent_at === null])).toEqual(subjects.map(() => [1, false]));
    const counts = new Map<string, number>();
    for (const m of received.filter((m) => m.subject.startsWith(batch)))
      counts.set(m.subject, (counts.get(m.subject) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    expect(counts.size).toBe(subjects.length);
    await Promise.all(workers.map((w) => w.stop()));
  });
});

describe('/dev/mailbox', () => {
  it('is not served when an SMTP server is configured', async () => {
    expect((await fetch(`${env.server.url}/dev/mailbox`)).status).toBe(404);
  });

  it('lists the emails with clickable links', async () => {
    // An instance without SMTP_URL on the same database (NODE_ENV is test).
    const withoutSmtp = await startTestServer(env.database, { RATE_LIMITS: 'false' });
    const email = uniqueEmail('mailbox');
    const client = createApiClient(withoutSmtp.url);
    await client.trpc.auth.signUpTraveler.mutate({
      firstName: 'Lee',
      lastName: 'Link',
      email,
      password: 'secret1',
      confirmPassword: 'secret1',
    });
    await client.trpc.auth.requestPasswordReset.mutate({ email });
    const html = await (await fetch(`${withoutSmtp.url}/dev/mailbox`)).text();
    await withoutSmtp.close();
    expect(html).toContain('Reset your password');
    expect(html).toMatch(/<a href="http[^"]+\/auth\?mode=reset&amp;token=[\w-]+">/);
    expect(html).toMatch(/<a href="http[^"]+\/auth\?mode=verify&amp;token=[\w-]+">/);
  });
});
