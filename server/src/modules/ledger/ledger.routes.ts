import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LEDGER_CHAIN_VERSION, LEDGER_CSV_COLUMNS, type LedgerChainEntry } from '@regen/shared/rules/ledger-chain';
import type { Services } from '../../services.ts';
import { RATE_LIMIT_MESSAGE } from '../../limits/procedure-limits.ts';
import { hitRateLimit } from '../../limits/counters.ts';
import type { Db } from '../../db/database.ts';
import { chainHeadSerial, chainSlice } from './ledger.repository.ts';

// The whole chain as a file (docs/decisions/106): /impact/ledger.json and /impact/ledger.csv,
// public, streamed a batch at a time (memory stays bounded however long the chain grows) and
// ending at the head as it was when the download began (one consistent prefix of the chain).

export const LEDGER_JSON_PATH = '/impact/ledger.json';
export const LEDGER_CSV_PATH = '/impact/ledger.csv';

/** Entries read per statement while streaming. */
const BATCH = 1000;
const DOWNLOADS_PER_MINUTE = 30;
const MINUTE = 60_000;

async function* chainEntries(db: Db): AsyncGenerator<LedgerChainEntry[]> {
  const through = await chainHeadSerial(db);
  let after = 0;
  while (after < through) {
    const batch = await chainSlice(db, after, through, BATCH);
    if (batch.length === 0) return;
    yield batch;
    after = batch[batch.length - 1]!.serial;
  }
}

async function* jsonChunks(db: Db): AsyncGenerator<string> {
  yield `{"format":"regen-impact-ledger","version":${LEDGER_CHAIN_VERSION},"hashAlgorithm":"SHA-256","entries":[`;
  let first = true;
  for await (const batch of chainEntries(db)) {
    const text = batch.map((entry) => JSON.stringify(entry)).join(',\n');
    yield first ? `\n${text}` : `,\n${text}`;
    first = false;
  }
  yield '\n]}\n';
}

/** A CSV field: empty for null, quoted when it holds a comma, a quote or a line break. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

async function* csvChunks(db: Db): AsyncGenerator<string> {
  yield `${LEDGER_CSV_COLUMNS.join(',')}\r\n`;
  for await (const batch of chainEntries(db)) {
    yield batch.map((entry) => `${LEDGER_CSV_COLUMNS.map((c) => csvField(entry[c])).join(',')}\r\n`).join('');
  }
}

function sendStream(reply: FastifyReply, chunks: AsyncGenerator<string>, type: string, filename: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(chunks));
}

export function registerLedgerRoutes(app: FastifyInstance, services: Pick<Services, 'db' | 'config'>): void {
  const { db, config } = services;
  async function limited(reply: FastifyReply, ip: string): Promise<boolean> {
    if (!config.rateLimits) return false;
    const { count } = await hitRateLimit(db, `ledger-download|${ip}`, MINUTE);
    if (count <= DOWNLOADS_PER_MINUTE) return false;
    await reply
      .code(429)
      .header('cache-control', 'no-store')
      .send({ error: 'Too Many Requests', message: RATE_LIMIT_MESSAGE, statusCode: 429 });
    return true;
  }
  app.get(LEDGER_JSON_PATH, async (request, reply) => {
    if (await limited(reply, request.ip)) return reply;
    return sendStream(reply, jsonChunks(db), 'application/json; charset=utf-8', 'regen-impact-ledger.json');
  });
  app.get(LEDGER_CSV_PATH, async (request, reply) => {
    if (await limited(reply, request.ip)) return reply;
    return sendStream(reply, csvChunks(db), 'text/csv; charset=utf-8', 'regen-impact-ledger.csv');
  });
}
