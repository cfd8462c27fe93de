import { z } from 'zod';
import { activityStatuses, type ActivityStatus } from '../constants.ts';
import { text } from './bounds.ts';
import { englishMessage } from '../i18n/index.ts';

export const ADMIN_PAGE_SIZE = 20;

/** admin.activities: the moderation list (pending first by default), searchable and paged. */
export const adminActivitiesInputSchema = z.object({
  status: z.enum(['all', ...activityStatuses]).default('all'),
  search: text().trim().max(100).default(''),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminActivitiesInput = z.input<typeof adminActivitiesInputSchema>;

export const adminActivityInputSchema = z.object({ activityId: z.uuid() });

/** admin.updateActivityStatus: approve or reject a pending activity, with an optional reason for a rejection. */
export const updateActivityStatusInputSchema = z.object({
  activityId: z.uuid(),
  status: z.enum(['approved', 'rejected']),
  reason: text()
    .trim()
    .max(500, englishMessage('admin.reasonMax'))
    .optional()
    .transform((v) => (v ? v : null)),
});
export type UpdateActivityStatusInput = z.input<typeof updateActivityStatusInputSchema>;

export interface AdminActivityCounts {
  total: number;
  pending: number;
  approved: number;
  rejected: number;
}

export interface AdminActivityRow {
  id: string;
  title: string;
  description: string;
  activityType: string;
  country: string;
  priceCents: number;
  status: ActivityStatus;
  createdAt: Date;
  supplier: { businessName: string; contactPerson: string };
}

export const STATUS_UPDATE_CONFLICT_MESSAGE = englishMessage('admin.statusUpdateConflict');
