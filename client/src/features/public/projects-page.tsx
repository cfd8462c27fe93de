import { formatLongDate } from '@regen/shared/format';
import type { PlainMessageKey } from '@regen/shared/i18n';
import { Link } from '@tanstack/react-router';
import type { ProjectCard, ProjectStatus } from '../../content/projects.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container, Hero } from '../../components/ui/page.tsx';
import { HomeButton } from './home-button.tsx';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';

/**
 * Status badge colours (docs/spec/public-site.md §4): Active green, Expanding blue, Planning
 * yellow, other grey.
 */
export function projectStatusTone(status: string): BadgeTone {
  if (status === 'Active') return 'green';
  if (status === 'Expanding') return 'blue';
  if (status === 'Planning') return 'yellow';
  return 'grey';
}

/** Each status as people read it: a catalogue key. */
const projectStatusLabels: Record<ProjectStatus, PlainMessageKey> = {
  Active: 'public.projectStatus.active',
  Expanding: 'public.projectStatus.expanding',
  Planning: 'public.projectStatus.planning',
  Completed: 'public.projectStatus.completed',
};

/** The projects, in the page's locale, come with the route's data (routes/current-projects.tsx). */
export function ProjectsPage({ projects }: { projects: readonly ProjectCard[] }) {
  const t = useT();
  const locale = useFormatLocale();
  return (
    <>
      <Hero title={t('meta.currentProjects.title')} image="/images/wetlands.svg">
        {t('public.projects.heroText')}
      </Hero>
      <Container className="py-12 sm:py-16">
        <HomeButton />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.title} className="flex">
              <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
                <img
                  src={project.image}
                  alt=""
                  loading="lazy"
                  width={800}
                  height={500}
                  className="aspect-[16/10] w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-5">
                  <div className="flex items-center justify-between gap-3">
                    <Badge tone={projectStatusTone(project.status)}>{t(projectStatusLabels[project.status])}</Badge>
                    <p className="text-xs text-stone-600">
                      <time dateTime={project.startDate}>
                        {t('public.projects.since', { date: formatLongDate(project.startDate, locale) })}
                      </time>
                    </p>
                  </div>
                  <h2 className="mt-3 text-lg font-semibold text-stone-900">{project.title}</h2>
                  <p className="text-sm font-medium text-brand-800">{project.location}</p>
                  <p className="mt-3 text-sm text-stone-700">{project.description}</p>
                  <p className="mt-auto pt-4 text-sm text-stone-800">
                    <span className="font-semibold">{t('public.projects.impact')} </span>
                    {project.impact}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>

        <section
          aria-labelledby="join-title"
          className="mt-16 rounded-3xl bg-brand-900 px-6 py-12 text-center text-white shadow-lg sm:px-12"
        >
          <h2 id="join-title" className="text-3xl font-bold">
            {t('public.projects.joinTitle')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('public.projects.joinText')}</p>
          <Link to="/destinations" className={buttonClass('light', 'lg', 'mt-8')}>
            {t('public.exploreDestinations')}
          </Link>
        </section>
      </Container>
    </>
  );
}
