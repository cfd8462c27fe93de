import { Container } from '../../components/ui/page.tsx';
import { HomeButton } from './home-button.tsx';

interface ThirdPartyAsset {
  name: string;
  use: string;
  author: string;
  licence: string;
  href: string;
}

/** Assets made by others that ship with the site; each keeps its own licence. */
const thirdPartyAssets: readonly ThirdPartyAsset[] = [
  {
    name: 'flag-icons 7.5',
    use: 'Country flags on destination, actions and calculator screens',
    author: 'Panayiotis Lipiridis and contributors',
    licence: 'MIT License',
    href: 'https://github.com/lipis/flag-icons',
  },
];

export function CreditsPage() {
  return (
    <Container className="py-12 sm:py-16">
      <HomeButton />
      <h1 className="mt-8 text-4xl font-bold tracking-tight text-stone-900">Credits</h1>

      <section aria-labelledby="illustrations-title" className="mt-10 max-w-3xl">
        <h2 id="illustrations-title" className="text-2xl font-semibold text-stone-900">
          Illustrations
        </h2>
        <p className="mt-3 text-stone-700">
          Every illustration of a country, article, project and activity on this site is an original work of the Regen
          Marketplace project. They are drawn as vector scenes by the project’s own generator (scripts/images in the
          source code), one per place or subject, and use no photographs or third-party artwork.
        </p>
        <p className="mt-3 text-stone-700">
          The illustrations are licensed under the{' '}
          <a
            href="https://creativecommons.org/licenses/by/4.0/"
            className="font-medium text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            Creative Commons Attribution 4.0 International licence (CC BY 4.0)
          </a>
          : you may share and adapt them for any purpose if you credit “Regen Marketplace” and link to the licence.
        </p>
      </section>

      <section aria-labelledby="third-party-title" className="mt-12 max-w-3xl">
        <h2 id="third-party-title" className="text-2xl font-semibold text-stone-900">
          Third-party assets
        </h2>
        <ul className="mt-4 space-y-4">
          {thirdPartyAssets.map((asset) => (
            <li key={asset.name} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <p className="font-semibold text-stone-900">
                <a href={asset.href} className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
                  {asset.name}
                </a>
              </p>
              <p className="mt-1 text-sm text-stone-700">{asset.use}</p>
              <p className="mt-1 text-sm text-stone-700">
                By {asset.author}, {asset.licence}
              </p>
            </li>
          ))}
        </ul>
      </section>
    </Container>
  );
}
