import { useSyncExternalStore } from 'react';
import type * as SimpleWebAuthn from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The browser's side of passkeys, through SimpleWebAuthn (docs/decisions/116). Loaded when a
// passkey is first used, or by a sign-in page whose browser offers passkeys in its autofill
// (docs/decisions/125), so pages that never touch one do not carry it.

let loaded: typeof SimpleWebAuthn | undefined;
async function library(): Promise<typeof SimpleWebAuthn> {
  loaded ??= await import('@simplewebauthn/browser');
  return loaded;
}

/** Whether this browser can create and use passkeys at all. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

const noChanges = () => () => undefined;

/** `browserHasPasskeys` for a component: false in the server render, the browser's answer after. */
export function useBrowserHasPasskeys(): boolean {
  return useSyncExternalStore(noChanges, browserHasPasskeys, () => false);
}

export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await library();
  return startRegistration({ optionsJSON });
}

export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON });
}

/**
 * Whether the browser offers this site's passkeys in the autofill of a field marked
 * `autocomplete="username webauthn"` (conditional mediation). Asks the browser itself first, so a
 * browser without it never loads the library.
 */
export async function browserOffersPasskeyAutofill(): Promise<boolean> {
  if (!browserHasPasskeys() || typeof window.PublicKeyCredential.isConditionalMediationAvailable !== 'function') {
    return false;
  }
  return (await library()).browserSupportsWebAuthnAutofill();
}

/**
 * A passkey request that waits, without a dialog, until the person picks a passkey from the email
 * field's autofill. Any other passkey request (the "Use a passkey" button) ends it first.
 */
export async function signWithPasskeyAutofill(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  return startAuthentication({ optionsJSON, useBrowserAutofill: true });
}

/** Ends the passkey request still waiting (the autofill's), if any: the form is gone. */
export function cancelPasskeyRequest(): void {
  loaded?.WebAuthnAbortService.cancelCeremony();
}

/** The person closed the browser's passkey dialog, or it timed out: nothing to report as a failure. */
export function passkeyWasDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
