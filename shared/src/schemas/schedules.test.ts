import { describe, expect, it } from 'vitest';
import { createScheduleInputSchema, scheduleExceptionInputSchema } from './schedules.ts';

const form = {
  activityId: '00000000-0000-4000-8000-000000000001',
  label: ' Summer ',
  weekdays: ['5', '1', '3', '1'],
  startTime: '09:00',
  endTime: '12:00',
  spots: '8',
  validFrom: '2027-04-01',
  validUntil: '2027-09-30',
};

function messages(input: unknown, schema: typeof createScheduleInputSchema = createScheduleInputSchema) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('the weekly schedule form', () => {
  it('turns checkbox strings into sorted ISO weekdays and times into HH:MM:SS', () => {
    expect(createScheduleInputSchema.parse(form)).toEqual({
      ...form,
      label: 'Summer',
      weekdays: [1, 3, 5],
      startTime: '09:00:00',
      endTime: '12:00:00',
      spots: 8,
    });
  });

  it('says what is wrong: no weekday, end not after start, until before from, spots below 1', () => {
    expect(messages({ ...form, weekdays: false })).toEqual(['Please choose at least one weekday']);
    expect(messages({ ...form, weekdays: [] })).toEqual(['Please choose at least one weekday']);
    expect(messages({ ...form, endTime: '09:00' })).toEqual(['End time must be after start time']);
    expect(messages({ ...form, validUntil: '2027-03-31' })).toEqual([
      'The last date must be on or after the first date',
    ]);
    expect(messages({ ...form, spots: '0' })).toEqual(['Spots must be at least 1']);
    expect(messages({ ...form, label: '' })).toEqual(['Please name the schedule (for example Summer)']);
  });

  it('needs times and spots only to change a date, not to close it', () => {
    const base = { scheduleId: form.activityId, date: '2027-04-02' };
    expect(scheduleExceptionInputSchema.safeParse({ ...base, kind: 'closed' }).success).toBe(true);
    expect(
      scheduleExceptionInputSchema
        .safeParse({ ...base, kind: 'changed', startTime: '10:00', endTime: '09:00', spots: 2 })
        .error?.issues.map((i) => i.message),
    ).toEqual(['End time must be after start time']);
  });
});
