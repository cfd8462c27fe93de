// German messages: finding an activity (the trip search in the hero and the header, the results'
// order line, the compact result cards). Same keys and order as ../en-find.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const deFindMessages = {
  'find.form.name': 'Erlebnis finden',
  'find.form.where': 'Wohin',
  'find.form.anywhere': 'Überallhin',
  'find.form.when': 'Wann',
  'find.form.people': 'Wie viele',
  'find.form.submit': 'Suchen',
  'find.header.form': 'Schnellsuche',
  'find.header.open': 'Erlebnisse suchen',
  'find.header.close': 'Suche schließen',
  'find.order.near': 'Zuerst in der Nähe des Reiseziels {country}, dann nach Datum.',
  'find.order.dateOnly': 'Früheste zuerst, in allen Reisezielen.',
  'find.order.byDateOnly': 'Nur nach Datum anzeigen',
  'find.order.includeNearby': 'Auch Reiseziele in der Nähe einbeziehen ({country})',
  'find.card.placeInCountry': '{place}, {country}',
  'find.card.from': 'Ab {price}',
  'find.card.next': 'Nächster Termin: {date}',
  'find.card.noDates': 'Keine freien Termine',
} as const satisfies Partial<Messages>;
