import { DEFAULT_ACTION_POINTS_PER_DAY } from '../constants.ts';
import { countryTips, genericCountryTips } from '../content/country-tips.ts';

/** Per-day points of the first eight actions, by position (docs/spec/public-site.md §9). */
export const firstActionPointsPerDay = [450, 420, 480, 520, 460, 440, 550, 480] as const;

/** Per-day points of the ninth to eleventh action, per country. */
const laterActionPointsPerDay: Readonly<Record<string, readonly number[]>> = {
  Slovenia: [520, 580, 610],
  Spain: [540, 600, 560],
  Sweden: [530, 590, 620],
  Egypt: [600, 570, 520],
  Germany: [510, 560, 600],
  France: [580, 540, 620],
  'United States': [620, 550, 510],
  'United Kingdom': [560, 610, 530],
  Uganda: [650, 600, 580],
  Australia: [590, 630, 540],
  'New Zealand': [610, 570, 650],
};

export interface CountryAction {
  /** 1-based position in the list. */
  number: number;
  title: string;
  explanation: string;
  pointsPerDay: number;
}

/** Per-day Regen points of the action at a 0-based position in a country's list. */
export function actionPointsPerDay(country: string, index: number): number {
  const first = firstActionPointsPerDay[index];
  if (first !== undefined) return first;
  return laterActionPointsPerDay[country]?.[index - firstActionPointsPerDay.length] ?? DEFAULT_ACTION_POINTS_PER_DAY;
}

/** Splits 'Title: explanation' at the first colon. */
export function splitTip(tip: string): { title: string; explanation: string } {
  const colon = tip.indexOf(':');
  if (colon === -1) return { title: tip.trim(), explanation: '' };
  return { title: tip.slice(0, colon).trim(), explanation: tip.slice(colon + 1).trim() };
}

export function hasSpecificTips(country: string): boolean {
  return Object.hasOwn(countryTips, country);
}

/** The numbered suggested actions for a country; the generic eight when it has no list. */
export function countryActions(country: string): CountryAction[] {
  const tips = hasSpecificTips(country) ? (countryTips[country] ?? []) : genericCountryTips;
  return tips.map((tip, index) => ({
    number: index + 1,
    ...splitTip(tip),
    pointsPerDay: actionPointsPerDay(country, index),
  }));
}
