import { MAX_ACTIVITIES_PER_SUPPLIER } from '@regen/shared/constants';
import type { SupplierDashboardStats } from '@regen/shared/schemas/supplier';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Supplier } from '../../db/schema.ts';
import { dashboardCounts } from './dashboard.repository.ts';

/** The header and the four stat cards (docs/spec/accounts-and-operations.md §2). */
export async function dashboardStats(db: Db, config: Config, supplier: Supplier): Promise<SupplierDashboardStats> {
  const counts = await dashboardCounts(db, supplier.id);
  return {
    businessName: supplier.business_name,
    contactPerson: supplier.contact_person,
    activityLimit: MAX_ACTIVITIES_PER_SUPPLIER,
    approvalMode: config.activityApproval,
    ...counts,
  };
}
