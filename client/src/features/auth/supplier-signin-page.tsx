import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { textLinkClass } from './auth-card.tsx';
import { ForgotPasswordForm, SignInForm } from './sign-in-page.tsx';

/**
 * /supplier-signin: sign-in mode and reset mode on one screen
 * (docs/spec/accounts-and-operations.md §4).
 */
export function SupplierSigninPage() {
  const [mode, setMode] = useState<'signin' | 'reset'>('signin');
  if (mode === 'reset') {
    return <ForgotPasswordForm title="Reset Password" from="supplier" onBack={() => setMode('signin')} />;
  }
  return <SupplierSignInForm onForgot={() => setMode('reset')} />;
}

function SupplierSignInForm({ onForgot }: { onForgot: () => void }) {
  return (
    <SignInForm
      title="Supplier Sign In"
      subtitle="Manage your activities, availability and bookings."
      invalidTitle="Missing Information"
      onForgot={onForgot}
      footer={
        <p>
          Don&apos;t have a supplier account?{' '}
          <Link to="/supplier-signup" className={textLinkClass}>
            Sign up here
          </Link>
        </p>
      }
    />
  );
}
