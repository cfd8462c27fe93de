// The fixed catalogue of measured outcomes (issue 32 part 1, docs/decisions/107): what a session of
// an activity does for the place, in units each with a published method and source. Suppliers
// declare per activity an expected amount per participant in these units, report the measured
// amounts per session, and a verifier checks the evidence. The methodology page
// (/impact/methodology) renders this list as it is; every other screen names a unit only through it.
//
// Amounts are stored and passed as whole hundredths of the unit (`hundredths`): 300 = 3 trees,
// 125 = 1.25 kg, 4550 = US$45.50 (money's hundredths are cents, as everywhere else: decision 003).
// A unit allows only as many decimals as its method can measure (`decimals`).
import { OUTCOME_UNIT_IDS, type OutcomeUnitId } from './outcome-unit-ids.ts';

// The ids live alone in outcome-unit-ids.ts (the browser's entry needs them without this catalogue).
export { OUTCOME_UNIT_IDS, type OutcomeUnitId };

export interface OutcomeSource {
  /** The document's own title (a proper name: not translated). */
  title: string;
  url: string;
}

export interface OutcomeUnit {
  id: OutcomeUnitId;
  /** Message key of the unit's name: 'Trees planted'. */
  nameKey:
    | 'outcomes.unit.trees_planted.name'
    | 'outcomes.unit.habitat_restored_m2.name'
    | 'outcomes.unit.litter_removed_kg.name'
    | 'outcomes.unit.paid_local_work_hours.name'
    | 'outcomes.unit.local_project_usd.name'
    | 'outcomes.unit.species_records.name';
  /** Message key of the short unit label beside a number: 'trees', 'm²', 'kg', 'hours', 'USD', 'records'. */
  unitKey:
    | 'outcomes.unit.trees_planted.unit'
    | 'outcomes.unit.habitat_restored_m2.unit'
    | 'outcomes.unit.litter_removed_kg.unit'
    | 'outcomes.unit.paid_local_work_hours.unit'
    | 'outcomes.unit.local_project_usd.unit'
    | 'outcomes.unit.species_records.unit';
  /** Message key of the published method: how the amount is measured and what evidence backs it. */
  methodKey:
    | 'outcomes.unit.trees_planted.method'
    | 'outcomes.unit.habitat_restored_m2.method'
    | 'outcomes.unit.litter_removed_kg.method'
    | 'outcomes.unit.paid_local_work_hours.method'
    | 'outcomes.unit.local_project_usd.method'
    | 'outcomes.unit.species_records.method';
  /** Message key of the evidence a verifier expects to see. */
  evidenceKey:
    | 'outcomes.unit.trees_planted.evidence'
    | 'outcomes.unit.habitat_restored_m2.evidence'
    | 'outcomes.unit.litter_removed_kg.evidence'
    | 'outcomes.unit.paid_local_work_hours.evidence'
    | 'outcomes.unit.local_project_usd.evidence'
    | 'outcomes.unit.species_records.evidence';
  /** The reference the method follows. */
  source: OutcomeSource;
  /** Decimals the method measures to (0: whole units; money: 2, as cents). */
  decimals: 0 | 1 | 2;
  /** The largest expected amount per participant a supplier may declare, in hundredths. */
  maxPerParticipantHundredths: number;
  /** True when the unit needs the name of the local project it pays (money to a named project). */
  needsProject: boolean;
}

/** The largest measured amount one session may report in any unit, in hundredths (1,000,000 units). */
export const MAX_SESSION_AMOUNT_HUNDREDTHS = 100_000_000;

