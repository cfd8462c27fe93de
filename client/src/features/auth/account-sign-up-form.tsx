import { signUpAccountInputSchema, type SignUpAccountInput } from '@regen/shared/schemas/auth';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { fieldWiring } from '../../lib/form-fields.ts';
import { firstErrorMessage, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { submitHandler } from '../../lib/submit-form.ts';
import { useSignUpAccount } from './api.ts';
import { useT } from '../../lib/i18n.tsx';

type Typed = Partial<Pick<SignUpAccountInput, 'email' | 'password'>>;

export interface AccountSignUpFormProps {
  submitLabel: string;
  pendingLabel: string;
  /** The title of every failure toast ('Signup Failed' on /admin). */
  failedTitle: string;
  onSignedUp: () => void | Promise<void>;
  typed?: Typed | undefined;
  onTyped?: ((typed: Typed) => void) | undefined;
  className?: string;
}

const screenOrder = ['email', 'password'] as const;

/**
 * Email and password only: the /admin page's sign-up (docs/spec/accounts-and-operations.md §2
 * "Admin"). The account has no names until the profile page gives it some.
 */
export function AccountSignUpForm(props: AccountSignUpFormProps) {
  const { onTyped } = props;
  const form = useSchemaForm(signUpAccountInputSchema, {
    defaultValues: { email: props.typed?.email ?? '', password: props.typed?.password ?? '' },
  });
  const signUp = useSignUpAccount();
  const t = useT();
  useEffect(() => {
    const subscription = form.watch((values) => onTyped?.({ email: values.email, password: values.password }));
    return () => subscription.unsubscribe();
  }, [form, onTyped]);

  const submit = submitHandler(form, {
    send: (values) => signUp.mutateAsync(values),
    refused: { title: props.failedTitle },
    sent: props.onSignedUp,
    invalid: (invalid) => notify.destructive(props.failedTitle, firstErrorMessage(invalid, screenOrder)),
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className={`space-y-4 ${props.className ?? ''}`}>
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
      <Button type="submit" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? props.pendingLabel : props.submitLabel}
      </Button>
    </form>
  );
}
