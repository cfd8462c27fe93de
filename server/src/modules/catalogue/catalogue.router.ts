import { activityPageInputSchema } from '@regen/shared/schemas/activity-page';
import { experiencesInputSchema, subscribeNewsletterInputSchema } from '@regen/shared/schemas/catalogue';
import { getActivityPageDetails } from './activity-page.ts';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { listExperiences, subscribeNewsletter, summariseDestinationCountries } from './catalogue.service.ts';

export const catalogueRouter = router({
  /** Approved supplier activities of one country for the experiences page. */
  experiences: publicProcedure
    .input(experiencesInputSchema)
    .query(({ ctx, input }) => listExperiences(ctx.services.db, input.country)),

  /** Per destination: live experiences and the next open slot (destinations and country pages). */
  destinationsSummary: publicProcedure.query(({ ctx }) => summariseDestinationCountries(ctx.services.db)),

  /**
   * What a live activity's page shows beyond the booking form: gallery, place, impact, effort,
   * Regen Points, rating, included, what to bring, languages, accessibility, meeting point, host.
   */
  activityPage: publicProcedure
    .input(activityPageInputSchema)
    .query(({ ctx, input }) => getActivityPageDetails(ctx.services.db, ctx.services.config, input.activityId)),

  /** One procedure behind every newsletter box (news, blog, articles). */
  subscribeNewsletter: publicProcedure
    .input(subscribeNewsletterInputSchema)
    .mutation(({ ctx, input }) => subscribeNewsletter(ctx.services.db, input)),
});
