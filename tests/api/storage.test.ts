import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../server/src/storage/s3-storage.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createSupplier, signedInClient } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { postPhoto, pngBytes, validActivity } from './supplier-helpers.ts';

// The s3 driver against @20minutes/s3rver (the maintained fork of s3rver), an S3-compatible
// server from npm started in this process on 127.0.0.1: nothing is downloaded at install or
// test time (compose.yaml runs real MinIO; docs/decisions/018-s3-test-server.md).

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverCtor;

const BUCKET = 'activity-photos';
let s3: S3rverInstance;
let directory: string;
let port: number;
let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let supplier: ApiClient;

function rawClient() {
  return new Client({
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    pathStyle: true,
  });
}

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'regen-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  port = (await s3.run()).port;
  env = await setupTestEnvironment({
    RATE_LIMITS: 'false',
    S3_ENDPOINT: '127.0.0.1',
    S3_PORT: String(port),
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
  });
  const s = await createSupplier(env.db);
  supplier = await signedInClient(env.server.url, s.user.email);
});
afterAll(async () => {
  await supplier?.close();
  await env?.close();
  await s3?.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('s3 storage driver', () => {
  it('is chosen when S3_ENDPOINT is set', () => {
    expect(env.server.config.storage.driver).toBe('s3');
  });

  it('creates the activity-photos bucket if missing and stores the re-encoded upload there', async () => {
    expect(await rawClient().bucketExists(BUCKET)).toBe(false);
    const response = await postPhoto(env.server.url, supplier.jar, await pngBytes(2400, 1200));
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/activities\/[0-9a-f-]{36}\.webp$/);
    const key = url.slice('/uploads/'.length);

    expect(await rawClient().bucketExists(BUCKET)).toBe(true);
    const stat = await rawClient().statObject(BUCKET, key);
    expect(stat.size).toBeGreaterThan(0);

    // Served through the app when no public bucket URL is configured.
    const served = await fetch(`${env.server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('refuses what is not an image and what is over 5 MB, storing nothing', async () => {
    const before = await listKeys();
    const text = await postPhoto(env.server.url, supplier.jar, Buffer.from('not an image'), { filename: 'x.jpg' });
    expect(text.status).toBe(415);
    const header = await pngBytes();
    const big = await postPhoto(
      env.server.url,
      supplier.jar,
      Buffer.concat([header, Buffer.alloc(5 * 1024 * 1024 + 1 - header.length)]),
    );
    expect(big.status).toBe(413);
    expect(await listKeys()).toEqual(before);
  });

  it('deletes the object with the activity', async () => {
    const response = await postPhoto(env.server.url, supplier.jar, await pngBytes());
    const { url } = (await response.json()) as { url: string };
    const activity = await supplier.trpc.supplier.createActivity.mutate(validActivity(url));
    const key = url.slice('/uploads/'.length);
    expect(await listKeys()).toContain(key);
    await supplier.trpc.supplier.deleteActivity.mutate({ activityId: activity.id });
    expect(await listKeys()).not.toContain(key);
    expect((await fetch(`${env.server.url}${url}`)).status).toBe(404);
  });

  it('hands out public bucket URLs when S3_PUBLIC_URL is set, and recognises them', async () => {
    const storage = new S3Storage({
      endPoint: '127.0.0.1',
      port,
      useSSL: false,
      accessKey: 'S3RVER',
      secretKey: 'S3RVER',
      bucket: 'public-photos',
      publicUrl: `http://127.0.0.1:${port}/public-photos/`,
    });
    const key = 'activities/00000000-0000-4000-8000-000000000001.webp';
    await storage.put(
      key,
      await sharp(await pngBytes())
        .webp()
        .toBuffer(),
      'image/webp',
    );
    const url = storage.publicUrl(key);
    expect(url).toBe(`http://127.0.0.1:${port}/public-photos/${key}`);
    expect(storage.keyFromUrl(url)).toBe(key);
    expect(storage.keyFromUrl('https://elsewhere.example/activities/x.webp')).toBeNull();
    expect((await storage.get(key))?.contentType).toBe('image/webp');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });
});

async function listKeys(): Promise<string[]> {
  const keys: string[] = [];
  const stream = rawClient().listObjectsV2(BUCKET, 'activities/', true);
  for await (const item of stream as AsyncIterable<{ name?: string }>) if (item.name) keys.push(item.name);
  return keys.sort();
}
