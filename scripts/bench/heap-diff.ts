// Compares two V8 heap snapshots (.heapsnapshot) of one process: what was added between
// them, by constructor (self sizes, count), per `n` units of whatever was added (sockets).
//   npx tsx scripts/bench/heap-diff.ts <before> <after> [n=1] [top=40]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Total self size and count per "type:name" in a snapshot. */
function tally(file: string): Map<string, { size: number; count: number }> {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  const types = snap.snapshot.meta.node_types[0];
  const result = new Map<string, { size: number; count: number }>();
  for (let i = 0; i < snap.nodes.length; i += width) {
    const type = types[snap.nodes[i + typeAt]!]!;
    let name = snap.strings[snap.nodes[i + nameAt]!]!;
    // Strings and code by kind only; objects by constructor; closures by function name.
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') name = '';
    if (type === 'code' || type === 'number') name = '';
    if (name.length > 60) name = `${name.slice(0, 57)}...`;
    const key = `${type}:${name}`;
    const entry = result.get(key) ?? { size: 0, count: 0 };
    entry.size += snap.nodes[i + sizeAt]!;
    entry.count += 1;
    result.set(key, entry);
  }
  return result;
}

export function heapDiff(before: string, after: string, n = 1, top = 40): string {
  const a = tally(before);
  const b = tally(after);
  const rows: { key: string; size: number; count: number }[] = [];
  for (const [key, v] of b) {
    const old = a.get(key) ?? { size: 0, count: 0 };
    rows.push({ key, size: v.size - old.size, count: v.count - old.count });
  }
  const total = rows.reduce((s, r) => s + r.size, 0);
  rows.sort((x, y) => y.size - x.size);
  const lines = [
    `added: ${(total / 1024 / n).toFixed(2)} KB per unit (n = ${n})`,
    'bytes/unit  objects/unit  type:name',
  ];
  for (const r of rows.slice(0, top)) {
    lines.push(`${(r.size / n).toFixed(0).padStart(10)}  ${(r.count / n).toFixed(2).padStart(12)}  ${r.key}`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [before, after, n, top] = process.argv.slice(2);
  if (!before || !after) {
    console.error('usage: npx tsx scripts/bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [n] [top]');
    process.exit(2);
  }
  console.log(heapDiff(before, after, Number(n ?? 1), Number(top ?? 40)));
}
