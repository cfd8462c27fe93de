import { destinationCountries } from '@regen/shared/countries';
import type {
  ActivityCard,
  DestinationsSummaryResult,
  ExperiencesResult,
  SubscribeNewsletterInput,
  SubscribeNewsletterResult,
} from '@regen/shared/schemas/catalogue';
import type { DbOrTrx } from '../../db/database.ts';
import {
  insertNewsletterSubscription,
  listApprovedActivitiesInCountry,
  listLiveActivitiesOfSupplier,
  summariseDestinations,
} from './catalogue.repository.ts';
import { nextAvailableSlot, toExperienceCard } from './experience-card.ts';
import { translateCards } from '../activity-translations/index.ts';

/** The supplier activities of the experiences page, split into its two sections. */
export async function listExperiences(db: DbOrTrx, country: string): Promise<ExperiencesResult> {
  const rows = await listApprovedActivitiesInCountry(db, country);
  const result: ExperiencesResult = { environmental: [], social: [] };
  // In the page's language where the supplier gave it (docs/decisions/119).
  for (const card of await translateCards(db, rows.map(toExperienceCard))) result[card.impactCategory].push(card);
  return result;
}

/** One supplier's live activities as cards, newest first (the host's public page). */
export async function listSupplierExperiences(db: DbOrTrx, supplierId: string): Promise<ActivityCard[]> {
  const rows = await listLiveActivitiesOfSupplier(db, supplierId);
  return translateCards(db, rows.map(toExperienceCard));
}

/**
 * Every destination with its number of live experiences and next open slot, in the destinations
 * list's order (a country without live activities has 0 and null).
 */
export async function summariseDestinationCountries(db: DbOrTrx): Promise<DestinationsSummaryResult> {
  const rows = new Map((await summariseDestinations(db)).map((row) => [row.country, row]));
  return {
    countries: destinationCountries.map(({ name }) => {
      const row = rows.get(name);
      return {
        country: name,
        experiences: row?.experiences ?? 0,
        nextAvailable: row
          ? nextAvailableSlot(row.next_date, row.next_start_time, row.next_time_zone, row.next_starts_at)
          : null,
      };
    }),
  };
}

/** Stores an address once (case-insensitively); the answer never says whether it was new. */
export async function subscribeNewsletter(
  db: DbOrTrx,
  input: SubscribeNewsletterInput,
): Promise<SubscribeNewsletterResult> {
  const email = input.email.toLowerCase();
  await insertNewsletterSubscription(db, email, input.source ?? null);
  return { email };
}
