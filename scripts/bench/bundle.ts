// JavaScript the landing page downloads on first load, gzipped (docs/design.md §10: ≤ 150 KB):
// the entry and everything it statically imports, plus the landing route's chunk and its
// static imports. Lazily imported chunks (other routes) are not counted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, printTable } from './lib.ts';

function staticImports(code: string): string[] {
  const found = [...code.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(found)];
}

export function benchBundle(dist = 'client/dist') {
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error('Build the client first: npm run build');
  const html = readFileSync(indexFile, 'utf8');
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('No entry script in index.html');
  const assets = path.join(dist, 'assets');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(path.join(assets, file))) return;
    seen.add(file);
    for (const dep of staticImports(readFileSync(path.join(assets, file), 'utf8'))) visit(dep);
  };
  visit(entry);
  // The landing route ('/') is code-split into a chunk named after the routes folder.
  const entryCode = readFileSync(path.join(assets, entry), 'utf8');
  const landing = /(routes-[\w-]+\.js)/.exec(entryCode)?.[1];
  if (landing) visit(landing);
  const rows = [...seen].map((file) => {
    const bytes = readFileSync(path.join(assets, file));
    return {
      file: file === landing ? `${file} (landing route)` : file,
      'raw KB': fmt(bytes.length / 1024),
      'gzip KB': fmt(gzipSync(bytes).length / 1024),
    };
  });
  const total = rows.reduce((sum, r) => sum + Number(r['gzip KB']), 0);
  printTable('Landing page JavaScript (first load)', [...rows, { file: 'total', 'raw KB': '', 'gzip KB': fmt(total) }]);
  console.log(`budget: ≤ 150 KB gzipped → ${total <= 150 ? 'within' : 'OVER'}`);
}
