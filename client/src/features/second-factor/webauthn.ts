import { useSyncExternalStore } from 'react';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

// The browser's side of passkeys, through SimpleWebAuthn (docs/decisions/116). Loaded when a
// passkey is first used, so pages that never touch one do not carry it.

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
  const { startRegistration } = await import('@simplewebauthn/browser');
  return startRegistration({ optionsJSON });
}

export async function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  return startAuthentication({ optionsJSON });
}

/** The person closed the browser's passkey dialog, or it timed out: nothing to report as a failure. */
export function passkeyWasDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
