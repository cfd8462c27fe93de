#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project checked, as many at once as the machine has
// cores (each tsc run is single-threaded), largest first; the output of a failing project is
// printed whole and the exit code is non-zero if any failed. Each run is incremental (below).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

// The root project holds the tests, scripts and migrations (one set of options for all three),
// so the server's sources they import are checked once there rather than twice.
const projects = ['client', '.', 'server', 'shared'];
const failed = [];

async function check(project) {
  const output = [];
  const code = await new Promise((resolve) => {
    // Incremental: a second run re-checks only what changed since the last (its state is kept
    // under node_modules/.cache, never committed); a fresh clone checks everything.
    const buildInfo = `node_modules/.cache/typecheck/${project === '.' ? 'root' : project}.tsbuildinfo`;
    const tsc = spawn('npx', ['tsc', '--noEmit', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    tsc.stdout.on('data', (chunk) => output.push(chunk));
    tsc.stderr.on('data', (chunk) => output.push(chunk));
    tsc.on('close', resolve);
  });
  if (code !== 0) {
    failed.push(project);
    process.stdout.write(`tsc -p ${project} failed:\n${Buffer.concat(output).toString()}\n`);
  }
}

const queue = [...projects];
const workers = Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
  while (queue.length > 0) await check(queue.shift());
});
await Promise.all(workers);
if (failed.length > 0) {
  console.error(`typecheck failed: ${failed.join(', ')}`);
  process.exit(1);
}
