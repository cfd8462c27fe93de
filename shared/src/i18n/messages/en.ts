// The English catalogue: every string of the spec verbatim, as ICU messages
// (https://formatjs.github.io/docs/core-concepts/icu-syntax). Keys are '<area>.<name>', grouped by
// the product's areas; a new string is born here first (docs/decisions/088). Other locales
// implement `Messages` (../index.ts) with the same keys and the same arguments
// (catalogue.test.ts checks them).
//
// ICU reminders: `{name}` is a value, `{count, plural, one {…} other {…}}` a plural (`#` is the
// count). A number shown as a number (2,000, $100,000, a date) comes already written by the
// formatting seam (`@regen/shared/format`, formatNumber…); a plain `{n}` writes it as is (2000).
// A single quote is literal except right before `{`, `}` or `#`, where it quotes them.

import { accountsReturnMessages } from './en-accounts-return.ts';
import { accountsTrustMessages } from './en-accounts-trust.ts';
import { accountSecurityMessages } from './en-account-security.ts';
import { passkeysMessages } from './en-passkeys.ts';
import { contentMessages } from './en-content.ts';
import { localeFormatsMessages } from './en-locale-formats.ts';
import { activityPageMessages } from './en-activity-page.ts';
import { activityEditingMessages } from './en-activity-editing.ts';
import { bookingMessages } from './en-booking.ts';
import { labelMessages } from './en-labels.ts';
import { bookingChangesMessages } from './en-booking-changes.ts';
import { findMessages } from './en-find.ts';
import { octoMessages } from './en-octo.ts';
import { octoUnitsMessages } from './en-octo-units.ts';
import { octoNotificationsMessages } from './en-octo-notifications.ts';
import { localesMessages } from './en-locales.ts';
import { manifestMessages } from './en-manifest.ts';
import { pricingMessages } from './en-pricing.ts';
import { dashboardNumbersMessages } from './en-dashboard-numbers.ts';
import { currencyMessages } from './en-currency.ts';
import { activityTranslationsMessages } from './en-activity-translations.ts';
import { outcomesMessages } from './en-outcomes.ts';
import { ledgerMessages } from './en-ledger.ts';
import { dayLeftoversMessages } from './en-day-leftovers.ts';
import { publicSearchAuthMessages } from './en-public-search-auth.ts';
import { supplierMessages } from './en-supplier.ts';
import { travelerMessages } from './en-traveler.ts';
import { calendarUiMessages } from './en-calendar-ui.ts';

