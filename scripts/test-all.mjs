#!/usr/bin/env node
// `npm test`: every check and suite, in order, with one summary at the end.
// Stops at nothing: every step runs so one report shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const steps = [
  { name: 'typecheck', cmd: 'npm run -s typecheck' },
  { name: 'lint', cmd: 'npm run -s lint' },
  { name: 'format', cmd: 'npm run -s format:check' },
  {
    name: 'unit',
    cmd: `npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=${results}/unit.json`,
    report: `${results}/unit.json`,
  },
  // Before the api tests: their server-rendering checks need the client's SSR bundle.
  { name: 'build', cmd: 'npm run -s build' },
  {
    name: 'api',
    cmd: `npx vitest run --project api --reporter=default --reporter=json --outputFile.json=${results}/api.json`,
    report: `${results}/api.json`,
  },
  { name: 'e2e', cmd: 'npx playwright test', report: `${results}/e2e.json`, env: { CI: process.env.CI ?? '1' } },
];

let passed = 0;
let failed = 0;
const failures = [];
const timings = [];
const runStarted = Date.now();

function countVitest(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numTotalTestSuites && !json.success && json.numFailedTests === 0 ? 1 : 0),
  };
}

function countPlaywright(file) {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  const stats = json.stats ?? {};
  return { passed: (stats.expected ?? 0) + (stats.flaky ?? 0), failed: stats.unexpected ?? 0 };
}

for (const step of steps) {
  console.log(`\n━━━ ${step.name}: ${step.cmd}`);
  const started = Date.now();
  const run = spawnSync(step.cmd, { shell: true, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = run.status === 0;
  if (step.report && existsSync(step.report)) {
    const counts = step.name === 'e2e' ? countPlaywright(step.report) : countVitest(step.report);
    passed += counts.passed;
    failed += counts.failed;
  } else if (!ok && step.report) {
    failed += 1;
  }
  if (!ok) failures.push(step.name);
  timings.push(`${step.name} ${seconds}s`);
  console.log(`━━━ ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${seconds}s`);
}

// One line to compare runs by: where the time went (docs/decisions/090).
console.log(`\nTimings: ${timings.join(', ')}; total ${((Date.now() - runStarted) / 1000).toFixed(1)}s`);

console.log(`Checks failed: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`Tests: ${passed} passed, ${failed + (failures.length && !failed ? failures.length : 0)} failed`);
process.exit(failures.length ? 1 : 0);
