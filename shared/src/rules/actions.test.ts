import { describe, expect, it } from 'vitest';
import { countryTips, genericCountryTips } from '../content/country-tips.ts';
import { destinationCountryNames } from '../countries.ts';
import { actionPointsPerDay, countryActions, hasSpecificTips, splitTip } from './actions.ts';

/** The eleven countries whose lists run past eight items and earn the per-country later values. */
const countriesWithLongLists = [
  'Slovenia',
  'Spain',
  'Sweden',
  'Egypt',
  'Germany',
  'France',
  'United States',
  'United Kingdom',
  'Uganda',
  'Australia',
  'New Zealand',
];

describe('country tips', () => {
  it.each(destinationCountryNames)('%s has its own list of 8 to 11 "Title: explanation" items', (country) => {
    expect(hasSpecificTips(country)).toBe(true);
    const actions = countryActions(country);
    expect(actions.length).toBeGreaterThanOrEqual(8);
    expect(actions.length).toBeLessThanOrEqual(11);
    for (const action of actions) {
      expect(action.title.length).toBeGreaterThan(3);
      expect(action.explanation.length).toBeGreaterThan(20);
    }
  });

  it('gives each of the 37 destinations at least 6 actions and no two the same list', () => {
    expect(destinationCountryNames).toHaveLength(37);
    const lists = destinationCountryNames.map((country) => countryTips[country] ?? []);
    for (const list of lists) expect(list.length).toBeGreaterThanOrEqual(6);
    expect(new Set(lists.map((list) => list.join('\n'))).size).toBe(37);
  });

  it('never repeats an action word for word in two countries, nor uses the generic list', () => {
    const seen = new Map<string, string>();
    for (const country of destinationCountryNames) {
      for (const tip of countryTips[country] ?? []) {
        expect(seen.get(tip), `${country}: ${tip}`).toBeUndefined();
        expect(genericCountryTips, country).not.toContain(tip);
        seen.set(tip, country);
      }
    }
  });

  it('gives a country outside the destinations the generic eight', () => {
    expect(hasSpecificTips('Atlantis')).toBe(false);
    expect(countryActions('Atlantis').map((a) => a.title)).toEqual([
      'Use public transport',
      'Choose eco-friendly accommodation',
      'Support local businesses',
      'Respect cultural heritage',
      'Minimize waste',
      'Conserve resources',
      'Support conservation',
      'Engage with the community',
    ]);
    expect(genericCountryTips).toHaveLength(8);
  });

  it('numbers the actions from 1', () => {
    expect(countryActions('Austria').map((a) => a.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('splits at the first colon only', () => {
    expect(splitTip('Go by train: it is fast: and clean')).toEqual({
      title: 'Go by train',
      explanation: 'it is fast: and clean',
    });
    expect(splitTip('No colon here')).toEqual({ title: 'No colon here', explanation: '' });
  });
});

describe('actions per-day points', () => {
  it('gives the first eight items 450, 420, 480, 520, 460, 440, 550, 480', () => {
    expect(countryActions('Austria').map((a) => a.pointsPerDay)).toEqual([450, 420, 480, 520, 460, 440, 550, 480]);
    expect(
      countryActions('France')
        .slice(0, 8)
        .map((a) => a.pointsPerDay),
    ).toEqual([450, 420, 480, 520, 460, 440, 550, 480]);
  });

  it.each(countriesWithLongLists)('%s items after the eighth take values from 510 to 650', (country) => {
    for (const action of countryActions(country).slice(8)) {
      expect(action.pointsPerDay).toBeGreaterThanOrEqual(510);
      expect(action.pointsPerDay).toBeLessThanOrEqual(650);
    }
  });

  it('takes the per-country values for the ninth to eleventh item', () => {
    expect(actionPointsPerDay('France', 8)).toBe(580);
    expect(actionPointsPerDay('France', 9)).toBe(540);
    expect(actionPointsPerDay('France', 10)).toBe(620);
    expect(actionPointsPerDay('Uganda', 8)).toBe(650);
  });

  it('defaults to 450 for countries without their own values', () => {
    expect(actionPointsPerDay('Austria', 8)).toBe(450);
    expect(actionPointsPerDay('Atlantis', 12)).toBe(450);
  });
});
