import { OUTCOME_UNITS, type OutcomeUnitId } from '@regen/shared/rules/outcome-units';
import type { Db } from '../../db/database.ts';
import { distinctContributors, outcomeTotals, pointsAndPeople, yearsWithSessions } from './outcomes.repository.ts';

// Impact per destination and the site-wide yearly report (issue 32 part 5, docs/decisions/107):
// measured outcomes by unit and month (verified, or awaiting verification), the Regen Points®
// credited for them split the same way, and how many travelers and suppliers contributed.
// Rejected reports count nowhere; a corrected session counts its latest verified report.

interface Filter {
  country?: string;
  year?: number;
}

export interface UnitTotals {
  unit: OutcomeUnitId;
  verifiedHundredths: number;
  awaitingHundredths: number;
  byMonth: { month: string; verifiedHundredths: number; awaitingHundredths: number }[];
}

async function impactOf(db: Db, filter: Filter) {
  const [amounts, points, contributors] = await Promise.all([
    outcomeTotals(db, filter),
    pointsAndPeople(db, filter),
    distinctContributors(db, filter),
  ]);
  const months = [...new Set([...amounts.map((a) => a.month), ...points.map((p) => p.month)])].sort();
  const units: UnitTotals[] = [];
  for (const { id } of OUTCOME_UNITS) {
    const rows = amounts.filter((a) => a.unit === id);
    if (rows.length === 0) continue;
    const byMonth = months.map((month) => ({
      month,
      verifiedHundredths: sum(rows.filter((r) => r.month === month && r.verified).map((r) => r.hundredths)),
      awaitingHundredths: sum(rows.filter((r) => r.month === month && !r.verified).map((r) => r.hundredths)),
    }));
    units.push({
      unit: id,
      verifiedHundredths: sum(byMonth.map((m) => m.verifiedHundredths)),
      awaitingHundredths: sum(byMonth.map((m) => m.awaitingHundredths)),
      byMonth,
    });
  }
  const pointsByMonth = months.map((month) => ({
    month,
    verified: sum(points.filter((p) => p.month === month && p.verified).map((p) => p.points)),
    awaiting: sum(points.filter((p) => p.month === month && !p.verified).map((p) => p.points)),
    travelers: Math.max(0, ...points.filter((p) => p.month === month).map((p) => p.travelers)),
    suppliers: Math.max(0, ...points.filter((p) => p.month === month).map((p) => p.suppliers)),
  }));
  return {
    months,
    units,
    points: {
      verified: sum(pointsByMonth.map((m) => m.verified)),
      awaiting: sum(pointsByMonth.map((m) => m.awaiting)),
    },
    pointsByMonth,
    contributors: {
      travelers: Number(contributors.travelers),
      suppliers: Number(contributors.suppliers),
      sessions: Number(contributors.sessions),
    },
    byCountry: countryTotals(amounts),
  };
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

function countryTotals(amounts: Awaited<ReturnType<typeof outcomeTotals>>) {
  const countries = [...new Set(amounts.map((a) => a.country))].sort();
  return countries.map((country) => ({
    country,
    units: OUTCOME_UNITS.flatMap(({ id }) => {
      const rows = amounts.filter((a) => a.country === country && a.unit === id);
      if (rows.length === 0) return [];
      return [
        {
          unit: id,
          verifiedHundredths: sum(rows.filter((r) => r.verified).map((r) => r.hundredths)),
          awaitingHundredths: sum(rows.filter((r) => !r.verified).map((r) => r.hundredths)),
        },
      ];
    }),
  }));
}

/** A country page's impact panel: all time, in that country. */
export async function countryImpact(db: Db, country: string) {
  const { byCountry: _, ...impact } = await impactOf(db, { country: country.trim() });
  return { country: country.trim(), ...impact };
}

/**
 * The site-wide report: all time when no year is given, else that year's sessions; with the years
 * that have sessions (the yearly report's selector).
 */
export async function impactReport(db: Db, year: number | undefined) {
  const [impact, years] = await Promise.all([impactOf(db, year === undefined ? {} : { year }), yearsWithSessions(db)]);
  return { year: year ?? null, years, ...impact };
}
