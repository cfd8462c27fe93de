import { randomBytes } from 'node:crypto';
import { activityRegenPoints } from '@regen/shared/rules/regen-points';
import { effortLevel } from '@regen/shared/rules/activity-card';
import type { SearchFilters } from '@regen/shared/rules/search-filters';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixedNow } from '../../server/src/rules/booking.ts';
import { effortLevelSql, regenPointsSql, searchActivities } from '../../server/src/modules/search/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure, type ApiClient } from '../helpers/client.ts';
import { instantOf } from '../helpers/clock.ts';
import { createActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';

// search.activities (issue 14, docs/decisions/068–069): every filter and sort, the listing's
// approval and availability rules, bad filters, paging. Each test keeps to its own country (or
// its own made-up word) so that it reads only its own data.

const { env, anonymousClient } = useApiEnvironment();
let api: ApiClient;
let supplierId: string;

beforeAll(async () => {
  api = anonymousClient();
  supplierId = (await createSupplier(env.db, { businessName: 'Blue Coast Co-op' })).supplier.id;
});

type ActivityValues = Parameters<typeof createActivity>[2] & {
  description?: string;
  effort?: string | null;
  pointsOverride?: number | null;
  reviews?: { count: number; starsSum: number };
  archived?: boolean;
};

async function activity(values: ActivityValues) {
  const row = await createActivity(env.db, supplierId, values);
  const changes = {
    ...(values.description !== undefined ? { description: values.description } : {}),
    ...(values.effort !== undefined ? { effort: values.effort } : {}),
    ...(values.pointsOverride !== undefined ? { regen_points_override: values.pointsOverride } : {}),
    ...(values.reviews ? { review_count: values.reviews.count, review_stars_sum: values.reviews.starsSum } : {}),
    ...(values.archived ? { status: sql<'archived'>`'archived'` } : {}),
  };
  if (Object.keys(changes).length > 0) {
    await env.db.updateTable('activities').set(changes).where('id', '=', row.id).execute();
  }
  return row;
}

const search = (filters: SearchFilters) => api.trpc.search.activities.query(filters);
const titles = (result: { items: { title: string }[] }) => result.items.map((item) => item.title);
/** A made-up word no other test uses, for searches across every destination. */
const uniqueWord = () => `zq${randomBytes(4).toString('hex').replace(/\d/g, 'k')}`;

describe('free text', () => {
  it('finds words of the title and the description, stemmed and as prefixes, title matches first', async () => {
    await activity({ country: 'Croatia', title: 'Coral reef restoration', description: 'Plant coral fragments.' });
    await activity({ country: 'Croatia', title: 'Island kayak day', description: 'Paddle past the reefs of Vis.' });
    await activity({ country: 'Croatia', title: 'Olive harvest', description: 'Pick olives with a family.' });

    expect(titles(await search({ country: 'Croatia', q: 'reef' }))).toEqual([
      'Coral reef restoration',
      'Island kayak day',
    ]);
    expect(titles(await search({ country: 'Croatia', q: 'reefs' }))).toEqual([
      'Coral reef restoration',
      'Island kayak day',
    ]);
    expect(titles(await search({ country: 'Croatia', q: 'cor' }))).toEqual(['Coral reef restoration']);
    expect(titles(await search({ country: 'Croatia', q: 'OLIVE family' }))).toEqual(['Olive harvest']);
    expect(titles(await search({ country: 'Croatia', q: 'olive reef' }))).toEqual([]);
    expect(titles(await search({ country: 'Croatia', q: 'snorkel' }))).toEqual([]);
  });

  it('searches across every destination when no country is chosen, best match first', async () => {
    const word = uniqueWord();
    await activity({ country: 'Greece', title: `${word} in the title`, description: 'Plain text.' });
    await activity({ country: 'Ireland', title: 'Plain title', description: `Mentions ${word} once.` });

    const result = await search({ q: word });

    expect(result.sort).toBe('relevance');
    expect(result.items.map((item) => [item.title, item.place])).toEqual([
      [`${word} in the title`, 'Ljubljana, Slovenia'],
      ['Plain title', 'Ljubljana, Slovenia'],
    ]);
    expect(result.total).toBe(2);
  });

  it('treats quotes, operators and symbols in the text as word separators, never as an error', async () => {
    await activity({ country: 'Albania', title: 'Blue eye spring walk' });

    for (const q of ["blue & !eye ('spring')", 'blue:* | <->', '"blue"', '&&&', 'walk\\']) {
      const result = await search({ country: 'Albania', q });
      expect(result.items.length, q).toBeLessThanOrEqual(1);
    }
    expect(titles(await search({ country: 'Albania', q: "blue & !eye ('spring')" }))).toEqual(['Blue eye spring walk']);
  });
});

describe('approval and availability, as on the experiences listing', () => {
  it('never lists pending, rejected or archived activities, with or without text or a date', async () => {
    const date = daysFromToday(15);
    const listed = [
      await activity({ country: 'Malta', title: 'Approved salt pan tour' }),
      await activity({ country: 'Malta', title: 'Pending salt pan tour', status: 'pending' }),
      await activity({ country: 'Malta', title: 'Rejected salt pan tour', status: 'rejected' }),
      await activity({ country: 'Malta', title: 'Archived salt pan tour', archived: true }),
    ];
    for (const { id } of listed) await createSlot(env.db, id, { date });

    expect(titles(await search({ country: 'Malta' }))).toEqual(['Approved salt pan tour']);
    expect(titles(await search({ country: 'Malta', q: 'salt pan' }))).toEqual(['Approved salt pan tour']);
    expect(titles(await search({ country: 'Malta', date, people: 2 }))).toEqual(['Approved salt pan tour']);
  });

  it('lists what the country listing lists, an activity without open slots last with no date', async () => {
    const later = await activity({ country: 'Slovakia', title: 'Later meadow day' });
    const sooner = await activity({ country: 'Slovakia', title: 'Sooner meadow day' });
    await activity({ country: 'Slovakia', title: 'No dates yet' });
    const full = await activity({ country: 'Slovakia', title: 'Only full dates' });
    await createSlot(env.db, later.id, { date: daysFromToday(20) });
    await createSlot(env.db, sooner.id, { date: daysFromToday(10) });
    await createSlot(env.db, full.id, { date: daysFromToday(5), spots: 4, booked: 4 });

    const result = await search({ country: 'Slovakia' });
    const listing = await api.trpc.catalogue.experiences.query({ country: 'Slovakia' });

    expect(result.sort).toBe('soonest');
    expect(titles(result).slice(0, 2)).toEqual(['Sooner meadow day', 'Later meadow day']);
    expect(new Set(titles(result))).toEqual(
      new Set([...listing.environmental, ...listing.social].map((card) => card.title)),
    );
    expect(result.items.find((item) => item.title === 'Only full dates')?.nextAvailable).toBeNull();
    expect(result.items[0]?.nextAvailable).toEqual({
      date: daysFromToday(10),
      startTime: '09:00',
      timeZone: 'Europe/Bratislava',
      startsAt: await instantOf(env.db, daysFromToday(10), '09:00', 'Europe/Bratislava'),
    });
  });
});

describe('a date with open spots for N people', () => {
  it('keeps activities with a slot on that date with room for the party, showing that slot', async () => {
    const date = daysFromToday(12);
    const roomy = await activity({ country: 'Portugal', title: 'Roomy cork forest walk' });
    const tight = await activity({ country: 'Portugal', title: 'Two spots left' });
    const full = await activity({ country: 'Portugal', title: 'Full that day' });
    const closed = await activity({ country: 'Portugal', title: 'Switched off that day' });
    const otherDay = await activity({ country: 'Portugal', title: 'Only the day after' });
    await createSlot(env.db, roomy.id, { date, startTime: '14:00', endTime: '17:00', spots: 10 });
    await createSlot(env.db, roomy.id, { date, startTime: '08:00', spots: 3, booked: 2 });
    await createSlot(env.db, tight.id, { date, spots: 6, booked: 4 });
    await createSlot(env.db, full.id, { date, spots: 5, booked: 5 });
    await createSlot(env.db, closed.id, { date, available: false });
    await createSlot(env.db, otherDay.id, { date: daysFromToday(13) });

    const forOne = await search({ country: 'Portugal', date });
    expect(titles(forOne).sort()).toEqual(['Roomy cork forest walk', 'Two spots left']);
    expect(forOne.items.find((i) => i.title === 'Roomy cork forest walk')?.nextAvailable?.startTime).toBe('08:00');

    const forThree = await search({ country: 'Portugal', date, people: 3 });
    expect(titles(forThree)).toEqual(['Roomy cork forest walk']);
    expect(forThree.items[0]?.nextAvailable?.startTime).toBe('14:00');
    expect(forThree.items[0]?.nextAvailable?.date).toBe(date);
  });

  it('without a date, keeps activities with any open slot for the party', async () => {
    const big = await activity({ country: 'Latvia', title: 'Bog boardwalk for groups' });
    const small = await activity({ country: 'Latvia', title: 'Bog boardwalk for two' });
    await activity({ country: 'Latvia', title: 'No slots at all' });
    await createSlot(env.db, big.id, { date: daysFromToday(8), spots: 2 });
    await createSlot(env.db, big.id, { date: daysFromToday(9), spots: 8 });
    await createSlot(env.db, small.id, { date: daysFromToday(8), spots: 2 });

    const result = await search({ country: 'Latvia', people: 5 });

    expect(titles(result)).toEqual(['Bog boardwalk for groups']);
    expect(result.items[0]?.nextAvailable?.date).toBe(daysFromToday(9));
    expect(titles(await search({ country: 'Latvia', people: 1 })).sort()).toEqual([
      'Bog boardwalk for groups',
      'Bog boardwalk for two',
    ]);
  });

  it('does not count a slot that has started, on the database clock in the activity’s zone', async () => {
    const reykjavik = await activity({ country: 'Iceland', title: 'Glacier lagoon litter pick' });
    await createSlot(env.db, reykjavik.id, { date: '2030-06-10', startTime: '09:00' });
    const filters = { country: 'Iceland', date: '2030-06-10' };

    const before = await searchActivities(env.db, filters, fixedNow(new Date('2030-06-10T08:59:59Z')));
    const at = await searchActivities(env.db, filters, fixedNow(new Date('2030-06-10T09:00:00Z')));
    const noDate = await searchActivities(env.db, { country: 'Iceland' }, fixedNow(new Date('2030-06-10T09:00:00Z')));

    expect(titles(before)).toEqual(['Glacier lagoon litter pick']);
    expect(at.items).toEqual([]);
    expect(noDate.items.map((i) => [i.title, i.nextAvailable])).toEqual([['Glacier lagoon litter pick', null]]);
  });

  it('offers the day’s next slot that has not started when an earlier one has', async () => {
    const lisbon = await activity({ country: 'Portugal', title: 'Tagus estuary birding' });
    await createSlot(env.db, lisbon.id, { date: '2030-06-11', startTime: '09:00', endTime: '11:00' });
    await createSlot(env.db, lisbon.id, { date: '2030-06-11', startTime: '15:00', endTime: '17:00' });
    const filters = { country: 'Portugal', date: '2030-06-11', people: 2 };

    // Lisbon is UTC+1 in June: 09:30 UTC is 10:30 there, after the first slot's start.
    const result = await searchActivities(env.db, filters, fixedNow(new Date('2030-06-11T09:30:00Z')));

    expect(result.items.map((i) => [i.title, i.nextAvailable?.startTime])).toEqual([
      ['Tagus estuary birding', '15:00'],
    ]);
    expect(result.total).toBe(1);
    expect(result.holdsUntil).toEqual({ startsAt: new Date(0) });
  });

  it('applies the start rule in a zone already on UTC’s tomorrow, and offers the day after', async () => {
    const auckland = await activity({ country: 'New Zealand', title: 'Kauri seedling planting' });
    await createSlot(env.db, auckland.id, { date: '2030-06-12', startTime: '01:00', endTime: '03:00' });
    await createSlot(env.db, auckland.id, { date: '2030-06-12', startTime: '09:00', endTime: '11:00' });
    await createSlot(env.db, auckland.id, { date: '2030-06-13', startTime: '00:30', endTime: '02:30' });
    // Auckland is UTC+12 in June: 13:30 UTC on the 11th is 01:30 on the 12th there.
    const now = fixedNow(new Date('2030-06-11T13:30:00Z'));
    const offered = async (date: string) =>
      (await searchActivities(env.db, { country: 'New Zealand', date, people: 2 }, now)).items.map((i) => [
        i.nextAvailable?.date,
        i.nextAvailable?.startTime,
      ]);

    expect(await offered('2030-06-12')).toEqual([['2030-06-12', '09:00']]);
    expect(await offered('2030-06-13')).toEqual([['2030-06-13', '00:30']]);
  });

  it('finds nothing on a past date', async () => {
    const old = await activity({ country: 'Lithuania', title: 'Curonian dune walk' });
    await createSlot(env.db, old.id, { date: daysFromToday(-3) });
    expect((await search({ country: 'Lithuania', date: daysFromToday(-3) })).items).toEqual([]);
  });
});

describe('price, duration, effort, category and country', () => {
  it('filters by price per person in dollars, both bounds included', async () => {
    await activity({ country: 'Finland', title: 'Forty', priceCents: 4000 });
    await activity({ country: 'Finland', title: 'Sixty', priceCents: 6000 });
    await activity({ country: 'Finland', title: 'Sixty and a cent', priceCents: 6001 });

    expect(titles(await search({ country: 'Finland', minPrice: 40, maxPrice: 60, sort: 'price-low' }))).toEqual([
      'Forty',
      'Sixty',
    ]);
    expect(titles(await search({ country: 'Finland', minPrice: 41, sort: 'price-low' }))).toEqual([
      'Sixty',
      'Sixty and a cent',
    ]);
  });

  it('filters by duration range, each bound belonging to the shorter range', async () => {
    for (const hours of [1, 2, 2.5, 4, 8, 9]) {
      await activity({ country: 'Denmark', title: `${hours} hours`, durationHours: hours });
    }
    const durations = async (duration: SearchFilters['duration']) =>
      titles(await search({ country: 'Denmark', duration, sort: 'points' })).reverse();

    expect(await durations('up-to-2h')).toEqual(['1 hours', '2 hours']);
    expect(await durations('2-4h')).toEqual(['2.5 hours', '4 hours']);
    expect(await durations('4-8h')).toEqual(['8 hours']);
    expect(await durations('over-8h')).toEqual(['9 hours']);
  });

  it('filters by effort as the card reads it (the level its text begins with, medium by default)', async () => {
    await activity({ country: 'Austria', title: 'Steep', effort: 'High - steep climbs' });
    await activity({ country: 'Austria', title: 'Gentle', effort: '  low' });
    await activity({ country: 'Austria', title: 'Unsaid', effort: null });
    await activity({ country: 'Austria', title: 'Moderate', effort: 'Medium' });

    const effort = async (level: 'low' | 'medium' | 'high') =>
      titles(await search({ country: 'Austria', effort: level })).sort();
    expect(await effort('high')).toEqual(['Steep']);
    expect(await effort('low')).toEqual(['Gentle']);
    expect(await effort('medium')).toEqual(['Moderate', 'Unsaid']);
  });

  it('filters by impact category and matches the country exactly', async () => {
    await activity({ country: 'Sweden', title: 'Forest school', category: 'social' });
    await activity({ country: 'Sweden', title: 'Wetland count', category: 'environmental' });

    expect(titles(await search({ country: 'Sweden', category: 'social' }))).toEqual(['Forest school']);
    expect(titles(await search({ country: 'Sweden', category: 'environmental' }))).toEqual(['Wetland count']);
    expect((await search({ country: 'sweden' })).items).toEqual([]);
    expect((await search({ country: 'Swe' })).items).toEqual([]);
  });
});

describe('sorting', () => {
  it('sorts by price either way, by rating (no reviews last) and by Regen points, then soonest', async () => {
    const a = await activity({
      country: 'Estonia',
      title: 'A',
      priceCents: 3000,
      durationHours: 2,
      reviews: { count: 2, starsSum: 9 },
    });
    const b = await activity({
      country: 'Estonia',
      title: 'B',
      priceCents: 5000,
      durationHours: 3,
      pointsOverride: 900,
    });
    const c = await activity({
      country: 'Estonia',
      title: 'C',
      priceCents: 3000,
      durationHours: 4,
      reviews: { count: 1, starsSum: 5 },
    });
    const d = await activity({
      country: 'Estonia',
      title: 'D',
      priceCents: 9000,
      durationHours: 2.5,
      reviews: { count: 4, starsSum: 18 },
    });
    await createSlot(env.db, a.id, { date: daysFromToday(9) });
    await createSlot(env.db, b.id, { date: daysFromToday(6) });
    await createSlot(env.db, c.id, { date: daysFromToday(7) });
    await createSlot(env.db, d.id, { date: daysFromToday(8) });

    const order = async (sort: SearchFilters['sort']) => titles(await search({ country: 'Estonia', sort }));
    expect(await order('soonest')).toEqual(['B', 'C', 'D', 'A']);
    expect(await order('price-low')).toEqual(['C', 'A', 'B', 'D']);
    expect(await order('price-high')).toEqual(['D', 'B', 'C', 'A']);
    // 5.0 (1 review), then 4.5 with 4 reviews before 4.5 with 2, then none.
    expect(await order('rating')).toEqual(['C', 'D', 'A', 'B']);
    // 900 (override), 600 (4 h), 375 (2.5 h), 300 (2 h).
    expect(await order('points')).toEqual(['B', 'C', 'D', 'A']);

    const rated = await search({ country: 'Estonia', sort: 'rating' });
    expect(rated.items.map((i) => [i.title, i.rating, i.regenPoints])).toEqual([
      ['C', { average: 5, count: 1 }, 600],
      ['D', { average: 4.5, count: 4 }, 375],
      ['A', { average: 4.5, count: 2 }, 300],
      ['B', null, 900],
    ]);
  });

  it('puts the countries near the traveler first in the soonest order, then soonest, and says each result’s country', async () => {
    const word = uniqueWord();
    const offered: [string, string, number][] = [
      ['New Zealand', 'Kauri seedlings', 3],
      ['United States', 'Prairie seeds', 4],
      ['Egypt', 'Nile reeds', 5],
      ['Austria', 'Alpine meadow', 6],
      ['Italy', 'Karst olive grove', 7],
      ['Slovenia', 'Bohinj bee farm', 9],
      ['Slovenia', 'Soča river clean-up', 8],
    ];
    for (const [country, title, days] of offered) {
      const { id } = await activity({ country, title: `${title} ${word}` });
      await createSlot(env.db, id, { date: daysFromToday(days) });
    }
    const order = async (filters: SearchFilters) =>
      (await search({ q: word, ...filters })).items.map(
        (item) => `${item.title.replace(` ${word}`, '')} (${item.country})`,
      );

    // Without a country to be near: the soonest anywhere, New Zealand first.
    expect(await order({ sort: 'soonest' })).toEqual([
      'Kauri seedlings (New Zealand)',
      'Prairie seeds (United States)',
      'Nile reeds (Egypt)',
      'Alpine meadow (Austria)',
      'Karst olive grove (Italy)',
      'Soča river clean-up (Slovenia)',
      'Bohinj bee farm (Slovenia)',
    ]);
    // Near Slovenia: Slovenia soonest first, its neighbour on the route, the rest of Europe, then
    // Africa, Oceania and North America (shared/src/rules/nearness.ts).
    expect(await order({ sort: 'soonest', near: 'Slovenia' })).toEqual([
      'Soča river clean-up (Slovenia)',
      'Bohinj bee farm (Slovenia)',
      'Karst olive grove (Italy)',
      'Alpine meadow (Austria)',
      'Nile reeds (Egypt)',
      'Kauri seedlings (New Zealand)',
      'Prairie seeds (United States)',
    ]);
    // A visitor from the United Kingdom: Europe before the rest of the world.
    expect(await order({ sort: 'soonest', near: 'United Kingdom' })).toEqual([
      'Alpine meadow (Austria)',
      'Karst olive grove (Italy)',
      'Soča river clean-up (Slovenia)',
      'Bohinj bee farm (Slovenia)',
      'Nile reeds (Egypt)',
      'Kauri seedlings (New Zealand)',
      'Prairie seeds (United States)',
    ]);
    // The other orders say what they sort by and do not move for nearness.
    expect((await order({ sort: 'price-low', near: 'Slovenia' }))[0]).toBe('Kauri seedlings (New Zealand)');
    const near = await search({ q: word, near: 'Slovenia' });
    expect([near.sort, near.total]).toEqual(['relevance', 7]);
  });

  it('refuses to be near a place that is not a destination', async () => {
    const error = await failure(api.trpc.search.activities.query({ near: 'Japan' }));
    expect({ code: error.code, message: error.message }).toEqual({
      code: 'BAD_REQUEST',
      message: 'Please choose a country from the list',
    });
  });

  it('computes Regen points and effort in SQL as the shared rules do', async () => {
    const cases = [
      { hours: 1, override: null, effort: 'Low' },
      { hours: 2.5, override: null, effort: 'high - hills' },
      { hours: 1.01, override: null, effort: ' \tLOW' },
      { hours: 3.33, override: null, effort: '' },
      { hours: 6, override: 400, effort: null },
      { hours: 1.5, override: 0, effort: 'Medium - flat' },
    ];
    for (const c of cases) {
      const row = await activity({
        country: 'Romania',
        durationHours: c.hours,
        pointsOverride: c.override,
        effort: c.effort,
      });
      const sqlRow = await env.db
        .selectFrom('activities as a')
        .select([regenPointsSql('a').as('points'), effortLevelSql('a').as('effort')])
        .where('a.id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(sqlRow, JSON.stringify(c)).toEqual({
        points: activityRegenPoints({ durationHours: c.hours, regenPointsOverride: c.override }),
        effort: effortLevel(c.effort?.trim() || 'Medium'),
      });
    }
  });
});

