import { useRouterState } from '@tanstack/react-router';
import { LOCALES, type Locale, type PlainMessageKey } from '@regen/shared/i18n';
import { localePath } from '@regen/shared/i18n/locale-paths';
import { useAuth } from '../../lib/auth.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useRememberLocale } from './api.ts';

// The language switcher of the header and the footer (issue 33 part 2, docs/decisions/109): the
// same page in another locale (same path, the other prefix, same query). The choice is kept in
// the `locale` cookie, so a first-visit redirect by Accept-Language never overrides it, and on
// the profile of a signed-in user, whose emails follow it.

/** Each language's name in that language (the same text in every catalogue). */
const NAMES: Record<Locale, PlainMessageKey> = {
  en: 'locales.name.en',
  de: 'locales.name.de',
  fr: 'locales.name.fr',
  es: 'locales.name.es',
  it: 'locales.name.it',
};

/** The cookie the server reads before redirecting a first visit (server/src/modules/locales). */
const LOCALE_COOKIE = 'locale';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * `compact` (the header's): the options read as two-letter codes ('DE'), each named for assistive
 * technology by that code and its language's own name ('DE Deutsch'); the footer's show the names.
 */
export function LanguageSwitcher({
  tone,
  compact = false,
  className = '',
}: {
  tone: 'light' | 'dark';
  compact?: boolean;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const remember = useRememberLocale();
  // The router's own path: without the prefix (its rewrite took it off).
  const here = useRouterState({ select: (s) => ({ pathname: s.location.pathname, search: s.location.searchStr }) });

  async function switchTo(next: Locale) {
    document.cookie = `${LOCALE_COOKIE}=${next}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    if (user) await remember.mutateAsync({ locale: next }).catch(() => undefined);
    // A full load: the other locale's page, rendered by the server with its own messages.
    window.location.assign(localePath(next, here.pathname) + here.search);
  }

  const colours =
    tone === 'dark'
      ? 'border-brand-700 bg-brand-900 text-brand-50 focus-visible:outline-white'
      : 'border-stone-300 bg-white text-stone-800 focus-visible:outline-brand-700';
  return (
    <select
      aria-label={t('locales.switcher.label')}
      value={locale}
      disabled={remember.isPending}
      onChange={(event) => void switchTo(event.target.value as Locale)}
      className={`h-10 rounded-md border px-2 text-sm font-medium touch:h-11 ${colours} ${className}`}
    >
      {LOCALES.map((option) => (
        <option
          key={option}
          value={option}
          lang={option}
          // The accessible name keeps the visible code ('DE Deutsch'): a name without the text a
          // sighted user sees fails WCAG 2.5.3 (axe's label-content-name-mismatch).
          aria-label={compact ? `${option.toUpperCase()} ${t(NAMES[option])}` : undefined}
        >
          {compact ? option.toUpperCase() : t(NAMES[option])}
        </option>
      ))}
    </select>
  );
}
