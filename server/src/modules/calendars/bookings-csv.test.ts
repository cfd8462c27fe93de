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

  it('keeps a phone number or a number as written, without a stray apostrophe (docs/decisions/104)', () => {
    for (const phone of ['+386 40 123 456', '+1 (555) 010-0199', '+44.20.7946.0958', '-42', '+49/30/1234']) {
      expect(inertCell(phone)).toBe(phone);
    }
    // A sign followed by anything a formula needs (a name, an operator, a DDE pipe) stays inert.
    for (const formula of ["+1+cmd|' /C calc'!A0", '-2+3', '+SUM(A1:A2)', '-HYPERLINK("x")', '+1 555 0199*2']) {
      expect(inertCell(formula)).toBe(`'${formula}`);
    }
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
  it('ends each line with the booking reference, its attendance and its payment', () => {
    const attended = {
      ...row,
      bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      attendance: 'attended' as const,
      attendedPeople: 2,
      paid: true,
      paymentMethod: 'card' as const,
    };
    const unpaid = { ...attended, attendance: 'no_show' as const, paid: false, paymentMethod: null };
    const lines = bookingsCsv([attended, unpaid]).split('\r\n');
    expect(lines[1]!.endsWith(',RM-0F8FAD5B,Attended (2),Paid (card)')).toBe(true);
    expect(lines[2]!.endsWith(',RM-0F8FAD5B,No-show,To pay on site')).toBe(true);
  });

  it('writes a BOM, the header and one CRLF-ended line per booking, totals in dollars', () => {
    const noShow = { ...row, customerPhone: '+386 40 1', specialRequests: 'Early, please', status: 'no_show' };
    expect(bookingsCsv([row, noShow])).toBe(
      '\uFEFFActivity,Date,Time,Time zone,Customer,Email,Phone,People,Status,Total (USD),Special requests,Person types,Answers,Booking reference,Attendance,Payment\r\n' +
        'Meadow day,2026-12-01,09:00,Europe/Ljubljana,Ana,ana@example.test,,2,Confirmed,90.50,,,,,,\r\n' +
        `Meadow day,2026-12-01,09:00,Europe/Ljubljana,Ana,ana@example.test,+386 40 1,2,No-show,90.50,"Early, please",,,,,\r\n`,
    );
  });

  it('is just the BOM and the header without bookings', () => {
    expect(bookingsCsv([])).toBe(
      '\uFEFFActivity,Date,Time,Time zone,Customer,Email,Phone,People,Status,Total (USD),Special requests,Person types,Answers,Booking reference,Attendance,Payment\r\n',
    );
  });
});
