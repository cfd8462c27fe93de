// `npm run ledger:verify`’s checks (docs/decisions/106): the canonical text, and a tampered chain —
// altered, removed, reordered — named at its first bad entry.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LEDGER_CANONICAL_KEYS,
  LEDGER_CSV_COLUMNS,
  LEDGER_GENESIS_HASH,
  canonicalLedgerContent,
  verifyLedgerChain,
  type LedgerChainEntry,
} from '@regen/shared/rules/ledger-chain';
import { csvRows, parseLedgerDownload } from '@regen/shared/rules/ledger-download';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A chain of three entries: a credit, its correction, and a verified outcome. */
function chain(): LedgerChainEntry[] {
  const contents: Omit<LedgerChainEntry, 'hash' | 'prevHash'>[] = [
    {
      serial: 1,
      kind: 'attended',
      recordedAt: '2026-11-20T09:30:00.000Z',
      country: 'Slovenia',
      activityId: '0b7f6a3e-5f1c-4a51-9d7e-111111111111',
      traveler: '5d2c9a10-7b7e-4f0e-8d11-222222222222',
      points: 1350,
      participants: 3,
      corrects: null,
      outcomeId: null,
      unit: null,
      amountHundredths: null,
      reviewer: null,
    },
    {
      serial: 2,
      kind: 'correction',
      recordedAt: '2026-11-21T10:00:00.000Z',
      country: 'Slovenia',
      activityId: '0b7f6a3e-5f1c-4a51-9d7e-111111111111',
      traveler: '5d2c9a10-7b7e-4f0e-8d11-222222222222',
      points: -450,
      participants: 2,
      corrects: 1,
      outcomeId: null,
      unit: null,
      amountHundredths: null,
      reviewer: null,
    },
    {
      serial: 3,
      kind: 'outcome_verified',
      recordedAt: '2026-11-22T11:15:00.123Z',
      country: 'Slovenia',
      activityId: '0b7f6a3e-5f1c-4a51-9d7e-111111111111',
      traveler: null,
      points: 0,
      participants: null,
      corrects: null,
      outcomeId: 'c1a0e1f2-0000-4000-8000-333333333333',
      unit: 'trees_planted',
      amountHundredths: 900,
      reviewer: 'Regen Marketplace verifier, "Ana"',
    },
  ];
  let prevHash = LEDGER_GENESIS_HASH;
  return contents.map((content) => {
    const entry = { ...content, prevHash };
    const hash = sha256Hex(canonicalLedgerContent(entry));
    prevHash = hash;
    return { ...entry, hash };
  });
}

function toCsv(entries: LedgerChainEntry[]): string {
  const field = (v: string | number | null) =>
    v === null ? '' : /[",\r\n]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v);
  return [LEDGER_CSV_COLUMNS.join(','), ...entries.map((e) => LEDGER_CSV_COLUMNS.map((c) => field(e[c])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

describe('the impact ledger chain', () => {
  it('hashes a fixed JSON field order, absent values as null', () => {
    const [first] = chain();
    expect(canonicalLedgerContent(first!)).toBe(
      '{"v":1,"serial":1,"kind":"attended","recordedAt":"2026-11-20T09:30:00.000Z","country":"Slovenia",' +
        '"activityId":"0b7f6a3e-5f1c-4a51-9d7e-111111111111","traveler":"5d2c9a10-7b7e-4f0e-8d11-222222222222",' +
        '"points":1350,"participants":3,"corrects":null,"outcomeId":null,"unit":null,"amountHundredths":null,' +
        `"reviewer":null,"prevHash":"${LEDGER_GENESIS_HASH}"}`,
    );
  });

  it('accepts an intact chain, and an empty one', () => {
    expect(verifyLedgerChain(chain(), sha256Hex)).toBeNull();
    expect(verifyLedgerChain([], sha256Hex)).toBeNull();
  });

  it('names the entry whose points were altered', () => {
    const entries = chain();
    entries[1] = { ...entries[1]!, points: -45 };
    expect(verifyLedgerChain(entries, sha256Hex)).toMatchObject({ serial: 2, problem: 'hash' });
  });

  it('names the entry after one that was removed', () => {
    const entries = chain();
    entries.splice(1, 1);
    expect(verifyLedgerChain(entries, sha256Hex)).toMatchObject({
      serial: 3,
      position: 1,
      problem: 'serial',
      expected: 2,
    });
  });

  it('names the first entry out of order when two are swapped, even renumbered', () => {
    const entries = chain();
    const swapped = [entries[0]!, entries[2]!, entries[1]!];
    expect(verifyLedgerChain(swapped, sha256Hex)).toMatchObject({ serial: 3, problem: 'serial' });
    const renumbered = [entries[0]!, { ...entries[2]!, serial: 2 }, { ...entries[1]!, serial: 3 }];
    expect(verifyLedgerChain(renumbered, sha256Hex)).toMatchObject({ serial: 2, problem: 'prevHash' });
  });

  it('refuses a correction that names no earlier entry', () => {
    const entries = chain();
    const content = { ...entries[1]!, corrects: null };
    const forged = { ...content, hash: sha256Hex(canonicalLedgerContent(content)) };
    const rest = { ...entries[2]!, prevHash: forged.hash };
    const relinked = { ...rest, hash: sha256Hex(canonicalLedgerContent(rest)) };
    expect(verifyLedgerChain([entries[0]!, forged, relinked], sha256Hex)).toMatchObject({
      serial: 2,
      problem: 'corrects',
    });
  });

  it('reads the CSV download back to the same entries, quotes and all', () => {
    const entries = chain();
    expect(parseLedgerDownload(toCsv(entries))).toEqual(entries);
    expect(parseLedgerDownload(JSON.stringify({ entries }))).toEqual(entries);
    expect(csvRows('a,"b ""c"", d"\r\n1,2\r\n')).toEqual([
      ['a', 'b "c", d'],
      ['1', '2'],
    ]);
  });
});

describe('the canonical keys the methodology page lists', () => {
  it('are exactly the hashed text’s keys, in order', () => {
    expect(Object.keys(JSON.parse(canonicalLedgerContent(chain()[0]!)) as object)).toEqual([...LEDGER_CANONICAL_KEYS]);
  });
});
