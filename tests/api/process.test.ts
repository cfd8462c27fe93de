import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFilePath } from '../../server/src/db/embedded-lock.ts';
import { freePort, waitUntilReady } from '../helpers/process.ts';

// main.ts as a newcomer runs it: the embedded database in an empty DATA_DIR, demo data on
// the first start, a clear refusal for a bad setting, and a graceful stop on SIGTERM.

const dataDir = mkdtempSync(path.join(tmpdir(), 'regen-process-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  // As production runs it: Node strips the types, no loader (docs/decisions/087).
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'warn', CLIENT_DIST: './none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('the server process', () => {
  it('refuses to start with a bad setting and names the variable', async () => {
    const server = startServer({ DATA_DIR: dataDir, PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('serves demo data from an empty embedded database, then stops gracefully on SIGTERM and releases it', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({ DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: 'true' });
    await waitUntilReady(url, 150_000);
    expect(existsSync(lockFilePath(dataDir))).toBe(true);

    const input = encodeURIComponent(JSON.stringify({ json: { country: 'Egypt' } }));
    const listing = (await (await fetch(`${url}/trpc/catalogue.experiences?input=${input}`)).json()) as {
      result: { data: { json: { environmental: { title: string }[]; social: { title: string }[] } } };
    };
    const titles = [...listing.result.data.json.environmental, ...listing.result.data.json.social].map((a) => a.title);
    expect(titles.sort()).toEqual(['Local Cairo Food Tour', 'Relaxing Nile Felucca Sail']);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  }, 180_000);
});
