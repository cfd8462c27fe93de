// The French catalogue (issue 33): the same keys and ICU arguments as ./en.ts, one area file per
// English area file under ./fr/ (a subfolder, so that catalogue.test.ts's "each key once" check,
// which reads this folder's files, keeps meaning English). Tone and typography:
// docs/decisions/110 (vous, ’, no-break spaces before : ; ! ? and inside « », plural 'one' covers 0 and 1).

import type { Messages } from '../index.ts';
import { frAccountSecurityMessages } from './fr/account-security.ts';
import { frPasskeysMessages } from './fr/passkeys.ts';
import { frContentMessages } from './fr/content.ts';
import { frLocaleFormatsMessages } from './fr/locale-formats.ts';
import { frAccountsReturnMessages } from './fr/accounts-return.ts';
import { frAccountsTrustMessages } from './fr/accounts-trust.ts';
import { frActivityEditingMessages } from './fr/activity-editing.ts';
import { frActivityPageMessages } from './fr/activity-page.ts';
import { frBookingChangesMessages } from './fr/booking-changes.ts';
import { frBookingMessages } from './fr/booking.ts';
import { frCoreMessages } from './fr/core.ts';
import { frCurrencyMessages } from './fr/currency.ts';
import { frActivityTranslationsMessages } from './fr/activity-translations.ts';
import { frDashboardNumbersMessages } from './fr/dashboard-numbers.ts';
import { frFindMessages } from './fr/find.ts';
import { frLabelMessages } from './fr/labels.ts';
import { frLedgerMessages } from './fr/ledger.ts';
import { frLocalesMessages } from './fr/locales.ts';
import { frManifestMessages } from './fr/manifest.ts';
import { frDayLeftoversMessages } from './fr/day-leftovers.ts';
import { frOctoMessages } from './fr/octo.ts';
import { frOctoUnitsMessages } from './fr/octo-units.ts';
import { frOctoNotificationsMessages } from './fr/octo-notifications.ts';
import { frOutcomesMessages } from './fr/outcomes.ts';
import { frPricingMessages } from './fr/pricing.ts';
import { frPublicSearchAuthMessages } from './fr/public-search-auth.ts';
import { frSupplierMessages } from './fr/supplier.ts';
import { frTravelerMessages } from './fr/traveler.ts';
import { frCalendarUiMessages } from './fr/calendar-ui.ts';

export const fr = {
  ...frCalendarUiMessages,
  ...frPublicSearchAuthMessages,
  ...frSupplierMessages,
  ...frTravelerMessages,
  ...frBookingMessages,
  ...frLabelMessages,
  ...frActivityPageMessages,
  ...frBookingChangesMessages,
  ...frFindMessages,
  ...frAccountsReturnMessages,
  ...frOctoMessages,
  ...frOctoUnitsMessages,
  ...frOctoNotificationsMessages,
  ...frActivityEditingMessages,
  ...frLocalesMessages,
  ...frManifestMessages,
  ...frDayLeftoversMessages,
  ...frPricingMessages,
  ...frDashboardNumbersMessages,
  ...frOutcomesMessages,
  ...frLedgerMessages,
  ...frAccountsTrustMessages,
  ...frCurrencyMessages,
  ...frActivityTranslationsMessages,
  ...frAccountSecurityMessages,
  ...frPasskeysMessages,
  ...frContentMessages,
  ...frLocaleFormatsMessages,
  // en.ts's own messages (shared words, layout, meta, mails, calendar files, errors, validation).
  ...frCoreMessages,
} as const satisfies Partial<Messages>;
