// Italian messages: currencies for display. Prices are stored and charged in US dollars; a
// converted price is always marked as approximate. Same keys and order as ../en-currency.ts
// (docs/decisions/110).
import type { Messages } from '../../index.ts';

export const itCurrencyMessages = {
  // '≈ €37': a price converted from US dollars at the admin's rate.
  'currency.approx': '≈ {price}',
  // The booking form's total beside the converted one: '≈ €74 · $80 charged in US dollars'.
  'currency.totalBoth': '{approx} · {usd} addebitati in dollari USA',
  'currency.picker.label': 'Valuta',
  'currency.picker.hint': 'I prezzi vengono addebitati in dollari USA; le altre valute sono mostrate come stima.',
  // An option of the picker: 'EUR – Euro'.
  'currency.picker.option': '{code} – {name}',
  'currency.picker.failed': 'Impossibile salvare la valuta. Riprova.',
  'currency.error': 'Errore',

  // Validation (the admin's rates, the traveler's choice).
  'currency.unknown': 'Scegli una delle valute disponibili.',
  'currency.rateInvalid': 'Inserisci un tasso maggiore di zero.',
  'currency.rateTooLarge': 'Inserisci un tasso di al massimo {max} per dollaro.',
  'currency.rateDecimals': 'Inserisci un tasso con al massimo sei decimali.',
  'currency.ratesIncomplete': 'Inserisci un tasso per ogni valuta.',
  'currency.ratesDateFuture': 'La data dei tassi non può essere nel futuro.',

  // /admin: the rates section.
  'currency.admin.title': 'Tassi di cambio per la visualizzazione',
  'currency.admin.description':
    'I prezzi sono salvati e addebitati in dollari USA. I viaggiatori possono vederli in un’altra valuta, indicati come approssimativi, a questi tassi: unità di ciascuna valuta per un dollaro USA.',
  'currency.admin.ratesOf': 'Tassi del {date}',
  'currency.admin.date': 'Data dei tassi',
  'currency.admin.rate': '{code} per dollaro USA',
  'currency.admin.save': 'Salva i tassi',
  'currency.admin.saving': 'Salvataggio…',
  'currency.admin.loading': 'Caricamento dei tassi…',
  'currency.admin.savedTitle': 'Tassi aggiornati',
  'currency.admin.saved': 'Ora i viaggiatori vedono i prezzi ai tassi del {date}.',
  'currency.admin.failed': 'Impossibile salvare i tassi.',
  'currency.admin.loadFailed': 'Impossibile caricare i tassi.',
} as const satisfies Partial<Messages>;
