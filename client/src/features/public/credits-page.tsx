import { Container } from '../../components/ui/page.tsx';
import { HomeButton } from './home-button.tsx';
import { useT } from '../../lib/i18n.tsx';
import type { PlainMessageKey } from '@regen/shared/i18n';

interface ThirdPartyAsset {
  name: string;
  use: PlainMessageKey;
  author: string;
  licence: string;
  href: string;
}

/** Assets made by others that ship with the site; each keeps its own licence. */
const thirdPartyAssets: readonly ThirdPartyAsset[] = [
  {
    name: 'flag-icons 7.5',
    use: 'public.credits.flagIconsUse',
    author: 'Panayiotis Lipiridis and contributors',
    licence: 'MIT License',
    href: 'https://github.com/lipis/flag-icons',
  },
];

/** Stands for the licence's link inside its sentence, where the text is split around it. */
const LINK_MARK = '\u0000';

export function CreditsPage() {
  const t = useT();
  const [beforeLink, afterLink] = t('public.credits.licence', { link: LINK_MARK }).split(LINK_MARK);
  return (
    <Container className="py-12 sm:py-16">
      <HomeButton />
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-stone-900">{t('public.credits.title')}</h1>

      <section aria-labelledby="illustrations-title" className="mt-10 max-w-3xl">
        <h2 id="illustrations-title" className="text-2xl font-semibold text-stone-900">
          {t('public.credits.illustrations')}
        </h2>
        <p className="mt-3 text-stone-700">{t('public.credits.illustrationsText')}</p>
        <p className="mt-3 text-stone-700">
          {beforeLink}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            {t('public.credits.licenceLink')}
          </a>
          {afterLink}
        </p>
      </section>

      <section aria-labelledby="third-party-title" className="mt-12 max-w-3xl">
        <h2 id="third-party-title" className="text-2xl font-semibold text-stone-900">
          {t('public.credits.thirdParty')}
        </h2>
        <ul className="mt-4 space-y-4">
          {thirdPartyAssets.map((asset) => (
            <li key={asset.name} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <p className="font-semibold text-stone-900">
                <a href={asset.href} className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
                  {asset.name}
                </a>
              </p>
              <p className="mt-1 text-sm text-stone-700">{t(asset.use)}</p>
              <p className="mt-1 text-sm text-stone-700">
                {t('public.credits.by', { author: asset.author, licence: asset.licence })}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
