// The OCTO availability calendar of one product over 30 days under 50 concurrent connections on
// real PostgreSQL (issue 16: p99 ≤ 25 ms). Bounded in count and time, 127.0.0.1 only; the load
// runs in a worker thread so it does not share the server's event loop.
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { createApiKey, createReseller } from '../../server/src/modules/resellers/index.ts';
import {
  benchConfig,
  cpuMeter,
  createBenchDatabase,
  fmt,
  percentile,
  printTable,
  startBenchApp,
  withCpuProfile,
} from './lib.ts';

const LOAD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { url, body, headers, connections, maxRequests, seconds } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const target = new URL(url);
const latencies = [];
const statuses = [];
let sent = 0;
const deadline = Date.now() + seconds * 1000;
function once() {
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request({ agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => { latencies.push(performance.now() - started); statuses.push(res.statusCode); resolve(); });
    });
    req.on('error', () => { latencies.push(performance.now() - started); statuses.push(0); resolve(); });
    req.end(body);
  });
}
async function loop() { while (sent < maxRequests && Date.now() < deadline) { sent++; await once(); } }
const started = performance.now();
Promise.all(Array.from({ length: connections }, loop)).then(() => {
  parentPort.postMessage({ latencies, statuses, elapsed: (performance.now() - started) / 1000 });
  agent.destroy();
});
`;

function calendarLoad(spec: {
  url: string;
  body: string;
  headers: Record<string, string>;
  connections: number;
  maxRequests: number;
  seconds: number;
}) {
  const worker = new Worker(LOAD_WORKER, { eval: true, workerData: spec });
  return new Promise<{ requests: number; ok: number; rps: number; p50: number; p99: number }>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; statuses: number[]; elapsed: number }) => {
      const sorted = [...m.latencies].sort((a, b) => a - b);
      resolve({
        requests: sorted.length,
        ok: m.statuses.filter((s) => s === 200).length,
        rps: sorted.length / m.elapsed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
      });
      void worker.terminate();
    });
  });
}

export async function benchOcto(seconds = Number(process.env.BENCH_SECONDS ?? 10), maxRequests = 20_000) {
  const database = await createBenchDatabase();
  const { app, url: appUrl } = await startBenchApp(benchConfig(database.url, { SEED_DEMO: 'true' }));
  const base = `${appUrl}/octo`;
  const reseller = await createReseller(app.services.db, 'Benchmark Reseller');
  const { key } = await createApiKey(app.services.db, reseller.id);
  const headers = { authorization: `Bearer ${key}`, 'octo-capabilities': 'octo/pricing' };

  const products = z
    .array(z.object({ id: z.string() }))
    .parse(await (await fetch(`${base}/products`, { headers })).json());
  if (!products[0]) throw new Error('The demo data has no approved activity');
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
  const body = JSON.stringify({
    productId: products[0].id,
    optionId: 'DEFAULT',
    localDateStart: today,
    localDateEnd: end,
  });
  const probe = await fetch(`${base}/availability/calendar`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body,
  });
  if (!probe.ok) throw new Error(`The calendar answered ${probe.status}: ${await probe.text()}`);

  const url = `${base}/availability/calendar`;
  // Warm-up at full load, as the booking benchmark does: the measured run is the steady state.
  await calendarLoad({ url, body, headers, connections: 50, maxRequests: 5_000, seconds: 2 });
  const meter = await cpuMeter(database.url);
  const result = await withCpuProfile('octo-calendar', () =>
    calendarLoad({ url, body, headers, connections: 50, maxRequests, seconds }),
  );
  const cpu = await meter();
  printTable('OCTO availability calendar, 30 days, 50 connections, PostgreSQL', [
    {
      endpoint: 'POST /octo/availability/calendar',
      requests: result.requests,
      ok: result.ok,
      'req/s': fmt(result.rps, 0),
      'p50 ms': fmt(result.p50),
      'p99 ms': fmt(result.p99),
      // CPU time per request, of the server's main thread and of PostgreSQL: steady on a busy machine.
      'server CPU ms/req': fmt(cpu.serverMs / result.requests, 2),
      'PostgreSQL CPU ms/req': fmt(cpu.postgresMs / result.requests, 2),
    },
  ]);
  console.log(`p99 ${fmt(result.p99)} ms (budget ≤ 25 ms)`);
  await app.close();
  await database.drop();
}
