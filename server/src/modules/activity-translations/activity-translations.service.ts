import type { Locale } from '@regen/shared/i18n';
import type {
  ActivityTranslations,
  SaveActivityTranslation,
  ShownIn,
} from '@regen/shared/schemas/activity-translations';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import { mailLocale } from '../../mail/mail-locale.ts';
import * as repo from './activity-translations.repository.ts';

// An activity's texts per language (issue 33 part 3, docs/decisions/119): its supplier writes
// them; public reads show the page's language where given, else the original with the language
// it is in (`shownIn`), for the page's "Shown in …" note and `lang` attribute.

/** The language of the page the request comes from (x-regen-locale, or the page being rendered). */
export function contentLocale(): Locale {
  return mailLocale();
}

/** The activity, when it is this supplier's and not archived; otherwise not found (never "forbidden"). */
async function ownActivity(db: DbOrTrx, supplierId: string, activityId: string, lock = false) {
  const row = repo.isUuid(activityId) ? await repo.findActivity(db, activityId, lock) : undefined;
  if (!row || row.supplier_id !== supplierId) throw new DomainError('NOT_FOUND', 'activities.notFound');
  return row;
}

export async function activityTranslations(
  db: Db,
  supplierId: string,
  activityId: string,
): Promise<ActivityTranslations> {
  const activity = await ownActivity(db, supplierId, activityId);
  const rows = await repo.listTranslations(db, activityId);
  return {
    activityId,
    originalLocale: activity.original_locale,
    translations: rows.map((r) => ({
      locale: r.locale,
      title: r.title,
      description: r.description,
      impactDescription: r.impact_description,
      meetingAddress: r.meeting_address ?? '',
      included: r.included,
      whatToBring: r.what_to_bring,
      updatedAt: r.updated_at,
    })),
  };
}

/**
 * Saves one language's texts. They are shown at once, also for a live activity under manual
 * approval (docs/decisions/119 says why). Not in the activity's own language.
 */
export async function saveTranslation(
  db: Db,
  supplierId: string,
  parsed: SaveActivityTranslation,
): Promise<ActivityTranslations> {
  await db.transaction().execute(async (trx) => {
    const activity = await ownActivity(trx, supplierId, parsed.activityId, true);
    if (activity.original_locale === parsed.locale) {
      throw new DomainError('BAD_REQUEST', 'activityTranslations.error.sameLanguage');
    }
    await repo.upsertTranslation(trx, parsed.activityId, parsed.locale, {
      title: parsed.title,
      description: parsed.description,
      impact_description: parsed.impactDescription,
      meeting_address: parsed.meetingAddress || null,
      included: parsed.included,
      what_to_bring: parsed.whatToBring,
    });
  });
  return activityTranslations(db, supplierId, parsed.activityId);
}

export async function removeTranslation(
  db: Db,
  supplierId: string,
  input: { activityId: string; locale: Locale },
): Promise<ActivityTranslations> {
  await db.transaction().execute(async (trx) => {
    await ownActivity(trx, supplierId, input.activityId, true);
    if (!(await repo.deleteTranslation(trx, input.activityId, input.locale))) {
      throw new DomainError('NOT_FOUND', 'activityTranslations.error.notFound');
    }
  });
  return activityTranslations(db, supplierId, input.activityId);
}

/** The language the activity's own texts are in; refused while a translation in it exists. */
export async function setOriginalLocale(
  db: Db,
  supplierId: string,
  input: { activityId: string; locale: Locale },
): Promise<ActivityTranslations> {
  await db.transaction().execute(async (trx) => {
    const activity = await ownActivity(trx, supplierId, input.activityId, true);
    if (activity.original_locale === input.locale) return;
    if (await repo.hasTranslation(trx, input.activityId, input.locale)) {
      throw new DomainError('CONFLICT', 'activityTranslations.error.originalHasTranslation');
    }
    await repo.updateOriginalLocale(trx, input.activityId, input.locale);
  });
  return activityTranslations(db, supplierId, input.activityId);
}

/* ---- Public reads: the page's language where given ---- */

type Texts = Awaited<ReturnType<typeof repo.textsIn>>[number];

async function textsOf(db: DbOrTrx, ids: string[], locale: Locale): Promise<Map<string, Texts>> {
  const valid = [...new Set(ids.filter(repo.isUuid))];
  if (valid.length === 0) return new Map();
  return new Map((await repo.textsIn(db, valid, locale)).map((row) => [row.id, row]));
}

interface CardTexts {
  activityId: string;
  title: string;
  description: string;
  impact: string;
  isSupplierActivity: boolean;
}

