// Amounts of the measured outcomes through the formatting seam, alone: what a page that only
// states amounts needs (the booking page's "plants ~3 trees per person"). The catalogue of units
// (outcome-units.ts) imports these and re-exports them; importing them from there would bring all
// its names, units, methods and evidence texts along (their messages travel with the module that
// names them, docs/decisions/092), about 2.4 KB gzipped on the booking page's first load.
import { formatDecimal, formatNumber, formatUsdCents } from '../format.ts';
import { DEFAULT_LOCALE, formatMessage, type Locale } from '../i18n/index.ts';
import type { OutcomeUnitId } from './outcome-unit-ids.ts';

/** Decimals each unit's method can measure (the catalogue's `decimals`; outcome-units.test.ts checks both agree). */
export const OUTCOME_UNIT_DECIMALS: Readonly<Record<OutcomeUnitId, 0 | 1 | 2>> = {
  trees_planted: 0,
  habitat_restored_m2: 0,
  litter_removed_kg: 1,
  paid_local_work_hours: 1,
  local_project_usd: 2,
  species_records: 0,
};

/** The bare number of an amount through the formatting seam: trees 300 → '3', kg 125 → '1.3', USD 4550 → '$45.50'. */
export function formatOutcomeNumber(id: OutcomeUnitId, hundredths: number, locale: Locale = DEFAULT_LOCALE): string {
  const decimals = OUTCOME_UNIT_DECIMALS[id];
  if (decimals === undefined) throw new Error(`Unknown outcome unit ${id}`);
  if (decimals === 2) return formatUsdCents(hundredths, locale);
  if (decimals === 1) return formatDecimal(hundredths / 100, locale);
  return formatNumber(hundredths / 100, locale);
}

/** An amount with its unit: '3 trees', '12.5 kg', '$45.50', '1 species record'. */
export function formatOutcomeAmount(id: OutcomeUnitId, hundredths: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMessage(locale, 'outcomes.amount', {
    unit: id,
    count: hundredths / 100,
    amount: formatOutcomeNumber(id, hundredths, locale),
  });
}

/**
 * A declared outcome as a plain fact about one participant: 'plants ~3 trees per person',
 * 'pays ~$20 per person to Kibale Schools Fund'. No adjectives: the unit and the number only.
 */
export function formatOutcomePerPerson(
  id: OutcomeUnitId,
  perParticipantHundredths: number,
  projectName: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  return formatMessage(locale, 'outcomes.perPerson', {
    unit: id,
    count: perParticipantHundredths / 100,
    amount: formatOutcomeNumber(id, perParticipantHundredths, locale),
    project: projectName ?? '',
  });
}
