import { describe, expect, it } from 'vitest';
import {
  attendanceFinalAt,
  attendancePoints,
  attendanceWindow,
  goalProgress,
  ledgerEntryFor,
  receiptTravelerName,
  type AttendanceMark,
} from './attendance.ts';

const attended = (attendedPeople: number): AttendanceMark => ({ attendance: 'attended', attendedPeople });
const noShow: AttendanceMark = { attendance: 'no_show' };

describe('attendancePoints: the activity points as on its card × the people who came', () => {
  it('credits duration × 150 per person who attended', () => {
    expect(attendancePoints({ durationHours: 3 }, attended(1))).toBe(450);
    expect(attendancePoints({ durationHours: 3 }, attended(3))).toBe(1350);
    expect(attendancePoints({ durationHours: 2.5 }, attended(2))).toBe(750);
  });

  it('uses the activity’s fixed value when it has one', () => {
    expect(attendancePoints({ durationHours: 3, regenPointsOverride: 400 }, attended(2))).toBe(800);
  });

  it('credits nothing for a no-show, an unmarked booking or a booking that earns nothing', () => {
    expect(attendancePoints({ durationHours: 3 }, noShow)).toBe(0);
    expect(attendancePoints({ durationHours: 3 }, null)).toBe(0);
    expect(attendancePoints({ durationHours: 3 }, attended(2), false)).toBe(0);
  });
});

describe('ledgerEntryFor: one credit per booking, corrections as compensating entries', () => {
  it('writes the first credit as "attended"', () => {
    expect(ledgerEntryFor({ sum: 0, entries: 0 }, 900)).toEqual({ points: 900, reason: 'attended' });
  });

  it('writes nothing when the same attendance is marked again', () => {
    expect(ledgerEntryFor({ sum: 900, entries: 1 }, 900)).toBeNull();
  });

  it('attended 3 → attended 2 writes minus one person’s points', () => {
    expect(ledgerEntryFor({ sum: 1350, entries: 1 }, 900)).toEqual({ points: -450, reason: 'correction' });
  });

  it('attended → no-show writes the full negative', () => {
    expect(ledgerEntryFor({ sum: 900, entries: 1 }, 0)).toEqual({ points: -900, reason: 'correction' });
  });

  it('no-show → attended after a correction credits again as a correction', () => {
    expect(ledgerEntryFor({ sum: 0, entries: 2 }, 450)).toEqual({ points: 450, reason: 'correction' });
  });

  it('a no-show first writes nothing; attended later is the booking’s credit', () => {
    expect(ledgerEntryFor({ sum: 0, entries: 0 }, 0)).toBeNull();
    expect(ledgerEntryFor({ sum: 0, entries: 0 }, 450)).toEqual({ points: 450, reason: 'attended' });
  });

  it('the entries always add up to what the attendance is worth', () => {
    const marks = [attended(3), attended(2), noShow, attended(1), attended(1), noShow, attended(3)];
    let state = { sum: 0, entries: 0 };
    for (const mark of marks) {
      const worth = attendancePoints({ durationHours: 3 }, mark);
      const entry = ledgerEntryFor(state, worth);
      if (entry) state = { sum: state.sum + entry.points, entries: state.entries + 1 };
      expect(state.sum).toBe(worth);
    }
  });
});

describe('attendanceWindow: from the slot’s start, correctable for 14 days, then final', () => {
  const slot = { date: '2026-07-10', start_time: '09:00' };
  // 09:00 in Ljubljana (UTC+2 in summer) is 07:00 UTC.
  it.each([
    ['2026-07-10T06:59:59Z', 'not_started'],
    ['2026-07-10T07:00:00Z', 'open'],
    ['2026-07-24T06:59:59Z', 'open'],
    ['2026-07-24T07:00:00Z', 'closed'],
  ] as const)('at %s: %s', (now, expected) => {
    expect(attendanceWindow(slot, 'Europe/Ljubljana', new Date(now))).toBe(expected);
  });

  it('counts 14 × 24 real hours across a clock change', () => {
    expect(attendanceFinalAt({ date: '2026-10-20', start_time: '09:00' }, 'Europe/Ljubljana').toISOString()).toBe(
      '2026-11-03T07:00:00.000Z',
    );
  });
});

describe('goalProgress', () => {
  it('shows earned against the target, with what remains', () => {
    expect(goalProgress(900, 3600)).toEqual({ earned: 900, target: 3600, remaining: 2700, percent: 25 });
  });

  it('stops at 100% once the target is reached or passed', () => {
    expect(goalProgress(5000, 3600)).toEqual({ earned: 5000, target: 3600, remaining: 0, percent: 100 });
  });

  it('starts at 0% with nothing earned', () => {
    expect(goalProgress(0, 3150)).toMatchObject({ percent: 0, remaining: 3150 });
  });
});

describe('receiptTravelerName', () => {
  it('is the first name and last initial', () => {
    expect(receiptTravelerName({ firstName: 'Tara', lastName: 'traveler' }, false)).toBe('Tara T.');
  });

  it('is "A traveler" when the traveler stays anonymous', () => {
    expect(receiptTravelerName({ firstName: 'Tara', lastName: 'Traveler' }, true)).toBe('A traveler');
  });

  it('is the first name alone without a last name, "A traveler" without either', () => {
    expect(receiptTravelerName({ firstName: 'Tara', lastName: '' }, false)).toBe('Tara');
    expect(receiptTravelerName({ firstName: ' ', lastName: '' }, false)).toBe('A traveler');
  });
});
