// Live slot lists of open booking pages (docs/decisions/121): the public subscription.
export { availabilityLiveRouter } from './availability-live.router.ts';
