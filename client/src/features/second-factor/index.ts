// The second-factor feature's public surface (issue 35, docs/decisions/116): /profile's passkeys
// and two-step sign-in, the sign-in forms' passkey button and second step, /admin's door and the
// outcome review queue's (docs/decisions/125).
export { SecondFactorPanel } from './second-factor-panel.tsx';
export { SecondStepForm, type SignedIn } from './second-step-form.tsx';
export { PasskeySignIn } from './passkey-sign-in.tsx';
export { AdminSecondFactorGate } from './admin-gate.tsx';
export { ReviewerSecondFactorGate } from './reviewer-gate.tsx';
