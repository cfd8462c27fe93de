// Compares two V8 heap snapshots (.heapsnapshot) of one process: what was added between
// them, by constructor (self sizes, count), per `n` units of whatever was added (sockets).
//   node scripts/bench/heap-diff.ts <before> <after> [n=1] [top=40]
// With --retainers "<type:name>" (a row of the diff, e.g. "object:Timeout"): what holds the
// objects of that row that are new in <after> (snapshot ids persist within one process), as
// the commonest retainer paths, `depth` edges up.
//   node scripts/bench/heap-diff.ts --retainers "object:Timeout" <before> <after> [depth=3] [top=15]
import { readFileSync } from 'node:fs';

interface Snapshot {
  snapshot: {
    meta: {
      node_fields: string[];
      node_types: [string[], ...unknown[]];
      edge_fields: string[];
      edge_types: [string[], ...unknown[]];
    };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

function read(file: string) {
  const snap = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = snap.snapshot.meta.node_fields;
  const width = fields.length;
  const at = (field: string) => fields.indexOf(field);
  const [typeAt, nameAt, idAt, sizeAt, edgeCountAt] = ['type', 'name', 'id', 'self_size', 'edge_count'].map(at);
  const types = snap.snapshot.meta.node_types[0];
  const count = snap.nodes.length / width;
  const field = (node: number, offset: number) => snap.nodes[node * width + offset]!;
  /** "type:name": strings and code by kind only, objects by constructor, closures by function name. */
  const key = (node: number) => {
    const type = types[field(node, typeAt!)]!;
    let name = snap.strings[field(node, nameAt!)]!;
    if (type === 'string' || type === 'concatenated string' || type === 'sliced string') name = '';
    if (type === 'code' || type === 'number') name = '';
    if (name.length > 60) name = `${name.slice(0, 57)}...`;
    return `${type}:${name}`;
  };
  return {
    snap,
    count,
    key,
    id: (node: number) => field(node, idAt!),
    size: (node: number) => field(node, sizeAt!),
    edgeCount: (node: number) => field(node, edgeCountAt!),
    width,
  };
}

/** Total self size and count per "type:name" in a snapshot. */
function tally(file: string): Map<string, { size: number; count: number }> {
  const s = read(file);
  const result = new Map<string, { size: number; count: number }>();
  for (let node = 0; node < s.count; node++) {
    const k = s.key(node);
    const entry = result.get(k) ?? { size: 0, count: 0 };
    entry.size += s.size(node);
    entry.count += 1;
    result.set(k, entry);
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

/** The commonest retainer paths of the objects of row `key` that are in `after` and not in `before`. */
export function retainers(key: string, before: string, after: string, depth = 3, top = 15): string {
  const old = read(before);
  const known = new Set<number>();
  for (let node = 0; node < old.count; node++) known.add(old.id(node));
  const s = read(after);
  const { edge_fields: edgeFields, edge_types: edgeTypes } = s.snap.snapshot.meta;
  const edgeWidth = edgeFields.length;
  const [edgeTypeAt, edgeNameAt, toAt] = ['type', 'name_or_index', 'to_node'].map((f) => edgeFields.indexOf(f));
  // Reverse edges, strong ones only (weak edges and the snapshot's shortcuts retain nothing).
  const heldBy: { from: number; edge: string }[][] = Array.from({ length: s.count }, () => []);
  let edge = 0;
  for (let node = 0; node < s.count; node++) {
    for (let i = s.edgeCount(node); i > 0; i--, edge += edgeWidth) {
      const type = edgeTypes[0][s.snap.edges[edge + edgeTypeAt!]!]!;
      if (type === 'weak' || type === 'shortcut') continue;
      const nameOrIndex = s.snap.edges[edge + edgeNameAt!]!;
      const name = type === 'element' || type === 'hidden' ? `[${nameOrIndex}]` : s.snap.strings[nameOrIndex]!;
      heldBy[s.snap.edges[edge + toAt!]! / s.width]!.push({
        from: node,
        edge: type === 'context' ? `ctx.${name}` : name,
      });
    }
  }
  const paths = new Map<string, number>();
  let added = 0;
  for (let node = 0; node < s.count; node++) {
    if (s.key(node) !== key || known.has(s.id(node))) continue;
    added += 1;
    // A few retainers of each, a few levels up: enough to name the owner, bounded in work.
    let frontier = [{ node, path: '' }];
    for (let level = 0; level < depth; level++) {
      frontier = frontier
        .flatMap((f) =>
          heldBy[f.node]!.slice(0, 3).map((r) => ({ node: r.from, path: `${f.path} <-${r.edge}- ${s.key(r.from)}` })),
        )
        .slice(0, 6);
    }
    for (const f of frontier) paths.set(f.path, (paths.get(f.path) ?? 0) + 1);
  }
  const lines = [`${added} new ${key}; commonest retainer paths (count, path):`];
  for (const [path, n] of [...paths].sort((x, y) => y[1] - x[1]).slice(0, top)) {
    lines.push(`${String(n).padStart(8)} ${path}`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  if (args[0] === '--retainers') {
    const [, key, before, after, depth, top] = args;
    if (!key || !before || !after) {
      console.error('usage: node scripts/bench/heap-diff.ts --retainers <type:name> <before> <after> [depth] [top]');
      process.exit(2);
    }
    console.log(retainers(key, before, after, Number(depth ?? 3), Number(top ?? 15)));
  } else {
    const [before, after, n, top] = args;
    if (!before || !after) {
      console.error('usage: node scripts/bench/heap-diff.ts <before.heapsnapshot> <after.heapsnapshot> [n] [top]');
      process.exit(2);
    }
    console.log(heapDiff(before, after, Number(n ?? 1), Number(top ?? 40)));
  }
}
