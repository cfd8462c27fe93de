import { accountSecurityRouter } from '../modules/account-security/index.ts';
import { activityEditingRouter } from '../modules/activity-editing/activity-editing.router.ts';
import { activityTranslationsRouter } from '../modules/activity-translations/activity-translations.router.ts';
import { adminRouter } from '../modules/admin/admin.router.ts';
import { attendanceRouter } from '../modules/attendance/attendance.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { availabilityLiveRouter } from '../modules/availability-live/index.ts';
import { bookingRouter } from '../modules/booking/booking.router.ts';
import { bookedActivityRouter } from '../modules/booked-activity/booked-activity.router.ts';
import { bookingDraftsRouter } from '../modules/booking-drafts/booking-drafts.router.ts';
import { calendarsRouter } from '../modules/calendars/calendars.router.ts';
import { currenciesRouter } from '../modules/currencies/currencies.router.ts';
import { dashboardNumbersRouter } from '../modules/dashboard-numbers/dashboard-numbers.router.ts';
import { catalogueRouter } from '../modules/catalogue/catalogue.router.ts';
import { impactRouter } from '../modules/impact/impact.router.ts';
import { ledgerRouter } from '../modules/ledger/ledger.router.ts';
import { manifestRouter } from '../modules/manifest/manifest.router.ts';
import { inboxRouter } from '../modules/inbox/inbox.router.ts';
import { localesRouter } from '../modules/locales/index.ts';
import { messagingRouter } from '../modules/messaging/messaging.router.ts';
import { outcomesRouter } from '../modules/outcomes/outcomes.router.ts';
import { pricingRouter } from '../modules/pricing/pricing.router.ts';
import { resellersRouter } from '../modules/resellers/resellers.router.ts';
import { octoNotificationsRouter } from '../modules/octo-notifications/octo-notifications.router.ts';
import { schedulesRouter } from '../modules/schedules/schedules.router.ts';
import { searchRouter } from '../modules/search/search.router.ts';
import { secondFactorRouter } from '../modules/second-factor/index.ts';
import { reviewsRouter } from '../modules/reviews/reviews.router.ts';
import { supplierRouter } from '../modules/supplier/supplier.router.ts';
import { suppliersPublicRouter } from '../modules/suppliers-public/suppliers-public.router.ts';
import { travelerRouter } from '../modules/traveler/traveler.router.ts';
import { waitlistRouter } from '../modules/waitlist/waitlist.router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  search: searchRouter,
  booking: bookingRouter,
  availabilityLive: availabilityLiveRouter,
  bookingDrafts: bookingDraftsRouter,
  bookedActivity: bookedActivityRouter,
  supplier: supplierRouter,
  traveler: travelerRouter,
  waitlist: waitlistRouter,
  messaging: messagingRouter,
  inbox: inboxRouter,
  admin: adminRouter,
  activityEditing: activityEditingRouter,
  activityTranslations: activityTranslationsRouter,
  resellers: resellersRouter,
  octoNotifications: octoNotificationsRouter,
  calendars: calendarsRouter,
  schedules: schedulesRouter,
  reviews: reviewsRouter,
  ledger: ledgerRouter,
  attendance: attendanceRouter,
  dashboardNumbers: dashboardNumbersRouter,
  currencies: currenciesRouter,
  impact: impactRouter,
  outcomes: outcomesRouter,
  manifest: manifestRouter,
  suppliersPublic: suppliersPublicRouter,
  pricing: pricingRouter,
  locales: localesRouter,
  accountSecurity: accountSecurityRouter,
  secondFactor: secondFactorRouter,
});

export type AppRouter = typeof appRouter;
