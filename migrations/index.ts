import type { Migration } from 'kysely/migration';
import * as initialSchema from './2026-11-21T0000-initial-schema.ts';
import * as pendingUploads from './2026-11-21T0600-pending-uploads.ts';
import * as catalogueVersion from './2026-11-21T1400-catalogue-version.ts';
import * as archivedActivities from './2026-11-21T1500-archived-activities.ts';
import * as rateLimits from './2026-11-21T1600-rate-limits.ts';
import * as activityPlaceAndListingVersion from './2026-11-22T1000-activity-place-and-listing-version.ts';
import * as resellersAndOctoHolds from './2026-11-23T1200-resellers-and-octo-holds.ts';
import * as attendancePointsReviews from './2026-11-23T1800-attendance-points-reviews.ts';
import * as activitySearch from './2026-11-23T1830-activity-search.ts';
import * as inbox from './2026-11-23T1810-inbox.ts';
import * as weeklySchedules from './2026-11-23T1820-weekly-schedules.ts';
import * as mailAttachmentsAndCalendarFeeds from './2026-11-23T1840-mail-attachments-and-calendar-feeds.ts';
import * as searchByDay from './2026-11-25T2000-search-by-day.ts';
import * as octoBookingContact from './2026-11-27T1600-octo-booking-contact.ts';
import * as bookingDrafts from './2026-11-27T1200-booking-drafts.ts';
import * as activityDetailsAndQuestions from './2026-11-27T1400-activity-details-and-questions.ts';
import * as bookingChangesAndWaitlist from './2026-11-27T1300-booking-changes-and-waitlist.ts';
import * as personTypesPromosQuestions from './2026-11-27T1810-person-types-promos-questions.ts';
import * as activityRevisions from './2026-11-27T1800-activity-revisions.ts';
import * as activityTranslations from './2026-11-27T1940-activity-translations.ts';
import * as manifestPaymentAndTickets from './2026-11-27T1820-manifest-payment-and-tickets.ts';
import * as activityOutcomes from './2026-11-27T1840-activity-outcomes.ts';
import * as usersLocale from './2026-11-27T1855-users-locale.ts';
import * as impactLedgerChain from './2026-11-27T1830-impact-ledger-chain.ts';
import * as displayCurrencies from './2026-11-27T1850-display-currencies.ts';
import * as sessionDevices from './2026-11-27T1900-session-devices-and-account-deletion.ts';
import * as octoWebhooks from './2026-11-27T1920-octo-webhooks.ts';
import * as octoTestKeys from './2026-11-27T1910-octo-test-keys.ts';
import * as liveAvailability from './2026-11-27T2000-live-availability.ts';
import * as passkeysAndSecondFactor from './2026-11-27T1930-passkeys-and-second-factor.ts';
import * as searchOneStemmedVector from './2026-11-27T2010-search-one-stemmed-vector.ts';

// Every migration, by name, in the order they run. Add a new file's import here: an
// explicit list works the same under tsx, vitest and a bundler (no directory scan).
export const migrations: Record<string, Migration> = {
  '2026-11-21T0000-initial-schema': initialSchema,
  '2026-11-21T0600-pending-uploads': pendingUploads,
  '2026-11-21T1400-catalogue-version': catalogueVersion,
  '2026-11-21T1500-archived-activities': archivedActivities,
  '2026-11-21T1600-rate-limits': rateLimits,
  '2026-11-22T1000-activity-place-and-listing-version': activityPlaceAndListingVersion,
  '2026-11-23T1200-resellers-and-octo-holds': resellersAndOctoHolds,
  '2026-11-23T1800-attendance-points-reviews': attendancePointsReviews,
  '2026-11-23T1830-activity-search': activitySearch,
  '2026-11-23T1810-inbox': inbox,
  '2026-11-23T1820-weekly-schedules': weeklySchedules,
  '2026-11-23T1840-mail-attachments-and-calendar-feeds': mailAttachmentsAndCalendarFeeds,
  '2026-11-25T2000-search-by-day': searchByDay,
  '2026-11-27T1200-booking-drafts': bookingDrafts,
  '2026-11-27T1400-activity-details-and-questions': activityDetailsAndQuestions,
  '2026-11-27T1300-booking-changes-and-waitlist': bookingChangesAndWaitlist,
  '2026-11-27T1600-octo-booking-contact': octoBookingContact,
  '2026-11-27T1810-person-types-promos-questions': personTypesPromosQuestions,
  '2026-11-27T1800-activity-revisions': activityRevisions,
  '2026-11-27T1940-activity-translations': activityTranslations,
  '2026-11-27T1820-manifest-payment-and-tickets': manifestPaymentAndTickets,
  '2026-11-27T1840-activity-outcomes': activityOutcomes,
  '2026-11-27T1855-users-locale': usersLocale,
  '2026-11-27T1830-impact-ledger-chain': impactLedgerChain,
  '2026-11-27T1850-display-currencies': displayCurrencies,
  '2026-11-27T1900-session-devices-and-account-deletion': sessionDevices,
  '2026-11-27T1920-octo-webhooks': octoWebhooks,
  '2026-11-27T1910-octo-test-keys': octoTestKeys,
  '2026-11-27T2000-live-availability': liveAvailability,
  '2026-11-27T1930-passkeys-and-second-factor': passkeysAndSecondFactor,
  '2026-11-27T2010-search-one-stemmed-vector': searchOneStemmedVector,
};
