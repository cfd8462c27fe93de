// JavaScript each public page downloads on first load, gzipped (docs/design.md §10: ≤ 170 KB a
// page; docs/decisions/070): the entry with everything it statically imports, plus the page's
// route component chunk with everything that one statically imports. What a page loads later (on
// a click, with the first toast, on another page) is not counted. A static estimate of what a
// browser fetches for the server-rendered page until the network is idle.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { atMost, fmt, reportRows } from './lib.ts';

const BUDGET_KB = 170;

/** Each public page and its route file's chunk name (routes/blog.$postId.tsx → blog._postId). */
const pages: [page: string, routeChunk: string | null][] = [
  ['/', 'routes'],
  ['/about-us', 'about-us'],
  ['/destinations', 'destinations'],
  ['/country/{country}', 'country._country'],
  ['/experiences', 'experiences.index'],
  ['/experiences/{country}', 'experiences._country'],
  ['/actions/{country}', 'actions._country'],
  ['/current-projects', 'current-projects'],
  ['/news', 'news.index'],
  ['/news/article/{id}', 'news.article._articleId'],
  ['/blog', 'blog.index'],
  ['/blog/{id}', 'blog._postId'],
  ['/contact-us', 'contact-us'],
  ['/coming-soon', 'coming-soon'],
  ['/booking/{id}', 'booking._activityId'],
  ['(page not found)', null],
];

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
  const code = (file: string) => readFileSync(path.join(assets, file), 'utf8');
  const gzipKb = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!gzipKb.has(file))
      gzipKb.set(file, gzipSync(readFileSync(path.join(assets, file)), { level: 9 }).length / 1024);
    return gzipKb.get(file)!;
  };
  const closure = (start: string, seen = new Set<string>()) => {
    const visit = (file: string) => {
      if (seen.has(file) || !existsSync(path.join(assets, file))) return;
      seen.add(file);
      for (const dep of staticImports(code(file))) visit(dep);
    };
    visit(start);
    return seen;
  };
  const base = closure(entry);
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  // A route file may be split into several chunks (component, notFoundComponent): take its component's.
  const componentChunk = (name: string) =>
    files.find(
      (f) =>
        f.startsWith(`${name}-`) && /^[\w-]{8}\.js$/.test(f.slice(name.length + 1)) && /\bas component\b/.test(code(f)),
    );

  const baseKb = [...base].reduce((sum, file) => sum + sizeOf(file), 0);
  // No baseline here: the row's "bare" is the entry every page shares.
  const rows = pages.map(([page, routeChunk]) => {
    const chunk = routeChunk ? componentChunk(routeChunk) : undefined;
    if (routeChunk && !chunk) throw new Error(`No component chunk for ${page} (${routeChunk}-*.js)`);
    const loaded = chunk ? closure(chunk, new Set(base)) : base;
    const total = [...loaded].reduce((sum, file) => sum + sizeOf(file), 0);
    return {
      row: `first-load JS ${page}`,
      app: `${fmt(total)} KB in ${loaded.size} file${loaded.size === 1 ? '' : 's'}`,
      bare: `entry ${fmt(baseKb)} KB`,
      ratio: NaN,
      budgets: [atMost('gzipped', total, BUDGET_KB, ' KB')],
    };
  });
  reportRows('First-load JavaScript per public page (gzip -9)', rows);
}
