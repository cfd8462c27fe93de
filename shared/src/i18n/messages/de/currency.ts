// German messages: currencies for display. Same keys and order as ../en-currency.ts; a converted
// price is always marked as approximate (docs/decisions/108, 110).
import type { Messages } from '../../index.ts';

export const deCurrencyMessages = {
  // '≈ 37 €': a price converted from US dollars at the admin's rate.
  'currency.approx': '≈ {price}',
  // The booking form's total beside the converted one: '≈ 74 € · 80 $ in US-Dollar berechnet'.
  'currency.totalBoth': '{approx} · {usd} in US-Dollar berechnet',
  'currency.picker.label': 'Währung',
  'currency.picker.hint': 'Berechnet wird in US-Dollar; andere Währungen werden als Schätzung angezeigt.',
  // An option of the picker: 'EUR – Euro'.
  'currency.picker.option': '{code} – {name}',
  'currency.picker.failed': 'Ihre Währung konnte nicht gespeichert werden. Bitte versuchen Sie es noch einmal.',
  'currency.error': 'Fehler',

  // Validation (the admin's rates, the traveler's choice).
  'currency.unknown': 'Wählen Sie eine der angebotenen Währungen.',
  'currency.rateInvalid': 'Geben Sie einen Kurs über null ein.',
  'currency.rateTooLarge': 'Geben Sie einen Kurs von höchstens {max} pro Dollar ein.',
  'currency.rateDecimals': 'Geben Sie einen Kurs mit höchstens sechs Nachkommastellen ein.',
  'currency.ratesIncomplete': 'Geben Sie für jede Währung einen Kurs ein.',
  'currency.ratesDateFuture': 'Das Datum der Kurse darf nicht in der Zukunft liegen.',

  // /admin: the rates section.
  'currency.admin.title': 'Wechselkurse für die Anzeige',
  'currency.admin.description':
    'Preise werden in US-Dollar gespeichert und berechnet. Reisende können sie zu diesen Kursen in einer anderen Währung anzeigen lassen, als ungefähr gekennzeichnet: Einheiten jeder Währung für einen US-Dollar.',
  'currency.admin.ratesOf': 'Kurse vom {date}',
  'currency.admin.date': 'Datum der Kurse',
  'currency.admin.rate': '{code} pro US-Dollar',
  'currency.admin.save': 'Kurse speichern',
  'currency.admin.saving': 'Wird gespeichert …',
  'currency.admin.loading': 'Kurse werden geladen …',
  'currency.admin.savedTitle': 'Kurse aktualisiert',
  'currency.admin.saved': 'Reisende sehen Preise jetzt zu den Kursen vom {date}.',
  'currency.admin.failed': 'Die Kurse konnten nicht gespeichert werden.',
  'currency.admin.loadFailed': 'Die Kurse konnten nicht geladen werden.',
} as const satisfies Partial<Messages>;
