import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { insertRequestLog, type RequestLogRow } from './resellers.repository.ts';

// Every reseller request is logged for the admin (method, path, status, duration). Rows are
// buffered and written in batches, so logging adds no write to the request itself; the admin's
// read flushes first, so it always sees every request answered so far by this instance.

const FLUSH_EVERY_MS = 1000;
const MAX_BUFFERED = 500;
/** Rows kept for a retry while the database refuses them; beyond this the oldest are dropped. */
const MAX_RETAINED = 20_000;

export class RequestLog {
  private buffer: RequestLogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly db: Db;
  private readonly log: FastifyBaseLogger;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.db = db;
    this.log = log;
  }

  record(row: RequestLogRow): void {
    this.buffer.push(row);
    if (this.buffer.length >= MAX_BUFFERED) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
      this.timer.unref();
    }
  }

  /** Writes what is buffered; resolves once every row recorded before the call is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(() =>
      insertRequestLog(this.db, rows).catch((err: unknown) => {
        // Kept for the next flush: a database hiccup loses no entries (a crash loses at most a second's).
        const retained = [...rows, ...this.buffer];
        const dropped = Math.max(0, retained.length - MAX_RETAINED);
        this.buffer = retained.slice(dropped);
        this.log.warn({ err, dropped }, 'writing the reseller request log failed; retrying with the next batch');
        if (!this.timer) {
          this.timer = setTimeout(() => void this.flush(), FLUSH_EVERY_MS);
          this.timer.unref();
        }
      }),
    );
    return this.writing;
  }
}

const logs = new WeakMap<Db, RequestLog>();

/** The one request log of this instance's database (the OCTO routes write it, the admin reads it). */
export function requestLogFor(db: Db, log: FastifyBaseLogger): RequestLog {
  let requestLog = logs.get(db);
  if (!requestLog) {
    requestLog = new RequestLog(db, log);
    logs.set(db, requestLog);
  }
  return requestLog;
}
