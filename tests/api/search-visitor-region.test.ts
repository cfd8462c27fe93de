import { randomBytes } from 'node:crypto';
import type { SearchFilters } from '@regen/shared/rules/search-filters';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createActivity, createSlot, createSupplier, daysFromToday } from '../helpers/factories.ts';

// docs/decisions/124 (issue 30 item 5): without a country chosen or to be near, the soonest
// order puts equally soon results (the same day) nearer the visitor first, the visitor's region
// coming from the browser's languages (Accept-Language), decided on the server. The kept answers
// are kept apart per region.

const { env } = useApiEnvironment();
const word = `zq${randomBytes(4).toString('hex').replace(/\d/g, 'k')}`;

beforeAll(async () => {
  const supplierId = (await createSupplier(env.db, { businessName: 'Far and Near Hosts' })).supplier.id;
  const offered: [string, string, number, string][] = [
    ['Egypt', 'Nile reeds', 4, '09:00'],
    ['New Zealand', 'Kauri seedlings', 5, '09:00'],
    ['United States', 'Prairie seeds', 5, '09:00'],
    ['Austria', 'Alpine meadow', 5, '08:00'],
    ['Italy', 'Karst olive grove', 5, '09:00'],
    ['Slovenia', 'Soča river clean-up', 5, '10:00'],
  ];
  for (const [country, title, days, startTime] of offered) {
    const { id } = await createActivity(env.db, supplierId, { country, title: `${title} ${word}` });
    await createSlot(env.db, id, { date: daysFromToday(days), startTime, endTime: '12:00' });
  }
});

async function fetchOrder(filters: SearchFilters, acceptLanguage: string) {
  const input = encodeURIComponent(JSON.stringify({ json: { q: word, ...filters } }));
  const response = await fetch(`${env.server.url}/trpc/search.activities?input=${input}`, {
    headers: { 'accept-language': acceptLanguage },
  });
  const body = (await response.json()) as {
    result: { data: { json: { items: { title: string; country: string }[] } } };
  };
  return {
    vary: response.headers.get('vary'),
    order: body.result.data.json.items.map((item) => item.country),
  };
}
const order = async (filters: SearchFilters, acceptLanguage: string) =>
  (await fetchOrder(filters, acceptLanguage)).order;

describe('the visitor’s region from the browser’s languages', () => {
  it('without one, the soonest anywhere: New Zealand’s morning comes before Europe’s', async () => {
    const expected = ['Egypt', 'New Zealand', 'Austria', 'Italy', 'Slovenia', 'United States'];
    expect(await order({ sort: 'soonest' }, '*')).toEqual(expected);
    expect(await order({ sort: 'soonest' }, 'en')).toEqual(expected);
    expect(await order({ sort: 'soonest' }, 'es-MX, es;q=0.9')).toEqual(expected);
  });

  it('a European language puts Europe first within a day, the soonest day still first', async () => {
    const europe = ['Egypt', 'Austria', 'Italy', 'Slovenia', 'New Zealand', 'United States'];
    expect(await order({ sort: 'soonest' }, 'fr')).toEqual(europe);
    expect(await order({ sort: 'soonest' }, 'it, en;q=0.8')).toEqual(europe);
    // A region that is a destination: near that country (Germany: Austria, then Southern Europe).
    expect(await order({ sort: 'soonest' }, 'de-DE,de;q=0.9,en;q=0.8')).toEqual(europe);
    expect(await order({ sort: 'soonest' }, 'en-US')).toEqual([
      'Egypt',
      'United States',
      'New Zealand',
      'Italy',
      'Slovenia',
      'Austria',
    ]);
    // The weights decide which language speaks first.
    expect(await order({ sort: 'soonest' }, 'en-US;q=0.5, fr')).toEqual(europe);
  });

  it('a country to be near and the other orders stay as they are', async () => {
    expect(await order({ sort: 'soonest', near: 'Slovenia' }, 'en-US')).toEqual([
      'Slovenia',
      'Italy',
      'Austria',
      'Egypt',
      'New Zealand',
      'United States',
    ]);
    expect((await order({ sort: 'price-low' }, 'fr')).length).toBe(6);
    expect(await order({ sort: 'soonest', country: 'Austria' }, 'en-US')).toEqual(['Austria']);
  });

  it('keeps the answers apart per region and says the search varies with the languages', async () => {
    const filters: SearchFilters = { sort: 'soonest', page: 1 };
    const european = await fetchOrder(filters, 'fr-FR');
    const anywhere = await fetchOrder(filters, '*');
    const again = await fetchOrder(filters, 'fr-FR');
    expect(european.order[1]).toBe('Austria');
    expect(anywhere.order[1]).toBe('New Zealand');
    expect(again.order).toEqual(european.order);
    expect(anywhere.vary).toBe('trpc-accept, accept, x-regen-locale, accept-language');
  });
});
