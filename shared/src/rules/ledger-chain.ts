// The public impact ledger's hash chain (issue 32 part 4, docs/decisions/106): what one entry's hash
// is computed over, written once here and used by the server when it appends, by
// `npm run ledger:verify` when it checks a download, and described word for word on
// /impact/methodology#verify. Pure: the SHA-256 itself is the caller's (node:crypto on the server
// and in the script), so this file stays free of I/O like the rest of shared/.
//
// hash(entry) = lowercase hex SHA-256 of the UTF-8 bytes of canonicalLedgerContent(entry), a JSON
// object whose keys come in exactly this order, with no whitespace, written as ECMAScript's
// JSON.stringify writes it (only `"`, `\` and control characters escaped; other characters as
// themselves):
//
//   {"v":1,"serial":…,"kind":…,"recordedAt":…,"country":…,"activityId":…,"traveler":…,
//    "points":…,"participants":…,"corrects":…,"outcomeId":…,"unit":…,"amountHundredths":…,
//    "reviewer":…,"prevHash":…}
//
// Absent values are `null`, never left out. `prevHash` is the previous entry's hash, or 64 zeros
// for serial 1. Serials start at 1 and go up by one with no gaps.

/** The chain format's version, hashed into every entry (a new format would be a new version). */
export const LEDGER_CHAIN_VERSION = 1;

/** The `prevHash` of the first entry. */
export const LEDGER_GENESIS_HASH = '0'.repeat(64);

/**
 * What an entry records. `attended`: a booking's first credit of Regen Points®. `correction`: a
 * later change of that credit (points may be negative); it names the entry it corrects.
 * `outcome_verified` / `outcome_queried` / `outcome_rejected`: a verifier's decision on a
 * session's measured outcome (`outcomeId`, `unit`, `amountHundredths`, `reviewer`; points 0); a
 * later decision on the same outcome names the one before it in `corrects`.
 */
