import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Container, Hero } from '../../components/ui/page.tsx';
import { HomeButton } from './home-button.tsx';
import { useT } from '../../lib/i18n.tsx';

const contacts = [
  {
    title: 'public.contact.general',
    text: 'public.contact.generalText',
    email: 'hello@regenmarketplace.com',
  },
  {
    title: 'public.contact.partners',
    text: 'public.contact.partnersText',
    email: 'partners@regenmarketplace.com',
  },
] as const;

export function ContactPage() {
  const t = useT();
  return (
    <>
      <div className="border-b border-stone-200 bg-white">
        <Container className="flex h-14 items-center">
          <HomeButton />
        </Container>
      </div>
      <Hero title={t('meta.contactUs.title')} image="/images/village.svg">
        {t('public.contact.heroText')}
      </Hero>
      <Container className="py-12 sm:py-16">
        <div className="grid gap-6 md:grid-cols-3">
          {contacts.map((c) => (
            <section key={c.title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <h2 className="text-xl font-semibold text-stone-900">{t(c.title)}</h2>
              <p className="mt-2 text-sm text-stone-700">{t(c.text)}</p>
              <a
                href={`mailto:${c.email}`}
                className="mt-4 inline-block text-sm font-semibold [overflow-wrap:anywhere] text-brand-800 underline underline-offset-4 hover:text-brand-900"
              >
                {c.email}
              </a>
            </section>
          ))}
          <section className="rounded-2xl border border-brand-200 bg-brand-50 p-6 shadow-sm">
            <h2 className="text-xl font-semibold text-stone-900">{t('public.contact.responseTime')}</h2>
            <p className="mt-2 text-sm text-stone-700">
              {t('public.contact.responseTimeText', { time: t('public.contact.responseWindow') })}
            </p>
          </section>
        </div>
        <section className="mt-14 rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
          <h2 className="text-3xl font-bold">{t('public.contact.readyTitle')}</h2>
          <p className="mx-auto mt-3 max-w-xl text-brand-50">{t('public.contact.readyText')}</p>
          <Link to="/destinations" className={buttonClass('light', 'lg', 'mt-8')}>
            {t('public.exploreDestinations')}
          </Link>
        </section>
      </Container>
    </>
  );
}
