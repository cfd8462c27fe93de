import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  useCancelSignIn,
  useCompleteSignIn,
  useCompleteSignInWithPasskey,
  useSecondStepPasskeyOptions,
} from './api.ts';
import { passkeyWasDismissed, signWithPasskey } from './webauthn.ts';

/** What finishing a sign-in answers (the same as a sign-in without a second step). */
export interface SignedIn {
  userId: string;
  isAdmin: boolean;
  firstSignIn: boolean;
  draftReturnPath: string | null;
  secondFactor: null;
}

export interface SecondStepFormProps {
  /** What the waiting sign-in offers. */
  methods: { totp: boolean; passkey: boolean; recoveryCode: boolean };
  onSignedIn: (result: SignedIn) => void | Promise<void>;
  /** Back to the password form. */
  onCancel: () => void;
  /** The toast title of a refused code ('Verification Failed' unless given). */
  failedTitle?: string;
}

/**
 * The second step of a password sign-in (docs/decisions/116): a code from the authenticator app
 * or a recovery code, or the account's passkey. Nothing else works until it is done.
 */
export function SecondStepForm({ methods, onSignedIn, onCancel, failedTitle }: SecondStepFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const complete = useCompleteSignIn();
  const passkeyOptions = useSecondStepPasskeyOptions();
  const completeWithPasskey = useCompleteSignInWithPasskey();
  const cancel = useCancelSignIn();
  const busy = complete.isPending || passkeyOptions.isPending || completeWithPasskey.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (code.trim() === '') {
      setError(t('secondFactor.codeRequired'));
      return;
    }
    complete.mutate(
      { code },
      {
        onSuccess: (result) => void onSignedIn(result),
        onError: (err) => {
          const message = errorMessage(err, t('secondFactor.codeWrong'));
          setError(message);
          notify.destructive(failedTitle ?? t('secondFactor.step.failed'), message);
        },
      },
    );
  };
  const withPasskey = async () => {
    setError(undefined);
    try {
      const { challengeId, options } = await passkeyOptions.mutateAsync();
      const response = await signWithPasskey(options);
      await onSignedIn(await completeWithPasskey.mutateAsync({ challengeId, response }));
    } catch (err) {
      if (passkeyWasDismissed(err)) notify.neutral(t('secondFactor.passkeys.cancelled'));
      else
        notify.destructive(
          failedTitle ?? t('secondFactor.step.failed'),
          errorMessage(err, t('secondFactor.passkeyNotVerified')),
        );
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">{t('secondFactor.step.title')}</h2>
        <p className="mt-1 text-sm text-stone-600">
          {methods.totp ? t('secondFactor.step.intro') : t('secondFactor.step.introPasskey')}
        </p>
      </div>
      <form className="space-y-4" onSubmit={submit} noValidate>
        <InputField
          label={t('secondFactor.step.code')}
          autoComplete="one-time-code"
          autoFocus
          maxLength={32}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {complete.isPending ? t('secondFactor.step.pending') : t('secondFactor.step.submit')}
        </Button>
      </form>
      {methods.passkey ? (
        <Button variant="outline" className="w-full" disabled={busy} onClick={() => void withPasskey()}>
          {t('secondFactor.step.usePasskey')}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className="w-full"
        onClick={() => {
          cancel.mutate();
          onCancel();
        }}
      >
        {t('secondFactor.step.cancel')}
      </Button>
    </div>
  );
}
