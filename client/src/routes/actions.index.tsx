import { createFileRoute } from '@tanstack/react-router';
import { ActionsWithoutCountry } from '../features/public/actions-page.tsx';
import { pageHead } from '../lib/head.ts';

export const Route = createFileRoute('/actions/')({
  head: () => pageHead('Country not specified', 'Choose a destination to see how you can contribute there.'),
  component: ActionsWithoutCountry,
});
