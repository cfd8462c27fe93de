import { deleteAccountInputSchema, signOutDeviceInputSchema } from '@regen/shared/schemas/account-security';
import { authedProcedure, router } from '../../trpc/trpc.ts';
import { deleteAccount, exportAccountData } from './account-data.service.ts';
import { listDevices } from './devices.ts';
import { signOutDevice } from './devices.service.ts';

export const accountSecurityRouter = router({
  /** /profile: the devices signed in to this account, this one first. */
  devices: authedProcedure.query(({ ctx }) => listDevices(ctx.services.db, ctx.user.id, ctx.session.id)),

  /** Signs one device out: its session ends and its sockets close on every instance. */
  signOutDevice: authedProcedure.input(signOutDeviceInputSchema).mutation(async ({ ctx, input }) => {
    const { current } = await signOutDevice(ctx.services, ctx.user.id, ctx.session.id, input.deviceId);
    if (current) ctx.cookies.clearSession();
    return { ok: true, current };
  }),

  /** "Download my data": everything personal the account holds, as one JSON document. */
  exportData: authedProcedure.query(({ ctx }) => exportAccountData(ctx.services.db, ctx.user.id)),

  /** "Delete my account", confirmed with the password; signs every device out. */
  deleteAccount: authedProcedure.input(deleteAccountInputSchema).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.services, ctx.user.id, input.password);
    ctx.cookies.clearSession();
    return { ok: true };
  }),
});
