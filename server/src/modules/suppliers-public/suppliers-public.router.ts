import { supplierPageInputSchema } from '@regen/shared/schemas/activity-page';
import { publicProcedure, router } from '../../trpc/trpc.ts';
import { getSupplierPage } from './suppliers-public.service.ts';

export const suppliersPublicRouter = router({
  /** A host's public page: name, live activities, reviews and impact totals. */
  page: publicProcedure
    .input(supplierPageInputSchema)
    .query(({ ctx, input }) => getSupplierPage(ctx.services.db, input.supplierId)),
});
