import { signUpTravelerInputSchema } from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { PasswordField } from '../../components/ui/password-field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { firstErrorMessage, showServerFieldErrors, useSchemaForm } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useSignUpTraveler } from './api.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';

/** /traveler-signup: after success the traveler is told to check email and goes to /auth. */
export function TravelerSignupPage() {
  const navigate = useNavigate();
  const form = useSchemaForm(signUpTravelerInputSchema, {
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
  const signUp = useSignUpTraveler();

  const submit = handleSubmit(
    async (values) => {
      try {
        await signUp.mutateAsync(values);
      } catch (err) {
        showServerFieldErrors(form, err);
        notify.destructive('Registration Failed', errorMessage(err, 'An unexpected error occurred'));
        return;
      }
      notify.success('Account Created Successfully', 'Please check your email to confirm your account, then sign in.');
      await navigate({ to: '/auth' });
    },
    (invalid) => notify.destructive('Registration Failed', firstErrorMessage(invalid)),
  );

  const field = (name: 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword') => ({
    error: formState.errors[name]?.message,
    ...register(name),
  });

  return (
    <AuthCard
      title="Create Your Traveler Account"
      subtitle="Book regenerative experiences and track your impact in Regen Points."
      footer={
        <>
          <p>
            Already have an account?{' '}
            <Link to="/auth" className={textLinkClass}>
              Sign in
            </Link>
          </p>
          <p>
            Run regenerative activities?{' '}
            <Link to="/supplier-signup" className={textLinkClass}>
              Sign up as a supplier
            </Link>
          </p>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField label="First Name" autoComplete="given-name" required {...field('firstName')} />
          <InputField label="Last Name" autoComplete="family-name" required {...field('lastName')} />
        </div>
        <InputField label="Email" type="email" autoComplete="email" required {...field('email')} />
        <PasswordField label="Password" autoComplete="new-password" required {...field('password')} />
        <PasswordField label="Confirm Password" autoComplete="new-password" required {...field('confirmPassword')} />
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
    </AuthCard>
  );
}
