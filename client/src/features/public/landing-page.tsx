import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Backdrop, Container } from '../../components/ui/page.tsx';
import { ImpactCalculator } from './impact-calculator.tsx';

const steps = [
  {
    title: 'Choose Destination',
    text: 'Pick one of 37 countries and discover what makes it special, and what it needs from visitors.',
    icon: 'M10 2a6 6 0 0 0-6 6c0 4.5 6 10 6 10s6-5.5 6-10a6 6 0 0 0-6-6zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5z',
  },
  {
    title: 'Get Inspired',
    text: 'Browse regenerative experiences run by local suppliers, from mangrove planting to village revival.',
    icon: 'M10 2l2.4 5 5.6.8-4 3.9.9 5.5L10 14.6 5.1 17.2l.9-5.5-4-3.9 5.6-.8z',
  },
  {
    title: 'Take Action',
    text: 'Follow simple, country-specific actions and book activities that restore nature and support communities.',
    icon: 'M7.5 13.5 4 10l-1.5 1.5 5 5 10-10L16 5z',
  },
  {
    title: 'Create Impact',
    text: 'Earn Regen Points® as you go and leave every place better than you found it.',
    icon: 'M10 18c4-2.5 7-5.6 7-9.5A4.5 4.5 0 0 0 10 5a4.5 4.5 0 0 0-7 3.5C3 12.4 6 15.5 10 18z',
  },
] as const;

export function LandingPage() {
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <Backdrop src="/images/mountains.svg" load="first" className="opacity-40" />
        <div className="absolute inset-0 bg-gradient-to-b from-brand-950/70 via-brand-950/60 to-brand-950/90" />
        <Container className="relative grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">Regenerative travel</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
              Travel that leaves places better than you found them
            </h1>
            <p className="mt-5 max-w-xl text-lg text-brand-50">
              Discover destinations, book experiences run by local regenerative suppliers and measure the good you do in
              Regen Points®.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/destinations" className={buttonClass('light', 'lg')}>
                Explore Destinations
              </Link>
              <Link
                to="/about-us"
                className={buttonClass('ghost', 'lg', 'text-white ring-1 ring-white/40 hover:bg-white/10')}
              >
                How Regen Points work
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
              Your Compass to Impact
            </h2>
            <p className="mt-3 text-stone-700">Four steps from daydream to a trip that gives back.</p>
          </div>
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li key={step.title} className="relative rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6" fill="currentColor">
                    <path d={step.icon} />
                  </svg>
                </span>
                <p className="mt-4 text-sm font-semibold text-brand-700">Step {index + 1}</p>
                <h3 className="mt-1 text-lg font-semibold text-stone-900">{step.title}</h3>
                <p className="mt-2 text-sm text-stone-700">{step.text}</p>
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
              <h2 className="text-3xl font-bold">Ready to make your next trip count?</h2>
              <p className="mx-auto mt-3 max-w-xl text-brand-50">
                Choose a destination, read what it needs and find experiences that restore it.
              </p>
              <Link to="/destinations" className={buttonClass('light', 'lg', 'mt-8')}>
                Explore Destinations
              </Link>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
