import type { Trx } from '../db/database.ts';

// Three demo activities in other languages (issue 33 part 3, docs/decisions/119): the Wadden Sea
// mudflat walk and the Bohinj meadow day in German and French, the Tyrolean trail morning in
// German only, so /fr/booking/{id} of the last shows its English original with the note. The
// German mudflat text holds „Salzwiesen“, a word only a German text has, for the search.

interface DemoTranslation {
  locale: 'de' | 'fr';
  title: string;
  description: string;
  impact_description: string;
  meeting_address?: string;
  included?: string[];
  what_to_bring?: string[];
}

const translations: Record<string, DemoTranslation[]> = {
  'Mudflat Walking and Salt Marsh Care': [
    {
      locale: 'de',
      title: 'Wattwandern und Salzwiesenpflege',
      description:
        'Bei Ebbe mit einer zertifizierten Wattführerin aus Pieterburen über den Meeresboden des Wattenmeers wandern und danach mit dem Salzwiesenwart Treibgut sammeln und Vögel am Rand der Salzwiesen zählen. Sie erfahren, warum dieses UNESCO-Welterbe jedes Frühjahr und jeden Herbst Millionen Zugvögel ernährt.',
      impact_description: 'Pflegt Salzwiesen für Zugvögel',
    },
    {
      locale: 'fr',
      title: 'Marche sur l’estran et soin des prés salés',
      description:
        'À marée basse, traversez le fond de la mer des Wadden avec une guide certifiée de Pieterburen, puis aidez le garde du marais à ramasser les déchets et à compter les oiseaux en lisière des prés salés. Vous comprendrez pourquoi ce site de l’UNESCO nourrit chaque printemps et chaque automne des millions d’oiseaux migrateurs.',
      impact_description: 'Entretient un pré salé pour les migrateurs',
    },
  ],
  'Alpine Meadow Restoration Day': [
    {
      locale: 'de',
      title: 'Almwiesen-Pflegetag am Bohinjer See',
      description:
        'Verbringen Sie einen Vormittag mit Rangern oberhalb des Bohinjer Sees, befreien Sie eine traditionelle Heuwiese von invasiven Sträuchern und lernen Sie das Mähen mit der Sense, wie es die Bauern hier seit Jahrhunderten tun. Zum Mittag gibt es ein gemeinsames Picknick mit Käse und Brot aus dem Tal.',
      impact_description: 'Schützt die Artenvielfalt der Bergwiesen',
      included: [
        'Führung durch einen Ranger des Triglav-Nationalparks',
        'Sensen, Handschuhe und Werkzeug',
        'Picknick mit Käse und Brot aus dem Tal',
      ],
      what_to_bring: ['Feste Wanderschuhe', 'Sonnenhut und Trinkflasche', 'Lange Hose'],
    },
    {
      locale: 'fr',
      title: 'Journée de restauration d’une prairie alpine',
      description:
        'Passez une matinée avec les gardes du parc au-dessus du lac de Bohinj à débroussailler une prairie de fauche traditionnelle, puis apprenez à faucher comme les paysans du coin depuis des siècles. Le déjeuner est un pique-nique partagé de fromage et de pain de la vallée.',
      impact_description: 'Protège la biodiversité des prairies',
      included: [
        'Visite guidée par un garde du parc national du Triglav',
        'Faux, gants et outils',
        'Pique-nique de fromage et de pain de la vallée',
      ],
      what_to_bring: ['Chaussures de marche solides', 'Chapeau et gourde', 'Pantalon long'],
    },
  ],
  'Tyrolean Trail Repair Weekend Morning': [
    {
      locale: 'de',
      title: 'Wegebau-Vormittag in Tirol',
      description:
        'Helfen Sie den Freiwilligen des Alpenvereins oberhalb von Innsbruck, die Entwässerung eines ausgewaschenen Wanderwegs zu reparieren. Werkzeug, Handschuhe und eine kräftige Hüttenjause sind inklusive – und Sie hinterlassen einen Weg, der viele Jahre hält.',
      impact_description: 'Stoppt die Erosion auf Bergwegen',
      meeting_address: 'Talstation der Hungerburgbahn, Rennweg 3, 6020 Innsbruck, Österreich',
      included: ['Leitung durch Freiwillige des Alpenvereins', 'Werkzeug und Handschuhe', 'Hüttenjause'],
      what_to_bring: ['Wanderschuhe', 'Regenjacke', 'Trinkflasche (1 Liter)'],
    },
  ],
};

export async function seedActivityTranslations(trx: Trx): Promise<void> {
  const rows = await trx
    .selectFrom('activities')
    .select(['id', 'title'])
    .where('title', 'in', Object.keys(translations))
    .execute();
  for (const row of rows) {
    for (const t of translations[row.title] ?? []) {
      await trx
        .insertInto('activity_translations')
        .values({
          activity_id: row.id,
          locale: t.locale,
          title: t.title,
          description: t.description,
          impact_description: t.impact_description,
          meeting_address: t.meeting_address ?? null,
          included: t.included ?? [],
          what_to_bring: t.what_to_bring ?? [],
        })
        .execute();
    }
  }
}
