import { formatDecimalDollars } from '@regen/shared/format';
import { englishMessage } from '@regen/shared/i18n';
import { bookingStatusLabel } from '@regen/shared/rules/booking';

// The supplier's bookings as CSV (docs/decisions/063): UTF-8 with a byte-order mark (so
// spreadsheet apps read accents right), RFC 4180 quoting and CRLF line ends, and no cell a
// spreadsheet would run as a formula.

export interface CsvBookingRow {
  activityTitle: string;
  date: string;
  time: string;
  timeZone: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  numberOfPeople: number;
  status: string;
  totalPriceCents: number;
  specialRequests: string | null;
}

/** The columns' names: catalogue messages, in English like the rest of the file (docs/decisions/088). */
export const CSV_HEADER = [
  englishMessage('calendars.csv.column.activity'),
  englishMessage('calendars.csv.column.date'),
  englishMessage('calendars.csv.column.time'),
  englishMessage('calendars.csv.column.timeZone'),
  englishMessage('calendars.csv.column.customer'),
  englishMessage('calendars.csv.column.email'),
  englishMessage('calendars.csv.column.phone'),
  englishMessage('calendars.csv.column.people'),
  englishMessage('calendars.csv.column.status'),
  englishMessage('calendars.csv.column.total'),
  englishMessage('calendars.csv.column.specialRequests'),
] as const;

const BOM = '\uFEFF';
/** What a spreadsheet reads as the start of a formula (or of a DDE payload). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell made inert: a leading ' before anything a spreadsheet would evaluate (OWASP CSV injection). */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(inertCell(cell))).join(',');
}

/** The whole file: BOM, header, one line per booking, each line ending in CRLF. */
export function bookingsCsv(rows: CsvBookingRow[]): string {
  const lines = [
    csvLine(CSV_HEADER),
    ...rows.map((r) =>
      csvLine([
        r.activityTitle,
        r.date,
        r.time.slice(0, 5),
        r.timeZone,
        r.customerName,
        r.customerEmail,
        r.customerPhone ?? '',
        String(r.numberOfPeople),
        bookingStatusLabel(r.status),
        formatDecimalDollars(r.totalPriceCents),
        r.specialRequests ?? '',
      ]),
    ),
  ];
  return BOM + lines.map((line) => `${line}\r\n`).join('');
}
