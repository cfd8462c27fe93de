import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';

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
