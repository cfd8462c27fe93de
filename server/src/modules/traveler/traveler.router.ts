import { authedProcedure, router } from '../../trpc/trpc.ts';
import { loadProfile } from './profile.service.ts';
import { listTravelerBookingsWithUnread } from './traveler.service.ts';

export const travelerRouter = router({
  /** /profile: supplier or traveler account (decided on the server), with the supplier's listings. */
  profile: authedProcedure.query(({ ctx }) => loadProfile(ctx.services.db, ctx.user)),

  /**
   * The signed-in user's bookings sorted by date and time, with activity title, type and photo,
   * the status as shown (ended → completed), upcoming/past, whether cancelling is still
   * allowed and the unread message count per booking (one query).
   */
  myBookings: authedProcedure.query(({ ctx }) => listTravelerBookingsWithUnread(ctx.services.db, ctx.user.id)),
});
