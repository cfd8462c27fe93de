import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useT } from '../../lib/i18n.tsx';

/** The centred card every sign-in and sign-up form sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <Container className="flex justify-center py-12 sm:py-16">
        <Card className="w-full max-w-md p-6 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900">{title}</h1>
          {subtitle ? <p className="mt-1 text-sm text-stone-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 space-y-2 border-t border-stone-200 pt-4 text-sm text-stone-700">{footer}</div>
          ) : null}
        </Card>
      </Container>
    </div>
  );
}

export const textLinkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

/** A "Question? Link" line under a sign-in or sign-up card. */
export function AuthPrompt({ question, children }: { question: string; children: ReactNode }) {
  return (
    <p>
      {question} {children}
    </p>
  );
}

/** The line every traveler card ends with. */
export function SupplierSignUpPrompt() {
  const t = useT();
  return (
    <AuthPrompt question={t('auth.supplierPrompt.question')}>
      <Link to="/supplier-signup" className={textLinkClass}>
        {t('auth.supplierPrompt.link')}
      </Link>
    </AuthPrompt>
  );
}

/** A line icon (24×24 path, drawn with the text colour) in a tinted badge. */
export function IconBadge({ path, className }: { path: string; className: string }) {
  return (
    <span className={`inline-flex items-center justify-center ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
        <path d={path} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
