import { formatMessage } from '@regen/shared/i18n';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { verifyPassword } from '../auth/index.ts';
import {
  anonymiseAccount,
  countSupplierFutureBookings,
  readAccountData,
  findAccountForDeletion,
  type AccountData,
} from './account-data.repository.ts';

// "Your data" (issue 35, docs/decisions/113): the archive a user downloads and the deletion of
// their account. What stays after deletion, and why, is in the decision.

export interface AccountExport extends AccountData {
  format: 'regen-marketplace-account-export';
  version: 1;
  exportedAt: Date;
}

/** Everything personal the account holds, as one JSON document. */
export async function exportAccountData(db: Db, userId: string): Promise<AccountExport> {
  const data = await readAccountData(db, userId);
  return { format: 'regen-marketplace-account-export', version: 1, exportedAt: new Date(), ...data };
}

/**
 * Deletes the account, confirmed with its password, in one transaction: every personal row goes,
 * bookings a supplier keeps and reviews stay without the person, every session ends (sockets
 * close on every instance). A supplier with upcoming bookings and an admin are refused first.
 */
export async function deleteAccount(services: Pick<Services, 'db' | 'events'>, userId: string, password: string) {
  const account = await findAccountForDeletion(services.db, userId);
  if (!account || !(await verifyPassword(account.password_hash, password))) {
    throw new DomainError('FORBIDDEN', 'accountSecurity.delete.wrongPassword');
  }
  if (account.role === 'admin') throw new DomainError('FORBIDDEN', 'accountSecurity.delete.adminRefused');
  await services.events.transaction(async (trx, emit) => {
    const upcoming = await countSupplierFutureBookings(trx, userId);
    if (upcoming > 0) {
      throw new DomainError('CONFLICT', {
        key: 'accountSecurity.delete.supplierHasFutureBookings',
        values: { count: upcoming },
      });
    }
    const ended = await anonymiseAccount(trx, account, formatMessage('en', 'accountSecurity.deletedTraveler'));
    if (ended.length > 0) await emit({ type: 'sessions.revoked', audience: [userId], payload: { sessionIds: ended } });
  });
}
