import { type AdminActivityRow } from '@regen/shared/schemas/admin';
import type { ActivityStatus } from '@regen/shared/constants';
import { englishMessage } from '@regen/shared/i18n';
import { recordStatusChange, toActivityView } from '../catalogue/index.ts';
import { emitActivitiesChanged } from './admin.events.ts';
import type { Db } from '../../db/database.ts';
import { DomainError } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { enqueueEmail } from '../../mail/outbox.ts';
import { activityStatusEmail } from '../../mail/templates.ts';
import { inLocaleOfUser } from '../../mail/receiver-locale.ts';
import {
  countByStatus,
  countFiltered,
  decidePendingActivity,
  findActivityWithSupplier,
  findSupplierContact,
  listActivities,
  listStatusChanges,
} from './admin.repository.ts';

export const ACTIVITY_NOT_FOUND_MESSAGE = englishMessage('activities.notFound');

export async function activityList(
  db: Db,
  input: { status: 'all' | ActivityStatus; search: string; page: number; pageSize: number },
) {
  const filter = { status: input.status, search: input.search };
  const [rows, matching, counts] = await Promise.all([
    listActivities(db, { ...filter, limit: input.pageSize, offset: (input.page - 1) * input.pageSize }),
    countFiltered(db, filter),
    countByStatus(db),
  ]);
  const items: AdminActivityRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    activityType: r.activity_type,
    country: r.country,
    priceCents: r.price_cents,
    status: r.status,
    createdAt: r.created_at,
    supplier: { businessName: r.business_name, contactPerson: r.contact_person },
  }));
  return {
    items,
    page: input.page,
    pageSize: input.pageSize,
    matching,
    pageCount: Math.max(1, Math.ceil(matching / input.pageSize)),
    counts,
  };
}

export async function activityDetail(db: Db, activityId: string) {
  const row = await findActivityWithSupplier(db, activityId);
  if (!row) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const history = await listStatusChanges(db, activityId);
  return {
    ...toActivityView(row),
    supplier: {
      businessName: row.business_name,
      contactPerson: row.contact_person,
      email: row.supplier_email,
      phone: row.supplier_phone,
      location: row.supplier_location,
    },
    history: history.map((h) => ({
      id: h.id,
      from: h.from_status,
      to: h.to_status,
      reason: h.reason,
      at: h.created_at,
      by: h.changed_by_email
        ? {
            email: h.changed_by_email,
            name: `${h.changed_by_first_name ?? ''} ${h.changed_by_last_name ?? ''}`.trim(),
          }
        : null,
    })),
  };
}

/**
 * Approves or rejects a pending activity. The decision, its audit record, the supplier's
 * email and the realtime event are one transaction; a row already decided (by another
 * administrator) is a conflict, never a silent overwrite.
 */
export async function updateActivityStatus(
  { events, config }: Pick<Services, 'events' | 'config'>,
  adminId: string,
  input: { activityId: string; status: 'approved' | 'rejected'; reason: string | null },
) {
  return events.transaction(async (trx, emit) => {
    const decided = await decidePendingActivity(trx, input);
    if (!decided) {
      const exists = await trx
        .selectFrom('activities')
        .select('status')
        .where('id', '=', input.activityId)
        .executeTakeFirst();
      if (!exists || exists.status === 'archived') throw new DomainError('NOT_FOUND', 'activities.notFound');
      throw new DomainError('CONFLICT', 'admin.statusUpdateConflict', { status: exists.status });
    }
    const reason = input.status === 'rejected' ? input.reason : null;
    await recordStatusChange(trx, {
      activityId: decided.id,
      changedBy: adminId,
      from: 'pending',
      to: input.status,
      reason,
    });
    const supplier = await findSupplierContact(trx, decided.supplier_id);
    // In the supplier's language, not the admin's page's (docs/decisions/118).
    const mail = await inLocaleOfUser(trx, supplier.user_id, () =>
      activityStatusEmail(config.publicUrl, {
        contactPerson: supplier.contact_person,
        title: decided.title,
        status: input.status,
        reason,
      }),
    );
    await enqueueEmail(trx, { to: supplier.email, ...mail });
    await emit({
      type: 'activity.status_changed',
      audience: [supplier.user_id],
      activityId: decided.id,
      payload: { status: input.status, title: decided.title, reason },
    });
    await emitActivitiesChanged(trx, emit, decided.id, 'decided');
    return { id: decided.id, status: input.status };
  });
}
