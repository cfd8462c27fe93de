#!/usr/bin/env node
// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
// Open http://127.0.0.1:5173; Vite proxies /trpc, /api, /uploads and /dev to the API on :3000.
import { spawn } from 'node:child_process';

const children = [
  // Node runs the TypeScript as it is, as in production (docs/decisions/087), restarting
  // when a file it loaded changes.
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'server/src/main.ts'], {
    stdio: 'inherit',
    // An explicit development run: demo data and /dev/mailbox (see README, Configuration).
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'development',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@regen/client'], { stdio: 'inherit' }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) {
      stop();
      process.exitCode = code;
    }
  });
