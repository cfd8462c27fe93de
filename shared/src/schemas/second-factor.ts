import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';

// Issue 35, "Accounts people trust" (docs/decisions/116): passkeys and the second factor.

const base64url = z
  .string()
  .max(4096)
  .regex(/^[A-Za-z0-9_-]*$/);

/** The authenticator's extension outputs: an object whose members the server does not read. */
const extensionResults = z.custom<object>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** What the browser answers `navigator.credentials.create` with (WebAuthn's JSON form). */
export const passkeyRegistrationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url.max(16384),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** What the browser answers `navigator.credentials.get` with. */
export const passkeyAuthenticationResponseSchema = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  clientExtensionResults: extensionResults,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

const challengeId = z.string().min(1).max(64);

export const passkeyNameSchema = z
  .string()
  .trim()
  .min(1, englishMessage('secondFactor.passkeyNameRequired'))
  .max(60, englishMessage('secondFactor.passkeyNameTooLong'));

export const addPasskeyInputSchema = z.object({
  challengeId,
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});

export const passkeyAssertionInputSchema = z.object({
  challengeId,
  response: passkeyAuthenticationResponseSchema,
});

export const removePasskeyInputSchema = z.object({ passkeyId: z.uuid() });

/** An authenticator app's six digits, or a recovery code (letters and digits, a dash optional). */
export const secondFactorCodeInputSchema = z.object({
  code: z.string().trim().min(1, englishMessage('secondFactor.codeRequired')).max(32),
});
export type SecondFactorCodeInput = z.infer<typeof secondFactorCodeInputSchema>;

/** The form that names a new passkey on /profile. */
export const passkeyNameFormSchema = z.object({ name: passkeyNameSchema });
export type PasskeyNameForm = z.infer<typeof passkeyNameFormSchema>;
