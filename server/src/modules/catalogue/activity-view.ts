import type { SupplierActivity } from '@regen/shared/schemas/supplier';
import type { ActivityStatus } from '@regen/shared/constants';
import type { Activity } from '../../db/schema.ts';

export type ActivityViewRow = Pick<
  Activity,
  | 'id'
  | 'title'
  | 'description'
  | 'impact_description'
  | 'activity_type'
  | 'country'
  | 'impact_category'
  | 'price_cents'
  | 'duration_hours'
  | 'max_participants'
  | 'photo_url'
  | 'status'
  | 'rejection_reason'
  | 'created_at'
  | 'updated_at'
> & { status: ActivityStatus };

/** An activity as the supplier dashboard and the admin screen show it (one shape for both). */
export function toActivityView(row: ActivityViewRow): SupplierActivity {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    impactDescription: row.impact_description,
    activityType: row.activity_type,
    country: row.country,
    impactCategory: row.impact_category,
    priceCents: row.price_cents,
    durationHours: row.duration_hours,
    maxParticipants: row.max_participants,
    photoUrl: row.photo_url,
    status: row.status,
    rejectionReason: row.rejection_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
