import { SIGN_IN_REQUIRED_MESSAGE, signInInputSchema, type SignInInput } from '@regen/shared/schemas/auth';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { apiErrorCode } from '../../lib/api-error.ts';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useSignIn, type SignInResult } from './api.ts';
import { textLinkClass } from './auth-card.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { PasskeySignIn, SecondStepForm } from '../second-factor/index.ts';
import { useT } from '../../lib/i18n.tsx';

export interface SignInFormProps {
  /** The button's words, and its words while signing in ('Sign In', 'Signing In...' unless given). */
  submitLabel?: string;
  pendingLabel?: string;
  /** Toast title when the server refuses ('Sign In Failed' unless given; 'Login Failed' on /admin). */
  failedTitle?: string;
  /** Toast title when a field is missing ('Missing Information' for suppliers). */
  invalidTitle: string;
  onSignedIn: (result: SignInResult) => void | Promise<void>;
  /** Shows "Forgot your password?" when given. */
  onForgot?: (() => void) | undefined;
  /** What was typed before (the admin page keeps it across its Login and Sign Up modes). */
  typed?: Partial<SignInInput> | undefined;
  onTyped?: ((typed: Partial<SignInInput>) => void) | undefined;
  className?: string;
}

/**
 * The email-and-password form of /auth, /supplier-signin and /admin: the spec gives them the
 * same fields and behaviour, with their own words and what follows.
 */
export function SignInForm(props: SignInFormProps) {
  const { onTyped } = props;
  const [unverified, setUnverified] = useState<string | null>(null);
  // An account with a second factor: the password was right, its second step comes next (docs/decisions/116).
  const [secondStep, setSecondStep] = useState<NonNullable<SignInResult['secondFactor']> | null>(null);
  const form = useSchemaForm(signInInputSchema, {
    defaultValues: { email: props.typed?.email ?? '', password: props.typed?.password ?? '' },
  });
  const signIn = useSignIn();
  const t = useT();
  useEffect(() => {
    if (!onTyped) return;
    const subscription = form.watch((values) => onTyped(values));
    return () => subscription.unsubscribe();
  }, [form, onTyped]);

  const submit = submitHandler(form, {
    send: (values) => signIn.mutateAsync(values),
    refused: {
      title: props.failedTitle ?? t('auth.signIn.failed'),
      also: (error, values) => {
        if (apiErrorCode(error) === 'PRECONDITION_FAILED') setUnverified(values.email);
      },
    },
    sent: (result) => (result.secondFactor ? setSecondStep(result.secondFactor) : props.onSignedIn(result)),
    invalid: (invalid) =>
      notify.destructive(
        props.invalidTitle,
        firstErrorMessage(invalid, ['email', 'password']) ?? SIGN_IN_REQUIRED_MESSAGE,
      ),
  });

  if (secondStep) {
    return (
      <div className={props.className}>
        <SecondStepForm
          methods={secondStep}
          onSignedIn={props.onSignedIn}
          onCancel={() => setSecondStep(null)}
          {...(props.failedTitle ? { failedTitle: props.failedTitle } : {})}
        />
      </div>
    );
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          setUnverified(null);
          void submit(e);
        }}
        className={`space-y-4 ${props.className ?? ''}`}
      >
        {/* The browser may offer this site's passkeys here too (docs/decisions/125). */}
        <InputField
          label={t('auth.field.email')}
          type="email"
          autoComplete="username webauthn"
          {...fieldWiring(form, 'email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          {...fieldWiring(form, 'password')}
        />
        {props.onForgot ? (
          <div className="flex justify-end">
            <button type="button" onClick={props.onForgot} className={`text-sm ${textLinkClass}`}>
              {t('auth.signIn.forgot')}
            </button>
          </div>
        ) : null}
        {unverified ? <ResendVerification email={unverified} /> : null}
        <Button type="submit" className="w-full" disabled={signIn.isPending}>
          {signIn.isPending
            ? (props.pendingLabel ?? t('auth.signIn.pending'))
            : (props.submitLabel ?? t('auth.signIn.submit'))}
        </Button>
      </form>
      <PasskeySignIn onSignedIn={props.onSignedIn} failedTitle={props.failedTitle ?? t('auth.signIn.failed')} />
    </>
  );
}
