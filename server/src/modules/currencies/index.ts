// Currencies for display (issue 33 part 4, docs/decisions/108): the server render asks here for
// the rate of the visitor's chosen currency. The router is merged in server/src/trpc/router.ts.
export { displayRateFor } from './currencies.service.ts';
