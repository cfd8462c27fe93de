// Summarises a V8 .cpuprofile (from BENCH_CPU_PROFILE, `node --cpu-prof`, or DevTools): the
// functions with the most self time, and the same time grouped by package (node_modules/…,
// node: internals, the app's own folders), so a profile can be read without a browser.
//   npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top=30]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

/** 'kysely', 'node:internal', 'server/src/modules', '(program)', … */
function group(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const own = /\/((?:server|shared|scripts)\/src\/[^/]+|scripts\/[^/]+)/.exec(url);
  return own ? own[1]! : url;
}

export function summarise(file: string, top = 30): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfMs = new Map<number, number>();
  if (profile.samples && profile.timeDeltas) {
    profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + profile.timeDeltas![i]! / 1000));
  } else {
    const per = (profile.endTime - profile.startTime) / 1000 / profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0);
    for (const n of profile.nodes) selfMs.set(n.id, (n.hitCount ?? 0) * per);
  }
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const groups = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|shared|scripts)\//, '$1/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const g = group(url, functionName);
    groups.set(g, (groups.get(g) ?? 0) + ms);
  }
  const idle = (selfMs.size && [...byId.values()].filter((n) => n.callFrame.functionName === '(idle)')) || [];
  const idleMs = idle.reduce((s, n) => s + (selfMs.get(n.id) ?? 0), 0);
  const pct = (ms: number) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;
  const lines = [
    `${file}: ${(total / 1000).toFixed(1)} s sampled, ${pct(idleMs).trim()} idle`,
    '',
    'self time by package / folder:',
    ...[...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([name, ms]) => `${pct(ms)}  ${name}`),
    '',
    `top ${top} functions by self time:`,
    ...[...functions]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `${pct(ms)}  ${name}`),
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top]');
    process.exit(2);
  }
  console.log(summarise(file, Number(top ?? 30)));
}
