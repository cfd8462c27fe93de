import { trpc } from '../../lib/trpc.ts';

// The currencies domain's calls (docs/decisions/108).

/** Shows prices in a currency: the server sets the cookie and, when signed in, the profile. */
export function useChooseCurrency() {
  return trpc.currencies.choose.useMutation();
}

/** A signed-in traveler's remembered currency (read once, for a browser without a choice yet). */
export function useMyCurrency(enabled: boolean) {
  return trpc.currencies.mine.useQuery(undefined, { enabled, staleTime: Infinity });
}

/** Every rate and their date: the admin's form. */
export function useDisplayRates() {
  return trpc.currencies.rates.useQuery();
}

export function useUpdateRates() {
  const utils = trpc.useUtils();
  return trpc.currencies.updateRates.useMutation({
    onSuccess: (rates) => utils.currencies.rates.setData(undefined, rates),
  });
}
