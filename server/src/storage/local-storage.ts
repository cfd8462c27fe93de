import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PATH, isPhotoKey, keyFromUploadsPath, type PhotoStorage } from './storage.ts';

/** Files under `root` (DATA_DIR/uploads), served by GET /uploads/*. */
export class LocalStorage implements PhotoStorage {
  readonly driver = 'local' as const;
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private file(key: string): string {
    if (!isPhotoKey(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written to a temporary name first so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, file);
  }

  async get(key: string) {
    if (!isPhotoKey(key)) return null;
    const file = this.file(key);
    try {
      const info = await stat(file);
      if (!info.isFile()) return null;
      return { stream: createReadStream(file), size: info.size, contentType: 'image/webp' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isPhotoKey(key)) return;
    await rm(this.file(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${UPLOADS_PATH}${key}`;
  }

  keyFromUrl(url: string): string | null {
    return keyFromUploadsPath(url);
  }
}
