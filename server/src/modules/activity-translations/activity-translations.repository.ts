import { sql } from 'kysely';
import type { Locale } from '@regen/shared/i18n';
import type { DbOrTrx } from '../../db/database.ts';

// An activity's texts per language (docs/decisions/119): `activity_translations`, one row per
// activity and language other than the activity's own (`activities.original_locale`).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The activity with its owner and language, unless archived (then it is not found). */
export function findActivity(db: DbOrTrx, activityId: string, lock = false) {
  let query = db
    .selectFrom('activities')
    .select(['id', 'supplier_id', 'original_locale'])
    .where('id', '=', activityId)
    .where('status', '<>', 'archived');
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function listTranslations(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activity_translations')
    .select([
      'locale',
      'title',
      'description',
      'impact_description',
      'meeting_address',
      'included',
      'what_to_bring',
      'updated_at',
    ])
    .where('activity_id', '=', activityId)
    .orderBy('locale')
    .execute();
}

export interface TranslationValues {
  title: string;
  description: string;
  impact_description: string;
  meeting_address: string | null;
  included: string[];
  what_to_bring: string[];
}

/** Inserts or replaces one language's texts; true when anything changed. */
export async function upsertTranslation(
  db: DbOrTrx,
  activityId: string,
  locale: Locale,
  values: TranslationValues,
): Promise<void> {
  await db
    .insertInto('activity_translations')
    .values({ activity_id: activityId, locale, ...values })
    .onConflict((oc) => oc.columns(['activity_id', 'locale']).doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .execute();
}

export async function deleteTranslation(db: DbOrTrx, activityId: string, locale: Locale): Promise<boolean> {
  const result = await db
    .deleteFrom('activity_translations')
    .where('activity_id', '=', activityId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function hasTranslation(db: DbOrTrx, activityId: string, locale: Locale): Promise<boolean> {
  const row = await db
    .selectFrom('activity_translations')
    .select('locale')
    .where('activity_id', '=', activityId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row !== undefined;
}

export async function updateOriginalLocale(db: DbOrTrx, activityId: string, locale: Locale): Promise<void> {
  await db.updateTable('activities').set({ original_locale: locale }).where('id', '=', activityId).execute();
}

/**
 * For each activity, its own language and its texts in `locale` (null columns without a
 * translation). One statement for a page of cards.
 */
export function textsIn(db: DbOrTrx, activityIds: readonly string[], locale: Locale) {
  return db
    .selectFrom('activities as a')
    .leftJoin('activity_translations as t', (join) =>
      join.onRef('t.activity_id', '=', 'a.id').on('t.locale', '=', locale),
    )
    .select([
      'a.id',
      'a.original_locale',
      't.title',
      't.description',
      't.impact_description',
      't.meeting_address',
      't.included',
      't.what_to_bring',
    ])
    .where('a.id', 'in', activityIds)
    .execute();
}

/** The activity's translated titles in `locales`, with its own language (docs/decisions/124). */
export function titlesIn(db: DbOrTrx, activityId: string, locales: Locale[]) {
  return db
    .selectFrom('activity_translations as t')
    .innerJoin('activities as a', 'a.id', 't.activity_id')
    .select(['t.locale', 't.title', 'a.original_locale'])
    .where('t.activity_id', '=', activityId)
    .where('t.locale', 'in', locales)
    .execute();
}
