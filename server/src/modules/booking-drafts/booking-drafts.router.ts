import {
  currentBookingDraftInputSchema,
  discardBookingDraftInputSchema,
  saveBookingDraftInputSchema,
} from '@regen/shared/schemas/booking-drafts';
import type { Context } from '../../trpc/context.ts';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import {
  bookingDraftCookieName,
  currentBookingDraft,
  discardBookingDraft,
  saveBookingDraft,
  type DraftOwner,
} from './booking-drafts.service.ts';

/** The caller as a draft's owner: the signed-in account, else the browser's draft cookie. */
function ownerOf(ctx: Context): DraftOwner {
  return { userId: ctx.user?.id ?? null, token: ctx.cookies.get(bookingDraftCookieName(ctx.services.config)) };
}

// Public: a signed-out visitor keeps a draft before having an account. Each caller reaches only
// its own draft (docs/decisions/093).
export const bookingDraftsRouter = router({
  save: publicProcedure.input(saveBookingDraftInputSchema).mutation(async ({ ctx, input }) => {
    const saved = await saveBookingDraft(ctx.services.db, ownerOf(ctx), input);
    if (saved.token) ctx.cookies.set(bookingDraftCookieName(ctx.services.config), saved.token, saved.expiresAt);
    return { expiresAt: saved.expiresAt };
  }),

  current: publicProcedure
    .input(currentBookingDraftInputSchema)
    .query(({ ctx, input }) => currentBookingDraft(ctx.services.db, ownerOf(ctx), input.activityId)),

  discard: publicProcedure.input(discardBookingDraftInputSchema).mutation(async ({ ctx, input }) => {
    const discarded = await discardBookingDraft(ctx.services.db, ownerOf(ctx), input.activityId);
    return { discarded };
  }),
});
