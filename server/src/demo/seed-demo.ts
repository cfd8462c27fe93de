import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { DEMO_PASSWORD, demoAccounts, insertDemoPeople, insertDemoSupplier } from './accounts.ts';
import { seedAttendedBooking } from './after-activity.ts';
import { seedTravelerHistory } from './bookings-and-messages.ts';
import { seedInboxConversations } from './inbox.ts';
import { seedReviews } from './reviews.ts';
import { insertApprovedActivities, insertPendingActivity } from './catalogue.ts';
import { demoSuppliers } from './data/index.ts';
import { seedWeeklySchedules } from './schedules.ts';
import { seedPricing } from './pricing.ts';
import { databaseDays } from './slots.ts';
import { seedOutcomes } from './outcomes.ts';
import { seedActivityRevision } from './activity-revisions.ts';
import { seedActivityTranslations } from './activity-translations.ts';
import { seedManifestDay } from './manifest.ts';
import { seedSupplierNumbers } from './numbers.ts';

// The demo data, in order: people, suppliers with their activities and four weeks of slots,
// then the demo traveler's bookings and conversation. The parts live next to this file:
// accounts.ts, data/ (the catalogue by region), catalogue.ts, slots.ts, bookings-and-messages.ts.

export { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, demoAccounts } from './accounts.ts';

/** Seeds the demo accounts, activities and four weeks of slots when the database has no users. */
export async function seedDemoDataIfEmpty(db: Db, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  await seedDemoData(db, config);
  log.info(`Seeded demo data: sign in as ${demoAccounts.traveler} / ${DEMO_PASSWORD} (see README)`);
  return true;
}

export async function seedDemoData(db: Db, config: Config): Promise<void> {
  if (config.env === 'production') {
    throw new Error('Demo data (accounts with a public password) is never loaded when NODE_ENV is production.');
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  const dayFromToday = await databaseDays(db);
  await db.transaction().execute(async (trx) => {
    await insertDemoPeople(trx, passwordHash, now, config.adminSecondFactorRequired);
    for (const supplier of demoSuppliers) {
      const supplierId = await insertDemoSupplier(trx, config, supplier, passwordHash, now);
      await insertApprovedActivities(trx, supplierId, supplier.activities, now, dayFromToday);
      if (supplier.pending) await insertPendingActivity(trx, supplierId, supplier.pending);
    }
    await seedTravelerHistory(trx, config, dayFromToday);
    await seedInboxConversations(trx, config, passwordHash, dayFromToday);
    // A summer and a winter weekly schedule on the first supplier's first activity.
    await seedWeeklySchedules(trx, dayFromToday);
    // The past booking attended, with its points and a shared receipt (reviews build on it).
    await seedAttendedBooking(trx);
    // Its review with the supplier's reply, and other travelers' reviews so cards show ratings.
    await seedReviews(trx, config, passwordHash, dayFromToday);
    // Child and family prices, questions and the ALPINE10 code (docs/decisions/103).
    await seedPricing(trx);
    // Declared and measured outcomes, some verified, one queried, one rejected (docs/decisions/107).
    await seedOutcomes(trx);
    // A change of a live activity waiting for review (docs/decisions/102).
    await seedActivityRevision(trx);
    // Three activities in German, two in French (docs/decisions/119).
    await seedActivityTranslations(trx);
    // A slot later today with three parties, one paid: the day's manifest (docs/decisions/104).
    await seedManifestDay(trx, passwordHash);
    // Twelve weeks of alpine's bookings, attendance and payments, and four ahead: its Numbers tab (docs/decisions/120).
    await seedSupplierNumbers(trx, passwordHash, dayFromToday);
  });
}
