import { sql } from 'kysely';
import type { ActivityStatus } from '@regen/shared/constants';
import type { DbOrTrx } from '../../db/database.ts';
import { notArchived } from '../catalogue/index.ts';

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ActivityListFilter {
  status: 'all' | ActivityStatus;
  search: string;
  limit: number;
  offset: number;
}

function filtered(db: DbOrTrx, filter: Pick<ActivityListFilter, 'status' | 'search'>) {
  // Archived activities (deleted by their supplier, kept for booking history) are gone here too.
  let query = db
    .selectFrom('activities')
    .innerJoin('suppliers', 'suppliers.id', 'activities.supplier_id')
    .where(notArchived);
  if (filter.status !== 'all') query = query.where('activities.status', '=', filter.status);
  if (filter.search) {
    const pattern = likePattern(filter.search);
    query = query.where((eb) =>
      eb.or([
        eb('activities.title', 'ilike', pattern),
        eb('suppliers.business_name', 'ilike', pattern),
        eb('suppliers.contact_person', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

/** One page of the moderation list: pending first, then newest first. */
export function listActivities(db: DbOrTrx, filter: ActivityListFilter) {
  return filtered(db, filter)
    .select([
      'activities.id',
      'activities.title',
      'activities.description',
      'activities.activity_type',
      'activities.country',
      'activities.price_cents',
      'activities.status',
      'activities.created_at',
      'suppliers.business_name',
      'suppliers.contact_person',
    ])
    .orderBy(sql`case when activities.status = 'pending' then 0 else 1 end`)
    .orderBy('activities.created_at', 'desc')
    .orderBy('activities.id')
    .limit(filter.limit)
    .offset(filter.offset)
    .$narrowType<{ status: ActivityStatus }>()
    .execute();
}

export async function countFiltered(db: DbOrTrx, filter: Pick<ActivityListFilter, 'status' | 'search'>) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Counts by status over every activity. */
export async function countByStatus(db: DbOrTrx) {
  const rows = await db
    .selectFrom('activities')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where(notArchived)
    .groupBy('status')
    .$narrowType<{ status: ActivityStatus }>()
    .execute();
  const counts = { total: 0, pending: 0, approved: 0, rejected: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    counts.total += Number(row.n);
  }
  return counts;
}

export function findActivityWithSupplier(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activities')
    .innerJoin('suppliers', 'suppliers.id', 'activities.supplier_id')
    .selectAll('activities')
    .select([
      'suppliers.user_id as supplier_user_id',
      'suppliers.business_name',
      'suppliers.contact_person',
      'suppliers.email as supplier_email',
      'suppliers.phone as supplier_phone',
      'suppliers.location as supplier_location',
    ])
    .where('activities.id', '=', activityId)
    .where(notArchived)
    .$narrowType<{ status: ActivityStatus }>()
    .executeTakeFirst();
}

export function listStatusChanges(db: DbOrTrx, activityId: string) {
  return db
    .selectFrom('activity_status_changes')
    .leftJoin('users', 'users.id', 'activity_status_changes.changed_by')
    .select([
      'activity_status_changes.id',
      'activity_status_changes.from_status',
      'activity_status_changes.to_status',
      'activity_status_changes.reason',
      'activity_status_changes.created_at',
      'users.email as changed_by_email',
      'users.first_name as changed_by_first_name',
      'users.last_name as changed_by_last_name',
    ])
    .where('activity_status_changes.activity_id', '=', activityId)
    .orderBy('activity_status_changes.created_at')
    .execute();
}

/**
 * Moves a pending activity to its decided status in one conditional statement: when two
 * administrators decide at once, exactly one row update happens.
 */
export function decidePendingActivity(
  db: DbOrTrx,
  values: { activityId: string; status: 'approved' | 'rejected'; reason: string | null },
) {
  return db
    .updateTable('activities')
    .set({
      status: values.status,
      rejection_reason: values.status === 'rejected' ? values.reason : null,
      updated_at: new Date(),
    })
    .where('id', '=', values.activityId)
    .where('status', '=', 'pending')
    .returning(['id', 'title', 'supplier_id', 'country', 'impact_category'])
    .executeTakeFirst();
}

export function findSupplierContact(db: DbOrTrx, supplierId: string) {
  return db
    .selectFrom('suppliers')
    .select(['user_id', 'email', 'contact_person', 'business_name'])
    .where('id', '=', supplierId)
    .executeTakeFirstOrThrow();
}
