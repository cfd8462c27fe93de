// The second-factor domain's public surface (docs/decisions/116): passkeys and the second step of
// a password sign-in. Auth asks `needsSecondStep` and starts the step with `beginSecondStep`.
export { secondFactorRouter, secondStepCookieName } from './second-factor.router.ts';
export { beginSecondStep, needsSecondStep, PENDING_SIGN_IN_TTL_MS } from './second-factor.service.ts';