export const OUTCOME_UNITS: readonly OutcomeUnit[] = [
  {
    id: 'trees_planted',
    nameKey: 'outcomes.unit.trees_planted.name',
    unitKey: 'outcomes.unit.trees_planted.unit',
    methodKey: 'outcomes.unit.trees_planted.method',
    evidenceKey: 'outcomes.unit.trees_planted.evidence',
    source: {
      title: 'FAO Global Forest Resources Assessment: Terms and Definitions',
      url: 'https://www.fao.org/forest-resources-assessment/',
    },
    decimals: 0,
    maxPerParticipantHundredths: 100 * 100,
    needsProject: false,
  },
  {
    id: 'habitat_restored_m2',
    nameKey: 'outcomes.unit.habitat_restored_m2.name',
    unitKey: 'outcomes.unit.habitat_restored_m2.unit',
    methodKey: 'outcomes.unit.habitat_restored_m2.method',
    evidenceKey: 'outcomes.unit.habitat_restored_m2.evidence',
    source: {
      title: 'SER International Principles and Standards for the Practice of Ecological Restoration',
      url: 'https://www.ser.org/page/SERStandards',
    },
    decimals: 0,
    maxPerParticipantHundredths: 10_000 * 100,
    needsProject: false,
  },
  {
    id: 'litter_removed_kg',
    nameKey: 'outcomes.unit.litter_removed_kg.name',
    unitKey: 'outcomes.unit.litter_removed_kg.unit',
    methodKey: 'outcomes.unit.litter_removed_kg.method',
    evidenceKey: 'outcomes.unit.litter_removed_kg.evidence',
    source: {
      title: 'UNEP/IOC Guidelines on Survey and Monitoring of Marine Litter',
      url: 'https://www.unep.org/resources/report/unepioc-guidelines-survey-and-monitoring-marine-litter',
    },
    decimals: 1,
    maxPerParticipantHundredths: 500 * 100,
    needsProject: false,
  },
  {
    id: 'paid_local_work_hours',
    nameKey: 'outcomes.unit.paid_local_work_hours.name',
    unitKey: 'outcomes.unit.paid_local_work_hours.unit',
    methodKey: 'outcomes.unit.paid_local_work_hours.method',
    evidenceKey: 'outcomes.unit.paid_local_work_hours.evidence',
    source: {
      title: 'ILO Decent Work Indicators: Guidelines for Producers and Users',
      url: 'https://www.ilo.org/publications/decent-work-indicators-guidelines-producers-and-users-statistical-and-legal',
    },
    decimals: 1,
    maxPerParticipantHundredths: 24 * 100,
    needsProject: false,
  },
  {
    id: 'local_project_usd',
    nameKey: 'outcomes.unit.local_project_usd.name',
    unitKey: 'outcomes.unit.local_project_usd.unit',
    methodKey: 'outcomes.unit.local_project_usd.method',
    evidenceKey: 'outcomes.unit.local_project_usd.evidence',
    source: {
      title: 'IATI Standard: transaction reporting',
      url: 'https://iatistandard.org/en/iati-standard/',
    },
    decimals: 2,
    maxPerParticipantHundredths: 10_000 * 100,
    needsProject: true,
  },
  {
    id: 'species_records',
    nameKey: 'outcomes.unit.species_records.name',
    unitKey: 'outcomes.unit.species_records.unit',
    methodKey: 'outcomes.unit.species_records.method',
    evidenceKey: 'outcomes.unit.species_records.evidence',
    source: {
      title: 'GBIF: Global Biodiversity Information Facility, data publishing',
      url: 'https://www.gbif.org/publishing-data',
    },
    decimals: 0,
    maxPerParticipantHundredths: 500 * 100,
    needsProject: false,
  },
];

const byId = new Map<string, OutcomeUnit>(OUTCOME_UNITS.map((unit) => [unit.id, unit]));

export function isOutcomeUnitId(value: string): value is OutcomeUnitId {
  return byId.has(value);
}

/** The unit of an id (throws on an id outside the catalogue: ids come validated). */
export function outcomeUnit(id: OutcomeUnitId): OutcomeUnit {
  const unit = byId.get(id);
  if (!unit) throw new Error(`Unknown outcome unit ${id}`);
  return unit;
}

/** True when an amount in hundredths has no more decimals than the unit measures. */
export function fitsUnitDecimals(id: OutcomeUnitId, hundredths: number): boolean {
  if (!Number.isInteger(hundredths)) return false;
  const step = 10 ** (2 - outcomeUnit(id).decimals);
  return hundredths % step === 0;
}

/** A number as typed ('2.5') to hundredths (250); null when it is not a non-negative number. */
export function parseOutcomeAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Hundredths as a form's input value: 250 → '2.5', 300 → '3', 4550 → '45.5'. For machines and inputs only. */
export function outcomeAmountInputValue(hundredths: number): string {
  return String(hundredths / 100);
}

// Formatting amounts lives in outcome-amounts.ts (no unit texts), re-exported here.
export { formatOutcomeAmount, formatOutcomeNumber, formatOutcomePerPerson } from './outcome-amounts.ts';
