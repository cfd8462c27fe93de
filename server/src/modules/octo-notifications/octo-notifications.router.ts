import { resellerIdInputSchema } from '@regen/shared/schemas/resellers';
import { adminProcedure, router } from '../../trpc/trpc.ts';
import { resellerWebhookDeliveries } from './admin-deliveries.ts';

export const octoNotificationsRouter = router({
  /** A reseller's webhooks and latest deliveries with their status, attempts and last error. */
  deliveries: adminProcedure
    .input(resellerIdInputSchema)
    .query(({ ctx, input }) => resellerWebhookDeliveries(ctx.services.db, input.resellerId)),
});
