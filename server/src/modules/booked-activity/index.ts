// The booked-activity domain's public surface (docs/decisions/120): a booked traveler's view of an
// activity no longer offered. Its router is mounted by trpc/router.ts.
export { bookedActivityView } from './booked-activity.service.ts';
