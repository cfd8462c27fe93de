import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { PhotoStorage } from './storage.ts';

export type { PhotoStorage } from './storage.ts';

/** Builds the configured driver: `local` under DATA_DIR/uploads, or `s3` (app.ts: services.storage). */
export function createPhotoStorage(config: Config, log?: FastifyBaseLogger): PhotoStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage, log);
  // An in-memory database (tests) gets a throw-away folder rather than `memory:/uploads`.
  const root = config.dataDir.startsWith('memory://')
    ? mkdtempSync(path.join(tmpdir(), 'regen-uploads-'))
    : path.resolve(config.dataDir, 'uploads');
  return new LocalStorage(root);
}
