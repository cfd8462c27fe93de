// `npm start`'s serving step on an empty DATA_DIR: time until /readyz answers with demo data
// loaded (docs/design.md §10: ≤ 15 s after install; the client build is measured separately).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { atMost, fmt, freePort, reportRows } from './lib.ts';

export async function benchStartup() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'regen-startup-'));
  const port = await freePort();
  const started = Date.now();
  const child = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    // As `npm start` runs it: an explicit development run, which loads the demo data.
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  let ready = 0;
  while (Date.now() - started < 60_000) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (r.ok) {
        ready = Date.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const users = ready ? (await fetch(`http://127.0.0.1:${port}/trpc/auth.me`)).status : 0;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  reportRows('Start on an empty embedded database (migrate + demo seed + listen)', [
    {
      row: 'start, /readyz ok',
      app: ready ? `${fmt(ready / 1000)} s (auth.me ${users})` : 'timed out',
      bare: '-',
      ratio: NaN,
      budgets: [atMost('start', ready ? ready / 1000 : Infinity, 15, ' s')],
    },
  ]);
}
