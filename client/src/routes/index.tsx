import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/public/landing-page.tsx';
import { pageHead } from '../lib/head.ts';
import { organizationJsonLd } from '../lib/structured-data.ts';

const description =
  'Regenerative travel: calculate your impact in Regen Points, explore 37 destinations and book activities run by local suppliers.';

export const Route = createFileRoute('/')({
  head: () => pageHead('Regen Marketplace', description, { jsonLd: organizationJsonLd(description) }),
  component: LandingPage,
});
