// English messages: an activity's texts in several languages (issue 33 part 3,
// docs/decisions/119): the supplier's Translations section and the public pages' note on a
// text shown in its original language. Part of the one catalogue (./en.ts, docs/decisions/088).
export const activityTranslationsMessages = {
  /* ---- The supplier's Translations section (edit activity page) ---- */
  'activityTranslations.title': 'Translations',
  'activityTranslations.intro':
    'Travelers see your activity in their language where you give it. Where you do not, they see your original text with a note saying which language it is in.',
  'activityTranslations.original.label': 'Original language',
  'activityTranslations.original.hint': 'The language your title, description and details above are written in.',
  'activityTranslations.original.saved': 'Original language saved.',
  'activityTranslations.language.label': 'Translate into',
  // A language's name, in the reader's language.
  'activityTranslations.languageName':
    '{language, select, en {English} de {German} fr {French} es {Spanish} it {Italian} other {Other}}',
  // An option of the language list: 'German (translated)'.
  'activityTranslations.language.translated':
    '{language, select, en {English} de {German} fr {French} es {Spanish} it {Italian} other {Other}} (translated)',
  'activityTranslations.field.title': 'Title',
  'activityTranslations.field.description': 'Description',
  'activityTranslations.field.impact': 'Impact',
  'activityTranslations.field.meetingAddress': 'Meeting point (optional)',
  'activityTranslations.field.included': 'What is included (optional, one per line)',
  'activityTranslations.field.whatToBring': 'What to bring (optional, one per line)',
  'activityTranslations.optionalHint': 'Leave an optional field empty to show the original there.',
  'activityTranslations.liveNote': 'Translations are shown to travelers as soon as you save them.',
  'activityTranslations.save': 'Save translation',
  'activityTranslations.saving': 'Saving...',
  'activityTranslations.remove': 'Remove translation',
  'activityTranslations.saved':
    '{language, select, en {English} de {German} fr {French} es {Spanish} it {Italian} other {The}} translation saved.',
  'activityTranslations.removed':
    '{language, select, en {English} de {German} fr {French} es {Spanish} it {Italian} other {The}} translation removed.',
  'activityTranslations.loadFailed': 'Failed to load the translations.',
  'activityTranslations.failed': 'Failed to save the translation. Please try again.',

  /* ---- Errors (the server's, shown as they are) ---- */
  'activityTranslations.error.titleRequired': 'Please enter the translated title.',
  'activityTranslations.error.descriptionRequired': 'Please enter the translated description.',
  'activityTranslations.error.impactRequired': 'Please enter the translated impact.',
  'activityTranslations.error.sameLanguage':
    'This is the original language of the activity. Edit the text above instead.',
  'activityTranslations.error.notFound': 'There is no translation in this language.',
  'activityTranslations.error.originalHasTranslation':
    'There is a translation in this language. Remove it first, then choose it as the original language.',

  /* ---- Public pages: a text shown in its original language ---- */
  // Beside a title, description or detail not translated into the page's language: 'Shown in German'.
  'activityTranslations.shownIn':
    'Shown in {language, select, en {English} de {German} fr {French} es {Spanish} it {Italian} other {the original language}}',
} as const;
