// JavaScript each public page downloads on first load, gzipped (docs/design.md §10: ≤ 170 KB a
// page; docs/decisions/070): the entry with everything it statically imports, plus the page's
// route component chunk with everything that one statically imports. What a page loads later (on
// a click, with the first toast, on another page) is not counted. A static estimate of what a
// browser fetches for the server-rendered page until the network is idle.
// Per locale (docs/decisions/109, 123): a page also fetches, for each chunk it loads that names
// messages, that chunk's companion in the page's `<html lang>`, `assets/messages/<hash>.<locale>.js`
// (named by the chunk's call `__regenLoad("<hash>", import.meta.url)`), English pages too since
// decision 123 (a build without English companions counts none); every locale's pages are counted.
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

const LOCALES = ['en', 'de', 'fr', 'es', 'it'] as const;

export function benchBundle(dist = process.env.BENCH_CLIENT_DIST ?? 'client/dist') {
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
  /** The files a page in `locale` fetches for one chunk: the chunk and its messages' companion. */
  const withCompanion = (file: string, locale: string): string[] => {
    const hash = /\b__regenLoad\(["'`]([\w-]+)["'`]/.exec(code(file))?.[1];
    const companion = hash ? `messages/${hash}.${locale}.js` : undefined;
    return companion && existsSync(path.join(assets, companion)) ? [file, companion] : [file];
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

  const fetched = (chunks: Set<string>, locale: string) => [...chunks].flatMap((f) => withCompanion(f, locale));
  const kbOf = (files: string[]) => files.reduce((sum, file) => sum + sizeOf(file), 0);
  // No baseline here: the row's "bare" is the entry every page shares (in the row's locale).
  const rows = LOCALES.flatMap((locale) =>
    pages.map(([page, routeChunk]) => {
      const chunk = routeChunk ? componentChunk(routeChunk) : undefined;
      if (routeChunk && !chunk) throw new Error(`No component chunk for ${page} (${routeChunk}-*.js)`);
      const loaded = fetched(chunk ? closure(chunk, new Set(base)) : base, locale);
      const total = kbOf(loaded);
      const prefix = locale === 'en' ? '' : `/${locale}`;
      return {
        row: `first-load JS ${prefix}${page.startsWith('/') ? (page === '/' && prefix ? '' : page) : ` ${page}`}`,
        app: `${fmt(total)} KB in ${loaded.length} file${loaded.length === 1 ? '' : 's'}`,
        bare: `entry ${fmt(kbOf(fetched(base, locale)))} KB`,
        ratio: NaN,
        budgets: [atMost('gzipped', total, BUDGET_KB, ' KB')],
      };
    }),
  );
  reportRows('First-load JavaScript per public page (gzip -9)', rows);
}
