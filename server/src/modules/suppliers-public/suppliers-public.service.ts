import type { SupplierPage } from '@regen/shared/schemas/activity-page';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { isUuid } from '../booking/index.ts';
import { listSupplierExperiences } from '../catalogue/index.ts';
import { supplierReviews } from '../reviews/index.ts';
import { findPublicSupplier, listPublicSuppliers, supplierImpactTotals } from './suppliers-public.repository.ts';

/**
 * A host's public page (/suppliers/{id}): who they are, their live activities, the latest
 * reviews of them and what their activities have done. Not found while none is live.
 */
export async function getSupplierPage(db: Db, supplierId: string): Promise<SupplierPage> {
  const supplier = isUuid(supplierId) ? await findPublicSupplier(db, supplierId) : undefined;
  if (!supplier) throw notFound('supplierPage.notFoundTitle');
  const [activities, reviews, impact] = await Promise.all([
    listSupplierExperiences(db, supplier.id),
    supplierReviews(db, supplier.id, null),
    supplierImpactTotals(db, supplier.id),
  ]);
  return {
    id: supplier.id,
    businessName: supplier.business_name,
    location: supplier.location,
    description: supplier.description,
    yearsInOperation: supplier.years_in_operation,
    activities,
    rating: reviews.summary,
    reviews: reviews.reviews,
    impact: { ...impact, liveActivities: activities.length },
  };
}

/** The sitemap's host pages, each last modified when its newest live activity was. */
export async function publicSupplierPaths(db: DbOrTrx) {
  const rows = await listPublicSuppliers(db);
  return rows.map((r) => ({ path: `/suppliers/${r.supplier_id}`, lastModified: new Date(r.updated_at).toISOString() }));
}
