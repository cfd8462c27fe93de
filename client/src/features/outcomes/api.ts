import type { AppRouter } from '@regen/server/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';
import { trpc } from '../../lib/trpc.ts';

// The outcomes feature's calls (docs/decisions/107): declared outcomes (public), the supplier's
// sessions and reports, the review queue (admins and verifiers), impact per destination.

type Outputs = inferRouterOutputs<AppRouter>['outcomes'];
export type DeclaredOutcome = Outputs['ofActivity'][number];
export type SupplierSession = Outputs['mySessions'][number];
export type ReviewReport = Outputs['reviewQueue'][number];
export type CountryImpact = Outputs['countryImpact'];
export type ImpactReport = Outputs['impactReport'];

export function useActivityOutcomes(activityId: string) {
  return trpc.outcomes.ofActivity.useQuery({ activityId }, { staleTime: 60_000 });
}

export function useOutcomesOfActivities(activityIds: string[], enabled = true) {
  return trpc.outcomes.ofActivities.useQuery(
    { activityIds },
    { enabled: enabled && activityIds.length > 0, staleTime: 60_000 },
  );
}

export function useMySessions() {
  return trpc.outcomes.mySessions.useQuery();
}

export function useDeclareOutcomes() {
  const utils = trpc.useUtils();
  return trpc.outcomes.declare.useMutation({
    onSuccess: () => Promise.all([utils.outcomes.ofActivity.invalidate(), utils.outcomes.mySessions.invalidate()]),
  });
}

export function useReportOutcomes() {
  const utils = trpc.useUtils();
  return trpc.outcomes.report.useMutation({ onSuccess: () => utils.outcomes.mySessions.invalidate() });
}

export function useAnswerQuery() {
  const utils = trpc.useUtils();
  return trpc.outcomes.answer.useMutation({ onSuccess: () => utils.outcomes.mySessions.invalidate() });
}

export function useReviewer() {
  return trpc.outcomes.reviewer.useQuery();
}

export function useReviewQueue(status: 'open' | 'verified' | 'rejected', enabled: boolean) {
  return trpc.outcomes.reviewQueue.useQuery({ status }, { enabled });
}

export function useReviewOutcomes() {
  const utils = trpc.useUtils();
  return trpc.outcomes.review.useMutation({
    onSuccess: () => Promise.all([utils.outcomes.reviewQueue.invalidate(), utils.outcomes.reviewer.invalidate()]),
  });
}

export function useVerifiers(enabled: boolean) {
  return trpc.outcomes.verifiers.useQuery(undefined, { enabled });
}

export function useGrantVerifier() {
  const utils = trpc.useUtils();
  return trpc.outcomes.grantVerifier.useMutation({ onSuccess: () => utils.outcomes.verifiers.invalidate() });
}

export function useRevokeVerifier() {
  const utils = trpc.useUtils();
  return trpc.outcomes.revokeVerifier.useMutation({ onSuccess: () => utils.outcomes.verifiers.invalidate() });
}

export function useCountryImpact(country: string) {
  return trpc.outcomes.countryImpact.useQuery({ country });
}

export function useImpactReport(year: number | undefined) {
  return trpc.outcomes.impactReport.useQuery(year === undefined ? undefined : { year });
}
