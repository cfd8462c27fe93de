// German messages: an activity's texts in several languages. Same keys and order as
// ../en-activity-translations.ts (docs/decisions/110, 119).
import type { Messages } from '../../index.ts';

export const deActivityTranslationsMessages = {
  /* ---- The supplier's Translations section (edit activity page) ---- */
  'activityTranslations.title': 'Übersetzungen',
  'activityTranslations.intro':
    'Reisende sehen Ihre Aktivität in ihrer Sprache, wenn Sie eine Übersetzung hinterlegen. Andernfalls sehen sie Ihren Originaltext mit einem Hinweis, in welcher Sprache er verfasst ist.',
  'activityTranslations.original.label': 'Originalsprache',
  'activityTranslations.original.hint': 'Die Sprache, in der Titel, Beschreibung und Details oben verfasst sind.',
  'activityTranslations.original.saved': 'Originalsprache gespeichert.',
  'activityTranslations.language.label': 'Sprache der Übersetzung',
  // A language's name, in the reader's language.
  'activityTranslations.languageName':
    '{language, select, en {Englisch} de {Deutsch} fr {Französisch} es {Spanisch} it {Italienisch} other {Andere}}',
  // An option of the language list: 'Deutsch (übersetzt)'.
  'activityTranslations.language.translated':
    '{language, select, en {Englisch} de {Deutsch} fr {Französisch} es {Spanisch} it {Italienisch} other {Andere}} (übersetzt)',
  'activityTranslations.field.title': 'Titel',
  'activityTranslations.field.description': 'Beschreibung',
  'activityTranslations.field.impact': 'Wirkung',
  'activityTranslations.field.meetingAddress': 'Treffpunkt (optional)',
  'activityTranslations.field.included': 'Im Preis enthalten (optional, eine Angabe pro Zeile)',
  'activityTranslations.field.whatToBring': 'Bitte mitbringen (optional, eine Angabe pro Zeile)',
  'activityTranslations.optionalHint': 'Lassen Sie ein optionales Feld leer, wird dort das Original angezeigt.',
  'activityTranslations.liveNote': 'Übersetzungen sind für Reisende sichtbar, sobald Sie sie speichern.',
  'activityTranslations.save': 'Übersetzung speichern',
  'activityTranslations.saving': 'Wird gespeichert …',
  'activityTranslations.remove': 'Übersetzung entfernen',
  'activityTranslations.saved':
    '{language, select, en {Englische} de {Deutsche} fr {Französische} es {Spanische} it {Italienische} other {Die}} Übersetzung wurde gespeichert.',
  'activityTranslations.removed':
    '{language, select, en {Englische} de {Deutsche} fr {Französische} es {Spanische} it {Italienische} other {Die}} Übersetzung wurde entfernt.',
  'activityTranslations.loadFailed': 'Die Übersetzungen konnten nicht geladen werden.',
  'activityTranslations.failed': 'Die Übersetzung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',

  /* ---- Errors (the server's, shown as they are) ---- */
  'activityTranslations.error.titleRequired': 'Bitte geben Sie den übersetzten Titel ein.',
  'activityTranslations.error.descriptionRequired': 'Bitte geben Sie die übersetzte Beschreibung ein.',
  'activityTranslations.error.impactRequired': 'Bitte geben Sie die übersetzte Wirkung ein.',
  'activityTranslations.error.sameLanguage':
    'Das ist die Originalsprache der Aktivität. Bearbeiten Sie stattdessen den Text oben.',
  'activityTranslations.error.notFound': 'In dieser Sprache gibt es keine Übersetzung.',
  'activityTranslations.error.originalHasTranslation':
    'In dieser Sprache gibt es bereits eine Übersetzung. Entfernen Sie sie zuerst und wählen Sie die Sprache dann als Originalsprache.',

  /* ---- Public pages: a text shown in its original language ---- */
  // Beside a title, description or detail not translated into the page's language: 'Nur auf Englisch verfügbar'.
  'activityTranslations.shownIn':
    'Nur {language, select, en {auf Englisch} de {auf Deutsch} fr {auf Französisch} es {auf Spanisch} it {auf Italienisch} other {in der Originalsprache}} verfügbar',
} as const satisfies Partial<Messages>;
