import { CALCULATOR_BASE_POINTS_PER_DAY } from '@regen/shared/constants';
import { findDestinationCountry } from '@regen/shared/countries';
import { findCalculatorCountry, formatPoints } from '@regen/shared/rules/impact-calculator';
import { Link } from '@tanstack/react-router';
import { findCountryProfile } from '../../content/countries.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/page.tsx';
import { CountryFlag } from './country-flag.tsx';

export function CountryNotFound({ message }: { message: string }) {
  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <CountryFlag code={undefined} className="w-16" />
      <h1 className="mt-6 text-3xl font-bold text-stone-900">{message}</h1>
      <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Destinations
      </Link>
    </Container>
  );
}

export function CountryPage({ country }: { country: string }) {
  const profile = findCountryProfile(country);
  if (!profile) return <CountryNotFound message="Country not found" />;
  const code = findDestinationCountry(country)?.code;
  const tier = findCalculatorCountry(country)?.tier;
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <img
          src={profile.image}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 h-full w-full object-cover opacity-40"
        />
        <div className="absolute inset-0 bg-gradient-to-t from-brand-950 via-brand-950/60 to-brand-950/30" />
        <Container className="relative py-16 sm:py-24">
          <CountryFlag code={code} label={`Flag of ${country}`} className="w-20 text-6xl shadow-lg" />
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">{country}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-50">{profile.tagline}</p>
        </Container>
      </section>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
          <div className="space-y-5 text-lg leading-relaxed text-stone-800">
            {profile.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
          </div>
          <aside className="h-fit rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-stone-900">Plan your visit</h2>
            <p className="mt-2 text-sm text-stone-700">
              Find bookable regenerative activities, or see the everyday actions that make a difference in {country}.
            </p>
            {tier ? (
              <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100">
                A positive contribution here starts at{' '}
                <strong>{formatPoints(CALCULATOR_BASE_POINTS_PER_DAY[tier])} Regen points per day</strong>.
              </p>
            ) : null}
            <div className="mt-6 grid gap-3">
              <Link to="/experiences/$country" params={{ country }} className={buttonClass('primary', 'lg')}>
                Activities
              </Link>
              <Link to="/actions/$country" params={{ country }} className={buttonClass('secondary', 'lg')}>
                Actions
              </Link>
            </div>
          </aside>
        </div>
      </Container>
    </>
  );
}
