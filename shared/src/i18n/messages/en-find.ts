// Finding an activity (issue 30, parts 3–5): the trip search in the home page's hero and the
// header, the results' order line and the compact result cards.
export const findMessages = {
  'find.form.name': 'Find an experience',
  'find.form.where': 'Where',
  'find.form.anywhere': 'Anywhere',
  'find.form.when': 'When',
  'find.form.people': 'How many',
  'find.form.submit': 'Search',
  'find.header.form': 'Quick search',
  'find.header.open': 'Search experiences',
  'find.header.close': 'Close search',
  'find.order.near': 'Nearest to {country} first, then soonest.',
  'find.order.dateOnly': 'Soonest first, in every destination.',
  'find.order.byDateOnly': 'Show by date only',
  'find.order.includeNearby': 'Add destinations near {country}',
  'find.card.placeInCountry': '{place}, {country}',
  'find.card.from': 'From {price}',
  'find.card.next': 'Next: {date}',
  'find.card.noDates': 'No dates open',
} as const;
