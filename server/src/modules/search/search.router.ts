import { searchFiltersSchema } from '@regen/shared/schemas/search';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { searchActivities } from './search.service.ts';

export const searchRouter = router({
  /**
   * One page of live activities across all destinations (or one, with `country`) by text,
   * category, a date with room for a party, price, duration and effort, in the chosen order.
   * A filter that is not valid is answered 400 with its message.
   */
  activities: publicProcedure
    .input(searchFiltersSchema)
    .query(({ ctx, input }) => searchActivities(ctx.services.db, input)),
});
