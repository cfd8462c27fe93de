import type { DestinationSummary } from '@regen/shared/schemas/catalogue';
import { useMemo } from 'react';
import { trpc } from '../../lib/trpc.ts';

// The public site's calls: the experiences of a country, the destinations summary and the
// newsletter.

/** Approved activities of a country by impact category (a failed read is the page's to show). */
export function useExperiences(country: string) {
  return trpc.catalogue.experiences.useQuery({ country }, { retry: false });
}

/**
 * Every destination's live experiences and next open slot, by country name (one read shared by
 * the destinations, experiences index and country pages). Undefined until it has loaded or
 * when it failed: the pages then simply leave the counts out.
 */
export function useDestinationsSummary(): ReadonlyMap<string, DestinationSummary> | undefined {
  const query = trpc.catalogue.destinationsSummary.useQuery(undefined, { retry: false, staleTime: 60_000 });
  return useMemo(
    () => (query.data ? new Map(query.data.countries.map((c) => [c.country, c])) : undefined),
    [query.data],
  );
}

export function useSubscribeNewsletter() {
  return trpc.catalogue.subscribeNewsletter.useMutation();
}
