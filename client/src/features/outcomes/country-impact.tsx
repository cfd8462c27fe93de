import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useCountryName, useT } from '../../lib/i18n.tsx';

// The country page's impact panel, kept out of the page's first load (issue 32 part 5): the
// server renders the section's heading; the panel, its charts and its one read load in the
// browser when the section nears the screen.

const CountryImpactPanel = lazy(() => import('./country-impact-panel.tsx'));

export function CountryImpact({ country }: { country: string }) {
  const t = useT();
  const countryName = useCountryName();
  const section = useRef<HTMLElement>(null);
  const [show, setShow] = useState(false);
  useEffect(() => {
    const node = section.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setShow(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <section
      ref={section}
      aria-labelledby="country-impact-title"
      className="mt-14 min-h-64"
      data-testid="country-impact"
    >
      <h2 id="country-impact-title" className="text-2xl font-bold text-stone-900">
        {t('outcomes.impact.countryTitle', { country: countryName(country) })}
      </h2>
      <p className="mt-2 max-w-3xl text-stone-700">{t('outcomes.impact.countryIntro')}</p>
      <div className="mt-6">
        {show ? (
          <Suspense fallback={<p className="text-sm text-stone-600">{t('outcomes.impact.loading')}</p>}>
            <CountryImpactPanel country={country} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