describe('paging', () => {
  it('pages by 12 in a stable order, with the total on every page and an empty page past the end', async () => {
    for (let i = 0; i < 14; i++) {
      const row = await activity({ country: 'Belgium', title: `Beach clean ${String(i).padStart(2, '0')}` });
      await createSlot(env.db, row.id, {
        date: daysFromToday(20 + (i % 3)),
        startTime: `${10 + (i % 5)}:00`,
        endTime: '18:00',
      });
    }

    const first = await search({ country: 'Belgium' });
    const second = await search({ country: 'Belgium', page: 2 });
    const past = await search({ country: 'Belgium', page: 3 });

    expect([first.items.length, second.items.length]).toEqual([12, 2]);
    expect({ total: first.total, pageCount: first.pageCount, pageSize: first.pageSize }).toEqual({
      total: 14,
      pageCount: 2,
      pageSize: 12,
    });
    expect({ total: second.total, page: second.page }).toEqual({ total: 14, page: 2 });
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(14);
    expect({ items: past.items, total: past.total, pageCount: past.pageCount }).toEqual({
      items: [],
      total: 14,
      pageCount: 2,
    });
  });

  it('says until when the answer holds: the first start among all matches, not only this page’s', async () => {
    const soonest = await activity({ country: 'Cyprus', title: 'Turtle beach watch', priceCents: 9000 });
    const cheap = await activity({ country: 'Cyprus', title: 'Village bread day', priceCents: 1000 });
    await createSlot(env.db, soonest.id, { date: daysFromToday(6), startTime: '07:00' });
    await createSlot(env.db, cheap.id, { date: daysFromToday(30) });

    const result = await search({ country: 'Cyprus', sort: 'price-low' });

    expect(result.holdsUntil).toEqual({ startsAt: await instantOf(env.db, daysFromToday(6), '07:00', 'Asia/Nicosia') });
    expect((await search({ country: 'Bulgaria' })).holdsUntil).toBeNull();
  });

  it('says a search for a party holds no time: a booking that leaves spots changes it without a catalogue write', async () => {
    expect((await search({ country: 'Cyprus', people: 2 })).holdsUntil).toEqual({ startsAt: new Date(0) });
    expect((await search({ country: 'Bulgaria', people: 2 })).holdsUntil).toEqual({ startsAt: new Date(0) });
  });
});

