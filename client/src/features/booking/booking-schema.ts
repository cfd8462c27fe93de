// booking.create's schema, as the booking form imports it on first use (docs/decisions/085). A
// module of its own, so that the bundler can hand the form exactly this export from the chunk it
// shares with other schemas (importing that chunk directly makes it build a namespace object,
// with a runtime helper moved into a chunk of its own that every page then downloads).
export { createBookingInputSchema } from '@regen/shared/schemas/booking';
