// Spanish messages: finding an activity (the trip search, the results' order line, the compact
// result cards). Same keys and order as ../en-find.ts (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esFindMessages = {
  'find.form.name': 'Encuentra una experiencia',
  'find.form.where': 'Dónde',
  'find.form.anywhere': 'Cualquier lugar',
  'find.form.when': 'Cuándo',
  'find.form.people': 'Cuántos',
  'find.form.submit': 'Buscar',
  'find.header.form': 'Búsqueda rápida',
  'find.header.open': 'Buscar experiencias',
  'find.header.close': 'Cerrar la búsqueda',
  'find.order.near': 'Primero las más cercanas a {country}, después las más próximas en fecha.',
  'find.order.dateOnly': 'Primero las más próximas en fecha, en todos los destinos.',
  'find.order.byDateOnly': 'Ordenar solo por fecha',
  'find.order.includeNearby': 'Añadir destinos cercanos a {country}',
  'find.card.placeInCountry': '{place}, {country}',
  'find.card.from': 'Desde {price}',
  'find.card.next': 'Próxima: {date}',
  'find.card.noDates': 'Sin fechas disponibles',
} as const satisfies Partial<Messages>;
