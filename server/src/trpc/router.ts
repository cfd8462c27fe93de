import { adminRouter } from '../modules/admin/admin.router.ts';
import { authRouter } from '../modules/auth/auth.router.ts';
import { bookingRouter } from '../modules/booking/booking.router.ts';
import { catalogueRouter } from '../modules/catalogue/catalogue.router.ts';
import { messagingRouter } from '../modules/messaging/messaging.router.ts';
import { resellersRouter } from '../modules/resellers/resellers.router.ts';
import { supplierRouter } from '../modules/supplier/supplier.router.ts';
import { travelerRouter } from '../modules/traveler/traveler.router.ts';
import { router } from './trpc.ts';

export const appRouter = router({
  auth: authRouter,
  catalogue: catalogueRouter,
  booking: bookingRouter,
  supplier: supplierRouter,
  traveler: travelerRouter,
  messaging: messagingRouter,
  admin: adminRouter,
  resellers: resellersRouter,
});

export type AppRouter = typeof appRouter;
