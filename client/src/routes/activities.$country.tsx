import { createFileRoute, redirect } from '@tanstack/react-router';

// The older path: /activities/{country} redirects to the experiences route (301: moved for good).
export const Route = createFileRoute('/activities/$country')({
  beforeLoad: ({ params }) => {
    throw redirect({
      to: '/experiences/$country',
      params: { country: params.country },
      replace: true,
      statusCode: 301,
    });
  },
});