export const en = {
  ...calendarUiMessages,
  ...publicSearchAuthMessages,
  ...supplierMessages,
  ...travelerMessages,
  ...bookingMessages,
  ...labelMessages,
  ...activityPageMessages,
  ...activityEditingMessages,
  ...bookingChangesMessages,
  ...findMessages,
  ...accountsReturnMessages,
  ...accountsTrustMessages,
  ...accountSecurityMessages,
  ...passkeysMessages,
  ...contentMessages,
  ...localeFormatsMessages,
  ...octoMessages,
  ...octoUnitsMessages,
  ...octoNotificationsMessages,
  ...localesMessages,
  ...manifestMessages,
  ...pricingMessages,
  ...dashboardNumbersMessages,
  ...currencyMessages,
  ...activityTranslationsMessages,
  ...outcomesMessages,
  ...ledgerMessages,
  ...dayLeftoversMessages,

  /* ---- Shared words ---- */
  'common.people': '{count, plural, one {# person} other {# people}}',
  'common.siteName': 'Regen Marketplace',

  /* ---- Layout: header, menu, footer, not found (docs/spec/public-site.md §1) ---- */
  'layout.skipToContent': 'Skip to content',
  'layout.logo.home': 'Regen Marketplace home',
  'layout.header.nav': 'Main',
  'layout.header.signIn': 'Sign in',
  'layout.header.signUpTraveler': 'Sign Up as Traveler',
  'layout.menu.button': 'Menu',
  'layout.menu.label': 'Main menu',
  'layout.menu.aboutUs': 'About Us',
  'layout.menu.destinations': 'Destinations',
  'layout.menu.currentProjects': 'Current Projects',
  'layout.menu.news': 'Regenerative Tourism News',
  'layout.menu.myProfile': 'My Profile',
  'layout.menu.myImpact': 'My Impact',
  'layout.menu.messages': 'Messages',
  'layout.menu.unread': '{label}, {count} unread',
  'layout.footer.tagline':
    'Book activities run by local suppliers, with what each session achieves measured, verified and published.',
  'layout.footer.nav': 'Footer',
  'layout.footer.destinations': 'Destinations',
  'layout.footer.aboutUs': 'About Us',
  'layout.footer.contactUs': 'Contact Us',
  'layout.footer.supplierSignup': 'Supplier Signup',
  'layout.footer.blog': 'Blog',
  'layout.footer.credits': 'Credits',
  'layout.footer.followUs': 'Follow us',
  'layout.footer.copyright': '© 2023 Regen Marketplace. All rights reserved.',
  'notFound.code': '404',
  'notFound.title': 'Oops! Page not found',
  'notFound.body': 'The page you asked for does not exist or has moved.',
  'notFound.home': 'Return to Home',
  'meta.siteTitle': 'Regen Marketplace',
  'meta.notFoundTitle': 'Page not found · Regen Marketplace',
  // Each page's title and description (its route's head).
  'meta.aboutUs.title': 'About Us',
  'meta.aboutUs.description':
    'What Regen Points® mean for travelers, suppliers and destinations, and the mission, values and story behind Regen Marketplace.',
  'meta.blog.title': 'Blog',
  'meta.blog.description':
    'Guides and stories on regenerative tourism, conservation, community impact and responsible travel.',
  'meta.contactUs.title': 'Contact Us',
  'meta.contactUs.description':
    'Contact Regen Marketplace for general inquiries, collaboration and partnerships. We reply within 24-48 hours on business days.',
  'meta.credits.title': 'Credits',
  'meta.credits.description':
    'Who made the illustrations and other assets of Regen Marketplace, and the licences they are shared under.',
  'meta.currentProjects.title': 'Current Projects',
  'meta.currentProjects.description':
    'Six regenerative projects our travelers and suppliers support, from mangrove restoration to village revival.',
  'meta.destinations.title': 'Choose your destination',
  'meta.destinations.description':
    'Choose one of 37 destination countries to find regenerative experiences and ways to contribute.',
  'meta.experiences.title': 'Search experiences',
  'meta.experiences.description':
    'Search regenerative tourism experiences in 37 countries by activity, impact, date, price, duration and effort.',
  'meta.news.title': 'Regenerative Tourism News',
  'meta.news.description':
    'News on marine conservation, reforestation, community tourism and climate action from regenerative destinations.',
  'meta.actionsIndex.title': 'Country not specified',
  'meta.actionsIndex.description': 'Choose a destination to see how you can contribute there.',
  'meta.admin.title': 'Admin',
  'meta.admin.description': 'Review and approve supplier activities.',
  'meta.signIn.title': 'Sign In',
  'meta.signIn.description': 'Sign in to your Regen Marketplace account.',
  'meta.comingSoon.title': 'Coming soon',
  'meta.comingSoon.description': 'This feature is under development.',
  'meta.supplierSignup.title': 'Supplier Sign Up',
  'meta.supplierSignup.description': 'Create a supplier account and list your regenerative activities.',
  'meta.travelerSignup.title': 'Traveler Sign Up',
  'meta.travelerSignup.description': 'Create a traveler account to book regenerative experiences.',
  'meta.impact.title': 'My Impact',
  'meta.impact.description': 'Your verified Regen Points®, by country, with your trip goal and receipts.',
  'meta.travelerDashboard.title': 'My Reservations',
  'meta.travelerDashboard.description': 'Your current and past reservations.',
  'meta.home.title': 'Regen Marketplace',
  'meta.home.description':
    'Regenerative travel: calculate your impact in Regen Points®, explore 37 destinations and book activities run by local suppliers.',
  'meta.actions.title': 'How to contribute in {country}',
  'meta.actions.description':
    'Simple actions that make your trip to {country} regenerative, with the Regen Points® each one is worth a day when practised (guidance, self-reported).',
  'meta.countryNotFound.title': 'Country not found',
  'meta.countryNotFound.description': 'This country is not one of our destinations.',
  'meta.countryExperiences.title': 'Experiences in {country}',
  'meta.countryExperiences.description':
    'Regenerative tourism experiences in {country}: environmental and social activities run by local suppliers.',
  'meta.country.description':
    'Regenerative travel in {country}: what makes it special, activities to book and actions that help.',
  'meta.postNotFound.title': 'Post Not Found',
  'meta.postNotFound.description': "The blog post you're looking for doesn't exist.",
  'meta.articleNotFound.title': 'Article Not Found',
  'meta.articleNotFound.description': "The news article you're looking for doesn't exist.",
  'meta.siteDescription':
    'Regen Marketplace: find regenerative travel experiences run by local suppliers and measure your impact in Regen Points®.',

  /* ---- Generic UI (components/ui) ---- */
  'ui.loading': 'Loading',
  'ui.dialog.close': 'Close',
  'ui.password.show': 'Show {field}',
  'ui.password.hide': 'Hide {field}',
  'status.activity': '{status, select, approved {Live} pending {Pending} rejected {Rejected} other {{status}}}',
  'status.booking':
    '{status, select, confirmed {Confirmed} cancelled {Cancelled} completed {Completed} no_show {No-show} pending {Pending} other {{status}}}',
  'status.payment':
    '{status, select, pending {Payment pending} completed {Payment completed} failed {Payment failed} other {Payment {status}}}',
  'status.payOnSite': 'Pay on site',

  /* ---- Emails (docs/design.md §7) ---- */
  'mail.greeting': 'Hello {name},',
  'mail.greetingAnonymous': 'Hello,',
  'mail.signature': 'Regen Marketplace',
  'mail.verification.subject': 'Confirm your email address',
  'mail.verification.welcome':
    'Welcome to Regen Marketplace! Please confirm your email address to complete your registration.',
  'mail.verification.validity':
    'The link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  'mail.verification.button': 'Confirm your email',
  'mail.verification.link': 'Confirm your email: {url}',
  'mail.passwordReset.subject': 'Reset your password',
  'mail.passwordReset.request': 'We received a request to reset the password of your Regen Marketplace account.',
  'mail.passwordReset.validity':
    'The link is valid for one hour and can be used once. Setting a new password signs you out everywhere else. If you did not ask for this, you can ignore this email: your password stays the same.',
  'mail.passwordReset.button': 'Set a new password',
  'mail.passwordReset.link': 'Set a new password: {url}',
  'mail.activityApproved.subject': 'Your activity is live: {title}',
  'mail.activityApproved.body':
    'Good news: your activity "{title}" has been approved and is now live on Regen Marketplace.',
  'mail.activityRejected.subject': 'Your activity was not approved: {title}',
  'mail.activityRejected.body': 'Your activity "{title}" was not approved.',
  'mail.activityRejected.reason': 'Reason: {reason}',
  'mail.activityRejected.edit': 'You can edit the activity from your dashboard.',
  'mail.activityStatus.button': 'Open your dashboard',
  'mail.activityStatus.link': 'Your dashboard: {url}',
  'mail.bookingConfirmed.subject': 'Booking confirmed: {activity} on {date}',
  'mail.bookingConfirmed.body':
    'Your booking is confirmed: {activity} with {business} on {when}, for {people, plural, one {# person} other {# people}}.',
  'mail.bookingConfirmed.total': 'Total: {total}, paid on site.',
  'mail.bookingConfirmed.policy': 'Cancellation policy: {policy}',
  'mail.bookingConfirmed.link': 'See or cancel your booking and message the supplier: {url}',
  'mail.bookingNew.subject': 'New booking: {activity} on {date}',
  'mail.bookingNew.body': 'New booking for {activity} on {when}.',
  'mail.bookingNew.customer':
    '{customer} ({email}, {phone}) booked for {people, plural, one {# person} other {# people}}; total {total}, paid on site.',
  'mail.bookingNew.requests': 'Special requests: {requests}',
  'mail.bookingNew.link': 'Open your dashboard: {url}',
  'mail.bookingCancelled.subject': 'Booking cancelled: {activity} on {date}',
  'mail.bookingCancelled.body':
    'The booking for {activity} on {when} ({people, plural, one {# person} other {# people}}) has been cancelled by {cancelledBy}.',
  'mail.bookingCancelled.reason': 'Reason: {reason}',
  'mail.bookingCancelled.customer': 'Customer: {customer}',
  'mail.bookingCancelled.travelerLink': 'Your bookings: {url}',
  'mail.bookingCancelled.supplierLink': 'Dashboard: {url}',
  'mail.bookingReminder.subject': 'Reminder: {activity} on {date}',
  'mail.bookingReminder.body':
    'A reminder of your booking tomorrow: {activity} with {business} on {when}, for {people, plural, one {# person} other {# people}}.',
  'mail.bookingReminder.meetingPlace': 'Meeting place: {place}.',
  'mail.bookingReminder.link': 'See your booking and message the supplier: {url}',
  'mail.newMessage.subject': 'New message from {sender}',
  'mail.newMessage.body': '{sender} sent you a message about {activity} on {when}.',
  'mail.newMessage.open': 'Open the conversation to read and reply.',
  'mail.newMessage.button': 'Open conversation',
  'mail.reviewInvitation.subject': 'How was it? Review "{activity}"',
  'mail.reviewInvitation.thanks': 'Thank you for taking part in "{activity}". How was it?',
  'mail.reviewInvitation.why':
    'Your review helps the next traveler choose, and tells the supplier what worked. You can write it in the next {days} days: a rating from 1 to 5 stars and, if you like, a few words.',
  'mail.reviewInvitation.link': 'Write your review: {url}',
  'mail.reviewInvitation.button': 'Write your review',
  'mail.reviewHidden.subject': 'Your review has been hidden',
  'mail.reviewHidden.body':
    'Your review of "{activity}" has been hidden by the Regen Marketplace team and no longer appears on the site.',
  'mail.reviewHidden.reason': 'Reason: {reason}',
  'mail.reviewHidden.mistake': 'If you think this is a mistake, please contact us.',
  'mail.reviewHidden.link': 'Contact us: {url}',
  'mail.reviewHidden.button': 'Contact us',
  'mail.button.myBookings': 'My bookings',
  'mail.button.supplierDashboard': 'Supplier dashboard',

  /* ---- Calendar files (.ics, docs/decisions/060) and the bookings CSV ---- */
  'calendar.customer': 'Customer',
  'calendar.supplier.party': '{customer}: {people, plural, one {# person} other {# people}}.',
  'calendar.supplier.summary': '{activity}: {customer} ({people, plural, one {# person} other {# people}})',
  'calendar.supplier.dashboard': 'Supplier dashboard: {url}',
  'calendar.specialRequests': 'Special requests: {requests}',
  'calendar.cancelled': 'This booking has been cancelled.',
  'calendar.traveler.party': 'With {business}, for {people, plural, one {# person} other {# people}}.',
  'calendar.traveler.policy': 'Cancellation policy: {policy}',
  'calendar.traveler.bookings': 'Your bookings: {url}',
  'calendar.traveler.summary': '{activity} with {business}',
  'calendar.feed.supplierName': '{business} bookings (Regen Marketplace)',
  'calendar.feed.travelerName': 'My Regen Marketplace bookings',

  /* ---- Errors any procedure may answer with ---- */
  'errors.unexpected': 'An unexpected error occurred',
  'errors.duplicateRecord': 'This record already exists.',
  'errors.dataRule': 'The request breaks a data rule and was not saved.',
  'errors.sessionEnded': 'Your session has ended. Please sign in again.',
  'errors.authSessionMissing': 'Auth session missing!',
  'errors.signInToContinue': 'Please sign in to continue.',
  'uploads.fileTooLarge': 'Please upload an image smaller than 5MB',
  'uploads.invalidFile': 'Please upload an image file',
  'uploads.failed': 'Failed to upload photo. Please try again.',
  'errors.rateLimit': 'Too many attempts. Please wait a minute and try again.',
  'errors.bookingLimit': 'You have made many bookings in a short time. Please try again in an hour.',

  /* ---- Validation shared by many forms (docs/decisions/015) ---- */
  'validation.requiredFields': 'Please fill in all required fields',
  'validation.invalidEmail': 'Please enter a valid email address',
  'validation.emailRequired': 'Please enter your email address',
  'validation.invalidCharacter': 'Please remove the unsupported character from this text',
  'validation.tooLong': 'Please use at most {max} characters',
  'validation.invalidDate': 'Please enter a valid date',
  'validation.dateRange': 'Please select a date between January 1, 2000 and December 31, 2100',
  'validation.invalidTime': 'Please enter a valid time',
  'validation.priceMax': 'Price must be at most ${max}',
  'validation.bookingTotalTooHigh': 'The total of one booking can be at most ${max}. Please book fewer people.',

  /* ---- Search filters (docs/decisions/068) ---- */
  'search.q': 'Search text must be text',
  'search.country': 'Please choose a country from the list',
  'search.category': 'Impact category must be environmental or social',
  'search.people': 'Number of people must be a whole number from 1 to {max}',
  'search.minPrice': 'Minimum price must be a whole number of dollars from 0 to {max}',
  'search.maxPrice': 'Maximum price must be a whole number of dollars from 0 to {max}',
  'search.priceOrder': 'The minimum price must not be above the maximum price',
  'search.duration': 'Please choose a duration from the list',
  'search.effort': 'Effort must be low, medium or high',
  'search.sort': 'Please choose a sort order from the list',
  'search.page': 'Page must be a whole number from 1 to {max}',
  'search.filters': 'These search filters are not valid',
  'inbox.invalidCursor': 'Invalid cursor',

  /* ---- Accounts (docs/spec/accounts-and-operations.md §5) ---- */
  'auth.passwordMismatch': 'Passwords do not match',
  'auth.passwordTooShort': 'Password must be at least 6 characters long',
  'auth.passwordTooLong': 'Password must be at most 200 characters long',
  'auth.signInRequired': 'Please enter both email and password',
  'auth.supplierRequiredFields': 'Please fill in all required fields including password confirmation',
  'auth.yearsInOperation': 'Years in operation must be a whole number between 0 and 500',
  'auth.bothPasswordsRequired': 'Please enter both password fields',
  'auth.resetLinkInvalidShort': 'This password reset link is invalid or has expired.',
  'auth.verificationLinkInvalidShort': 'This verification link is invalid or has expired.',
  'auth.emailNotVerified':
    'Please confirm your email address before signing in. Check your inbox for the confirmation link, or send it again.',
  'auth.duplicateEmail': 'An account with this email already exists.',
  'auth.invalidCredentials': 'Invalid login credentials',
  'auth.resetLinkInvalid': 'This password reset link is invalid or has expired. Please request a new one.',
  'auth.verificationLinkInvalid': 'This confirmation link is invalid or has expired. Please request a new one.',

  /* ---- Activities ---- */
  'activities.notFound': 'Activity not found',

  /* ---- Booking (docs/spec/public-site.md §5) ---- */
  'booking.missingSlot': 'Please select a date and time slot',
  'booking.missingFields': 'Please fill in all required fields (name, email, phone)',
  'booking.invalidSlot': 'Please select a valid time slot',
  'booking.capacityConflict': 'Booking would exceed available capacity',
  'booking.activityNotBookable': 'Activity not found or not available for booking',
  'booking.cancellationReasonRequired': 'Please provide a reason for cancellation',
  'booking.cancellationDeadlinePassed': 'Cancellation deadline has passed',
  'booking.notEnoughSpots': 'Only {count} spots available for this time slot',
  'booking.invalidPhone': 'Please enter a valid phone number',
  'booking.choosePeople': 'Please choose the number of people',
  'booking.atLeastOnePerson': 'At least 1 person is required',
  'booking.tooManyPeople': 'Too many people for one booking',
  'booking.nameTooLong': 'Name is too long',
  'booking.specialRequestsTooLong': 'Special requests can be at most {max} characters',
  'booking.cancellationReasonTooLong': 'The reason can be at most {max} characters',
  'booking.maxPeoplePerBooking': 'This activity takes at most {max} people per booking',
  'booking.slotStarted': 'This time slot has already started. Please select another time.',
  'booking.notFound': 'Booking not found',
  'booking.cancelForbidden': 'You do not have permission to cancel this booking.',
  'booking.alreadyCancelled': 'This booking has already been cancelled.',
  'booking.completed': 'This booking is completed and can no longer be cancelled.',
  'booking.notCancellable': 'This booking can no longer be cancelled.',

  /* ---- Supplier: activities and slots ---- */
  'supplier.missingInformation': 'Missing Information',
  'supplier.descriptionMax': 'Description must be maximum 480 characters',
  'supplier.impactMax': 'Impact description must be maximum 50 characters',
  'supplier.coverPhoto': 'Please upload a cover photo',
  'supplier.titleMax': 'Title must be maximum 100 characters',
  'supplier.priceStep': 'Price can have at most 2 decimal places',
  'supplier.titleRequired': 'Title is required',
  'supplier.descriptionMin': 'Description must be at least 50 characters',
  'supplier.activityTypeRequired': 'Activity type is required',
  'supplier.priceMin': 'Price must be 0 or greater',
  'supplier.durationMin': 'Duration must be at least 1 hour',
  'supplier.participantsMin': 'Must allow at least 1 participant',
  'supplier.impactMin': 'Impact description must be at least 30 characters',
  'supplier.selectDate': 'Please select a date',
  'supplier.selectDateRange': 'Please select a date range',
  'supplier.endAfterStart': 'End time must be after start time',
  'supplier.spotsMin': 'Spots must be at least 1',
  'supplier.durationMax': 'Duration must be at most {max} hours',
  'supplier.participantsMax': 'Must allow at most {max} participants',
  'supplier.spotsMax': 'Spots can be at most {max}',
  'supplier.rangeTooLong': 'Please select a range of at most {max} days',
  'supplier.activityLimit': 'Activity Limit Reached: You can list at most {max} activities.',
  'supplier.activityHasUpcomingBookings':
    'This activity has upcoming confirmed bookings and cannot be deleted. Cancel those bookings first.',
  'supplier.slotNotFound': 'Availability slot not found',
  'supplier.onlyApprovedSlots': 'Availability can only be added to approved (live) activities.',
  'supplier.slotOverlap': 'This time overlaps an existing slot for this activity',
  'supplier.slotOverlapOn': 'This time overlaps an existing slot for this activity on {date}.',
  'supplier.slotOverlapAt': 'This time overlaps an existing slot for this activity on {date} at {span}.',
  'supplier.slotOverlapSomewhere': 'This time overlaps an existing slot for this activity.',
  'supplier.slotInPast': 'Availability cannot be added for past dates',
  'supplier.slotHasBookings':
    'This slot has confirmed bookings. Cancel those bookings before deleting or disabling it.',
  'supplier.slotHasHistory':
    'This slot has cancelled bookings on record and cannot be deleted. Mark it Unavailable instead.',
  'supplier.spotsBelowBooked': 'Spots cannot be fewer than the spots already booked',
  'supplier.noSupplierAccount': "You don't have a supplier account. Please sign up as a supplier first.",

  /* ---- Schedules (docs/decisions/058–059) ---- */
  'schedules.notFound': 'Schedule not found',
  'schedules.inPast': 'A schedule cannot start before today',
  'schedules.spotsAboveMax': "Spots cannot be more than the activity's {max} max participants",
  'schedules.beyondLimit': 'A schedule can run at most 12 months ahead: please choose a last date on or before {date}',
  'schedules.notScheduleDay': "{date} is not one of this schedule's days",
  'schedules.pastDates': 'Past dates cannot be changed',
  'schedules.noException': '{date} has no exception in this schedule',
  'schedules.labelRequired': 'Please name the schedule (for example Summer)',
  'schedules.labelMax': 'Please use at most {max} characters for the name',
  'schedules.weekdayRequired': 'Please choose at least one weekday',
  'schedules.untilBeforeFrom': 'The last date must be on or after the first date',
  'schedules.calendarRange': 'Please select a range of at most 62 days',

  /* ---- Admin ---- */
  'admin.statusUpdateConflict':
    'This activity has already been reviewed by another administrator. The list has been refreshed.',
  'admin.reasonMax': 'The reason must be at most 500 characters',

  /* ---- Messaging ---- */
  'messaging.recipientError':
    'Unable to determine message recipient. You may not have permission to message for this booking.',
  'messaging.blank': 'Please type a message',
  'messaging.tooLong': 'Messages can be at most {max} characters',

  /* ---- Attendance and impact ---- */
  'attendance.notStarted': 'Attendance can be marked once the activity has started.',
  'attendance.final': 'Attendance can only be marked or corrected within {days} days of the activity; it is now final.',
  'attendance.cancelled': 'This booking was cancelled, so its attendance cannot be marked.',
  'attendance.notConfirmed': 'Only a confirmed booking can be marked.',
  'attendance.forbidden': "Only the activity's supplier can mark attendance.",
  'attendance.attendedPeople': 'Please enter how many people came (at least 1), or mark a no-show.',
  'attendance.tooMany':
    'At most {booked} {booked, plural, one {person was} other {people were}} booked: please enter a number from 1 to {booked}.',
  'impact.receiptNotFound': 'Receipt not found',
  'impact.receiptOwnerOnly': 'Only the traveler of this receipt can change how it is shared.',
  'impact.goalCountry': 'Please choose a country from the list',
  'impact.goalDays': 'Days must be a whole number from 1 to 365',
  'impact.goalCities': 'Cities must be a whole number from 1 to 50',

  /* ---- Reviews (docs/decisions/052–054) ---- */
  'reviews.bookingNotFound': 'Booking not found',
  'reviews.notYourBooking': 'Only the traveler who made this booking can review it.',
  'reviews.notAttended': 'You can review an activity once its supplier has confirmed that you attended.',
  'reviews.notStarted': 'You can review this activity once it has taken place.',
  'reviews.windowClosed':
    'Reviews can be written up to {days} days after the activity. This booking can no longer be reviewed.',
  'reviews.alreadyExists': 'You have already reviewed this booking. You can edit your review instead.',
  'reviews.notFound': 'Review not found',
  'reviews.notYours': 'Only the author of this review can change it.',
  'reviews.editClosed':
    'A review can be edited for {hours} hours after it was written. This review can no longer be changed.',
  'reviews.hiddenEdit': 'This review was hidden by our team and can no longer be changed.',
  'reviews.replyNotYourActivity': 'Only the supplier of this activity can reply to its reviews.',
  'reviews.replyAlreadyExists': 'This review already has a reply. A review can be replied to once.',
  'reviews.replyHidden': 'This review was hidden by our team and cannot be replied to.',
  'reviews.alreadyHidden': 'This review is already hidden.',
  'reviews.notHidden': 'This review is not hidden.',
  'reviews.stars': 'Please choose a rating from 1 to 5 stars',
  'reviews.textTooLong': 'Reviews can be at most {max} characters',
  'reviews.replyBlank': 'Please write a reply',
  'reviews.replyTooLong': 'Replies can be at most {max} characters',
  'reviews.hideReasonBlank': 'Please give a reason for hiding this review',
  'reviews.hideReasonTooLong': 'The reason can be at most {max} characters',

  /* ---- Resellers and calendars ---- */
  'resellers.nameRequired': 'Enter the reseller’s name',
  'resellers.nameMax': 'At most 100 characters',
  'resellers.unknownReseller': 'Unknown reseller',
  'resellers.unknownKey': 'Unknown API key',
  'resellers.notFound': 'Reseller not found',
  'resellers.keyNotFound': 'API key not found',
  'resellers.revoked': 'This reseller has been revoked: it can get no new keys.',
  'calendars.csvRangeMalformed': 'Enter both dates as YYYY-MM-DD.',
  'calendars.csvRangeOrder': 'The “To” date must be on or after the “From” date.',
  'calendars.csvRangeTooLong': 'Choose a range of at most {days} days.',
} as const;
