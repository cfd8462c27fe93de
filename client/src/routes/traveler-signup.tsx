import { createFileRoute } from '@tanstack/react-router';
import { TravelerSignupPage } from '../features/auth/traveler-signup-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/traveler-signup')({
  head: () => pageHead('Traveler Sign Up', 'Create a traveler account to book regenerative experiences.'),
  component: TravelerSignupPage,
});
