import { z } from 'zod';
import { ACTIVITY_DESCRIPTION_MAX, ACTIVITY_IMPACT_MAX, ACTIVITY_TITLE_MAX } from '../constants.ts';
import { englishMessage } from '../i18n/index.ts';
import { LOCALES, type Locale } from '../i18n/locales.ts';
import { text } from './bounds.ts';
import { DESCRIPTION_MAX_MESSAGE, IMPACT_MAX_MESSAGE, TITLE_MAX_MESSAGE } from './supplier.ts';
import { LIST_ITEMS_MAX, LIST_ITEM_MAX, MEETING_ADDRESS_MAX } from './activity-editing.ts';

// An activity's texts in other languages than its own (issue 33 part 3, docs/decisions/119):
// the title, description and impact together (a translation has all three), and optionally the
// meeting point, what is included and what to bring, each falling back to the original on its own.

export const TRANSLATION_TITLE_REQUIRED_MESSAGE = englishMessage('activityTranslations.error.titleRequired');
export const TRANSLATION_DESCRIPTION_REQUIRED_MESSAGE = englishMessage(
  'activityTranslations.error.descriptionRequired',
);
export const TRANSLATION_IMPACT_REQUIRED_MESSAGE = englishMessage('activityTranslations.error.impactRequired');
export const TRANSLATION_SAME_LANGUAGE_MESSAGE = englishMessage('activityTranslations.error.sameLanguage');

const localeSchema = z.enum(LOCALES);
const activityId = z.string().trim().min(1).max(100);

function lines(maxItems: number, itemMax: number) {
  return z
    .array(
      text()
        .trim()
        .max(itemMax, englishMessage('activityEditing.error.itemMax', { max: itemMax })),
    )
    .max(maxItems * 2)
    .transform((items) => items.filter((item) => item.length > 0))
    .pipe(z.array(z.string()).max(maxItems, englishMessage('activityEditing.error.listMax', { max: maxItems })));
}

export const activityTranslationFieldsSchema = z.object({
  title: text({ error: TRANSLATION_TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: TRANSLATION_TITLE_REQUIRED_MESSAGE, abort: true })
    .max(ACTIVITY_TITLE_MAX, TITLE_MAX_MESSAGE),
  description: text({ error: TRANSLATION_DESCRIPTION_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: TRANSLATION_DESCRIPTION_REQUIRED_MESSAGE, abort: true })
    .max(ACTIVITY_DESCRIPTION_MAX, DESCRIPTION_MAX_MESSAGE),
  impactDescription: text({ error: TRANSLATION_IMPACT_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: TRANSLATION_IMPACT_REQUIRED_MESSAGE, abort: true })
    .max(ACTIVITY_IMPACT_MAX, IMPACT_MAX_MESSAGE),
  meetingAddress: text()
    .trim()
    .max(MEETING_ADDRESS_MAX, englishMessage('activityEditing.error.addressMax', { max: MEETING_ADDRESS_MAX }))
    .default(''),
  included: lines(LIST_ITEMS_MAX, LIST_ITEM_MAX).default([]),
  whatToBring: lines(LIST_ITEMS_MAX, LIST_ITEM_MAX).default([]),
});
export type ActivityTranslationFields = z.output<typeof activityTranslationFieldsSchema>;

/** activityTranslations.save: one language's texts of one of the supplier's activities. */
export const saveActivityTranslationInputSchema = activityTranslationFieldsSchema.extend({
  activityId,
  locale: localeSchema,
});
export type SaveActivityTranslationInput = z.input<typeof saveActivityTranslationInputSchema>;
export type SaveActivityTranslation = z.output<typeof saveActivityTranslationInputSchema>;

export const removeActivityTranslationInputSchema = z.object({ activityId, locale: localeSchema });
export type RemoveActivityTranslationInput = z.infer<typeof removeActivityTranslationInputSchema>;

export const activityTranslationsInputSchema = z.object({ activityId });

/** activityTranslations.setOriginal: the language the activity's own texts are written in. */
export const setOriginalLocaleInputSchema = z.object({ activityId, locale: localeSchema });
export type SetOriginalLocaleInput = z.infer<typeof setOriginalLocaleInputSchema>;

/** activityTranslations.ofActivity: the original language and every translation given. */
export interface ActivityTranslations {
  activityId: string;
  originalLocale: Locale;
  translations: (ActivityTranslationFields & { locale: Locale; updatedAt: Date })[];
}

/**
 * Added to what a public read shows of an activity when its texts are not in the page's
 * language: the language they are shown in (the original's), so the page can say so and mark
 * the block with `lang`. Absent when they are in the page's language.
 */
export interface ShownIn {
  shownIn?: Locale;
}
