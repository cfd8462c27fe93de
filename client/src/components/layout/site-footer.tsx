import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Container } from '../ui/page.tsx';
import { useT } from '../../lib/i18n.tsx';

const social = [
  {
    label: 'Instagram',
    href: 'https://www.instagram.com/',
    path: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm5 5a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm6-1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  },
  {
    label: 'YouTube',
    href: 'https://www.youtube.com/',
    path: 'M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z',
  },
  {
    label: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3zm7 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4z',
  },
];

const links = [
  { label: 'layout.footer.destinations', to: '/destinations' },
  { label: 'layout.footer.aboutUs', to: '/about-us' },
  { label: 'layout.footer.contactUs', to: '/contact-us' },
  { label: 'layout.footer.supplierSignup', to: '/supplier-signup' },
  { label: 'layout.footer.blog', to: '/blog' },
  { label: 'layout.footer.credits', to: '/credits' },
  { label: 'ledger.footer.ledger', to: '/impact/ledger' },
  { label: 'ledger.footer.methodology', to: '/impact/methodology' },
] as const;

/**
 * `languageSwitcher` and `currencyPicker`: the language switcher (features/locales) and the display
 * currency picker (features/currency), handed in by the root layout (components/ import no feature).
 */
export function SiteFooter({
  languageSwitcher = null,
  currencyPicker = null,
}: {
  languageSwitcher?: ReactNode;
  currencyPicker?: ReactNode;
}) {
  const t = useT();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-50">
      <Container className="grid gap-8 py-12 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t('common.siteName')}</p>
          <p className="mt-2 text-sm text-brand-100">{t('layout.footer.tagline')}</p>
          {languageSwitcher}
          {currencyPicker}
        </div>
        <nav aria-label={t('layout.footer.nav')}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="text-brand-100 underline-offset-4 hover:text-white hover:underline touch:inline-flex touch:min-h-11 touch:items-center"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className="text-sm font-semibold text-white">{t('layout.footer.followUs')}</p>
          <ul className="mt-3 flex gap-3">
            {social.map((s) => (
              <li key={s.label}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-900 text-brand-100 hover:bg-brand-800 hover:text-white touch:h-11 touch:w-11"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
      <div className="border-t border-brand-900">
        <Container className="py-4 text-xs text-brand-200">{t('layout.footer.copyright')}</Container>
      </div>
    </footer>
  );
}
