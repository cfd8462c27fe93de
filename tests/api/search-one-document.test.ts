import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { sql } from 'kysely';
import superjson from 'superjson';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchActivitiesQuery } from '../../server/src/modules/search/index.ts';
import type { AppRouter } from '../../server/src/trpc/router.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import type { ApiClient } from '../helpers/client.ts';
import { createActivity, createSupplier } from '../helpers/factories.ts';

// docs/decisions/124: one search document per activity over every language's text, one GIN
// index, one query per word (its stem in the page's language or the word as written). Matches in
// each language are still found; a stop word of the page's language alone finds nothing, as
// before translations (docs/decisions/068); the document follows every write to the activity's
// texts and its translations.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

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

const TRANSLATIONS = {
  de: {
    title: 'Trockenmauern am Weinberg bauen',
    description: 'Mit den Winzern die alten Trockenmauern und die Terrassen instand setzen.',
    impactDescription: 'Erhält Lebensräume für Eidechsen',
  },
  fr: {
    title: 'Restaurer les murets du vignoble',
    description: 'Avec les vignerons, reconstruire les murets de pierres sèches et les terrasses.',
    impactDescription: 'Préserve les abris des lézards',
  },
  es: {
    title: 'Reconstruir muros de piedra seca',
    description: 'Con los viticultores, levantar los muros y las terrazas del viñedo.',
    impactDescription: 'Conserva refugios de lagartijas',
  },
  it: {
    title: 'Ricostruire i muretti a secco',
    description: 'Con i viticoltori, sistemare i muretti e le terrazze della vigna.',
    impactDescription: 'Protegge i rifugi delle lucertole',
  },
} as const;

let owner: ApiClient;
let supplierId: string;
let activityId: string;

beforeAll(async () => {
  const { supplier, user } = await createSupplier(env.db, { businessName: 'Terrace Hosts' });
  supplierId = supplier.id;
  owner = await signedIn(user.email);
  const activity = await createActivity(env.db, supplierId, { country: 'Slovenia', title: 'Dry stone wall repair' });
  activityId = activity.id;
  await env.db
    .updateTable('activities')
    .set({ description: 'Rebuild the old dry stone walls of the vineyard terraces with the winemakers.' })
    .where('id', '=', activityId)
    .execute();
  for (const [locale, texts] of Object.entries(TRANSLATIONS)) {
    await owner.trpc.activityTranslations.save.mutate({
      activityId,
      locale: locale as keyof typeof TRANSLATIONS,
      ...texts,
    });
  }
});

async function titles(locale: string, q: string, country = 'Slovenia') {
  return (await onPageIn(locale).search.activities.query({ country, q })).items.map((i) => i.title);
}

