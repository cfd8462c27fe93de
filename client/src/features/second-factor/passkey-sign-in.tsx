import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { usePasskeySignIn, usePasskeySignInOptions } from './api.ts';
import type { SignedIn } from './second-step-form.tsx';
import {
  browserOffersPasskeyAutofill,
  cancelPasskeyRequest,
  passkeyWasDismissed,
  signWithPasskey,
  signWithPasskeyAutofill,
  useBrowserHasPasskeys,
} from './webauthn.ts';

/**
 * "Use a passkey" under the password form (docs/decisions/116): the browser offers the passkeys
 * it holds for this site, so no email is typed. Hidden where the browser has no passkeys at all.
 *
 * Where the browser can, its passkeys are also offered in the email field's autofill (the field
 * is `autocomplete="username webauthn"`; docs/decisions/125): a request without a dialog starts
 * when the form shows and waits until a passkey is picked there. The button's request ends it
 * first, and it starts again if the button's does not sign in; leaving the form (signed in with
 * the password, or on to the second step) ends it.
 */
export function PasskeySignIn({
  onSignedIn,
  failedTitle,
}: {
  onSignedIn: (result: SignedIn) => void | Promise<void>;
  failedTitle: string;
}) {
  const t = useT();
  const supported = useBrowserHasPasskeys();
  const options = usePasskeySignInOptions();
  const signIn = usePasskeySignIn();
  const autofillOptions = usePasskeySignInOptions().mutateAsync;
  const autofillSignIn = usePasskeySignIn().mutateAsync;
  // Each round is one autofill request; a new round starts one again.
  const [autofillRound, setAutofillRound] = useState(0);
  // What the autofill's request calls when it ends, as of the latest render.
  const latest = useRef({ onSignedIn, failedTitle, t });
  useEffect(() => {
    latest.current = { onSignedIn, failedTitle, t };
  });

  useEffect(() => {
    if (!supported) return;
    let stopped = false;
    void (async () => {
      if (!(await browserOffersPasskeyAutofill()) || stopped) return;
      let challenge: Awaited<ReturnType<typeof autofillOptions>>;
      try {
        challenge = await autofillOptions();
      } catch {
        return; // No autofill this time; the button and the password still work.
      }
      if (stopped) return;
      let response: Awaited<ReturnType<typeof signWithPasskeyAutofill>>;
      try {
        response = await signWithPasskeyAutofill(challenge.options);
      } catch {
        return; // Ended: another way of signing in, or the form left the page.
      }
      if (stopped) return;
      try {
        await latest.current.onSignedIn(await autofillSignIn({ challengeId: challenge.challengeId, response }));
      } catch (err) {
        const { t: translate, failedTitle: title } = latest.current;
        notify.destructive(title, errorMessage(err, translate('secondFactor.passkeyNotVerified')));
        if (!stopped) setAutofillRound((round) => round + 1);
      }
    })();
    return () => {
      stopped = true;
      cancelPasskeyRequest();
    };
  }, [supported, autofillRound, autofillOptions, autofillSignIn]);

  if (!supported) return null;

  const start = async () => {
    try {
      const { challengeId, options: request } = await options.mutateAsync();
      // This request ends the autofill's (SimpleWebAuthn allows one at a time).
      const response = await signWithPasskey(request);
      await onSignedIn(await signIn.mutateAsync({ challengeId, response }));
    } catch (err) {
      if (passkeyWasDismissed(err)) notify.neutral(t('secondFactor.passkeys.cancelled'));
      else notify.destructive(failedTitle, errorMessage(err, t('secondFactor.passkeyNotVerified')));
      // Not signed in: the email field offers the passkeys again.
      setAutofillRound((round) => round + 1);
    }
  };

  return (
    <div className="mt-4 space-y-3">
      <div className="flex items-center gap-3 text-xs tracking-wide text-stone-500 uppercase" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-200" />
        {t('secondFactor.signIn.or')}
        <span className="h-px flex-1 bg-stone-200" />
      </div>
      <Button
        variant="outline"
        className="w-full"
        disabled={options.isPending || signIn.isPending}
        aria-describedby="passkey-sign-in-hint"
        onClick={() => void start()}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="8" cy="8" r="4" />
          <path d="M2 21c0-3.3 2.7-6 6-6 1.3 0 2.5.4 3.5 1" />
          <circle cx="18" cy="11" r="3" />
          <path d="M18 14v7l-1.5-1.5M18 18h-1.5" />
        </svg>
        {t('secondFactor.signIn.passkey')}
      </Button>
      <p id="passkey-sign-in-hint" className="text-center text-xs text-stone-600">
        {t('secondFactor.signIn.passkeyHint')}
      </p>
    </div>
  );
}