/**
 * Cards in the page's language: a translation's title, description and impact where the
 * supplier gave one, else the originals with `shownIn` (their language). Sample activities
 * (not in the database) are English and stay as they are.
 */
export async function translateCards<T extends CardTexts>(
  db: DbOrTrx,
  cards: T[],
  locale: Locale = contentLocale(),
): Promise<(T & ShownIn)[]> {
  const texts = await textsOf(
    db,
    cards.filter((c) => c.isSupplierActivity).map((c) => c.activityId),
    locale,
  );
  return cards.map((card) => {
    const row = texts.get(card.activityId);
    if (!row || row.original_locale === locale) return card;
    if (row.title !== null && row.description !== null && row.impact_description !== null) {
      return { ...card, title: row.title, description: row.description, impact: row.impact_description };
    }
    return { ...card, shownIn: row.original_locale };
  });
}

/** The booking page's activity (title, description, impact) in the page's language. */
export async function translateActivityTexts<
  T extends { id: string; title: string; description: string; impactDescription: string },
>(db: DbOrTrx, activity: T, locale: Locale = contentLocale()): Promise<T & ShownIn> {
  const row = (await textsOf(db, [activity.id], locale)).get(activity.id);
  if (!row || row.original_locale === locale) return activity;
  if (row.title !== null && row.description !== null && row.impact_description !== null) {
    return { ...activity, title: row.title, description: row.description, impactDescription: row.impact_description };
  }
  return { ...activity, shownIn: row.original_locale };
}

/**
 * The activity's title for readers in `locales` (mails' receivers, an OCTO reseller's content
 * language, docs/decisions/124): each locale's translation where the supplier gave one; a locale
 * without one is absent (the caller keeps the original it already read). One read.
 */
export async function activityTitlesIn(
  db: DbOrTrx,
  activityId: string,
  locales: readonly Locale[],
): Promise<Map<Locale, string>> {
  if (!repo.isUuid(activityId) || locales.length === 0) return new Map();
  const rows = await repo.titlesIn(db, activityId, [...new Set(locales)]);
  return new Map(rows.filter((r) => r.locale !== r.original_locale).map((r) => [r.locale, r.title]));
}

/**
 * The activities' title, description and impact in `locale` where a translation gives them
 * (OCTO content by Accept-Language, docs/decisions/124); an activity without one is absent.
 */
export async function activityTextsIn(
  db: DbOrTrx,
  activityIds: readonly string[],
  locale: Locale,
): Promise<Map<string, { title: string; description: string; impactDescription: string }>> {
  const texts = await textsOf(db, [...activityIds], locale);
  const found = new Map<string, { title: string; description: string; impactDescription: string }>();
  for (const [id, row] of texts) {
    if (row.original_locale === locale || row.title === null || row.description === null) continue;
    if (row.impact_description === null) continue;
    found.set(id, { title: row.title, description: row.description, impactDescription: row.impact_description });
  }
  return found;
}

export type DetailField = 'impact' | 'included' | 'whatToBring' | 'meetingPoint';

interface DetailTexts {
  activityId: string;
  impact: string;
  included: string[];
  whatToBring: string[];
  meetingPoint: { address: string } | null;
}

/**
 * The activity page's details in the page's language, each on its own: a translation's impact,
 * meeting point, inclusions and what to bring where given, else the original's, named in
 * `detailsShownIn` with their language.
 */
export async function translateActivityDetails<T extends DetailTexts>(
  db: DbOrTrx,
  details: T,
  locale: Locale = contentLocale(),
): Promise<T & { detailsShownIn?: Partial<Record<DetailField, Locale>> }> {
  const row = (await textsOf(db, [details.activityId], locale)).get(details.activityId);
  if (!row || row.original_locale === locale) return details;
  const original = row.original_locale;
  const shownIn: Partial<Record<DetailField, Locale>> = {};
  const result: T = { ...details };
  if (row.impact_description !== null) result.impact = row.impact_description;
  else shownIn.impact = original;
  if (row.included?.length) result.included = row.included;
  else if (details.included.length > 0) shownIn.included = original;
  if (row.what_to_bring?.length) result.whatToBring = row.what_to_bring;
  else if (details.whatToBring.length > 0) shownIn.whatToBring = original;
  if (details.meetingPoint) {
    if (row.meeting_address) result.meetingPoint = { ...details.meetingPoint, address: row.meeting_address };
    else shownIn.meetingPoint = original;
  }
  return Object.keys(shownIn).length > 0 ? { ...result, detailsShownIn: shownIn } : result;
}
