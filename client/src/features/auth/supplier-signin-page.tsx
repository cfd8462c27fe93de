import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthPrompt, textLinkClass } from './auth-card.tsx';
import { ForgotPasswordForm, SignInCard } from './sign-in-page.tsx';

/**
 * /supplier-signin: sign-in mode and reset mode on one screen
 * (docs/spec/accounts-and-operations.md §4). Signing in leads to `returnPath`, else /profile.
 */
export function SupplierSigninPage({ returnPath }: { returnPath?: string | undefined }) {
  const [mode, setMode] = useState<'signin' | 'reset'>('signin');
  if (mode === 'reset') {
    return <ForgotPasswordForm title="Reset Password" from="supplier" onBack={() => setMode('signin')} />;
  }
  return (
    <SignInCard
      title="Supplier Sign In"
      subtitle="Manage your activities, availability and bookings."
      invalidTitle="Missing Information"
      onForgot={() => setMode('reset')}
      returnPath={returnPath}
      footer={
        <AuthPrompt question="Don't have a supplier account?">
          <Link to="/supplier-signup" className={textLinkClass}>
            Sign up here
          </Link>
        </AuthPrompt>
      }
    />
  );
}
