import { describe, expect, it } from 'vitest';
import { dayButtonLabel } from './calendar.tsx';

const day = new Date(2026, 10, 25);

describe('dayButtonLabel', () => {
  it("reads a day in the spec's en-US long format, with its weekday", () => {
    expect(dayButtonLabel(day, {})).toBe('Wednesday, November 25, 2026');
  });

  it("says today, the calendar's own state of the day, then selected", () => {
    const available = () => 'available';
    expect(dayButtonLabel(day, { today: true, selected: true }, available)).toBe(
      'Wednesday, November 25, 2026, today, available, selected',
    );
  });

  it('adds nothing when the calendar has nothing to say about the day', () => {
    expect(dayButtonLabel(day, { selected: false }, () => undefined)).toBe('Wednesday, November 25, 2026');
  });
});