describe('bad filter values', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['people 0', { people: 0 }, 'Number of people must be a whole number from 1 to 100'],
    ['people 101', { people: 101 }, 'Number of people must be a whole number from 1 to 100'],
    [
      'a price range upside down',
      { minPrice: 80, maxPrice: 20 },
      'The minimum price must not be above the maximum price',
    ],
    ['a negative price', { minPrice: -1 }, 'Minimum price must be a whole number of dollars from 0 to 100,000'],
    ['an unknown sort', { sort: 'cheapest' }, 'Please choose a sort order from the list'],
    ['an impossible date', { date: '2026-02-30' }, 'Please enter a valid date'],
    [
      'a date out of range',
      { date: '1999-12-31' },
      'Please select a date between January 1, 2000 and December 31, 2100',
    ],
    ['an unknown category', { category: 'nature' }, 'Impact category must be environmental or social'],
    ['an unknown duration', { duration: '3h' }, 'Please choose a duration from the list'],
    ['an unknown effort', { effort: 'extreme' }, 'Effort must be low, medium or high'],
    ['page 0', { page: 0 }, 'Page must be a whole number from 1 to 1000'],
    ['text over 100 characters', { q: 'a'.repeat(101) }, 'Please use at most 100 characters'],
    ['a NUL character', { q: 'reef\u0000' }, 'Please remove the unsupported character from this text'],
  ];
  it.each(cases)('refuses %s with 400 and its message', async (_name, filters, message) => {
    const error = await failure(api.trpc.search.activities.query(filters));
    expect({ code: error.code, message: error.message }).toEqual({ code: 'BAD_REQUEST', message });
  });

  it('answers a bad filter in a plain GET (a shared link) with status 400', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { people: 'many' } }));
    const response = await fetch(`${env.server.url}/trpc/search.activities?input=${input}`);
    expect(response.status).toBe(400);
  });
});

