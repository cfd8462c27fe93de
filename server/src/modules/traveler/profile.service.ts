import type { Db } from '../../db/database.ts';
import type { SessionUser } from '../auth/index.ts';
import { findSupplierByUserId } from '../supplier/index.ts';
import { ensureTravelerRow, listSupplierListings } from './profile.repository.ts';

/**
 * The /profile page: supplier or traveler is decided here from the supplier row
 * (docs/spec/accounts-and-operations.md §2 Profile). A traveler row is created on first load when
 * absent (docs/spec/accounts-and-operations.md §6).
 */
export async function loadProfile(db: Db, user: SessionUser) {
  const account = { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
  const supplier = await findSupplierByUserId(db, user.id);
  if (supplier) {
    const listings = await listSupplierListings(db, supplier.id);
    return {
      kind: 'supplier' as const,
      account,
      supplier: {
        id: supplier.id,
        businessName: supplier.business_name,
        contactPerson: supplier.contact_person,
        email: supplier.email,
        phone: supplier.phone,
        location: supplier.location,
        website: supplier.website,
      },
      listings: listings.map((a) => ({
        id: a.id,
        title: a.title,
        status: a.status,
        priceCents: a.price_cents,
        listedAt: a.created_at,
        photoUrl: a.photo_url,
        activityType: a.activity_type,
        country: a.country,
        rejectionReason: a.rejection_reason,
      })),
    };
  }
  await ensureTravelerRow(db, user.id);
  return { kind: 'traveler' as const, account, supplier: null, listings: [] };
}
