import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { PHOTO_MAX_BYTES } from '@regen/shared/constants';
import { englishMessage } from '@regen/shared/i18n';
import { sessionCookieName, sessionLifetime, validateSessionToken } from '../modules/auth/index.ts';
import { findSupplierByUserId, insertPendingUpload, takeStaleUploads } from '../modules/supplier/index.ts';
import type { PhotoStorage } from '../storage/index.ts';
import { UPLOADS_PATH, isPhotoKey } from '../storage/storage.ts';

// Photo uploads (docs/design.md §7): a supplier session, 5 MB enforced while the body streams,
// the type read from the file's first bytes, re-encoded to WebP at a web size under a
// random key. The upload is recorded as pending until an activity claims it; a sweep
// removes what nobody claimed within a day.

export const FILE_TOO_LARGE = { error: 'File Too Large', message: englishMessage('uploads.fileTooLarge') };
export const INVALID_FILE = { error: 'Invalid File', message: englishMessage('uploads.invalidFile') };
export const UPLOAD_FAILED = { error: 'Upload Failed', message: englishMessage('uploads.failed') };

/** Longest side of a stored photo: sharp enough for a full-width card on a wide screen. */
export const PHOTO_MAX_DIMENSION = 1600;
const PHOTO_QUALITY = 80;
/** Unclaimed uploads older than this are removed. */
export const ORPHAN_AFTER_HOURS = 24;
const SWEEP_EVERY_MS = 60 * 60_000;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** The image type from magic bytes, never from the name or the declared type. */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'webp';
  }
  if (bytes.length >= 16 && bytes.subarray(4, 8).toString('latin1') === 'ftyp') {
    // ISO BMFF: the major brand and the compatible brands of the ftyp box.
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    const brands: string[] = [bytes.subarray(8, 12).toString('latin1')];
    for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(bytes.subarray(at, at + 4).toString('latin1'));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return null;
}

async function supplierFromSession(
  request: FastifyRequest,
): Promise<{ supplierId: string } | 'anonymous' | 'no-supplier'> {
  const { db, config } = request.server.services;
  const token = request.cookies[sessionCookieName(config)];
  if (!token) return 'anonymous';
  const found = await validateSessionToken(db, token, sessionLifetime(config));
  if (!found) return 'anonymous';
  const supplier = await findSupplierByUserId(db, found.user.id);
  return supplier ? { supplierId: supplier.id } : 'no-supplier';
}

function fail(reply: FastifyReply, status: number, body: { error: string; message: string }) {
  return reply.code(status).send({ ...body, statusCode: status });
}

/**
 * 413 for a file over 5 MB. The rest of the body is never read, so the connection is closed
 * after the answer instead of being kept alive half-read (which would also hold up a
 * graceful shutdown).
 */
function tooLarge(reply: FastifyReply) {
  void reply.header('Connection', 'close');
  return fail(reply, 413, FILE_TOO_LARGE);
}

function errorCode(err: unknown): string | undefined {
  return (err as { code?: string } | null)?.code;
}

/**
 * Re-encodes any accepted image to WebP no larger than the web size, upright, without
 * metadata. Inputs above 50 megapixels are refused (a small file can decode to a huge bitmap).
 */
export function encodeForWeb(input: Buffer): Promise<Buffer> {
  return sharp(input, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: PHOTO_MAX_DIMENSION, height: PHOTO_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: PHOTO_QUALITY })
    .toBuffer();
}

/** Removes unclaimed uploads older than a day: the row first, so a create racing the sweep wins. */
export async function sweepOrphanUploads(app: FastifyInstance, storage: PhotoStorage): Promise<number> {
  const stale = await takeStaleUploads(app.services.db, ORPHAN_AFTER_HOURS);
  for (const { key } of stale) {
    try {
      await storage.delete(key);
    } catch (err) {
      app.log.warn({ err, key }, 'could not delete an orphaned upload');
    }
  }
  return stale.length;
}

export async function registerUploads(app: FastifyInstance): Promise<void> {
  const { storage } = app.services;

  // GET /uploads/<key>: photos of either driver through this server, cached for a year
  // (keys are random and never reused, so a URL's content never changes).
  app.get(`${UPLOADS_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isPhotoKey(key)) return fail(reply, 404, { error: 'Not Found', message: 'No such photo' });
    const object = await storage.get(key);
    if (!object) return fail(reply, 404, { error: 'Not Found', message: 'No such photo' });
    void reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .type(object.contentType);
    if (object.size !== undefined) void reply.header('Content-Length', object.size);
    return reply.send(object.stream);
  });

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 },
      throwFileSizeLimit: true,
    });

    scope.post('/api/uploads/activity-photo', async (request, reply) => {
      const who = await supplierFromSession(request);
      if (who === 'anonymous')
        return fail(reply, 401, { error: 'Unauthorized', message: englishMessage('errors.authSessionMissing') });
      if (who === 'no-supplier') {
        return fail(reply, 403, {
          error: 'Access Denied',
          message: "You don't have a supplier account. Please sign up as a supplier first.",
        });
      }

      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file) return fail(reply, 400, INVALID_FILE);
        // Stops reading (and fails) as soon as the stream passes 5 MB.
        bytes = await file.toBuffer();
        // Depending on timing the limit can surface only as a truncated stream: a file cut
        // at exactly 5 MB must not pass for a complete one.
        if (file.file.truncated) return tooLarge(reply);
      } catch (err) {
        if (errorCode(err) === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(reply);
        return fail(reply, 400, INVALID_FILE);
      }
      if (!detectImageKind(bytes)) return fail(reply, 415, INVALID_FILE);

      let encoded: Buffer;
      try {
        encoded = await encodeForWeb(bytes);
      } catch {
        // Right magic bytes, broken image.
        return fail(reply, 415, INVALID_FILE);
      }

      const key = `activities/${randomUUID()}.webp`;
      try {
        await storage.put(key, encoded, 'image/webp');
        await insertPendingUpload(app.services.db, key, who.supplierId);
      } catch (err) {
        request.log.error({ err }, 'storing an uploaded photo failed');
        await storage.delete(key).catch(() => undefined);
        return fail(reply, 500, UPLOAD_FAILED);
      }
      return reply.code(201).send({ url: storage.publicUrl(key), key });
    });
  });

  const sweep = () => {
    sweepOrphanUploads(app, storage).catch((err: unknown) => app.log.warn({ err }, 'orphan upload sweep failed'));
  };
  // A first sweep a minute after start, so servers restarted often still get one.
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  first.unref();
  timer.unref();
  app.addHook('onClose', () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
