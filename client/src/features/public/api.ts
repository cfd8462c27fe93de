import { trpc } from '../../lib/trpc.ts';

// The public site's calls: the experiences of a country and the newsletter.

/** Approved activities of a country by impact category (a failed read is the page's to show). */
export function useExperiences(country: string) {
  return trpc.catalogue.experiences.useQuery({ country }, { retry: false });
}

export function useSubscribeNewsletter() {
  return trpc.catalogue.subscribeNewsletter.useMutation();
}
