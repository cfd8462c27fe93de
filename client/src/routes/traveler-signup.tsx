import { createFileRoute } from '@tanstack/react-router';
import { TravelerSignupPage } from '../features/auth/traveler-signup-page.tsx';
import { privatePageHead } from '../lib/head.ts';
import { returnPathSearch } from '../lib/return-path.ts';

export const Route = createFileRoute('/traveler-signup')({
  // Rendered in the browser only, kept out of search engines (docs/decisions/064).
  validateSearch: returnPathSearch,
  // Where signing in leads afterwards; anything that could leave the site is dropped (docs/decisions/028).
  ssr: false,
  head: () => privatePageHead('Traveler Sign Up', 'Create a traveler account to book regenerative experiences.'),
  component: TravelerSignupRoute,
});

function TravelerSignupRoute() {
  const { redirect } = Route.useSearch();
  return <TravelerSignupPage returnPath={redirect} />;
}
