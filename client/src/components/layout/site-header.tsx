import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { returnPathHere } from '../../lib/return-path.ts';
import { buttonClass } from '../ui/button.tsx';
import { Container } from '../ui/page.tsx';
import { MainMenu } from './main-menu.tsx';
import { HeaderSearch, HeaderSearchPanel, useHeaderSearch } from './header-search.tsx';
import { useT } from '../../lib/i18n.tsx';

export function Logo() {
  const t = useT();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md font-bold text-brand-900"
      aria-label={t('layout.logo.home')}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="hidden text-lg tracking-tight whitespace-nowrap min-[480px]:inline">{t('common.siteName')}</span>
    </Link>
  );
}

/**
 * Signed out: Sign in and the spec's Sign Up as Traveler, on every page, the sign-in pages
 * included; either leads back to this page once signed in (docs/decisions/028).
 */
export function SiteHeader({
  unreadMessages = 0,
  languageSwitcher = null,
}: {
  unreadMessages?: number;
  /** The language switcher (features/locales), handed in by the root layout. */
  languageSwitcher?: ReactNode;
}) {
  const { user, loading } = useAuth();
  const t = useT();
  const returnPath = useRouterState({ select: (s) => returnPathHere(s.location.pathname, s.location.searchStr) });
  const search = useHeaderSearch();
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center justify-between gap-3">
        <Logo />
        <HeaderSearch search={search} />
        <nav aria-label={t('layout.header.nav')} className="flex items-center gap-2">
          {!loading && !user ? (
            <>
              <Link
                to="/auth"
                search={{ redirect: returnPath }}
                className="inline-flex h-10 items-center rounded-md px-1.5 text-sm font-semibold whitespace-nowrap text-brand-800 underline-offset-4 hover:underline touch:h-11"
              >
                {t('layout.header.signIn')}
              </Link>
              <Link
                to="/traveler-signup"
                search={{ redirect: returnPath }}
                className={buttonClass('primary', 'md', 'whitespace-nowrap')}
              >
                {t('layout.header.signUpTraveler')}
              </Link>
            </>
          ) : null}
          {languageSwitcher}
          <MainMenu unreadMessages={unreadMessages} />
        </nav>
      </Container>
      <HeaderSearchPanel search={search} />
    </header>
  );
}
