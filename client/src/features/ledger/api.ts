import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc.ts';
import type { LedgerSearch } from './ledger-search.ts';

// The ledger feature's calls: the public chain's listing and a traveler's self-reported actions.

export type LedgerEntriesPage = inferRouterOutputs<AppRouter>['ledger']['entries'];
export type LedgerListEntry = LedgerEntriesPage['entries'][number];
export type LedgerFilterChoices = inferRouterOutputs<AppRouter>['ledger']['filters'];
export type SelfReportedActions = inferRouterOutputs<AppRouter>['ledger']['myActions'];

/** A page of the listing (the route's loader has read it already on the server). */
export function useLedgerEntries(search: LedgerSearch) {
  return trpc.ledger.entries.useQuery(search, { retry: false });
}

export function useLedgerFilters() {
  return trpc.ledger.filters.useQuery(undefined, { retry: false });
}

export function useMySelfReportedActions() {
  return trpc.ledger.myActions.useQuery();
}

export function useLogAction() {
  const utils = trpc.useUtils();
  return trpc.ledger.logAction.useMutation({ onSuccess: () => utils.ledger.myActions.invalidate() });
}

export function useRemoveAction() {
  const utils = trpc.useUtils();
  return trpc.ledger.removeAction.useMutation({ onSuccess: () => utils.ledger.myActions.invalidate() });
}
