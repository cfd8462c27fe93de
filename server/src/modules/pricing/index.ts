// The pricing domain's public surface (docs/decisions/103): what booking.create and the supplier's
// CSV use to price a booking and show its party and answers. Its router is imported by
// trpc/router.ts from pricing.router.ts, like every router (it depends on the tRPC set-up).
export {
  extrasOfBookings,
  hasBookingExtras,
  priceBooking,
  pricedMailLines,
  rewritePricedBooking,
  writePricedBooking,
  type PricedBooking,
} from './pricing.service.ts';
