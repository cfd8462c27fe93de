import { trpc } from '../../lib/trpc.ts';

/** Keeps the signed-in user's chosen language on their profile (docs/decisions/109). */
export function useRememberLocale() {
  return trpc.locales.setMine.useMutation();
}
