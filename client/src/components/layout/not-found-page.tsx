import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '../ui/button.tsx';
import { Container } from '../ui/page.tsx';
import { useT } from '../../lib/i18n.tsx';

/** The spec's not-found page; the missing path is logged. */
export function NotFoundPage() {
  const location = useLocation();
  const t = useT();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand-800">{t('notFound.code')}</p>
      <h1 className="mt-4 text-2xl font-semibold text-stone-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-700">{t('notFound.body')}</p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </Container>
  );
}
