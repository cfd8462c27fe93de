// The OCTO module's public surface: the routes app.ts registers, and the hold sweep (tests run it).
export { registerOctoApi } from './octo.routes.ts';
export { expireHolds } from './octo.service.ts';
// For OCTO's webhooks (modules/octo-notifications, docs/decisions/115): more routes under /octo,
// and the objects a delivery carries, written as the API writes them.
export type { OctoRouteExtension } from './octo.routes.ts';
export { availabilityCheck, getBooking, getProduct } from './octo.service.ts';
export { OctoError } from './octo-errors.ts';
export { availabilityIdOf, type Capabilities, type OctoContext } from './octo-objects.ts';
