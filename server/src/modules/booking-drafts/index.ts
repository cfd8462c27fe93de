// The booking-drafts domain's public surface (docs/decisions/093): the auth module gives a
// browser's draft to the account that signs up or in with it; trpc/router.ts mounts the router.
export {
  bookingDraftCookieName,
  claimBookingDraft,
  currentBookingDraft,
  discardBookingDraft,
  pruneExpiredBookingDrafts,
  saveBookingDraft,
  type BookingDraftView,
  type DraftOwner,
} from './booking-drafts.service.ts';
