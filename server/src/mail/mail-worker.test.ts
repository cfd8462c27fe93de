import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { MailWorker } from './mail-worker.ts';
import { enqueueEmails } from './outbox.ts';

// The worker keeps up with bookings: without SMTP (development, tests, benchmarks) a round
// marks every due mail sent in one statement, not twenty per second.

let database: Database;
const silent = { warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  database = openDatabase({ dataDir: 'memory://', databaseUrl: undefined });
  await migrateToLatest(database.db);
});
afterAll(() => database.close());

describe('MailWorker without SMTP', () => {
  it('marks every due mail sent in one round, once each, and leaves the ones not due yet', async () => {
    const due = Array.from({ length: 45 }, (_, i) => ({
      to: `due-${i}@example.test`,
      subject: `Due ${i}`,
      text: 'x',
      kind: 'test',
    }));
    const later = {
      to: 'later@example.test',
      subject: 'Later',
      text: 'x',
      kind: 'test',
      sendAfter: new Date(Date.now() + 3_600_000),
    };
    await enqueueEmails(database.db, [...due, later]);
    const worker = new MailWorker(database.db, {
      smtpUrl: undefined,
      from: 'Test <t@example.test>',
      log: silent,
      attachments: {},
    });

    expect(await worker.runOnce()).toBe(45);
    expect(await worker.runOnce()).toBe(0);

    const rows = await database.db
      .selectFrom('email_outbox')
      .select(['subject', 'attempts', 'sent_at', 'last_error'])
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => r.sent_at !== null).map((r) => r.subject)).toEqual(due.map((m) => m.subject));
    expect(rows.filter((r) => r.sent_at !== null).every((r) => r.attempts === 1 && r.last_error === null)).toBe(true);
    expect(rows.find((r) => r.subject === 'Later')).toMatchObject({ sent_at: null, attempts: 0 });
    await worker.stop();
  });
});
