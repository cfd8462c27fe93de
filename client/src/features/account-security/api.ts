import { trpc } from '../../lib/trpc.ts';

// The account-security feature's calls (docs/decisions/113): the hooks own the query keys and
// what each change invalidates.

/** The devices signed in to this account, this one first. */
export function useDevices() {
  return trpc.accountSecurity.devices.useQuery();
}

/** Signs one device out; the list is read again unless it was this one (the caller leaves then). */
export function useSignOutDevice(onSignedOutHere: () => Promise<void>) {
  const utils = trpc.useUtils();
  return trpc.accountSecurity.signOutDevice.useMutation({
    onSuccess: async (result) => {
      if (result.current) await onSignedOutHere();
      else await utils.accountSecurity.devices.invalidate();
    },
  });
}

/** Reads the account's data afresh, for "Download my data". */
export function useExportData() {
  const utils = trpc.useUtils();
  return () => utils.accountSecurity.exportData.fetch(undefined, { staleTime: 0 });
}

/** "Delete my account". */
export function useDeleteAccount(options: { onSuccess: () => Promise<void>; onError: (err: unknown) => void }) {
  return trpc.accountSecurity.deleteAccount.useMutation(options);
}
