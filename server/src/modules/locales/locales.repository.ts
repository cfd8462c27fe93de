import type { DbOrTrx } from '../../db/database.ts';
import type { Locale } from '@regen/shared/i18n';

export async function findUserLocale(db: DbOrTrx, userId: string): Promise<Locale | null> {
  const row = await db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  return row?.locale ?? null;
}

export async function updateUserLocale(db: DbOrTrx, userId: string, locale: Locale): Promise<void> {
  await db.updateTable('users').set({ locale }).where('id', '=', userId).execute();
}

/** The chosen locale of the account with this email address (case as stored), null if none. */
export async function findLocaleByEmail(db: DbOrTrx, email: string): Promise<Locale | null> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  return row?.locale ?? null;
}
