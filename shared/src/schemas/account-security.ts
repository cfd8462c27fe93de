import { z } from 'zod';

// Issue 35, "Accounts people trust" (docs/decisions/113): device sessions and the account's data.

/** A signed-in device, as the device list names it (a digest of the session id). */
export const signOutDeviceInputSchema = z.object({ deviceId: z.string().min(1).max(64) });
export type SignOutDeviceInput = z.infer<typeof signOutDeviceInputSchema>;

/** Deleting an account is confirmed with its password. */
export const deleteAccountInputSchema = z.object({
  password: z.string().min(1, 'Enter your password to confirm.').max(200),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;
