import { setLocaleInputSchema } from '@regen/shared/schemas/locales';
import { authedProcedure, router } from '../../trpc/trpc.ts';
import * as service from './locales.service.ts';

export const localesRouter = router({
  /** The signed-in user's chosen language, or null when they never chose one. */
  mine: authedProcedure.query(({ ctx }) => service.myLocale(ctx.services.db, ctx.user.id)),

  /** Remembers the language the user switched to (the language switcher calls it). */
  setMine: authedProcedure
    .input(setLocaleInputSchema)
    .mutation(({ ctx, input }) => service.setMyLocale(ctx.services.db, ctx.user.id, input.locale)),
});
