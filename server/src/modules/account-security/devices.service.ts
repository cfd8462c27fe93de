import { DomainError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { endDeviceSession } from './devices.ts';

/**
 * Ends one of the user's sessions and, in the same transaction, emits `sessions.revoked` so
 * every instance closes that session's sockets. Another user's device is not found.
 */
export async function signOutDevice(
  services: Pick<Services, 'events'>,
  userId: string,
  currentSessionId: string,
  deviceId: string,
): Promise<{ current: boolean }> {
  return services.events.transaction(async (trx, emit) => {
    const ended = await endDeviceSession(trx, userId, deviceId);
    if (!ended) throw new DomainError('NOT_FOUND', 'accountSecurity.devices.notFound');
    await emit({ type: 'sessions.revoked', audience: [userId], payload: { sessionIds: [ended] } });
    return { current: ended === currentSessionId };
  });
}
