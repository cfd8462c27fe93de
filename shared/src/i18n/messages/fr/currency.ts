// French messages: currencies for display. Same keys and order as ../en-currency.ts; a converted
// price is always marked as approximate (docs/decisions/108, 110).
import type { Messages } from '../../index.ts';

export const frCurrencyMessages = {
  // '≈ 37 €': a price converted from US dollars at the admin's rate.
  'currency.approx': '≈ {price}',
  // The booking form's total beside the converted one: '≈ 74 € · 80 $ facturés en dollars américains'.
  'currency.totalBoth': '{approx} · {usd} facturés en dollars américains',
  'currency.picker.label': 'Devise',
  'currency.picker.hint':
    'Les prix sont facturés en dollars américains ; les autres devises sont affichées à titre indicatif.',
  // An option of the picker: 'EUR – Euro'.
  'currency.picker.option': '{code} – {name}',
  'currency.picker.failed': 'Impossible d’enregistrer votre devise. Veuillez réessayer.',
  'currency.error': 'Erreur',

  // Validation (the admin's rates, the traveler's choice).
  'currency.unknown': 'Choisissez l’une des devises proposées.',
  'currency.rateInvalid': 'Saisissez un taux supérieur à zéro.',
  'currency.rateTooLarge': 'Saisissez un taux de {max} au maximum pour un dollar.',
  'currency.rateDecimals': 'Saisissez un taux avec six décimales au maximum.',
  'currency.ratesIncomplete': 'Saisissez un taux pour chaque devise.',
  'currency.ratesDateFuture': 'La date des taux ne peut pas être dans le futur.',

  // /admin: the rates section.
  'currency.admin.title': 'Taux des devises affichées',
  'currency.admin.description':
    'Les prix sont enregistrés et facturés en dollars américains. Les voyageurs peuvent les afficher dans une autre devise, signalée comme approximative, à ces taux : unités de chaque devise pour un dollar américain.',
  'currency.admin.ratesOf': 'Taux du {date}',
  'currency.admin.date': 'Date des taux',
  'currency.admin.rate': '{code} pour un dollar américain',
  'currency.admin.save': 'Enregistrer les taux',
  'currency.admin.saving': 'Enregistrement…',
  'currency.admin.loading': 'Chargement des taux…',
  'currency.admin.savedTitle': 'Taux mis à jour',
  'currency.admin.saved': 'Les voyageurs voient désormais les prix aux taux du {date}.',
  'currency.admin.failed': 'Impossible d’enregistrer les taux.',
  'currency.admin.loadFailed': 'Impossible de charger les taux.',
} as const satisfies Partial<Messages>;
