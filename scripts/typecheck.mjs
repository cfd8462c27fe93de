#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project checked, as many at once as the machine has
// cores (each tsc run is single-threaded), largest first; the output of a failing project is
// printed whole and the exit code is non-zero if any failed.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['client', 'tests', 'server', '.', 'shared'];
const failed = [];

async function check(project) {
  const output = [];
  const code = await new Promise((resolve) => {
    const tsc = spawn('npx', ['tsc', '--noEmit', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
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
