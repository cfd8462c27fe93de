import type { Readable } from 'node:stream';

/** Where activity photos live (docs/design.md §7): one interface, a local and an S3 driver. */
export interface PhotoStorage {
  readonly driver: 'local' | 's3';
  /** Stores an object under `key` (e.g. 'activities/<uuid>.webp'). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is no such object. */
  get(key: string): Promise<{ stream: Readable; size: number | undefined; contentType: string } | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** The URL browsers load the object from. */
  publicUrl(key: string): string;
  /** The key behind a URL this storage handed out, or null for any other URL (demo images, foreign links). */
  keyFromUrl(url: string): string | null;
}

/** Keys are always `activities/<uuid>.webp`: anything else is refused before touching a driver. */
export const PHOTO_KEY_PATTERN = /^activities\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export function isPhotoKey(key: string): boolean {
  return PHOTO_KEY_PATTERN.test(key);
}

/** The path every driver serves photos under through this server. */
export const UPLOADS_PATH = '/uploads/';

export function keyFromUploadsPath(url: string, prefix = UPLOADS_PATH): string | null {
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split('?')[0] ?? '';
  return isPhotoKey(key) ? key : null;
}
