import { describe, expect, it } from 'vitest';
import { OUTCOME_UNIT_DECIMALS, formatOutcomeAmount, formatOutcomePerPerson } from './outcome-amounts.ts';
import { OUTCOME_UNITS } from './outcome-units.ts';

describe('outcome amounts', () => {
  it('knows the decimals of every unit of the catalogue, as the catalogue says', () => {
    expect(OUTCOME_UNIT_DECIMALS).toEqual(Object.fromEntries(OUTCOME_UNITS.map((u) => [u.id, u.decimals])));
  });

  it('formats an amount and a per-person fact with the unit', () => {
    expect(formatOutcomeAmount('litter_removed_kg', 1250)).toBe('12.5 kg');
    expect(formatOutcomePerPerson('local_project_usd', 2000, 'Kibale Schools Fund')).toBe(
      'pays ~$20 per person to Kibale Schools Fund',
    );
  });
});
