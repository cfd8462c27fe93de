import {
  archivePromoCodeInputSchema,
  createPromoCodeInputSchema,
  pricingActivityInputSchema,
  pricingBookingInputSchema,
  promoQuoteInputSchema,
  saveQuestionsInputSchema,
  savePersonTypesInputSchema,
} from '@regen/shared/schemas/pricing';
import { authedProcedure, publicProcedure, router, supplierProcedure } from '../../trpc/trpc.ts';
import * as service from './pricing.service.ts';

// Prices by kind of guest, promo codes and booking questions (docs/decisions/103).
export const pricingRouter = router({
  /** The "Prices & questions" panel of one of the supplier's activities (another's → NOT_FOUND). */
  settings: supplierProcedure
    .input(pricingActivityInputSchema)
    .query(({ ctx, input }) => service.pricingSettings(ctx.services.db, ctx.supplier.id, input.activityId)),

  /** Replaces the activity's child, youth, senior and family prices (adult is the activity's price). */
  savePersonTypes: supplierProcedure
    .input(savePersonTypesInputSchema)
    .mutation(({ ctx, input }) => service.savePersonTypes(ctx.services.db, ctx.supplier.id, input)),

  /** Replaces the activity's booking questions, in order (removed ones keep their answers). */
  saveQuestions: supplierProcedure
    .input(saveQuestionsInputSchema)
    .mutation(({ ctx, input }) => service.saveQuestions(ctx.services.db, ctx.supplier.id, input)),

  /** A new promo code of the supplier's, for one activity or all of them. */
  createPromoCode: supplierProcedure
    .input(createPromoCodeInputSchema)
    .mutation(({ ctx, input }) => service.createPromoCode(ctx.services.db, ctx.supplier.id, input)),

  /** Takes a code out of use (bookings that used it keep it). */
  archivePromoCode: supplierProcedure
    .input(archivePromoCodeInputSchema)
    .mutation(({ ctx, input }) => service.archivePromoCode(ctx.services.db, ctx.supplier.id, input)),

  /** The booking form's kinds of guest and questions of a live activity. */
  bookingOptions: publicProcedure
    .input(pricingActivityInputSchema)
    .query(({ ctx, input }) => service.bookingOptions(ctx.services.db, input.activityId)),

  /** The booking form's "Apply": whether a typed code can be used now, and its terms. */
  quotePromo: publicProcedure
    .input(promoQuoteInputSchema)
    .query(({ ctx, input }) => service.quotePromo(ctx.services.db, input)),

  /** A booking's party, code and answers: its traveler and its activity's supplier (others → NOT_FOUND). */
  bookingExtras: authedProcedure
    .input(pricingBookingInputSchema)
    .query(({ ctx, input }) => service.bookingExtras(ctx.services.db, ctx.user.id, input.bookingId)),
});
