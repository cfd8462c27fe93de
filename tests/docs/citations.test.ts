import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Docs cite only what is in the repository (docs/decisions/018): every "§N" in code and docs
// belongs to a citation "<file>.md §N" (or continues one: "docs/spec/public-site.md §2, §5")
// whose file exists and has a heading numbered N; relative Markdown links resolve.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const roots = ['client/src', 'server/src', 'shared/src', 'scripts', 'tests', 'migrations', 'docs'];
const rootFiles = ['README.md', 'eslint.config.js', 'vitest.config.ts', 'playwright.config.ts'];
const skipDirs = new Set(['node_modules', 'dist', 'dist-ssr', 'test-results', 'playwright-report']);
const sourceFile = /\.(ts|tsx|js|mjs|md)$/;

function walk(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) return skipDirs.has(name) ? [] : walk(rel);
    return sourceFile.test(name) ? [rel] : [];
  });
}

const files = [...roots.flatMap(walk), ...rootFiles.filter((f) => existsSync(path.join(root, f)))];
// The cited documents themselves, and this file's own examples, are not citations.
const citing = files.filter(
  (f) => !f.startsWith('docs/spec/') && f !== 'docs/design.md' && !f.endsWith('citations.test.ts'),
);

const headingCache = new Map<string, Set<string>>();
function headings(doc: string): Set<string> {
  let found = headingCache.get(doc);
  if (!found) {
    const text = readFileSync(path.join(root, doc), 'utf8');
    found = new Set([...text.matchAll(/^#{1,6} (\d+)\. /gm)].map((m) => m[1]!));
    headingCache.set(doc, found);
  }
  return found;
}

/** Every problem with the "§" citations of one text, as "line: message". */
function citationProblems(text: string, exists: (doc: string) => boolean, sections: (doc: string) => Set<string>) {
  const problems: string[] = [];
  let current: { doc: string; end: number } | null = null;
  for (const match of text.matchAll(/§(\d+)/g)) {
    const at = match.index;
    const line = text.slice(0, at).split('\n').length;
    const direct = /([\w./-]+\.md) $/.exec(text.slice(Math.max(0, at - 200), at));
    let doc: string | undefined;
    if (direct) doc = direct[1];
    else if (current && at - current.end <= 40 && !/[).]\s|spec/.test(text.slice(current.end, at))) doc = current.doc;
    if (!doc) {
      problems.push(`${line}: "§${match[1]}" names no document (write "docs/spec/<file>.md §${match[1]}")`);
      current = null;
      continue;
    }
    if (!exists(doc)) problems.push(`${line}: ${doc} is not in the repository`);
    else if (!sections(doc).has(match[1]!)) problems.push(`${line}: ${doc} has no heading "${match[1]}."`);
    current = { doc, end: at + match[0].length };
  }
  return problems;
}

describe('citations', () => {
  it('recognises a citation, its continuation and what is not one', () => {
    const docs: Record<string, Set<string>> = { 'docs/a.md': new Set(['1', '2', '4']) };
    const exists = (doc: string) => doc in docs;
    const sections = (doc: string) => docs[doc]!;
    expect(citationProblems('(docs/a.md §1, §2; docs/a.md §4)', exists, sections)).toEqual([]);
    expect(citationProblems('(docs/a.md §1 "Name", §4)', exists, sections)).toEqual([]);
    expect(citationProblems('(docs/a.md §3)', exists, sections)).toEqual(['1: docs/a.md has no heading "3."']);
    expect(citationProblems('x\n(DESIGN.md §4)', exists, sections)).toEqual(['2: DESIGN.md is not in the repository']);
    expect(citationProblems('(docs/a.md §1) and (spec §2)', exists, sections)).toEqual([
      '1: "§2" names no document (write "docs/spec/<file>.md §2")',
    ]);
    expect(citationProblems('(spec: public-site §2)', exists, sections)).toEqual([
      '1: "§2" names no document (write "docs/spec/<file>.md §2")',
    ]);
  });

  it('every "§" in code and docs cites a numbered heading of a document in the repository', () => {
    const problems = citing.flatMap((file) =>
      citationProblems(
        readFileSync(path.join(root, file), 'utf8'),
        (doc) => existsSync(path.join(root, doc)),
        headings,
      ).map((p) => `${file}:${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('relative links and ../ paths in the docs resolve to files in the repository', () => {
    const broken = files
      .filter((f) => f.endsWith('.md'))
      .flatMap((file) => {
        const text = readFileSync(path.join(root, file), 'utf8');
        // [text](target) links, and `../path` spelled out in code spans.
        return [...text.matchAll(/\]\(([^)\s]+)\)|`(\.\.\/[^`\s]+)`/g)]
          .map((m) => (m[1] ?? m[2]!).replace(/#.*$/, ''))
          .filter((target) => target && !/^[a-z]+:/.test(target))
          .filter((target) => !existsSync(path.resolve(root, path.dirname(file), target)))
          .map((target) => `${file}: ${target}`);
      });
    expect(broken).toEqual([]);
  });
});
