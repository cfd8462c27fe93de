import { destinationCountries } from '@regen/shared/countries';
import { Link } from '@tanstack/react-router';
import { CountryFlag } from './country-flag.tsx';

/** All 37 destinations as flag links, to each country's page or its experiences. */
export function CountryLinkGrid({
  to,
  className = '',
}: {
  to: '/country/$country' | '/experiences/$country';
  className?: string;
}) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 ${className}`}>
      {destinationCountries.map((c) => (
        <li key={c.code}>
          <Link
            to={to}
            params={{ country: c.name }}
            className="flex items-center gap-3 rounded-xl bg-white/95 px-4 py-3 text-sm font-medium text-stone-800 shadow-sm ring-1 ring-stone-200 hover:bg-brand-50 hover:ring-brand-300"
          >
            <CountryFlag code={c.code} className="w-6 shrink-0 text-lg" />
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
