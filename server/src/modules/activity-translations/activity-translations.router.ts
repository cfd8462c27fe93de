import {
  activityTranslationsInputSchema,
  removeActivityTranslationInputSchema,
  saveActivityTranslationInputSchema,
  setOriginalLocaleInputSchema,
} from '@regen/shared/schemas/activity-translations';
import { router, supplierProcedure } from '../../trpc/trpc.ts';
import * as service from './activity-translations.service.ts';

// An activity's texts in other languages (docs/decisions/119): only its supplier reads and
// writes them here; the public reads show them through the catalogue, search and booking.
export const activityTranslationsRouter = router({
  /** The original language and every translation of one of the supplier's activities. */
  ofActivity: supplierProcedure
    .input(activityTranslationsInputSchema)
    .query(({ ctx, input }) => service.activityTranslations(ctx.services.db, ctx.supplier.id, input.activityId)),

  /** Adds or replaces one language's texts (shown at once). */
  save: supplierProcedure
    .input(saveActivityTranslationInputSchema)
    .mutation(({ ctx, input }) => service.saveTranslation(ctx.services.db, ctx.supplier.id, input)),

  /** Removes one language's texts (the original is shown again, with its note). */
  remove: supplierProcedure
    .input(removeActivityTranslationInputSchema)
    .mutation(({ ctx, input }) => service.removeTranslation(ctx.services.db, ctx.supplier.id, input)),

  /** The language the activity's own texts are written in. */
  setOriginal: supplierProcedure
    .input(setOriginalLocaleInputSchema)
    .mutation(({ ctx, input }) => service.setOriginalLocale(ctx.services.db, ctx.supplier.id, input)),
});
