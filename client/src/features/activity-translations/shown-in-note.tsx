import type { Locale } from '@regen/shared/i18n';
import { useT } from '../../lib/i18n.tsx';

// A supplier's text shown in its original language because the page's language has no
// translation of it (docs/decisions/119): a small note in the page's language beside it, and
// the text itself marked with its language (`lang`) so screen readers and hyphenation follow it.

/** "Shown in German" / „Nur auf Englisch verfügbar“, in the page's language. */
export function ShownInNote({ locale, className = '' }: { locale: Locale; className?: string }) {
  const t = useT();
  return (
    <p className={`text-xs font-medium text-stone-600 italic ${className}`} data-testid="shown-in-note">
      {t('activityTranslations.shownIn', { language: locale })}
    </p>
  );
}

/** The `lang` attribute for a block shown in another language than the page's, else nothing. */
export function langOf(shownIn: Locale | undefined): { lang?: Locale } {
  return shownIn ? { lang: shownIn } : {};
}