export const LEDGER_ENTRY_KINDS = [
  'attended',
  'correction',
  'outcome_verified',
  'outcome_queried',
  'outcome_rejected',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

export function isLedgerEntryKind(value: unknown): value is LedgerEntryKind {
  return typeof value === 'string' && (LEDGER_ENTRY_KINDS as readonly string[]).includes(value);
}

/** One entry of the public chain, as /impact/ledger.json publishes it. */
export interface LedgerChainEntry {
  serial: number;
  kind: LedgerEntryKind;
  /** The database's clock when the entry was appended, ISO 8601 in UTC with milliseconds. */
  recordedAt: string;
  /** The destination (the activity's country). */
  country: string;
  activityId: string;
  /** The traveler's pseudonym (never the account id); null for entries about an outcome. */
  traveler: string | null;
  /** Regen Points® credited (negative for a correction that takes some back); 0 for outcome entries. */
  points: number;
  /** How many of the booked people came, as the supplier marked it; null for a no-show and outcomes. */
  participants: number | null;
  /** The serial of the entry this one corrects or follows up. */
  corrects: number | null;
  outcomeId: string | null;
  /** An outcome unit's id (shared/src/rules/outcome-units.ts). */
  unit: string | null;
  /** The measured amount in hundredths of the unit (300 = 3 trees). */
  amountHundredths: number | null;
  /** Who decided on the outcome, as the ledger shows it (a role or a verifier's public name). */
  reviewer: string | null;
  prevHash: string;
  hash: string;
}

/** The keys of the hashed text, in their order (the methodology page lists them). */
export const LEDGER_CANONICAL_KEYS = [
  'v',
  'serial',
  'kind',
  'recordedAt',
  'country',
  'activityId',
  'traveler',
  'points',
  'participants',
  'corrects',
  'outcomeId',
  'unit',
  'amountHundredths',
  'reviewer',
  'prevHash',
] as const;

/** The text an entry's hash is computed over (see the top of this file): the keys above, in order. */
export function canonicalLedgerContent(entry: Omit<LedgerChainEntry, 'hash'>): string {
  return JSON.stringify(
    Object.fromEntries(LEDGER_CANONICAL_KEYS.map((key) => [key, key === 'v' ? LEDGER_CHAIN_VERSION : entry[key]])),
  );
}

const [, ...LEDGER_ENTRY_FIELDS] = LEDGER_CANONICAL_KEYS;

/** The columns of /impact/ledger.csv, in order (the same fields as the JSON, plus the hash). */
export const LEDGER_CSV_COLUMNS = [
  ...LEDGER_ENTRY_FIELDS,
  'hash',
] as const satisfies readonly (keyof LedgerChainEntry)[];

/** What is wrong with an entry of a chain, the first problem found. */
export type LedgerProblem =
  | { serial: number; position: number; problem: 'serial'; expected: number }
  | { serial: number; position: number; problem: 'prevHash'; expected: string }
  | { serial: number; position: number; problem: 'hash'; expected: string }
  | { serial: number; position: number; problem: 'corrects' }
  | { serial: number; position: number; problem: 'shape'; field: string };

/**
 * Checks a whole chain in order with the given SHA-256 (hex): serials 1, 2, 3…, each `prevHash`
 * the hash before it, each hash recomputed from its content, and every `corrects` naming an
 * earlier entry (a `correction` must name one). Returns the first problem, or null.
 */
export function verifyLedgerChain(
  entries: readonly LedgerChainEntry[],
  sha256Hex: (text: string) => string,
): LedgerProblem | null {
  let prevHash = LEDGER_GENESIS_HASH;
  for (const [position, entry] of entries.entries()) {
    const serial = entry.serial;
    const field = shapeProblem(entry);
    if (field) return { serial, position, problem: 'shape', field };
    if (serial !== position + 1) return { serial, position, problem: 'serial', expected: position + 1 };
    if (entry.prevHash !== prevHash) return { serial, position, problem: 'prevHash', expected: prevHash };
    const hash = sha256Hex(canonicalLedgerContent(entry));
    if (entry.hash !== hash) return { serial, position, problem: 'hash', expected: hash };
    if (entry.corrects !== null && !(entry.corrects >= 1 && entry.corrects < serial)) {
      return { serial, position, problem: 'corrects' };
    }
    if (entry.kind === 'correction' && entry.corrects === null) return { serial, position, problem: 'corrects' };
    prevHash = entry.hash;
  }
  return null;
}

const HASH = /^[0-9a-f]{64}$/;

function shapeProblem(entry: LedgerChainEntry): string | null {
  const nullableString = (v: unknown) => v === null || typeof v === 'string';
  const nullableInt = (v: unknown) => v === null || Number.isSafeInteger(v);
  if (!Number.isSafeInteger(entry.serial)) return 'serial';
  if (!isLedgerEntryKind(entry.kind)) return 'kind';
  if (typeof entry.recordedAt !== 'string') return 'recordedAt';
  if (typeof entry.country !== 'string') return 'country';
  if (typeof entry.activityId !== 'string') return 'activityId';
  if (!nullableString(entry.traveler)) return 'traveler';
  if (!Number.isSafeInteger(entry.points)) return 'points';
  if (!nullableInt(entry.participants)) return 'participants';
  if (!nullableInt(entry.corrects)) return 'corrects';
  if (!nullableString(entry.outcomeId)) return 'outcomeId';
  if (!nullableString(entry.unit)) return 'unit';
  if (!nullableInt(entry.amountHundredths)) return 'amountHundredths';
  if (!nullableString(entry.reviewer)) return 'reviewer';
  if (typeof entry.prevHash !== 'string' || !HASH.test(entry.prevHash)) return 'prevHash';
  if (typeof entry.hash !== 'string' || !HASH.test(entry.hash)) return 'hash';
  return null;
}
