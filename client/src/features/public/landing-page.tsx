import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { TripSearchForm } from '../../components/layout/trip-search.tsx';
import { Backdrop, Container } from '../../components/ui/page.tsx';
import { ImpactCalculator } from './impact-calculator.tsx';
import { useT } from '../../lib/i18n.tsx';

const steps = [
  {
    title: 'public.landing.chooseDestination',
    text: 'public.landing.chooseDestinationText',
    icon: 'M10 2a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5z',
  },
  {
    title: 'public.landing.getInspired',
    text: 'public.landing.getInspiredText',
    icon: 'M10 2l2.4 5 5.6.8-4 3.9.9 5.5L10 14.6 5.1 17.2l.9-5.5-4-3.9 5.6-.8z',
  },
  {
    title: 'public.landing.takeAction',
    text: 'public.landing.takeActionText',
    icon: 'M7.5 13.5 4 10l-1.5 1.5 5 5 10-10L16 5z',
  },
  {
    title: 'public.landing.createImpact',
    text: 'public.landing.createImpactText',
    icon: 'M10 18c4-2.5 7-5.6 7-9.5A4.5 4.5 0 0 0 10 5a4.5 4.5 0 0 0-7 3.5C3 12.4 6 15.5 10 18z',
  },
] as const;

export function LandingPage() {
  const t = useT();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <Backdrop src="/images/mountains.svg" load="first" className="opacity-40" />
        <div className="absolute inset-0 bg-gradient-to-b from-brand-950/70 via-brand-950/60 to-brand-950/90" />
        <Container className="relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
              {t('public.landing.eyebrow')}
            </p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              {t('public.landing.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-50">{t('public.landing.intro')}</p>
            {/* Where, when and how many, straight to the results (issue 30). */}
            <div className="mt-6 rounded-2xl bg-white p-4 text-stone-900 shadow-xl sm:p-5">
              <TripSearchForm variant="hero" />
            </div>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/destinations" className={buttonClass('light', 'lg')}>
                {t('public.exploreDestinations')}
              </Link>
              <Link
                to="/about-us"
                className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/40 hover:bg-white/10')}
              >
                {t('public.landing.howPointsWork')}
              </Link>
            </div>
          </div>
          <div id="calculator" className="rounded-3xl bg-white p-6 text-stone-900 shadow-2xl sm:p-8">
            <ImpactCalculator />
          </div>
        </Container>
      </section>

      <section aria-labelledby="compass-title" className="py-16 sm:py-20">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="compass-title" className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">
              {t('public.landing.compassTitle')}
            </h2>
            <p className="mt-3 text-stone-700">{t('public.landing.compassIntro')}</p>
          </div>
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6" fill="currentColor">
                    <path d={step.icon} />
                  </svg>
                </span>
                <p className="mt-4 text-sm font-semibold text-brand-700">
                  {t('public.landing.step', { number: index + 1 })}
                </p>
                <h3 className="mt-1 text-lg font-semibold text-stone-900">{t(step.title)}</h3>
                <p className="mt-2 text-sm text-stone-700">{t(step.text)}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section className="pb-20">
        <Container>
          <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
            <Backdrop src="/images/forest.svg" load="lazy" className="opacity-25" />
            <div className="relative">
              <h2 className="text-3xl font-bold">{t('public.landing.readyTitle')}</h2>
              <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('public.landing.readyText')}</p>
              <Link to="/destinations" className={buttonClass('light', 'lg', 'mt-8')}>
                {t('public.exploreDestinations')}
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
