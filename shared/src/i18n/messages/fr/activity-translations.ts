// French messages: an activity's texts in several languages. Same keys and order as
// ../en-activity-translations.ts (docs/decisions/110, 119).
import type { Messages } from '../../index.ts';

export const frActivityTranslationsMessages = {
  /* ---- The supplier's Translations section (edit activity page) ---- */
  'activityTranslations.title': 'Traductions',
  'activityTranslations.intro':
    'Les voyageurs voient votre activité dans leur langue lorsque vous la traduisez. Sinon, ils voient votre texte d’origine, avec une mention de la langue dans laquelle il est rédigé.',
  'activityTranslations.original.label': 'Langue d’origine',
  'activityTranslations.original.hint':
    'La langue dans laquelle sont rédigés le titre, la description et les informations ci-dessus.',
  'activityTranslations.original.saved': 'Langue d’origine enregistrée.',
  'activityTranslations.language.label': 'Traduire en',
  // A language's name, in the reader's language.
  'activityTranslations.languageName':
    '{language, select, en {anglais} de {allemand} fr {français} es {espagnol} it {italien} other {autre}}',
  // An option of the language list: 'allemand (traduit)'.
  'activityTranslations.language.translated':
    '{language, select, en {anglais} de {allemand} fr {français} es {espagnol} it {italien} other {autre}} (traduit)',
  'activityTranslations.field.title': 'Titre',
  'activityTranslations.field.description': 'Description',
  'activityTranslations.field.impact': 'Impact',
  'activityTranslations.field.meetingAddress': 'Point de rendez-vous (facultatif)',
  'activityTranslations.field.included': 'Ce qui est inclus (facultatif, un élément par ligne)',
  'activityTranslations.field.whatToBring': 'À apporter (facultatif, un élément par ligne)',
  'activityTranslations.optionalHint': 'Laissez un champ facultatif vide pour y afficher le texte d’origine.',
  'activityTranslations.liveNote': 'Les traductions sont visibles par les voyageurs dès leur enregistrement.',
  'activityTranslations.save': 'Enregistrer la traduction',
  'activityTranslations.saving': 'Enregistrement…',
  'activityTranslations.remove': 'Supprimer la traduction',
  'activityTranslations.saved':
    'Traduction {language, select, en {anglaise} de {allemande} fr {française} es {espagnole} it {italienne} other {}} enregistrée.',
  'activityTranslations.removed':
    'Traduction {language, select, en {anglaise} de {allemande} fr {française} es {espagnole} it {italienne} other {}} supprimée.',
  'activityTranslations.loadFailed': 'Impossible de charger les traductions.',
  'activityTranslations.failed': 'Impossible d’enregistrer la traduction. Veuillez réessayer.',

  /* ---- Errors (the server's, shown as they are) ---- */
  'activityTranslations.error.titleRequired': 'Veuillez saisir le titre traduit.',
  'activityTranslations.error.descriptionRequired': 'Veuillez saisir la description traduite.',
  'activityTranslations.error.impactRequired': 'Veuillez saisir l’impact traduit.',
  'activityTranslations.error.sameLanguage':
    'C’est la langue d’origine de l’activité. Modifiez plutôt le texte ci-dessus.',
  'activityTranslations.error.notFound': 'Il n’existe pas de traduction dans cette langue.',
  'activityTranslations.error.originalHasTranslation':
    'Une traduction existe déjà dans cette langue. Supprimez-la d’abord, puis choisissez-la comme langue d’origine.',

  /* ---- Public pages: a text shown in its original language ---- */
  // Beside a title, description or detail not translated into the page's language: 'Disponible uniquement en anglais'.
  'activityTranslations.shownIn':
    'Disponible uniquement {language, select, en {en anglais} de {en allemand} fr {en français} es {en espagnol} it {en italien} other {dans la langue d’origine}}',
} as const satisfies Partial<Messages>;
