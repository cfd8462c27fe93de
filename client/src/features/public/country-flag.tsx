// Flags come from the flag-icons package. Its stylesheet inlines hundreds of flags into one
// large CSS file, so instead each flag's SVG is emitted as its own asset and only the flags
// on screen are downloaded; the `fi fi-xx` classes keep the package's naming. The build keeps
// the flags' file names (client/vite.config.ts), so this map compresses to almost nothing.
const flagUrls = import.meta.glob<string>('./*.svg', {
  base: '../../../../node_modules/flag-icons/flags/4x3/',
  query: '?url&no-inline',
  import: 'default',
  eager: true,
});

/** The URL of a country's flag, by its lower-case ISO code. */
export function flagUrl(code: string): string | undefined {
  return flagUrls[`./${code}.svg`];
}

interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code in lower case; unknown or missing shows a white flag. */
  code: string | undefined;
  /** Accessible name, e.g. 'Flag of Egypt'; omit when the flag is decorative. */
  label?: string | undefined;
  className?: string;
  /** Load the flag only when it scrolls into view (long lists such as a dropdown). */
  lazy?: boolean;
}

/** A country flag, with the spec's white-flag fallback for unknown countries. */
export function CountryFlag({ code, label, className = '', lazy = false }: CountryFlagProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const url = code && /^[a-z]{2}$/.test(code) ? flagUrl(code) : undefined;
  if (!url || !code) {
    return (
      <span
        {...a11y}
        data-flag="white"
        className={`inline-block aspect-[4/3] rounded-sm bg-white ring-1 ring-stone-300 ${className}`}
      />
    );
  }
  if (lazy) {
    return (
      <img
        src={url}
        alt={label ?? ''}
        loading="lazy"
        decoding="async"
        width={24}
        height={18}
        data-flag={code}
        className={`fi fi-${code} inline-block aspect-[4/3] rounded-sm object-cover ring-1 ring-black/10 ${className}`}
      />
    );
  }
  return (
    <span
      {...a11y}
      data-flag={code}
      className={`fi fi-${code} inline-block aspect-[4/3] rounded-sm bg-cover bg-center bg-no-repeat ring-1 ring-black/10 ${className}`}
      style={{ backgroundImage: `url(${url})` }}
    />
  );
}
