// The account-security domain's public surface (issue 35, docs/decisions/113): the device list
// and per-device sign-out, "Download my data" and "Delete my account". `recordSessionUse` is
// called by trpc/context.ts when a request arrives with a session.
export { accountSecurityRouter } from './account-security.router.ts';
export { recordSessionUse } from './devices.ts';
