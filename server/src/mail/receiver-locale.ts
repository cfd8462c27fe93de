import { DEFAULT_LOCALE, type Locale } from '@regen/shared/i18n';
import type { DbOrTrx } from '../db/database.ts';
import { inMailLocale } from './mail-locale.ts';

// A mail whose reader is not the one making the request (the supplier's notice of a booking, the
// traveler's of a supplier's message, a decision an admin took), or that is written outside any
// request (the waitlist sweep, attendance's review request), is written in the language its
// reader's account chose, else English (docs/decisions/118). The requester's own mails stay in
// the page's locale (modules/locales/request-locale.ts). Here, beside the outbox, so that every
// domain that queues mail can use it without depending on another domain.

async function localeWhere(db: DbOrTrx, column: 'id' | 'email', value: string): Promise<Locale> {
  const row = await db
    .selectFrom('users')
    .select('locale')
    .where((eb) => (column === 'id' ? eb('id', '=', value) : eb(eb.fn('lower', ['email']), '=', value.toLowerCase())))
    .executeTakeFirst();
  return row?.locale ?? DEFAULT_LOCALE;
}

/** Writes a mail (its texts, dates, prices and .ics) for the account `userId` in its language. */
export async function inLocaleOfUser<T>(db: DbOrTrx, userId: string, write: () => T): Promise<T> {
  return inMailLocale(await localeWhere(db, 'id', userId), write);
}

/** The same for a mail to an address: its account's language, else English. */
export async function inLocaleOfAddress<T>(db: DbOrTrx, email: string, write: () => T): Promise<T> {
  return inMailLocale(await localeWhere(db, 'email', email), write);
}
