import { signUpTravelerInputSchema } from '@regen/shared/schemas/auth';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { trpc } from '../../lib/trpc.ts';
import { errorMessage, notify } from '../../lib/toast.ts';
import { AuthCard, textLinkClass } from './auth-card.tsx';
import { validate } from './form-validation.ts';
import { PasswordField } from './password-field.tsx';

const order = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** /traveler-signup: after success the traveler is told to check email and goes to /auth. */
export function TravelerSignupPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const signUp = trpc.auth.signUpTraveler.useMutation({
    onSuccess: async () => {
      notify.success('Account Created Successfully', 'Please check your email to confirm your account, then sign in.');
      await navigate({ to: '/auth' });
    },
    onError: (err) => notify.destructive('Registration Failed', errorMessage(err, 'An unexpected error occurred')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const check = validate(signUpTravelerInputSchema, values, order);
    setErrors(check.fieldErrors);
    if (!check.ok) {
      notify.destructive('Registration Failed', check.first);
      return;
    }
    signUp.mutate(values);
  }

  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
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
      <form noValidate onSubmit={submit} className="space-y-4">
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
