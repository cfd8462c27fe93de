import { formatDecimalDollars } from '@regen/shared/format';
import { englishMessage } from '@regen/shared/i18n';
import { bookingReference } from '@regen/shared/booking-reference';
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
  /** '2 × Adult, 1 × Child' (docs/decisions/103). */
  personTypes?: string;
  /** 'Dietary needs: vegetarian; Can you swim?: Yes', in the order asked. */
  answers?: string;
  /** The booking's id: the file shows its short reference (docs/decisions/104). */
  bookingId?: string;
  /** 'attended' (with how many came), 'no_show', or null when not marked. */
  attendance?: 'attended' | 'no_show' | null;
  attendedPeople?: number | null;
  /** Paid on site (payment_status 'completed'), and how. */
  paid?: boolean;
  paymentMethod?: 'cash' | 'card' | 'transfer' | null;
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
  englishMessage('pricing.csv.column.personTypes'),
  englishMessage('pricing.csv.column.answers'),
  englishMessage('manifest.csv.column.reference'),
  englishMessage('manifest.csv.column.attendance'),
  englishMessage('manifest.csv.column.payment'),
] as const;

const BOM = '\uFEFF';
/** What a spreadsheet reads as the start of a formula (or of a DDE payload). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A leading + or - followed only by digits, spaces, brackets, dots, slashes and dashes: a phone
 * number ('+386 40 123 456') or a negative number, never a formula (no name, no operator but the
 * sign a number may have, no '|' or '!' of a DDE payload), so it stays as written
 * (docs/decisions/104).
 */
const PHONE_OR_NUMBER = /^[+-][\d ()./-]*$/;

/**
 * A cell made inert: a leading ' before anything a spreadsheet would evaluate (OWASP CSV
 * injection), except a phone number or a number, which no spreadsheet runs.
 */
export function inertCell(value: string): string {
  return FORMULA_START.test(value) && !PHONE_OR_NUMBER.test(value) ? `'${value}` : value;
}

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function quoteCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => quoteCell(inertCell(cell))).join(',');
}

function attendanceCell(r: CsvBookingRow): string {
  if (r.attendance === 'attended') {
    return englishMessage('manifest.csv.attended', { count: r.attendedPeople ?? r.numberOfPeople });
  }
  return r.attendance === 'no_show' ? englishMessage('manifest.csv.noShow') : '';
}

function paymentCell(r: CsvBookingRow): string {
  if (r.paid === undefined) return '';
  if (!r.paid) return englishMessage('manifest.csv.unpaid');
  return r.paymentMethod
    ? englishMessage('manifest.csv.paidBy', { method: r.paymentMethod })
    : englishMessage('manifest.csv.paid');
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
        r.personTypes ?? '',
        r.answers ?? '',
        r.bookingId ? bookingReference(r.bookingId) : '',
        attendanceCell(r),
        paymentCell(r),
      ]),
    ),
  ];
  return BOM + lines.map((line) => `${line}\r\n`).join('');
}
