// The Spanish catalogue (issue 33): the same keys and ICU arguments as ./en.ts, one area file per
// English area file under ./es/ (a subfolder, so that catalogue.test.ts's "each key once" check,
// which reads this folder's files, keeps meaning English). Tone and typography:
// docs/decisions/110 (tú, «…», ¿…? ¡…!, plural categories one/other; `many` falls back to other).

import type { Messages } from '../index.ts';
import { esAccountsReturnMessages } from './es/accounts-return.ts';
import { esAccountSecurityMessages } from './es/account-security.ts';
import { esPasskeysMessages } from './es/passkeys.ts';
import { esContentMessages } from './es/content.ts';
import { esLocaleFormatsMessages } from './es/locale-formats.ts';
import { esAccountsTrustMessages } from './es/accounts-trust.ts';
import { esActivityEditingMessages } from './es/activity-editing.ts';
import { esActivityPageMessages } from './es/activity-page.ts';
import { esBookingChangesMessages } from './es/booking-changes.ts';
import { esBookingMessages } from './es/booking.ts';
import { esCoreMessages } from './es/core.ts';
import { esCurrencyMessages } from './es/currency.ts';
import { esActivityTranslationsMessages } from './es/activity-translations.ts';
import { esDashboardNumbersMessages } from './es/dashboard-numbers.ts';
import { esFindMessages } from './es/find.ts';
import { esLabelMessages } from './es/labels.ts';
import { esLedgerMessages } from './es/ledger.ts';
import { esLocalesMessages } from './es/locales.ts';
import { esManifestMessages } from './es/manifest.ts';
import { esDayLeftoversMessages } from './es/day-leftovers.ts';
import { esOctoMessages } from './es/octo.ts';
import { esOctoUnitsMessages } from './es/octo-units.ts';
import { esOctoNotificationsMessages } from './es/octo-notifications.ts';
import { esOutcomesMessages } from './es/outcomes.ts';
import { esPricingMessages } from './es/pricing.ts';
import { esPublicSearchAuthMessages } from './es/public-search-auth.ts';
import { esSupplierMessages } from './es/supplier.ts';
import { esTravelerMessages } from './es/traveler.ts';
import { esCalendarUiMessages } from './es/calendar-ui.ts';

export const es = {
  ...esCalendarUiMessages,
  ...esPublicSearchAuthMessages,
  ...esSupplierMessages,
  ...esTravelerMessages,
  ...esBookingMessages,
  ...esLabelMessages,
  ...esActivityPageMessages,
  ...esBookingChangesMessages,
  ...esFindMessages,
  ...esAccountsReturnMessages,
  ...esOctoMessages,
  ...esOctoUnitsMessages,
  ...esOctoNotificationsMessages,
  ...esActivityEditingMessages,
  ...esLocalesMessages,
  ...esManifestMessages,
  ...esDayLeftoversMessages,
  ...esPricingMessages,
  ...esDashboardNumbersMessages,
  ...esOutcomesMessages,
  ...esLedgerMessages,
  ...esAccountsTrustMessages,
  ...esCurrencyMessages,
  ...esActivityTranslationsMessages,
  ...esAccountSecurityMessages,
  ...esPasskeysMessages,
  ...esContentMessages,
  ...esLocaleFormatsMessages,
  // en.ts's own messages (shared words, layout, meta, mails, calendar files, errors, validation).
  ...esCoreMessages,
} as const satisfies Partial<Messages>;
