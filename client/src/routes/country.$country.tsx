import { isDestinationCountry } from '@regen/shared/countries';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { countryDisplayName } from '@regen/shared/format-names';
import { formatMessage } from '@regen/shared/i18n';
import { FORMAT_LOCALES, localePath } from '@regen/shared/i18n/locale-paths';
import { CountryNotFound, CountryPage } from '../features/public/country-page.tsx';
import { countryShareImage, pageHead } from '../lib/head.ts';
import { preload } from '../lib/route-data.ts';
import { touristDestinationJsonLd } from '../lib/structured-data.ts';

export const Route = createFileRoute('/country/$country')({
  loader: async ({ context, params }) => {
    // An unknown country is a 404 (server-rendered with that status, docs/decisions/064).
    if (!isDestinationCountry(params.country)) throw notFound();
    // The country's text is the route's data: a server-rendered page carries it in its HTML,
    // and only a move here in the browser loads the texts of every country (docs/decisions/070).
    // In another locale, also that locale's blurbs (docs/decisions/110 "Wiring").
    const [{ countryProfileIn }] = await Promise.all([
      import('../content/localized.ts'),
      preload(context.trpcUtils.catalogue.destinationsSummary.prefetch(undefined, { retry: false })),
    ]);
    const profile = await countryProfileIn(context.locale, params.country);
    if (!profile) throw notFound();
    return profile;
  },
  head: ({ match, params }) => {
    const { locale } = match.context;
    if (!isDestinationCountry(params.country)) {
      return pageHead(
        formatMessage(locale, 'meta.countryNotFound.title'),
        formatMessage(locale, 'meta.countryNotFound.description'),
      );
    }
    // The country as the page's locale names it ('Deutschland'); the route keeps the English name.
    const name = countryDisplayName(params.country, FORMAT_LOCALES[locale]);
    const description = formatMessage(locale, 'meta.country.description', { country: name });
    const image = countryShareImage(params.country);
    return pageHead(name, description, {
      image,
      jsonLd: touristDestinationJsonLd(params.country, description, image, {
        name,
        path: localePath(locale, `/country/${encodeURIComponent(params.country)}`),
      }),
    });
  },
  component: CountryRoute,
  notFoundComponent: () => <CountryNotFound />,
});

function CountryRoute() {
  // TanStack Router decodes path params: '/country/New%20Zealand' gives 'New Zealand'.
  const { country } = Route.useParams();
  return <CountryPage country={country} profile={Route.useLoaderData()} />;
}
