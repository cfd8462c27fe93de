import { describe, expect, it } from 'vitest';
import { bookingsCsv, csvLine, inertCell, quoteCell, type CsvBookingRow } from './bookings-csv.ts';

const row: CsvBookingRow = {
  activityTitle: 'Meadow day',
  date: '2026-12-01',
  time: '09:00:00',
  timeZone: 'Europe/Ljubljana',
  customerName: 'Ana',
  customerEmail: 'ana@example.test',
  customerPhone: null,
  numberOfPeople: 2,
  status: 'confirmed',
  totalPriceCents: 9050,
  specialRequests: null,
};

describe('CSV cells', () => {
  it('prefixes with a quote every cell a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(inertCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(inertCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(inertCell('Ana = Bea')).toBe('Ana = Bea');
    expect(inertCell('')).toBe('');
  });

  it('quotes fields with commas, quotes or line breaks and doubles their quotes (RFC 4180)', () => {
    expect(quoteCell('plain')).toBe('plain');
    expect(quoteCell('a,b')).toBe('"a,b"');
    expect(quoteCell('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCell('one\ntwo')).toBe('"one\ntwo"');
    expect(quoteCell('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvLine(['=1,2', 'São João', '-"x"'])).toBe(`"'=1,2",São João,"'-""x"""`);
  });
});

describe('bookingsCsv', () => {
  it('writes a BOM, the header and one CRLF-ended line per booking, totals in dollars', () => {
    const noShow = { ...row, customerPhone: '+386 40 1', specialRequests: 'Early, please', status: 'no_show' };
    expect(bookingsCsv([row, noShow])).toBe(
      '\uFEFFActivity,Date,Time,Time zone,Customer,Email,Phone,People,Status,Total (USD),Special requests\r\n' +
        'Meadow day,2026-12-01,09:00,Europe/Ljubljana,Ana,ana@example.test,,2,Confirmed,90.50,\r\n' +
        `Meadow day,2026-12-01,09:00,Europe/Ljubljana,Ana,ana@example.test,'+386 40 1,2,No-show,90.50,"Early, please"\r\n`,
    );
  });

  it('is just the BOM and the header without bookings', () => {
    expect(bookingsCsv([])).toBe(
      '\uFEFFActivity,Date,Time,Time zone,Customer,Email,Phone,People,Status,Total (USD),Special requests\r\n',
    );
  });
});
