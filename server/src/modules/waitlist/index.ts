// The waitlist domain's public surface (docs/decisions/095): its router, the runner app.ts
// starts, and what tests drive with their own clock.
export { waitlistRouter } from './waitlist.router.ts';
export { registerWaitlist } from './waitlist.sweep.ts';
export { WAITLIST_HOLD_MINUTES, confirmWaitlistHold, offerFreedSpots, runWaitlist } from './waitlist.service.ts';
// A cancelled slot closes its line (docs/decisions/104).
export { closeWaitlistOfSlot } from './waitlist.repository.ts';
