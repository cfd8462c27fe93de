import { experiencesInputSchema, subscribeNewsletterInputSchema } from '@regen/shared/schemas/catalogue';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { listExperiences, subscribeNewsletter, summariseDestinationCountries } from './catalogue.service.ts';

export const catalogueRouter = router({
  /** Approved supplier activities of one country for the experiences page. */
  experiences: publicProcedure
    .input(experiencesInputSchema)
    .query(({ ctx, input }) => listExperiences(ctx.services.db, input.country)),

  /** Per destination: live experiences and the next open slot (destinations and country pages). */
  destinationsSummary: publicProcedure.query(({ ctx }) => summariseDestinationCountries(ctx.services.db)),

  /** One procedure behind every newsletter box (news, blog, articles). */
  subscribeNewsletter: publicProcedure
    .input(subscribeNewsletterInputSchema)
    .mutation(({ ctx, input }) => subscribeNewsletter(ctx.services.db, input)),
});
