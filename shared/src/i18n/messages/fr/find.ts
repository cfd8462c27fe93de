// French messages: finding an activity (the trip search in the hero and the header, the results'
// order line, the compact result cards). Same keys and order as ../en-find.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const frFindMessages = {
  'find.form.name': 'Trouver une expérience',
  'find.form.where': 'Où',
  'find.form.anywhere': 'Partout',
  'find.form.when': 'Quand',
  'find.form.people': 'Combien',
  'find.form.submit': 'Rechercher',
  'find.header.form': 'Recherche rapide',
  'find.header.open': 'Rechercher des expériences',
  'find.header.close': 'Fermer la recherche',
  'find.order.near': 'Les plus proches de la destination {country} d’abord, puis les plus tôt.',
  'find.order.dateOnly': 'Les plus tôt d’abord, dans toutes les destinations.',
  'find.order.byDateOnly': 'Trier par date uniquement',
  'find.order.includeNearby': 'Ajouter les destinations voisines ({country})',
  'find.card.placeInCountry': '{place}, {country}',
  'find.card.from': 'À partir de {price}',
  'find.card.next': 'Prochaine date : {date}',
  'find.card.noDates': 'Aucune date disponible',
} as const satisfies Partial<Messages>;
