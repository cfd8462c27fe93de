// Spanish messages: currencies for display. Prices are stored and charged in US dollars; a
// converted price is always marked as approximate. Same keys and order as ../en-currency.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const esCurrencyMessages = {
  // '≈ €37': a price converted from US dollars at the admin's rate.
  'currency.approx': '≈ {price}',
  // The booking form's total beside the converted one: '≈ €74 · $80 charged in US dollars'.
  'currency.totalBoth': '{approx} · se cobran {usd} en dólares estadounidenses',
  'currency.picker.label': 'Moneda',
  'currency.picker.hint':
    'Los precios se cobran en dólares estadounidenses; en otras monedas se muestran de forma aproximada.',
  // An option of the picker: 'EUR – Euro'.
  'currency.picker.option': '{code} – {name}',
  'currency.picker.failed': 'No se ha podido guardar tu moneda. Inténtalo de nuevo.',
  'currency.error': 'Error',

  // Validation (the admin's rates, the traveler's choice).
  'currency.unknown': 'Elige una de las monedas disponibles.',
  'currency.rateInvalid': 'Introduce un tipo de cambio mayor que cero.',
  'currency.rateTooLarge': 'Introduce un tipo de cambio de {max} por dólar como máximo.',
  'currency.rateDecimals': 'Introduce un tipo de cambio con seis decimales como máximo.',
  'currency.ratesIncomplete': 'Introduce un tipo de cambio para cada moneda.',
  'currency.ratesDateFuture': 'La fecha de los tipos de cambio no puede ser futura.',

  // /admin: the rates section.
  'currency.admin.title': 'Tipos de cambio para mostrar precios',
  'currency.admin.description':
    'Los precios se guardan y se cobran en dólares estadounidenses. Los viajeros pueden verlos en otra moneda, marcados como aproximados, con estos tipos de cambio: unidades de cada moneda por un dólar estadounidense.',
  'currency.admin.ratesOf': 'Tipos de cambio del {date}',
  'currency.admin.date': 'Fecha de los tipos de cambio',
  'currency.admin.rate': '{code} por dólar estadounidense',
  'currency.admin.save': 'Guardar tipos de cambio',
  'currency.admin.saving': 'Guardando…',
  'currency.admin.loading': 'Cargando los tipos de cambio…',
  'currency.admin.savedTitle': 'Tipos de cambio actualizados',
  'currency.admin.saved': 'Los viajeros ya ven los precios con los tipos de cambio del {date}.',
  'currency.admin.failed': 'No se han podido guardar los tipos de cambio.',
  'currency.admin.loadFailed': 'No se han podido cargar los tipos de cambio.',
} as const satisfies Partial<Messages>;