describe('the public read cache (server/src/http/listing-cache.ts)', () => {
  const get = (filters: SearchFilters) =>
    fetch(`${env.server.url}/trpc/search.activities?input=${encodeURIComponent(JSON.stringify({ json: filters }))}`);

  it('serves a repeated search from the cache until the catalogue changes, and a party search never', async () => {
    const row = await activity({ country: 'Poland', title: 'Vistula bank clean-up' });
    await createSlot(env.db, row.id, { date: daysFromToday(15) });

    const first = await get({ country: 'Poland', q: 'vistula' });
    const second = await get({ country: 'Poland', q: 'vistula' });
    expect([first.headers.get('x-cache'), second.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
    expect(await second.text()).toBe(await first.text());

    await createSlot(env.db, row.id, { date: daysFromToday(14) });
    const afterWrite = await get({ country: 'Poland', q: 'vistula' });
    expect(afterWrite.headers.get('x-cache')).toBe('MISS');

    const party = [await get({ country: 'Poland', people: 2 }), await get({ country: 'Poland', people: 2 })];
    expect(party.map((r) => r.headers.get('x-cache'))).toEqual(['MISS', 'MISS']);
  });

  it('lets a shared cache keep a search 10 seconds, a party search never (a booking changes it without a catalogue write)', async () => {
    const row = await activity({ country: 'Poland', title: 'Biebrza marsh count' });
    await createSlot(env.db, row.id, { date: daysFromToday(16) });
    const headers = async (filters: SearchFilters) => {
      const response = await get(filters);
      expect(response.status).toBe(200);
      return [response.headers.get('x-cache'), response.headers.get('cache-control')];
    };
    const shared = 'public, s-maxage=10, stale-while-revalidate=30';
    expect(await headers({ q: 'biebrza' })).toEqual(['MISS', shared]);
    expect(await headers({ q: 'biebrza' })).toEqual(['HIT', shared]);
    expect(await headers({ q: 'biebrza', people: 2 })).toEqual(['MISS', 'private, no-store']);
    expect(await headers({ q: 'biebrza', people: 2 })).toEqual(['MISS', 'private, no-store']);
    expect(await headers({ q: 'biebrza', date: daysFromToday(16), people: 3 })).toEqual(['MISS', 'private, no-store']);
  });
});
