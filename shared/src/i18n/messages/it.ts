// The Italian catalogue (issue 33): the same keys and ICU arguments as ./en.ts, one area file per
// English area file under ./it/ (a subfolder, so that catalogue.test.ts's "each key once" check,
// which reads this folder's files, keeps meaning English). Tone and typography:
// docs/decisions/110 (tu, «…», ’ as apostrophe, plural categories one/other; `many` falls back to other).

import type { Messages } from '../index.ts';
import { itAccountsReturnMessages } from './it/accounts-return.ts';
import { itAccountSecurityMessages } from './it/account-security.ts';
import { itPasskeysMessages } from './it/passkeys.ts';
import { itContentMessages } from './it/content.ts';
import { itLocaleFormatsMessages } from './it/locale-formats.ts';
import { itAccountsTrustMessages } from './it/accounts-trust.ts';
import { itActivityEditingMessages } from './it/activity-editing.ts';
import { itActivityPageMessages } from './it/activity-page.ts';
import { itBookingChangesMessages } from './it/booking-changes.ts';
import { itBookingMessages } from './it/booking.ts';
import { itCoreMessages } from './it/core.ts';
import { itCurrencyMessages } from './it/currency.ts';
import { itActivityTranslationsMessages } from './it/activity-translations.ts';
import { itDashboardNumbersMessages } from './it/dashboard-numbers.ts';
import { itFindMessages } from './it/find.ts';
import { itLabelMessages } from './it/labels.ts';
import { itLedgerMessages } from './it/ledger.ts';
import { itLocalesMessages } from './it/locales.ts';
import { itManifestMessages } from './it/manifest.ts';
import { itDayLeftoversMessages } from './it/day-leftovers.ts';
import { itOctoMessages } from './it/octo.ts';
import { itOctoUnitsMessages } from './it/octo-units.ts';
import { itOctoNotificationsMessages } from './it/octo-notifications.ts';
import { itOutcomesMessages } from './it/outcomes.ts';
import { itPricingMessages } from './it/pricing.ts';
import { itPublicSearchAuthMessages } from './it/public-search-auth.ts';
import { itSupplierMessages } from './it/supplier.ts';
import { itTravelerMessages } from './it/traveler.ts';
import { itCalendarUiMessages } from './it/calendar-ui.ts';

export const it = {
  ...itCalendarUiMessages,
  ...itPublicSearchAuthMessages,
  ...itSupplierMessages,
  ...itTravelerMessages,
  ...itBookingMessages,
  ...itLabelMessages,
  ...itActivityPageMessages,
  ...itBookingChangesMessages,
  ...itFindMessages,
  ...itAccountsReturnMessages,
  ...itOctoMessages,
  ...itOctoUnitsMessages,
  ...itOctoNotificationsMessages,
  ...itActivityEditingMessages,
  ...itLocalesMessages,
  ...itManifestMessages,
  ...itDayLeftoversMessages,
  ...itPricingMessages,
  ...itDashboardNumbersMessages,
  ...itOutcomesMessages,
  ...itLedgerMessages,
  ...itAccountsTrustMessages,
  ...itCurrencyMessages,
  ...itActivityTranslationsMessages,
  ...itAccountSecurityMessages,
  ...itPasskeysMessages,
  ...itContentMessages,
  ...itLocaleFormatsMessages,
  // en.ts's own messages (shared words, layout, meta, mails, calendar files, errors, validation).
  ...itCoreMessages,
} as const satisfies Partial<Messages>;
