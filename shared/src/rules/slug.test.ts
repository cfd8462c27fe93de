import { describe, expect, it } from 'vitest';
import { activityImagePath, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Dune Restoration at Bolonia', 'dune-restoration-at-bolonia'],
    ['Beekeeping with Carniolan Bee Farmers', 'beekeeping-with-carniolan-bee-farmers'],
    ['Soča River Clean-up', 'soca-river-clean-up'],
    ['  Kraków’s Kazimierz: Food & Stories!  ', 'krakow-s-kazimierz-food-stories'],
    ['Almadraba — 3,000 Years', 'almadraba-3-000-years'],
  ])('%j → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('puts the drawing under /images/activities/', () => {
    expect(activityImagePath('Local Cairo Food Tour')).toBe('/images/activities/local-cairo-food-tour.svg');
  });
});
