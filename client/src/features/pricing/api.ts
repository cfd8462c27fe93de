import { trpc } from '../../lib/trpc.ts';

// The pricing domain's calls (docs/decisions/103): the supplier's panel, the booking form's
// kinds of guest, questions and promo code, and a booking's party and answers.

export function usePricingSettings(activityId: string) {
  return trpc.pricing.settings.useQuery({ activityId });
}

function useSettingsInvalidation() {
  const utils = trpc.useUtils();
  return () => utils.pricing.settings.invalidate();
}

export function useSavePersonTypes() {
  const invalidate = useSettingsInvalidation();
  return trpc.pricing.savePersonTypes.useMutation({ onSuccess: invalidate });
}

export function useSaveQuestions() {
  const invalidate = useSettingsInvalidation();
  return trpc.pricing.saveQuestions.useMutation({ onSuccess: invalidate });
}

export function useCreatePromoCode() {
  const invalidate = useSettingsInvalidation();
  return trpc.pricing.createPromoCode.useMutation({ onSuccess: invalidate });
}

export function useArchivePromoCode() {
  const invalidate = useSettingsInvalidation();
  return trpc.pricing.archivePromoCode.useMutation({ onSuccess: invalidate });
}

/** The booking form's kinds of guest and questions (none for a sample activity). */
export function useBookingOptions(activityId: string, { enabled }: { enabled: boolean }) {
  return trpc.pricing.bookingOptions.useQuery({ activityId }, { enabled, retry: false, staleTime: 60_000 });
}

/** "Apply": the code's terms, or the server's reason it cannot be used. */
export function useQuotePromo() {
  const utils = trpc.useUtils();
  return (activityId: string, code: string) => utils.pricing.quotePromo.fetch({ activityId, code }, { staleTime: 0 });
}

export function useBookingExtras(bookingId: string) {
  return trpc.pricing.bookingExtras.useQuery({ bookingId }, { retry: false });
}
