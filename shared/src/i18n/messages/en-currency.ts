// English messages: currencies for display (issue 33 part 4, docs/decisions/108). Prices are
// stored and charged in US dollars; a converted price is always marked as approximate.
// Part of the one catalogue (./en.ts, docs/decisions/088).
export const currencyMessages = {
  // '≈ €37': a price converted from US dollars at the admin's rate.
  'currency.approx': '≈ {price}',
  // The booking form's total beside the converted one: '≈ €74 · $80 charged in US dollars'.
  'currency.totalBoth': '{approx} · {usd} charged in US dollars',
  'currency.picker.label': 'Currency',
  'currency.picker.hint': 'Prices are charged in US dollars; other currencies are shown as an estimate.',
  // An option of the picker: 'EUR – Euro'.
  'currency.picker.option': '{code} – {name}',
  'currency.picker.failed': 'Failed to save your currency. Please try again.',
  'currency.error': 'Error',

  // Validation (the admin's rates, the traveler's choice).
  'currency.unknown': 'Choose one of the currencies offered.',
  'currency.rateInvalid': 'Enter a rate above zero.',
  'currency.rateTooLarge': 'Enter a rate of at most {max} to the dollar.',
  'currency.rateDecimals': 'Enter a rate with at most six decimals.',
  'currency.ratesIncomplete': 'Enter one rate for every currency.',
  'currency.ratesDateFuture': 'The rates’ date cannot be in the future.',

  // /admin: the rates section.
  'currency.admin.title': 'Display currency rates',
  'currency.admin.description':
    'Prices are stored and charged in US dollars. Travelers may show them in another currency, marked as approximate, at these rates: units of each currency for one US dollar.',
  'currency.admin.ratesOf': 'Rates of {date}',
  'currency.admin.date': 'Date of the rates',
  'currency.admin.rate': '{code} per US dollar',
  'currency.admin.save': 'Save Rates',
  'currency.admin.saving': 'Saving...',
  'currency.admin.loading': 'Loading rates...',
  'currency.admin.savedTitle': 'Rates Updated',
  'currency.admin.saved': 'Travelers now see prices at the rates of {date}.',
  'currency.admin.failed': 'Failed to save the rates.',
  'currency.admin.loadFailed': 'Failed to load the rates.',
} as const;
