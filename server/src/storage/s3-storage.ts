import { Client } from 'minio';
import type { FastifyBaseLogger } from 'fastify';
import { UPLOADS_PATH, isPhotoKey, keyFromUploadsPath, type PhotoStorage } from './storage.ts';

export interface S3Options {
  endPoint: string;
  port: number | undefined;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** When set, browsers load photos straight from here (`${publicUrl}/${key}`); else through /uploads/*. */
  publicUrl: string | undefined;
}

function isNotFound(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchBucket';
}

/** An S3-compatible bucket (MinIO, S3, R2) through the minio client; the bucket is created if missing. */
export class S3Storage implements PhotoStorage {
  readonly driver = 's3' as const;
  private readonly client: Client;
  private ready: Promise<void> | undefined;
  private readonly options: S3Options;
  private readonly log: FastifyBaseLogger | undefined;

  constructor(options: S3Options, log?: FastifyBaseLogger) {
    this.options = options;
    this.log = log;
    this.client = new Client({
      endPoint: options.endPoint,
      ...(options.port ? { port: options.port } : {}),
      useSSL: options.useSSL,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      pathStyle: true,
    });
  }

  /** Creates the bucket on first use (and retries on the next call if that failed). */
  ensureBucket(): Promise<void> {
    this.ready ??= (async () => {
      const bucket = this.options.bucket;
      if (!(await this.client.bucketExists(bucket))) {
        await this.client.makeBucket(bucket);
        this.log?.info({ bucket }, 'created storage bucket');
        if (this.options.publicUrl) await this.allowPublicRead();
      }
    })().catch((err: unknown) => {
      this.ready = undefined;
      throw err;
    });
    return this.ready;
  }

  private async allowPublicRead(): Promise<void> {
    const bucket = this.options.bucket;
    const policy = {
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: ['*'] },
          Action: ['s3:GetObject'],
          Resource: [`arn:aws:s3:::${bucket}/activities/*`],
        },
      ],
    };
    try {
      await this.client.setBucketPolicy(bucket, JSON.stringify(policy));
    } catch (err) {
      this.log?.warn({ err, bucket }, 'could not make the photo bucket publicly readable; set its policy by hand');
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isPhotoKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    await this.ensureBucket();
    await this.client.putObject(this.options.bucket, key, body, body.length, {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  }

  async get(key: string) {
    if (!isPhotoKey(key)) return null;
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.options.bucket, key);
      const stream = await this.client.getObject(this.options.bucket, key);
      const contentType = (info.metaData as Record<string, string | undefined>)['content-type'] ?? 'image/webp';
      return { stream, size: info.size, contentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isPhotoKey(key)) return;
    await this.ensureBucket();
    await this.client.removeObject(this.options.bucket, key);
  }

  publicUrl(key: string): string {
    const base = this.options.publicUrl?.replace(/\/+$/, '');
    return base ? `${base}/${key}` : `${UPLOADS_PATH}${key}`;
  }

  keyFromUrl(url: string): string | null {
    const base = this.options.publicUrl?.replace(/\/+$/, '');
    if (base && url.startsWith(`${base}/`)) {
      const key = url.slice(base.length + 1);
      return isPhotoKey(key) ? key : null;
    }
    return keyFromUploadsPath(url);
  }
}
