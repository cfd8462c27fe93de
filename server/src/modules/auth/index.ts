// The auth domain's public surface: sessions (read by trpc/context.ts, trpc/trpc.ts and the
// upload routes), password hashing (the demo seed) and the account services. eslint.config.js
// forbids importing the files next to it from outside this folder.
export {
  createSession,
  isSessionLive,
  readCookie,
  sessionCookieName,
  sessionLifetime,
  validateSessionToken,
  type SessionLifetime,
  type SessionUser,
  type ValidSession,
} from './session.ts';
export { hashPassword, verifyPassword } from './password.ts';
export {
  describeAccount,
  openSignedInSession,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  signIn,
  signOutEverywhere,
  signUpSupplier,
  signUpTraveler,
  verifyEmail,
} from './auth.service.ts';
