// Italian messages: an activity's texts in several languages. Same keys and order as
// ../en-activity-translations.ts (docs/decisions/110, 119).
import type { Messages } from '../../index.ts';

export const itActivityTranslationsMessages = {
  /* ---- The supplier's Translations section (edit activity page) ---- */
  'activityTranslations.title': 'Traduzioni',
  'activityTranslations.intro':
    'I viaggiatori vedono la tua attività nella loro lingua quando la traduci. Altrimenti vedono il testo originale, con una nota che indica in che lingua è scritto.',
  'activityTranslations.original.label': 'Lingua originale',
  'activityTranslations.original.hint':
    'La lingua in cui sono scritti il titolo, la descrizione e i dettagli qui sopra.',
  'activityTranslations.original.saved': 'Lingua originale salvata.',
  'activityTranslations.language.label': 'Traduci in',
  // A language's name, in the reader's language.
  'activityTranslations.languageName':
    '{language, select, en {inglese} de {tedesco} fr {francese} es {spagnolo} it {italiano} other {altra}}',
  // An option of the language list: 'tedesco (tradotto)'.
  'activityTranslations.language.translated':
    '{language, select, en {inglese} de {tedesco} fr {francese} es {spagnolo} it {italiano} other {altra}} (tradotto)',
  'activityTranslations.field.title': 'Titolo',
  'activityTranslations.field.description': 'Descrizione',
  'activityTranslations.field.impact': 'Impatto',
  'activityTranslations.field.meetingAddress': 'Punto d’incontro (facoltativo)',
  'activityTranslations.field.included': 'Cosa è incluso (facoltativo, uno per riga)',
  'activityTranslations.field.whatToBring': 'Cosa portare (facoltativo, uno per riga)',
  'activityTranslations.optionalHint': 'Se lasci vuoto un campo facoltativo, lì verrà mostrato l’originale.',
  'activityTranslations.liveNote': 'I viaggiatori vedono le traduzioni appena le salvi.',
  'activityTranslations.save': 'Salva traduzione',
  'activityTranslations.saving': 'Salvataggio…',
  'activityTranslations.remove': 'Rimuovi traduzione',
  'activityTranslations.saved':
    'Traduzione {language, select, en {in inglese} de {in tedesco} fr {in francese} es {in spagnolo} it {in italiano} other {}} salvata.',
  'activityTranslations.removed':
    'Traduzione {language, select, en {in inglese} de {in tedesco} fr {in francese} es {in spagnolo} it {in italiano} other {}} rimossa.',
  'activityTranslations.loadFailed': 'Impossibile caricare le traduzioni.',
  'activityTranslations.failed': 'Impossibile salvare la traduzione. Riprova.',

  /* ---- Errors (the server's, shown as they are) ---- */
  'activityTranslations.error.titleRequired': 'Inserisci il titolo tradotto.',
  'activityTranslations.error.descriptionRequired': 'Inserisci la descrizione tradotta.',
  'activityTranslations.error.impactRequired': 'Inserisci l’impatto tradotto.',
  'activityTranslations.error.sameLanguage': 'È la lingua originale dell’attività. Modifica invece il testo qui sopra.',
  'activityTranslations.error.notFound': 'Non esiste una traduzione in questa lingua.',
  'activityTranslations.error.originalHasTranslation':
    'Esiste già una traduzione in questa lingua. Rimuovila prima, poi sceglila come lingua originale.',

  /* ---- Public pages: a text shown in its original language ---- */
  // Beside a title, description or detail not translated into the page's language: 'Disponibile solo in inglese'.
  'activityTranslations.shownIn':
    'Disponibile solo {language, select, en {in inglese} de {in tedesco} fr {in francese} es {in spagnolo} it {in italiano} other {nella lingua originale}}',
} as const satisfies Partial<Messages>;
