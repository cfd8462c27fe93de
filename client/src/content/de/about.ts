import type { AboutSection } from '../about.ts';

// German text of the About Us page (issue 33, docs/decisions/088 "Content", 110): the same
// sections, in the same order and shape, as ../about.ts; `audience` stays an identifier.

export const aboutDe: {
  regenPointsAudiences: readonly (AboutSection & { audience: string })[];
  mission: AboutSection;
  values: readonly { title: string; text: string }[];
  founderStory: AboutSection;
} = {
  regenPointsAudiences: [
    {
      audience: 'travelers',
      heading: 'Für Reisende',
      paragraphs: [
        'Regen Points® zeigen Ihnen, wie viel positiver Beitrag nötig ist, um ein Reiseziel schöner zu hinterlassen, als Sie es vorgefunden haben. Der Wirkungsrechner auf unserer Startseite macht aus Ihrem Land, der Zahl der Tage und der Zahl der Städte ein persönliches Ziel: Verletzlichere Orte und schnellere Reisen verlangen mehr.',
        'Sie sammeln Punkte, indem Sie regenerative Erlebnisse buchen und die Alltagstipps umsetzen, die wir für jedes Land vorschlagen – vom Zugfahren bis zum Einkauf bei lokalen Herstellern. Erreichen Ihre Punkte Ihr Ziel, haben Sie zu den besuchten Orten positiv beigetragen.',
      ],
    },
    {
      audience: 'suppliers',
      heading: 'Für Anbieter',
      paragraphs: [
        'Jede auf Regen Marketplace veröffentlichte Aktivität bringt den Reisenden, die sie buchen, Regen Points – je nach Dauer und Wirkung. Vier Stunden Mangrovenpflanzen bringen mehr als ein einstündiger Spaziergang, und unser Team kann einen eigenen Wert festlegen, wenn die Wirkung einer Aktivität außergewöhnlich ist.',
        'Punkte machen Ihren Beitrag sichtbar. Reisende, die sinnvolle Erlebnisse suchen, sehen genau, was ihre Zeit mit Ihnen dem Ort wert ist, und jede Aktivität wird vor der Veröffentlichung geprüft, damit das Siegel seine Bedeutung behält.',
      ],
    },
    {
      audience: 'destinations',
      heading: 'Für Reiseziele',
      paragraphs: [
        'Wir teilen Reiseziele in drei Stufen ein, je nachdem, wie verletzlich sie gegenüber dem Druck von Tourismus und Klimawandel sind. Besonders verletzliche Orte verlangen von Reisenden 1.500 Punkte pro Tag, Reiseziele im Aufbau 900 und widerstandsfähige Länder mit hohem Einkommen 450.',
        'So bekommen die Orte, die am meisten Sorgfalt brauchen, die meiste Aufmerksamkeit, und Gemeinschaften können Gästen zeigen, welche Projekte, Betriebe und Gewohnheiten für sie wirklich etwas bewirken.',
      ],
    },
  ],
  mission: {
    heading: 'Unsere Mission',
    paragraphs: [
      'Regen Marketplace will, dass jede Reise einen Ort besser hinterlässt, als er war. Wir bringen neugierige Reisende mit Menschen vor Ort zusammen, die Ökosysteme wiederherstellen, Dörfer neu beleben und Kulturen lebendig halten, und wir machen den Wert dieser Arbeit leicht sichtbar.',
    ],
  },
  values: [
    {
      title: 'Lokal zuerst',
      text: 'Einkommen, Entscheidungen und Geschichten bleiben bei den Gemeinschaften, die Sie empfangen.',
    },
    {
      title: 'Gemessen, nicht versprochen',
      text: 'Regen Points geben Wirkung eine Zahl, und jede Aktivität wird geprüft, bevor sie erscheint.',
    },
    {
      title: 'Die Natur sitzt mit am Tisch',
      text: 'Gesunde Wälder, Riffe und Flüsse sind das Fundament jedes Reiseziels, das wir lieben.',
    },
    {
      title: 'Langsam und neugierig',
      text: 'Weniger Orte, längere Aufenthalte, echte Gespräche: Reisen, die auch die Reisenden verändern.',
    },
  ],
  founderStory: {
    heading: 'Unsere Geschichte',
    paragraphs: [
      'Regen Marketplace begann auf einer Terrasse über einem Bergdorf in den Schweizer Alpen. Unsere Gründerin hatte jahrelang im herkömmlichen Tourismus gearbeitet und erlebt, wie sich schöne Orte im Sommer mit Gästen füllten und den Rest des Jahres ihre Bewohner verloren.',
      'In Tschlin traf sie Dorfbewohner, die alte Terrassen wiederherstellten und Werkstätten wieder eröffneten – mit Hilfe von Gästen, die Tage blieben statt Stunden. Diese Gäste fuhren mit Blasen an den Händen und dauerhaften Freundschaften nach Hause, und das Dorf gewann etwas, das es messen konnte.',
      'Sie stellte eine einfache Frage: Was wäre, wenn man jede Reise nach dem Guten planen könnte, das sie bewirkt? Regen Points waren ihre Antwort, und dieser Marktplatz ist der Ort, an dem Reisende, Anbieter und Reiseziele zusammenkommen, um sie in die Tat umzusetzen.',
    ],
  },
};
