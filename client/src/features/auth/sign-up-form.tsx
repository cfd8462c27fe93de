import { signUpTravelerInputSchema, type SignUpTravelerInput } from '@regen/shared/schemas/auth';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useSignUpTraveler } from './api.ts';
import { useT } from '../../lib/i18n.tsx';

export interface SignUpFormProps {
  submitLabel: string;
  pendingLabel: string;
  /** The title of every failure toast ('Registration Failed'; 'Signup Failed' on /admin). */
  failedTitle: string;
  onSignedUp: () => void | Promise<void>;
  /**
   * /traveler-signup asks for the password twice; /admin has one password field, whose
   * confirmation is the same value.
   */
  confirmPassword: boolean;
  typed?: Partial<SignUpTravelerInput> | undefined;
  /**
   * Values known from elsewhere (the name and email typed on a booking form, docs/decisions/093),
   * put into the fields still empty when they arrive.
   */
  prefill?: Pick<SignUpTravelerInput, 'firstName' | 'lastName' | 'email'> | undefined;
  onTyped?: ((typed: Partial<SignUpTravelerInput>) => void) | undefined;
  className?: string;
}

const screenOrder = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** First name, last name, email and password: the traveler account form of /traveler-signup (/admin's is AccountSignUpForm). */
export function SignUpForm(props: SignUpFormProps) {
  const { onTyped, confirmPassword } = props;
  const typedPassword = props.typed?.password ?? '';
  const form = useSchemaForm(signUpTravelerInputSchema, {
    defaultValues: {
      firstName: props.typed?.firstName ?? '',
      lastName: props.typed?.lastName ?? '',
      email: props.typed?.email ?? '',
      password: typedPassword,
      confirmPassword: confirmPassword ? '' : typedPassword,
    },
  });
  const signUp = useSignUpTraveler();
  const t = useT();
  const { prefill } = props;
  useEffect(() => {
    if (!prefill) return;
    for (const field of ['firstName', 'lastName', 'email'] as const) {
      if (prefill[field] && !form.getValues(field)) form.setValue(field, prefill[field]);
    }
  }, [form, prefill]);
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (!confirmPassword && name === 'password') form.setValue('confirmPassword', values.password ?? '');
      onTyped?.(values);
    });
    return () => subscription.unsubscribe();
  }, [form, onTyped, confirmPassword]);

  const submit = submitHandler(form, {
    send: (values) => signUp.mutateAsync(values),
    refused: { title: props.failedTitle },
    sent: props.onSignedUp,
    invalid: (invalid) => notify.destructive(props.failedTitle, firstErrorMessage(invalid, screenOrder)),
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={`space-y-4 ${props.className ?? ''}`}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('auth.field.firstName')}
          autoComplete="given-name"
          required
          {...fieldWiring(form, 'firstName')}
        />
        <InputField
          label={t('auth.field.lastName')}
          autoComplete="family-name"
          required
          {...fieldWiring(form, 'lastName')}
        />
      </div>
      <InputField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        required
        {...fieldWiring(form, 'email')}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="new-password"
        required
        {...fieldWiring(form, 'password')}
      />
      {confirmPassword ? (
        <PasswordField
          label={t('auth.field.confirmPassword')}
          autoComplete="new-password"
          required
          {...fieldWiring(form, 'confirmPassword')}
        />
      ) : null}
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
