// The load generator, run in a worker thread so that it does not share the measured
// server's event loop: closed-loop HTTP requests over keep-alive sockets for a bounded time.
// Plain JavaScript so the worker needs no TypeScript loader.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * workerData: { url, urls?: string[] (walked in turn across requests instead of `url`: varied
 * traffic), connections, seconds, method?, headers?: object[] (one per connection,
 * cycled), body?: { template, rotate?: { field, values }, uniqueField? } }. A body is sent as
 * tRPC's superjson envelope `{ json: … }`; `rotate` walks `values` across requests and
 * `uniqueField` gets a fresh UUID each time (idempotency keys). `bodies`: JSON texts sent as they
 * are, walked in turn (another API's requests). At most `maxRequests` requests (default 500,000).
 */
const {
  url,
  urls = [url],
  connections,
  seconds,
  method = 'GET',
  headers = [{}],
  body,
  bodies,
  maxRequests = 500_000,
} = workerData;

for (const each of urls)
  if (new URL(each).hostname !== '127.0.0.1') throw new Error('Benchmarks target 127.0.0.1 only');

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const latencies = [];
const statuses = [];
let firstError = '';
let counter = 0;
let sent = 0;

function nextPayload() {
  if (bodies) return bodies[counter++ % bodies.length];
  if (!body) return undefined;
  const json = { ...body.template };
  if (body.rotate) json[body.rotate.field] = body.rotate.values[counter % body.rotate.values.length];
  if (body.uniqueField) json[body.uniqueField] = randomUUID();
  counter++;
  return JSON.stringify({ json });
}

function one(connection) {
  const target = urls[sent++ % urls.length];
  const payload = nextPayload();
  const requestHeaders = { ...headers[connection % headers.length] };
  if (payload !== undefined) {
    requestHeaders['content-type'] = 'application/json';
    requestHeaders['content-length'] = Buffer.byteLength(payload);
  }
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request(target, { method, agent, headers: requestHeaders }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        if (res.statusCode !== 200 && text.length < 500) text += chunk;
      });
      res.on('end', () => {
        latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
        statuses.push(res.statusCode ?? 0);
        if (res.statusCode !== 200 && res.statusCode !== 409 && !firstError)
          firstError = /"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80);
        resolve();
      });
    });
    req.on('error', (err) => {
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
      statuses.push(0);
      firstError ||= err.message;
      resolve();
    });
    req.end(payload);
  });
}

const deadline = Date.now() + seconds * 1000;
const started = Date.now();
await Promise.all(
  Array.from({ length: connections }, async (_, connection) => {
    while (Date.now() < deadline && sent < maxRequests) await one(connection);
  }),
);
const elapsed = (Date.now() - started) / 1000;
agent.destroy();
parentPort.postMessage({ latencies, statuses, elapsed, firstError });
