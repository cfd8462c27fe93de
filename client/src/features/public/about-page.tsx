import type { AboutContent } from '../../content/localized.ts';
import { Container, Hero } from '../../components/ui/page.tsx';
import { HomeButton } from './home-button.tsx';
import { useT } from '../../lib/i18n.tsx';

/** The About Us page; its text, in the page's locale, comes with the route's data (routes/about-us.tsx). */
export function AboutPage({ content }: { content: AboutContent }) {
  const { founderStory, mission, regenPointsAudiences, values } = content;
  const t = useT();
  return (
    <>
      <Hero title={t('public.about.title')} image="/images/village.svg">
        {t('public.about.heroText')}
      </Hero>
      <Container className="py-14">
        <div className="mb-10">
          <HomeButton />
        </div>

        <section aria-labelledby="points-title">
          <h2 id="points-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('public.about.pointsTitle')}
          </h2>
          <p className="mt-3 max-w-3xl text-stone-700">{t('public.about.pointsText')}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {regenPointsAudiences.map((section) => (
              <article key={section.audience} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-semibold text-brand-900">{section.heading}</h3>
                {section.paragraphs.map((p) => (
                  <p key={p.slice(0, 24)} className="mt-3 text-sm leading-relaxed text-stone-700">
                    {p}
                  </p>
                ))}
              </article>
            ))}
          </div>
        </section>

        <section aria-labelledby="mission-title" className="mt-16 grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-stone-900">
              {mission.heading}
            </h2>
            {mission.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-lg text-stone-700">
                {p}
              </p>
            ))}
          </div>
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-stone-900">{t('public.about.values')}</h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {values.map((v) => (
                <li key={v.title} className="rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100">
                  <p className="font-semibold text-brand-900">{v.title}</p>
                  <p className="mt-1 text-sm text-stone-700">{v.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="story-title" className="mt-16 grid items-center gap-10 lg:grid-cols-[1fr_1.2fr]">
          <img
            src="/images/mountains.svg"
            alt={t('public.about.storyImage')}
            loading="lazy"
            width={800}
            height={500}
            className="w-full rounded-3xl shadow-md"
          />
          <div>
            <h2 id="story-title" className="text-3xl font-bold tracking-tight text-stone-900">
              {founderStory.heading}
            </h2>
            {founderStory.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-stone-700">
                {p}
              </p>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}
