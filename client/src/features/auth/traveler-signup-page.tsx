import { Link, useNavigate } from '@tanstack/react-router';
import { notify } from '../../lib/toast.ts';
import { AuthCard, AuthPrompt, SupplierSignUpPrompt, textLinkClass } from './auth-card.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/**
 * /traveler-signup: after success the traveler is told to check email and goes to /auth,
 * carrying `returnPath` (the booking that sent them here) on to sign-in (docs/decisions/028).
 */
export function TravelerSignupPage({ returnPath }: { returnPath?: string | undefined }) {
  const navigate = useNavigate();
  const signedUp = async () => {
    notify.success('Account Created Successfully', 'Please check your email to confirm your account, then sign in.');
    await navigate({ to: '/auth', search: { redirect: returnPath } });
  };

  return (
    <AuthCard
      title="Create Your Traveler Account"
      subtitle="Book regenerative experiences and track your impact in Regen Points."
      footer={
        <>
          <AuthPrompt question="Already have an account?">
            <Link to="/auth" search={{ redirect: returnPath }} className={textLinkClass}>
              Sign in
            </Link>
          </AuthPrompt>
          <SupplierSignUpPrompt />
        </>
      }
    >
      <SignUpForm
        confirmPassword
        submitLabel="Create Account"
        pendingLabel="Creating Account..."
        failedTitle="Registration Failed"
        onSignedUp={signedUp}
      />
    </AuthCard>
  );
}
