import { version as flagIconsVersion } from 'flag-icons/package.json';
import { useEffect, useRef, useState } from 'react';

// Flags come from the flag-icons package. Its stylesheet inlines hundreds of flags into one
// large CSS file, so instead the build writes each country's SVG as a file of its own under its
// own name (client/vite.config.ts, docs/decisions/082) and only the flags on screen are
// downloaded; the `fi fi-xx` classes keep the package's naming.
const flagFolder = `/assets/flag-icons-${flagIconsVersion}/`;

/** The URL of a country's flag, by its lower-case ISO 3166-1 alpha-2 code. */
export function flagUrl(code: string): string | undefined {
  return /^[a-z]{2}$/.test(code) ? `${flagFolder}${code}.svg` : undefined;
}

interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code in lower case; unknown or missing shows a white flag. */
  code: string | undefined;
  /** Accessible name, e.g. 'Flag of Egypt'; omit when the flag is decorative. */
  label?: string | undefined;
  className?: string;
  /** Load the flag only when it scrolls into view (long lists such as a dropdown). */
  lazy?: boolean;
  /**
   * Load the flag only once it comes within a short distance of the screen (the grid of all 37
   * destinations). The browser's own lazy loading fetches every image within 1,250–3,000 px of
   * the screen, which on a phone is the whole grid: 37 image documents for the main thread to
   * parse and paint while the page starts. Without JavaScript the flag is shown at once.
   */
  nearScreen?: boolean;
}

/** A country flag, with the spec's white-flag fallback for unknown countries. */
export function CountryFlag({ code, label, className = '', lazy = false, nearScreen = false }: CountryFlagProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const url = code ? flagUrl(code) : undefined;
  if (!url || !code) {
    return (
      <span
        {...a11y}
        data-flag="white"
        className={`inline-block aspect-[4/3] rounded-sm bg-white ring-1 ring-stone-300 ${className}`}
      />
    );
  }
  if (nearScreen) return <NearScreenFlag url={url} code={code} a11y={a11y} className={className} />;
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

/** How far outside the screen a flag starts loading: a few rows of the grid ahead of a scroll. */
const NEAR_SCREEN_MARGIN = '300px 0px';

/** Elements waiting to come near the screen, each with what to do when it does. */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `show` once `element` comes near the screen; returns a function that stops waiting. */
function whenNearScreen(element: Element, show: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: NEAR_SCREEN_MARGIN },
  );
  waiting.set(element, show);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * A flag whose picture is fetched once its box nears the screen. The server writes the picture
 * inside `<noscript>`, so a page without JavaScript shows it and a page with JavaScript hydrates
 * an empty box (React neither renders nor hydrates what `<noscript>` holds).
 */
function NearScreenFlag({
  url,
  code,
  a11y,
  className,
}: {
  url: string;
  code: string;
  a11y: { role?: string; 'aria-label'?: string; 'aria-hidden'?: boolean };
  className: string;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !box.current) return;
    return whenNearScreen(box.current, () => setNear(true));
  }, [near]);
  const picture = (
    <img src={url} alt="" decoding="async" width={24} height={18} className="block h-full w-full object-cover" />
  );
  return (
    <span
      ref={box}
      {...a11y}
      data-flag={code}
      className={`fi fi-${code} inline-block aspect-[4/3] overflow-hidden rounded-sm bg-stone-100 ring-1 ring-black/10 ${className}`}
    >
      {near ? picture : <noscript>{picture}</noscript>}
    </span>
  );
}
