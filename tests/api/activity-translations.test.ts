import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure, type ApiClient } from '../helpers/client.ts';
import { createActivity, createSupplier } from '../helpers/factories.ts';

// Issue 33 part 3 (docs/decisions/119): an activity's texts per language. Only its supplier
// reads and writes them; public reads in a locale show that locale's text where given, else the
// original with the language it is in (`shownIn`); the search matches every language's text,
// stemmed in the page's language or as written. Each test keeps to its own country.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });

/** An anonymous tRPC client on a page in `locale`, sending it as the browser does (x-regen-locale). */
function onPageIn(locale: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${env.server.url}/trpc`,
        transformer: superjson,
        fetch: (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('origin', env.server.url);
          headers.set('x-regen-locale', locale);
          return fetch(input, { ...init, headers });
        },
      }),
    ],
  });
}

const GERMAN = {
  title: 'Salzwiesen im Wattenmeer pflegen',
  description: 'Mit dem Ranger die Salzwiesen am Deich kartieren und Treibgut sammeln.',
  impactDescription: 'Schützt Brutplätze von Küstenvögeln',
};

let owner: ApiClient;
let other: ApiClient;
let supplierId: string;

beforeAll(async () => {
  const first = await createSupplier(env.db, { businessName: 'Wadden Hosts' });
  const second = await createSupplier(env.db, { businessName: 'Other Hosts' });
  supplierId = first.supplier.id;
  owner = await signedIn(first.user.email);
  other = await signedIn(second.user.email);
});

async function activityIn(country: string, title: string) {
  const row = await createActivity(env.db, supplierId, { country, title });
  await env.db
    .updateTable('activities')
    .set({
      description: 'Map the salt marsh behind the dike with a ranger and collect drift litter.',
      impact_description: 'Protects coastal bird nesting sites',
      included: ['Ranger guide', 'Rubber boots'],
      what_to_bring: ['Rain jacket'],
      meeting_address: 'Hafenstraße 1, Husum',
    })
    .where('id', '=', row.id)
    .execute();
  return row;
}

describe('activityTranslations: save and read', () => {
  it('saves one language, trimmed, and reads every translation with the original language', async () => {
    const activity = await activityIn('Germany', 'Salt marsh care');
    const saved = await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'de',
      title: `  ${GERMAN.title} `,
      description: GERMAN.description,
      impactDescription: GERMAN.impactDescription,
      meetingAddress: '',
      included: ['Rangerführung ', '', 'Gummistiefel'],
      whatToBring: [],
    });
    expect(saved.originalLocale).toBe('en');
    expect(saved.translations.map(({ updatedAt, ...t }) => ({ ...t, dated: updatedAt instanceof Date }))).toEqual([
      {
        locale: 'de',
        ...GERMAN,
        meetingAddress: '',
        included: ['Rangerführung', 'Gummistiefel'],
        whatToBring: [],
        dated: true,
      },
    ]);
    // Saving again replaces it; removing it leaves none.
    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'de',
      ...GERMAN,
      title: 'Salzwiesen pflegen',
    });
    const read = await owner.trpc.activityTranslations.ofActivity.query({ activityId: activity.id });
    expect(read.translations.map((t) => [t.locale, t.title])).toEqual([['de', 'Salzwiesen pflegen']]);
    const removed = await owner.trpc.activityTranslations.remove.mutate({ activityId: activity.id, locale: 'de' });
    expect(removed.translations).toEqual([]);
  });

  it('refuses a missing title, description or impact, the original language, and a missing translation', async () => {
    const activity = await activityIn('Germany', 'Dike walk');
    const missing = await failure(
      owner.trpc.activityTranslations.save.mutate({
        activityId: activity.id,
        locale: 'fr',
        title: ' ',
        description: '',
        impactDescription: '',
      }),
    );
    expect(missing.code).toBe('BAD_REQUEST');
    expect(missing.fieldErrors).toEqual({
      title: ['Please enter the translated title.'],
      description: ['Please enter the translated description.'],
      impactDescription: ['Please enter the translated impact.'],
    });
    const same = await failure(
      owner.trpc.activityTranslations.save.mutate({ activityId: activity.id, locale: 'en', ...GERMAN }),
    );
    expect([same.code, same.message]).toEqual([
      'BAD_REQUEST',
      'This is the original language of the activity. Edit the text above instead.',
    ]);
    const none = await failure(
      owner.trpc.activityTranslations.remove.mutate({ activityId: activity.id, locale: 'it' }),
    );
    expect([none.code, none.message]).toEqual(['NOT_FOUND', 'There is no translation in this language.']);
    expect(
      await env.db.selectFrom('activity_translations').where('activity_id', '=', activity.id).selectAll().execute(),
    ).toEqual([]);
  });

  it('lets the supplier choose the original language, unless a translation is in it', async () => {
    const activity = await activityIn('Germany', 'Mudflat hike');
    await owner.trpc.activityTranslations.save.mutate({ activityId: activity.id, locale: 'de', ...GERMAN });
    const refused = await failure(
      owner.trpc.activityTranslations.setOriginal.mutate({ activityId: activity.id, locale: 'de' }),
    );
    expect([refused.code, refused.message]).toEqual([
      'CONFLICT',
      'There is a translation in this language. Remove it first, then choose it as the original language.',
    ]);
    const chosen = await owner.trpc.activityTranslations.setOriginal.mutate({ activityId: activity.id, locale: 'fr' });
    expect(chosen.originalLocale).toBe('fr');
  });
});

describe('activityTranslations: only the activity\u2019s supplier', () => {
  it('answers another supplier NOT_FOUND for every procedure and writes nothing', async () => {
    const activity = await activityIn('Germany', 'Halligen visit');
    await owner.trpc.activityTranslations.save.mutate({ activityId: activity.id, locale: 'de', ...GERMAN });
    const calls = [
      () => other.trpc.activityTranslations.ofActivity.query({ activityId: activity.id }),
      () =>
        other.trpc.activityTranslations.save.mutate({
          activityId: activity.id,
          locale: 'de',
          ...GERMAN,
          title: 'Fremd',
        }),
      () => other.trpc.activityTranslations.save.mutate({ activityId: activity.id, locale: 'it', ...GERMAN }),
      () => other.trpc.activityTranslations.remove.mutate({ activityId: activity.id, locale: 'de' }),
      () => other.trpc.activityTranslations.setOriginal.mutate({ activityId: activity.id, locale: 'es' }),
      () => other.trpc.activityTranslations.ofActivity.query({ activityId: 'not-a-uuid' }),
    ];
    const codes = [];
    for (const call of calls) codes.push((await failure(call())).code);
    expect(codes).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    const read = await owner.trpc.activityTranslations.ofActivity.query({ activityId: activity.id });
    expect([read.originalLocale, read.translations.map((t) => [t.locale, t.title])]).toEqual([
      'en',
      [['de', GERMAN.title]],
    ]);
    // A traveler is turned away by the role gate (the authorisation matrix), an anonymous caller too.
    expect(
      (await failure(anonymousClient().trpc.activityTranslations.ofActivity.query({ activityId: activity.id }))).code,
    ).toBe('UNAUTHORIZED');
  });
});

describe('public reads in the page\u2019s language', () => {
  it('shows the translation where given and the original with the language it is in where not', async () => {
    const activity = await activityIn('Netherlands', 'Salt marsh care');
    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'de',
      ...GERMAN,
      included: ['Rangerführung', 'Gummistiefel'],
    });
    const de = onPageIn('de');
    const fr = onPageIn('fr');

    const german = await de.booking.activity.query({ activityId: activity.id });
    expect([german.title, german.description, german.impactDescription, german.shownIn]).toEqual([
      GERMAN.title,
      GERMAN.description,
      GERMAN.impactDescription,
      undefined,
    ]);
    const french = await fr.booking.activity.query({ activityId: activity.id });
    expect([french.title, french.shownIn]).toEqual(['Salt marsh care', 'en']);
    const english = await anonymousClient().trpc.booking.activity.query({ activityId: activity.id });
    expect([english.title, english.shownIn]).toEqual(['Salt marsh care', undefined]);

    // The details: each falls back on its own.
    const details = await de.catalogue.activityPage.query({ activityId: activity.id });
    expect({
      impact: details.impact,
      included: details.included,
      whatToBring: details.whatToBring,
      meeting: details.meetingPoint?.address,
      shownIn: details.detailsShownIn,
    }).toEqual({
      impact: GERMAN.impactDescription,
      included: ['Rangerführung', 'Gummistiefel'],
      whatToBring: ['Rain jacket'],
      meeting: 'Hafenstraße 1, Husum',
      shownIn: { whatToBring: 'en', meetingPoint: 'en' },
    });
    const frenchDetails = await fr.catalogue.activityPage.query({ activityId: activity.id });
    expect(frenchDetails.detailsShownIn).toEqual({
      impact: 'en',
      included: 'en',
      whatToBring: 'en',
      meetingPoint: 'en',
    });

    // The country page's cards and the host's page.
    const cards = (result: { environmental: { title: string; shownIn?: string }[] }) =>
      result.environmental.map((c) => [c.title, c.shownIn ?? null]);
    expect(cards(await de.catalogue.experiences.query({ country: 'Netherlands' }))).toEqual([[GERMAN.title, null]]);
    expect(cards(await fr.catalogue.experiences.query({ country: 'Netherlands' }))).toEqual([
      ['Salt marsh care', 'en'],
    ]);
    const host = await de.suppliersPublic.page.query({ supplierId });
    expect(host.activities.find((c) => c.activityId === activity.id)?.title).toBe(GERMAN.title);
  });

  it('keeps the JSON answers of each language apart in the public read cache', async () => {
    const activity = await activityIn('Belgium', 'Dune planting');
    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'de',
      title: 'Dünen bepflanzen',
      description: 'Strandhafer pflanzen.',
      impactDescription: 'Hält die Düne fest',
    });
    const input = encodeURIComponent(JSON.stringify({ json: { country: 'Belgium' } }));
    const get = async (locale: string) => {
      const response = await fetch(`${env.server.url}/trpc/catalogue.experiences?input=${input}`, {
        headers: { 'x-regen-locale': locale },
      });
      const body = (await response.json()) as { result: { data: { json: { environmental: { title: string }[] } } } };
      return [response.headers.get('x-cache'), body.result.data.json.environmental[0]?.title];
    };
    expect(await get('de')).toEqual(['MISS', 'Dünen bepflanzen']);
    expect(await get('fr')).toEqual(['MISS', 'Dune planting']);
    expect(await get('de')).toEqual(['HIT', 'Dünen bepflanzen']);
    expect(await get('en')).toEqual(['MISS', 'Dune planting']);
    // A new translation moves the catalogue version: the kept answers are not served again.
    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'fr',
      title: 'Planter les dunes',
      description: 'Planter des oyats.',
      impactDescription: 'Fixe la dune',
    });
    expect(await get('fr')).toEqual(['MISS', 'Planter les dunes']);
  });
});

describe('search in every language', () => {
  it('finds a German-only word from a German page (stemmed) and from the other pages (as written)', async () => {
    const activity = await activityIn('Denmark', 'Salt marsh monitoring');
    await owner.trpc.activityTranslations.save.mutate({ activityId: activity.id, locale: 'de', ...GERMAN });
    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'fr',
      title: 'Suivi des prés salés',
      description: 'Cartographier les marais salants derrière la digue avec un garde.',
      impactDescription: 'Protège les oiseaux côtiers',
    });
    const titles = async (locale: string, q: string) =>
      (await onPageIn(locale).search.activities.query({ country: 'Denmark', q })).items.map((i) => [
        i.title,
        i.shownIn ?? null,
      ]);

    // 'Salzwiese' (singular) is stemmed by the german configuration to the plural's stem.
    expect(await titles('de', 'Salzwiesen')).toEqual([[GERMAN.title, null]]);
    expect(await titles('de', 'salzwiese')).toEqual([[GERMAN.title, null]]);
    expect(await titles('de', 'Wattenmeer pflegen')).toEqual([[GERMAN.title, null]]);
    // From an English page the 'simple' copy finds the word as written, and the card is English.
    expect(await titles('en', 'Salzwiesen')).toEqual([['Salt marsh monitoring', null]]);
    expect(await titles('fr', 'salzwies')).toEqual([['Suivi des prés salés', null]]);
    // French stems 'marais' on a French page; the English original still matches its own words.
    expect(await titles('fr', 'marais digue')).toEqual([['Suivi des prés salés', null]]);
    expect(await titles('de', 'monitoring')).toEqual([[GERMAN.title, null]]);
    expect(await titles('it', 'Salzwiesen')).toEqual([['Salt marsh monitoring', 'en']]);
    // One document per activity (docs/decisions/124): words from two of its languages match together.
    expect(await titles('de', 'Salzwiesen monitoring')).toEqual([[GERMAN.title, null]]);
    expect(await titles('de', 'Tundra')).toEqual([]);
  });

  it('stems an activity\u2019s own text in its original language', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Austria', title: 'Almwiesen mähen' });
    await env.db
      .updateTable('activities')
      .set({ description: 'Mit der Sense die steilen Bergwiesen pflegen.', original_locale: 'de' })
      .where('id', '=', activity.id)
      .execute();
    const result = await onPageIn('de').search.activities.query({ country: 'Austria', q: 'Bergwiese' });
    expect(result.items.map((i) => [i.title, i.shownIn ?? null])).toEqual([['Almwiesen mähen', null]]);
    const english = await anonymousClient().trpc.search.activities.query({ country: 'Austria', q: 'Bergwiesen' });
    expect(english.items.map((i) => [i.title, i.shownIn ?? null])).toEqual([['Almwiesen mähen', 'de']]);
  });
});
