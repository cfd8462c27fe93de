import { describe, expect, it } from 'vitest';
import { experiencesCountText } from './destination-text.ts';

describe('experiencesCountText', () => {
  it('words none, one and many', () => {
    expect(experiencesCountText(0)).toBe('No experiences yet');
    expect(experiencesCountText(1)).toBe('1 experience');
    expect(experiencesCountText(3)).toBe('3 experiences');
  });
});
