import { supplierActivityCard } from '@regen/shared/rules/activity-card';
import type {
  ExperiencesResult,
  SubscribeNewsletterInput,
  SubscribeNewsletterResult,
} from '@regen/shared/schemas/catalogue';
import type { DbOrTrx } from '../../db/database.ts';
import { insertNewsletterSubscription, listApprovedActivitiesInCountry } from './catalogue.repository.ts';

/** The supplier activities of the experiences page, split into its two sections. */
export async function listExperiences(db: DbOrTrx, country: string): Promise<ExperiencesResult> {
  const rows = await listApprovedActivitiesInCountry(db, country);
  const result: ExperiencesResult = { environmental: [], social: [] };
  for (const row of rows) result[row.impact_category].push(supplierActivityCard(row));
  return result;
}

/** Stores an address once (case-insensitively) and says whether it was new. */
export async function subscribeNewsletter(
  db: DbOrTrx,
  input: SubscribeNewsletterInput,
): Promise<SubscribeNewsletterResult> {
  const email = input.email.toLowerCase();
  const created = await insertNewsletterSubscription(db, email, input.source ?? null);
  return created
    ? { created, message: `Thanks for subscribing! Our newsletter will arrive at ${email}.` }
    : { created, message: `${email} is already subscribed. Thanks for staying with us!` };
}
