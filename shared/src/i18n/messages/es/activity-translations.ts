// Spanish messages: an activity's texts in several languages. Same keys and order as
// ../en-activity-translations.ts (docs/decisions/110, 119).
import type { Messages } from '../../index.ts';

export const esActivityTranslationsMessages = {
  /* ---- The supplier's Translations section (edit activity page) ---- */
  'activityTranslations.title': 'Traducciones',
  'activityTranslations.intro':
    'Los viajeros ven tu actividad en su idioma cuando la traduces. Si no, ven tu texto original con una nota que indica en qué idioma está.',
  'activityTranslations.original.label': 'Idioma original',
  'activityTranslations.original.hint':
    'El idioma en el que están escritos el título, la descripción y los detalles de arriba.',
  'activityTranslations.original.saved': 'Idioma original guardado.',
  'activityTranslations.language.label': 'Traducir al',
  // A language's name, in the reader's language.
  'activityTranslations.languageName':
    '{language, select, en {inglés} de {alemán} fr {francés} es {español} it {italiano} other {otro}}',
  // An option of the language list: 'alemán (traducido)'.
  'activityTranslations.language.translated':
    '{language, select, en {inglés} de {alemán} fr {francés} es {español} it {italiano} other {otro}} (traducido)',
  'activityTranslations.field.title': 'Título',
  'activityTranslations.field.description': 'Descripción',
  'activityTranslations.field.impact': 'Impacto',
  'activityTranslations.field.meetingAddress': 'Punto de encuentro (opcional)',
  'activityTranslations.field.included': 'Qué incluye (opcional, uno por línea)',
  'activityTranslations.field.whatToBring': 'Qué llevar (opcional, uno por línea)',
  'activityTranslations.optionalHint': 'Si dejas vacío un campo opcional, ahí se mostrará el original.',
  'activityTranslations.liveNote': 'Los viajeros ven las traducciones en cuanto las guardas.',
  'activityTranslations.save': 'Guardar traducción',
  'activityTranslations.saving': 'Guardando…',
  'activityTranslations.remove': 'Eliminar traducción',
  'activityTranslations.saved':
    'Traducción {language, select, en {al inglés} de {al alemán} fr {al francés} es {al español} it {al italiano} other {}} guardada.',
  'activityTranslations.removed':
    'Traducción {language, select, en {al inglés} de {al alemán} fr {al francés} es {al español} it {al italiano} other {}} eliminada.',
  'activityTranslations.loadFailed': 'No se pudieron cargar las traducciones.',
  'activityTranslations.failed': 'No se pudo guardar la traducción. Inténtalo de nuevo.',

  /* ---- Errors (the server's, shown as they are) ---- */
  'activityTranslations.error.titleRequired': 'Escribe el título traducido.',
  'activityTranslations.error.descriptionRequired': 'Escribe la descripción traducida.',
  'activityTranslations.error.impactRequired': 'Escribe el impacto traducido.',
  'activityTranslations.error.sameLanguage': 'Es el idioma original de la actividad. Edita el texto de arriba.',
  'activityTranslations.error.notFound': 'No hay ninguna traducción en este idioma.',
  'activityTranslations.error.originalHasTranslation':
    'Ya hay una traducción en este idioma. Elimínala primero y luego elígelo como idioma original.',

  /* ---- Public pages: a text shown in its original language ---- */
  // Beside a title, description or detail not translated into the page's language: 'Solo disponible en inglés'.
  'activityTranslations.shownIn':
    'Solo disponible {language, select, en {en inglés} de {en alemán} fr {en francés} es {en español} it {en italiano} other {en el idioma original}}',
} as const satisfies Partial<Messages>;
