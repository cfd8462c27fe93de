import { formatShortDate } from '@regen/shared/format';
import { destinationsInLocale } from '@regen/shared/format-names';
import type { DestinationSummary } from '@regen/shared/schemas/catalogue';
import { Link } from '@tanstack/react-router';
import { CountryFlag } from './country-flag.tsx';
import { experiencesCountText } from './destination-text.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/**
 * All 37 destinations as flag links, to each country's page or its experiences; with the
 * summary, each also says how many experiences it has and when the next one runs. The flags
 * load as they near the screen (`nearScreen`): on /experiences the grid is below the results, and
 * its 37 flags (about 90 KB) would otherwise share a phone's first second with the page's own
 * files; on /destinations a phone shows two or three of them at first.
 */
export function CountryLinkGrid({
  to,
  summary,
  className = '',
}: {
  to: '/country/$country' | '/experiences/$country';
  summary?: ReadonlyMap<string, DestinationSummary> | undefined;
  className?: string;
}) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <ul className={`grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-4 ${className}`}>
      {destinationsInLocale(locale).map((c) => {
        const entry = summary?.get(c.name);
        return (
          <li key={c.code}>
            <Link
              to={to}
              params={{ country: c.name }}
              className="flex h-full items-center gap-3 rounded-xl bg-white/95 px-4 py-3 text-sm text-stone-800 shadow-sm ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-300"
            >
              <CountryFlag code={c.code} nearScreen className="w-6 shrink-0 text-lg" />
              <span className="min-w-0">
                <span className="block font-medium">{c.displayName}</span>
                {entry ? (
                  <span
                    className={`block text-xs ${entry.experiences > 0 ? 'text-brand-800' : 'text-stone-600'}`}
                    data-testid="destination-count"
                  >
                    {experiencesCountText(t, entry.experiences)}
                    {entry.nextAvailable
                      ? ` · ${t('public.destinations.next', { date: formatShortDate(entry.nextAvailable.date, locale) })}`
                      : null}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
