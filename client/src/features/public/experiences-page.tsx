import { sampleActivitiesFor } from '@regen/shared/data/sample-activities';
import type { ActivityCard as ActivityCardData } from '@regen/shared/schemas/catalogue';
import { useEffect } from 'react';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ActivityCard } from './activity-card.tsx';
import { useExperiences } from './api.ts';
import { countryImage } from './country-image.ts';
import { HomeButton } from './home-button.tsx';

const sections = [
  { key: 'environmental', title: 'Environmental Impact', word: 'environmental' },
  { key: 'social', title: 'Social Impact', word: 'social' },
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

function ComingSoon({ section, country }: { section: string; country: string }) {
  return (
    <div className="rounded-2xl border-2 border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <p className="text-xl font-semibold text-stone-900">Coming Soon</p>
      <p className="mx-auto mt-2 max-w-lg text-stone-700">
        We're working on bringing amazing {section} experiences to {country}. Check back soon for updates!
      </p>
    </div>
  );
}

/**
 * Activities in a country (docs/spec/public-site.md §2): approved supplier activities first, then
 * the built-in sample activities. A failed read is logged and leaves both lists empty.
 */
export function ExperiencesPage({ country }: { country: string }) {
  const query = useExperiences(country);

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
      <section className="relative overflow-hidden bg-brand-950 text-white">
        <img
          src={countryImage(country, '/images/forest.svg')}
          alt=""
          aria-hidden="true"
          width={800}
          height={500}
          className="absolute inset-0 h-full w-full object-cover opacity-30"
        />
        <Container className="relative py-14 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">
            Regenerative Tourism Experiences in {country}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            Book activities that restore nature and strengthen communities, and earn Regen Points® as you go.
          </p>
        </Container>
      </section>
      <Container className="py-10 sm:py-14">
        <HomeButton />
        {query.isPending ? (
          <Spinner label="Loading experiences..." className="py-24" />
        ) : (
          sections.map((section) => (
            <section key={section.key} aria-labelledby={`section-${section.key}`} className="mt-12">
              <h2 id={`section-${section.key}`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
                {section.title}
              </h2>
              <div className="mt-6">
                {lists[section.key].length === 0 ? (
                  <ComingSoon section={section.word} country={country} />
                ) : (
                  <ActivityGrid activities={lists[section.key]} />
                )}
              </div>
            </section>
          ))
        )}
      </Container>
    </>
  );
}
