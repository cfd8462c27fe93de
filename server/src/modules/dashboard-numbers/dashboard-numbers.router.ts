import { router, supplierProcedure } from '../../trpc/trpc.ts';
import { dashboardNumbers } from './dashboard-numbers.service.ts';

export const dashboardNumbersRouter = router({
  /** The signed-in supplier's numbers at a glance: its own activities' bookings only. */
  mine: supplierProcedure.query(({ ctx }) => dashboardNumbers(ctx.services.db, ctx.supplier.id)),
});
