// The German catalogue (issue 33): the same keys and ICU arguments as ./en.ts, one area file per
// English area file under ./de/ (a subfolder, so that catalogue.test.ts's "each key once" check,
// which reads this folder's files, keeps meaning English). Tone and typography:
// docs/decisions/110 (Sie, „…“, plural categories one/other).

import type { Messages } from '../index.ts';
import { deAccountSecurityMessages } from './de/account-security.ts';
import { dePasskeysMessages } from './de/passkeys.ts';
import { deContentMessages } from './de/content.ts';
import { deLocaleFormatsMessages } from './de/locale-formats.ts';
import { deAccountsReturnMessages } from './de/accounts-return.ts';
import { deAccountsTrustMessages } from './de/accounts-trust.ts';
import { deActivityEditingMessages } from './de/activity-editing.ts';
import { deActivityPageMessages } from './de/activity-page.ts';
import { deBookingChangesMessages } from './de/booking-changes.ts';
import { deBookingMessages } from './de/booking.ts';
import { deCoreMessages } from './de/core.ts';
import { deCurrencyMessages } from './de/currency.ts';
import { deActivityTranslationsMessages } from './de/activity-translations.ts';
import { deDashboardNumbersMessages } from './de/dashboard-numbers.ts';
import { deFindMessages } from './de/find.ts';
import { deLabelMessages } from './de/labels.ts';
import { deLedgerMessages } from './de/ledger.ts';
import { deLocalesMessages } from './de/locales.ts';
import { deManifestMessages } from './de/manifest.ts';
import { deDayLeftoversMessages } from './de/day-leftovers.ts';
import { deOctoMessages } from './de/octo.ts';
import { deOctoUnitsMessages } from './de/octo-units.ts';
import { deOctoNotificationsMessages } from './de/octo-notifications.ts';
import { deOutcomesMessages } from './de/outcomes.ts';
import { dePricingMessages } from './de/pricing.ts';
import { dePublicSearchAuthMessages } from './de/public-search-auth.ts';
import { deSupplierMessages } from './de/supplier.ts';
import { deTravelerMessages } from './de/traveler.ts';
import { deCalendarUiMessages } from './de/calendar-ui.ts';

export const de = {
  ...deCalendarUiMessages,
  ...dePublicSearchAuthMessages,
  ...deSupplierMessages,
  ...deTravelerMessages,
  ...deBookingMessages,
  ...deLabelMessages,
  ...deActivityPageMessages,
  ...deBookingChangesMessages,
  ...deFindMessages,
  ...deAccountsReturnMessages,
  ...deOctoMessages,
  ...deOctoUnitsMessages,
  ...deOctoNotificationsMessages,
  ...deActivityEditingMessages,
  ...deLocalesMessages,
  ...deManifestMessages,
  ...deDayLeftoversMessages,
  ...dePricingMessages,
  ...deDashboardNumbersMessages,
  ...deOutcomesMessages,
  ...deLedgerMessages,
  ...deAccountsTrustMessages,
  ...deCurrencyMessages,
  ...deActivityTranslationsMessages,
  ...deAccountSecurityMessages,
  ...dePasskeysMessages,
  ...deContentMessages,
  ...deLocaleFormatsMessages,
  // en.ts's own messages (shared words, layout, meta, mails, calendar files, errors, validation).
  ...deCoreMessages,
} as const satisfies Partial<Messages>;
