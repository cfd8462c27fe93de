import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AuthPrompt, textLinkClass } from './auth-card.tsx';
import { ForgotPasswordForm, SignInCard } from './sign-in-page.tsx';
import { useT } from '../../lib/i18n.tsx';

/**
 * /supplier-signin: sign-in mode and reset mode on one screen
 * (docs/spec/accounts-and-operations.md §4). Signing in leads to `returnPath`, else /profile.
 */
export function SupplierSigninPage({ returnPath }: { returnPath?: string | undefined }) {
  const [mode, setMode] = useState<'signin' | 'reset'>('signin');
  const t = useT();
  if (mode === 'reset') {
    return (
      <ForgotPasswordForm
        title={t('auth.supplierSignIn.resetTitle')}
        from="supplier"
        onBack={() => setMode('signin')}
      />
    );
  }
  return (
    <SignInCard
      title={t('auth.supplierSignIn.title')}
      subtitle={t('auth.supplierSignIn.subtitle')}
      invalidTitle={t('supplier.missingInformation')}
      onForgot={() => setMode('reset')}
      returnPath={returnPath}
      footer={
        <AuthPrompt question={t('auth.supplierSignIn.noAccount')}>
          <Link to="/supplier-signup" className={textLinkClass}>
            {t('auth.supplierSignIn.signUp')}
          </Link>
        </AuthPrompt>
      }
    />
  );
}
