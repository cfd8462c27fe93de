// `npm run ledger:verify -- <url or file>`: recomputes the public impact ledger's hash chain
// (docs/decisions/106; the method is on /impact/methodology#verify) from a download, JSON or CSV,
// or from a site's address (`https://…/impact/ledger.json`, or the site's root). Exits 0 when every
// entry matches, 1 naming the first entry that does not, 2 when it cannot read the chain.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { verifyLedgerChain, type LedgerProblem } from '../shared/src/rules/ledger-chain.ts';
import { parseLedgerDownload } from '../shared/src/rules/ledger-download.ts';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

function describe(problem: LedgerProblem): string {
  const where = `entry No. ${problem.serial} (position ${problem.position + 1})`;
  switch (problem.problem) {
    case 'serial':
      return `${where}: serial ${problem.serial} where ${problem.expected} was expected (an entry is missing or out of order)`;
    case 'prevHash':
      return `${where}: its previous hash does not match the entry before it (expected ${problem.expected})`;
    case 'hash':
      return `${where}: its content does not match its hash (recomputed ${problem.expected})`;
    case 'corrects':
      return `${where}: "corrects" must name an earlier entry`;
    case 'shape':
      return `${where}: the field "${problem.field}" is missing or malformed`;
  }
}

async function readSource(source: string): Promise<string> {
  if (!/^https?:\/\//i.test(source)) return readFile(source, 'utf8');
  const url = new URL(source);
  if (url.pathname === '/' || url.pathname === '') url.pathname = '/impact/ledger.json';
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run ledger:verify -- <url or file>');
  process.exit(2);
}
let text: string;
let entries;
try {
  text = await readSource(source);
  entries = parseLedgerDownload(text);
} catch (error) {
  console.error(`Cannot read the ledger from ${source}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
const problem = verifyLedgerChain(entries, sha256Hex);
if (problem) {
  console.error(`The chain is broken at ${describe(problem)}.`);
  process.exit(1);
}
const last = entries.at(-1);
console.log(
  last
    ? `The chain is intact: ${entries.length} entries, No. 1 to No. ${last.serial}, latest hash ${last.hash}.`
    : 'The chain is intact: it has no entries yet.',
);
