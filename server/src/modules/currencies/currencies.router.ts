import { chooseCurrencyInputSchema, updateRatesInputSchema } from '@regen/shared/schemas/currency';
import { adminProcedure, authedProcedure, publicProcedure, router } from '../../trpc/trpc.ts';
import { chooseCurrency, displayRates, myCurrency, updateRates } from './currencies.service.ts';

export const currenciesRouter = router({
  /** Every display currency's rate (USD at 1) and their date: the picker and the admin's form. */
  rates: publicProcedure.query(({ ctx }) => displayRates(ctx.services.db)),

  /** Shows prices in a currency: a cookie for this browser, and the profile when signed in. */
  choose: publicProcedure
    .input(chooseCurrencyInputSchema)
    .mutation(({ ctx, input }) => chooseCurrency(ctx.services.db, ctx.cookies, ctx.user?.id ?? null, input.currency)),

  /** The signed-in traveler's remembered currency, for a browser that has no choice yet. */
  mine: authedProcedure.query(({ ctx }) => myCurrency(ctx.services.db, ctx.user.id)),

  /** The admin's rates, every currency at once, with the day they are of. */
  updateRates: adminProcedure
    .input(updateRatesInputSchema)
    .mutation(({ ctx, input }) => updateRates(ctx.services.db, ctx.user.id, input)),
});