describe('one search document over every language', () => {
  it('finds each language’s words, stemmed on its own page and as written on the others', async () => {
    expect(await titles('en', 'walls vineyards')).toEqual(['Dry stone wall repair']);
    expect(await titles('de', 'Trockenmauer')).toEqual([TRANSLATIONS.de.title]);
    expect(await titles('de', 'Winzer Terrasse')).toEqual([TRANSLATIONS.de.title]);
    expect(await titles('fr', 'vigneron muret')).toEqual([TRANSLATIONS.fr.title]);
    expect(await titles('es', 'viticultor terraza')).toEqual([TRANSLATIONS.es.title]);
    expect(await titles('it', 'viticoltori muretti')).toEqual([TRANSLATIONS.it.title]);
    // As written from a page in another language (the unstemmed copy).
    expect(await titles('en', 'Trockenmauern')).toEqual(['Dry stone wall repair']);
    expect(await titles('it', 'vignerons')).toEqual([TRANSLATIONS.it.title]);
    expect(await titles('fr', 'Gletscher')).toEqual([]);
  });

  it('leaves a stop word of the page’s language out: alone it finds nothing, beside a word it changes nothing', async () => {
    expect(await titles('en', 'the')).toEqual([]);
    expect(await titles('en', 'and')).toEqual([]);
    expect(await titles('de', 'und')).toEqual([]);
    expect(await titles('de', 'die')).toEqual([]);
    expect(await titles('fr', 'des')).toEqual([]);
    expect(await titles('es', 'los')).toEqual([]);
    expect(await titles('it', 'della')).toEqual([]);
    expect(await titles('en', 'the walls')).toEqual(['Dry stone wall repair']);
    expect(await titles('de', 'die Winzer')).toEqual([TRANSLATIONS.de.title]);
    // A stop word of one language is not kept as written in that language's text, so an
    // English "the" typed on a German page does not find every English text either.
    expect(await titles('de', 'the')).toEqual([]);
    expect(await titles('en', 'und')).toEqual([]);
  });

  it('follows the activity’s own texts, its language and its translations as they change', async () => {
    const activity = await createActivity(env.db, supplierId, { country: 'Italy', title: 'Olive harvest' });
    expect(await titles('en', 'olive', 'Italy')).toEqual(['Olive harvest']);
    await env.db.updateTable('activities').set({ title: 'Chestnut harvest' }).where('id', '=', activity.id).execute();
    expect(await titles('en', 'olive', 'Italy')).toEqual([]);
    expect(await titles('en', 'chestnuts', 'Italy')).toEqual(['Chestnut harvest']);

    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'it',
      title: 'Raccolta delle castagne',
      description: 'Raccogliere castagne nel bosco con i contadini.',
      impactDescription: 'Mantiene vivo il castagneto',
    });
    expect(await titles('it', 'castagna', 'Italy')).toEqual(['Raccolta delle castagne']);
    await owner.trpc.activityTranslations.save.mutate({
      activityId: activity.id,
      locale: 'it',
      title: 'Raccolta nel bosco',
      description: 'Con i contadini, tra i sentieri del bosco.',
      impactDescription: 'Mantiene vivo il bosco',
    });
    expect(await titles('it', 'castagna', 'Italy')).toEqual([]);
    expect(await titles('it', 'contadino', 'Italy')).toEqual(['Raccolta nel bosco']);
    await owner.trpc.activityTranslations.remove.mutate({ activityId: activity.id, locale: 'it' });
    expect(await titles('it', 'contadino', 'Italy')).toEqual([]);

    // Its own texts in German: stemmed in German from then on.
    await env.db
      .updateTable('activities')
      .set({ title: 'Kastanienernte', description: 'Kastanien im Wald sammeln.', original_locale: 'de' })
      .where('id', '=', activity.id)
      .execute();
    expect(await titles('de', 'Kastanie', 'Italy')).toEqual(['Kastanienernte']);
    expect(await titles('en', 'chestnut', 'Italy')).toEqual([]);
  });

  it('reads a rare word’s matches through the one GIN index of the documents, over 10,000 activities', async () => {
    const compiled = searchActivitiesQuery(env.db, {
      filters: { q: 'Trockenmauern' },
      sort: 'relevance',
      page: 1,
      locale: 'de',
    }).compile();
    const rolledBack = new Error('rolled back');
    let plan = '';
    // The catalogue grows in a transaction that is rolled back: other tests never see it.
    await env.db
      .transaction()
      .execute(async (trx) => {
        await sql`
          insert into activities (supplier_id, title, description, impact_description, country, impact_category,
            activity_type, price_cents, duration_hours, max_participants, effort, time_zone, status)
          select ${supplierId}::uuid, 'Meadow walk ' || i, 'Walk the meadow with a guide and count the flowers.',
            'Counts flowers', 'Portugal', 'environmental', 'Environmental', 5000, 2, 10, 'Low', 'Europe/Lisbon', 'approved'
          from generate_series(1, 10000) as i
        `.execute(trx);
        await sql`analyze activities`.execute(trx);
        await sql`analyze activity_search_documents`.execute(trx);
        // These rows' short, alike texts make a scan of every document about as cheap as the
        // index, so the planner's choice is measured on realistic texts (docs/benchmarks.md,
        // 2026-11-27 search in every language); here: the index answers the match on its own.
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({
          ...compiled,
          sql: `explain ${compiled.sql}`,
        });
        plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(plan).toContain('Bitmap Index Scan on activity_search_documents_idx');
    expect(plan).toContain(`Index Cond: (document @@ '''trockenmau'':* | ''trockenmauern'':*'::tsquery)`);
    expect(plan).not.toContain('activity_translations');
    expect(await titles('en', 'meadow', 'Portugal')).toEqual([]);
  });
});
