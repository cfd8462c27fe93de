import { createFileRoute } from '@tanstack/react-router';
import { MyImpactPage } from '../../features/impact/my-impact-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/impact')({
  head: () => pageHead('My Impact', 'Your verified Regen Points, by country, with your trip goal and receipts.'),
  component: MyImpactPage,
});
