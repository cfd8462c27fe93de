import { LEDGER_CSV_COLUMNS, type LedgerChainEntry } from './ledger-chain.ts';

// Reading a download of the impact ledger (/impact/ledger.json or .csv, docs/decisions/106) back
// into entries, for `npm run ledger:verify`. Pure: the caller reads the file or the address.

const NUMBER_FIELDS = new Set<string>(['serial', 'points', 'participants', 'corrects', 'amountHundredths']);

/** The entries of a JSON download (`{ entries: [...] }` or a bare array) or a CSV download. */
export function parseLedgerDownload(text: string): LedgerChainEntry[] {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const parsed: unknown = JSON.parse(trimmed);
    const entries = Array.isArray(parsed) ? parsed : (parsed as { entries?: unknown }).entries;
    if (!Array.isArray(entries)) throw new Error('The JSON has no "entries" list');
    return entries as LedgerChainEntry[];
  }
  return parseLedgerCsv(trimmed);
}

/** RFC 4180 rows: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function parseLedgerCsv(text: string): LedgerChainEntry[] {
  const [header, ...rows] = csvRows(text);
  if (!header || header.join(',') !== LEDGER_CSV_COLUMNS.join(',')) {
    throw new Error(`The CSV's first row must be: ${LEDGER_CSV_COLUMNS.join(',')}`);
  }
  return rows
    .filter((cells) => cells.length > 1 || cells[0] !== '')
    .map((cells) => {
      const entry: Record<string, string | number | null> = {};
      header.forEach((column, index) => {
        const cell = cells[index] ?? '';
        entry[column] = cell === '' ? null : NUMBER_FIELDS.has(column) ? Number(cell) : cell;
      });
      return entry as unknown as LedgerChainEntry;
    });
}
