import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  isScheduleDay,
  isoWeekday,
  keptReason,
  latestScheduleDate,
  scheduledSlots,
  weekdaysText,
} from './schedules.ts';

const rule = {
  weekdays: [1, 3, 5],
  startTime: '09:00:00',
  endTime: '12:00:00',
  spots: 8,
  validFrom: '2027-03-22',
  validUntil: '2027-04-04',
};

describe('weekly schedule rules', () => {
  it('reads ISO weekdays from calendar dates, Monday 1 to Sunday 7', () => {
    expect(['2027-03-22', '2027-03-24', '2027-03-28'].map(isoWeekday)).toEqual([1, 3, 7]);
  });

  it('adds days and months on the calendar, clamping to the end of a month', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-12-15', -1)).toBe('2026-11-15');
  });

  it('lets a schedule run at most 12 months ahead of today', () => {
    expect(latestScheduleDate('2026-11-23')).toBe('2027-11-23');
  });

  it('stands for one slot per chosen weekday between its dates, the daylight-saving Sunday included', () => {
    const slots = scheduledSlots({ ...rule, weekdays: [1, 7] }, [], '2027-03-01');
    expect(slots).toEqual([
      { date: '2027-03-22', startTime: '09:00:00', endTime: '12:00:00', spots: 8 },
      { date: '2027-03-28', startTime: '09:00:00', endTime: '12:00:00', spots: 8 },
      { date: '2027-03-29', startTime: '09:00:00', endTime: '12:00:00', spots: 8 },
      { date: '2027-04-04', startTime: '09:00:00', endTime: '12:00:00', spots: 8 },
    ]);
  });

  it('starts from today when the schedule began earlier', () => {
    expect(scheduledSlots(rule, [], '2027-03-30').map((s) => s.date)).toEqual(['2027-03-31', '2027-04-02']);
  });

  it('applies exceptions: a closed date has no slot, a changed one its own times and spots', () => {
    const slots = scheduledSlots(
      rule,
      [
        { date: '2027-03-24', kind: 'closed' },
        { date: '2027-03-26', kind: 'changed', startTime: '14:00:00', endTime: '16:00:00', spots: 3 },
      ],
      '2027-03-22',
    );
    expect(slots.slice(0, 3)).toEqual([
      { date: '2027-03-22', startTime: '09:00:00', endTime: '12:00:00', spots: 8 },
      { date: '2027-03-26', startTime: '14:00:00', endTime: '16:00:00', spots: 3 },
      { date: '2027-03-29', startTime: '09:00:00', endTime: '12:00:00', spots: 8 },
    ]);
  });

  it('knows which dates are the schedule’s days', () => {
    expect(isScheduleDay(rule, '2027-03-24')).toBe(true);
    expect(isScheduleDay(rule, '2027-03-23')).toBe(false);
    expect(isScheduleDay(rule, '2027-04-05')).toBe(false);
  });

  it('says why a slot was kept and which weekdays a schedule has', () => {
    expect(keptReason(2, 0)).toBe('Kept: 2 bookings');
    expect(keptReason(1, 3)).toBe('Kept: 1 booking');
    expect(keptReason(0, 1)).toBe('Kept: 1 cancelled booking on record');
    expect(weekdaysText([5, 1, 3])).toBe('Mon, Wed, Fri');
  });
});
