import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { EventHub } from './events/event-hub.ts';
import type { SocketRegistry } from './events/socket-registry.ts';
import type { MailWorker } from './mail/mail-worker.ts';
import type { PhotoStorage } from './storage/index.ts';

/** Long-lived services one server instance holds; the context hands them to procedures. */
export interface Services {
  config: Config;
  db: Db;
  events: EventHub;
  sockets: SocketRegistry;
  mail: MailWorker;
  /** Activity photos: the configured driver (local folder or S3), one per app. */
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  /**
   * The instant the second factor's codes and challenges are judged by (docs/decisions/116):
   * the process's clock unless a test moves it (BuildOptions.secondFactorClock).
   */
  secondFactorClock?: () => Date;
}
