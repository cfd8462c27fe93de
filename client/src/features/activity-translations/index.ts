// The activity-translations feature's surface (issue 33 part 3, docs/decisions/119): the edit
// page's Translations section (loaded lazily), and the public pages' note on a text shown in its
// original language.
export { LazyActivityTranslationsEditor } from './lazy-translations-editor.tsx';
export { ShownInNote, langOf } from './shown-in-note.tsx';
