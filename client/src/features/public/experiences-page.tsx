import { sampleActivitiesFor } from '@regen/shared/data/sample-activities';
import type { ActivityCard as ActivityCardData } from '@regen/shared/schemas/catalogue';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { Backdrop, Container } from '../../components/ui/page.tsx';
import { ActivityCard } from './activity-card.tsx';
import { useExperiences } from './api.ts';
import { countryImage } from './country-image.ts';
import { HomeButton } from './home-button.tsx';
import { useCountryName, useT } from '../../lib/i18n.tsx';

const sections = [
  { key: 'environmental', title: 'public.experiences.environmental' },
  { key: 'social', title: 'public.experiences.social' },
] as const;

/**
 * The cards of one section, laid out for their number: a lone card side by side with its photo
 * across the row, two in two columns, more in up to three. Cards never stretch past a readable
 * width, and the grid stays left-aligned under its heading.
 */
function ActivityGrid({ activities }: { activities: ActivityCardData[] }) {
  const layout =
    activities.length === 1
      ? 'max-w-4xl'
      : activities.length === 2
        ? 'max-w-5xl sm:grid-cols-2'
        : 'sm:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`grid gap-6 ${layout}`}>
      {activities.map((activity) => (
        <li key={activity.activityId} className="flex">
          <ActivityCard activity={activity} wide={activities.length === 1} />
        </li>
      ))}
    </ul>
  );
}

function ComingSoon({ section, country }: { section: 'environmental' | 'social'; country: string }) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-xl font-semibold text-stone-900">{t('public.experiences.comingSoon')}</p>
      <p className="mx-auto mt-2 max-w-lg text-stone-700">
        {t('public.experiences.comingSoonText', { category: section, country: countryName(country) })}{' '}
        {t('public.experiences.checkBack')}
      </p>
    </div>
  );
}

/** One section's cards while they load: the heading and a row of card-sized placeholders. */
function SectionSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className={`flex ${i > 0 ? 'max-sm:hidden' : ''} ${i > 1 ? 'max-lg:hidden' : ''}`}>
          <div className="flex w-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            <div className="aspect-[16/10] w-full animate-pulse bg-stone-200" />
            <div className="flex min-h-[22rem] flex-col gap-3 p-5">
              <div className="h-5 w-40 animate-pulse rounded bg-stone-200" />
              <div className="h-6 w-3/4 animate-pulse rounded bg-stone-200" />
              <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
              <div className="mt-2 h-24 w-full animate-pulse rounded-xl bg-stone-100" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * The two sections: approved supplier activities first, then the built-in sample activities.
 * A failed read is logged and leaves both lists empty. While loading, the sections keep their
 * headings and card-sized placeholders, so the page does not jump when the cards arrive.
 */
function ExperienceSections({ country }: { country: string }) {
  const query = useExperiences(country);
  const t = useT();

  useEffect(() => {
    if (query.error) console.error('Error fetching activities:', query.error);
  }, [query.error]);

  const samples = sampleActivitiesFor(country);
  const lists: Record<'environmental' | 'social', ActivityCardData[]> = query.data
    ? {
        environmental: [...query.data.environmental, ...samples.filter((a) => a.impactCategory === 'environmental')],
        social: [...query.data.social, ...samples.filter((a) => a.impactCategory === 'social')],
      }
    : { environmental: [], social: [] };

  return (
    <>
      {query.isPending ? (
        <p role="status" className="mt-8 text-stone-700">
          {t('public.experiences.loading')}
        </p>
      ) : null}
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`} className="mt-12">
          <h2 id={`section-${section.key}`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {t(section.title)}
          </h2>
          <div className="mt-6">
            {query.isPending ? (
              <SectionSkeleton />
            ) : lists[section.key].length === 0 ? (
              <ComingSoon section={section.key} country={country} />
            ) : (
              <ActivityGrid activities={lists[section.key]} />
            )}
          </div>
        </section>
      ))}
    </>
  );
}

/**
 * Activities in a country (docs/spec/public-site.md §2). `search` (the experiences search,
 * issue 14) sits above the sections; with filters in the URL it shows results in their place
 * (`showSections` false).
 */
export function ExperiencesPage({
  country,
  search,
  showSections = true,
}: {
  country: string;
  search?: ReactNode;
  showSections?: boolean;
}) {
  const t = useT();
  const countryName = useCountryName();
  return (
    <>
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <Backdrop src={countryImage(country, '/images/forest.svg')} className="opacity-30" />
        <Container className="relative py-14 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            {t('public.experiences.title', { country: countryName(country) })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">{t('public.experiences.intro')}</p>
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <HomeButton />
          <Link
            to="/experiences"
            className="text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {t('public.experiences.searchAll')}
          </Link>
        </div>
        {search ? <div className="mt-8">{search}</div> : null}
        {showSections ? <ExperienceSections country={country} /> : null}
      </Container>
    </>
  );
}
