import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/profile-page.tsx';
import { pageHead } from '../../lib/head.ts';

export const Route = createFileRoute('/_authed/profile')({
  head: () => pageHead('Profile', 'Your account and bookings.'),
  component: ProfilePage,
});
