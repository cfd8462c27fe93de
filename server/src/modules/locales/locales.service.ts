import { DEFAULT_LOCALE, type Locale } from '@regen/shared/i18n';
import type { DbOrTrx } from '../../db/database.ts';
import { findLocaleByEmail, findUserLocale, updateUserLocale } from './locales.repository.ts';

/** The signed-in user's language: the one they chose, or null (the page's then). */
export const myLocale = (db: DbOrTrx, userId: string) => findUserLocale(db, userId);

/** Keeps the language the user switched to on their profile (mails follow it). */
export async function setMyLocale(db: DbOrTrx, userId: string, locale: Locale): Promise<{ locale: Locale }> {
  await updateUserLocale(db, userId, locale);
  return { locale };
}

/** The locale mails to this address are written in: its account's choice, else English. */
export async function receiverLocale(db: DbOrTrx, email: string): Promise<Locale> {
  return (await findLocaleByEmail(db, email)) ?? DEFAULT_LOCALE;
}
