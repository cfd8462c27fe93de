import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '@regen/shared/constants';
import { sweepOrphanUploads } from '../../server/src/http/uploads.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createSupplier, dbNow, signedInClient } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { postPhoto, pngBytes, validActivity } from './supplier-helpers.ts';

// POST /api/uploads/activity-photo on the local driver (docs/design.md §7).

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let supplier: ApiClient;
let supplierId: string;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false' });
  const s = await createSupplier(env.db);
  supplierId = s.supplier.id;
  supplier = await signedInClient(env.server.url, s.user.email);
});
afterAll(async () => {
  await supplier.close();
  await env.close();
});

async function upload(bytes: Buffer, options: { filename?: string; type?: string } = {}) {
  const response = await postPhoto(env.server.url, supplier.jar, bytes, options);
  return {
    status: response.status,
    body: (await response.json()) as { url?: string; error?: string; message?: string },
  };
}

describe('activity photo upload', () => {
  it('re-encodes a PNG to WebP at a web size under a random activities/ key, served with long cache headers', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const { status, body } = await upload(big);
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/activities\/[0-9a-f-]{36}\.webp$/);
    const served = await fetch(`${env.server.url}${body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 });
    const pending = await env.db.selectFrom('pending_uploads').selectAll().execute();
    expect(pending).toContainEqual(
      expect.objectContaining({ key: body.url!.slice('/uploads/'.length), supplier_id: supplierId }),
    );
  });

  it('accepts JPEG, WebP and AVIF, reading the type from the bytes rather than the name', async () => {
    const base = sharp({ create: { width: 40, height: 30, channels: 3, background: '#b45309' } });
    const jpeg = await base.clone().jpeg().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    const avif = await base.clone().avif().toBuffer();
    for (const [name, bytes] of [
      ['jpeg', jpeg],
      ['webp', webp],
      ['avif', avif],
    ] as const) {
      const { status } = await upload(bytes, { filename: `notes-${name}.txt`, type: 'text/plain' });
      expect(status, name).toBe(201);
    }
  });

  it("refuses a file that is not an image whatever its name says: 'Invalid File: Please upload an image file'", async () => {
    const text = await upload(Buffer.from('just some text, honestly'), { filename: 'photo.png', type: 'image/png' });
    expect(text).toEqual({
      status: 415,
      body: { error: 'Invalid File', message: 'Please upload an image file', statusCode: 415 },
    });
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), { filename: 'a.gif' });
    expect(gif.status).toBe(415);
    // Right magic bytes, broken image.
    const broken = Buffer.concat([(await pngBytes()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(broken)).body.error).toBe('Invalid File');
  });

  it("refuses more than 5 MB while streaming: 'File Too Large: Please upload an image smaller than 5MB'", async () => {
    const header = await pngBytes();
    const tooBig = Buffer.concat([header, Buffer.alloc(PHOTO_MAX_BYTES + 1 - header.length, 1)]);
    expect(tooBig.length).toBe(PHOTO_MAX_BYTES + 1);
    const { status, body } = await upload(tooBig);
    expect(status).toBe(413);
    expect(body).toMatchObject({ error: 'File Too Large', message: 'Please upload an image smaller than 5MB' });
  });

  it('refuses a request without a file', async () => {
    const response = await fetch(`${env.server.url}/api/uploads/activity-photo`, {
      method: 'POST',
      headers: { cookie: supplier.jar.header(), origin: env.server.url, 'content-type': 'application/json' },
      body: '{}',
    });
    expect([400, 415]).toContain(response.status);
    expect(await response.json()).toMatchObject({ error: 'Invalid File' });
  });

  it('refuses a cross-site upload', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pngBytes())]), 'a.png');
    const response = await fetch(`${env.server.url}/api/uploads/activity-photo`, {
      method: 'POST',
      body: form,
      headers: { cookie: supplier.jar.header(), origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('serves only photo keys under /uploads', async () => {
    expect((await fetch(`${env.server.url}/uploads/activities/${randomUUID()}.webp`)).status).toBe(404);
    expect((await fetch(`${env.server.url}/uploads/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
    expect((await fetch(`${env.server.url}/uploads/activities/../../secret.webp`)).status).toBe(404);
  });
});

describe('orphaned uploads', () => {
  it('removes uploads never attached to an activity after a day, and keeps claimed and recent ones', async () => {
    const storage = env.server.app.services.storage;
    const orphan = (await upload(await pngBytes())).body.url!;
    const recent = (await upload(await pngBytes())).body.url!;
    const used = (await upload(await pngBytes())).body.url!;
    await supplier.trpc.supplier.createActivity.mutate(validActivity(used));
    await env.db
      .updateTable('pending_uploads')
      .set({ created_at: new Date(dbNow().getTime() - 25 * 3_600_000) })
      .where('key', 'in', [orphan.slice(9), used.slice(9)])
      .execute();

    const removed = await sweepOrphanUploads(env.server.app, storage);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect((await fetch(`${env.server.url}${orphan}`)).status).toBe(404);
    expect((await fetch(`${env.server.url}${recent}`)).status).toBe(200);
    expect((await fetch(`${env.server.url}${used}`)).status).toBe(200);
    const keys = (await env.db.selectFrom('pending_uploads').select('key').execute()).map((r) => r.key);
    expect(keys).not.toContain(orphan.slice(9));
    expect(keys).toContain(recent.slice(9));
  });
});
