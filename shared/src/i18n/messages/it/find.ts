// Italian messages: finding an activity (the trip search, the results' order line, the compact
// result cards). Same keys and order as ../en-find.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itFindMessages = {
  'find.form.name': 'Trova un’esperienza',
  'find.form.where': 'Dove',
  'find.form.anywhere': 'Ovunque',
  'find.form.when': 'Quando',
  'find.form.people': 'Quanti',
  'find.form.submit': 'Cerca',
  'find.header.form': 'Ricerca rapida',
  'find.header.open': 'Cerca esperienze',
  'find.header.close': 'Chiudi la ricerca',
  'find.order.near': 'Prima le più vicine alla destinazione {country}, poi le più imminenti.',
  'find.order.dateOnly': 'Prima le più imminenti, in tutte le destinazioni.',
  'find.order.byDateOnly': 'Ordina solo per data',
  'find.order.includeNearby': 'Aggiungi le destinazioni vicine ({country})',
  'find.card.placeInCountry': '{place}, {country}',
  'find.card.from': 'Da {price}',
  'find.card.next': 'Prossima: {date}',
  'find.card.noDates': 'Nessuna data disponibile',
} as const satisfies Partial<Messages>;
