import { formatMessage } from '@regen/shared/i18n';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/i18n.tsx';
import { experiencesCountText } from './destination-text.ts';

const t: Translate = (key, ...values) => formatMessage('en', key, ...values);

describe('experiencesCountText', () => {
  it('words none, one and many', () => {
    expect(experiencesCountText(t, 0)).toBe('No experiences yet');
    expect(experiencesCountText(t, 1)).toBe('1 experience');
    expect(experiencesCountText(t, 3)).toBe('3 experiences');
  });
});
