import type { Page } from '@playwright/test';
import { cairoFoodTourId, cairoFoodTourSlots } from './cairo-food-tour.ts';
import { daysAhead, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

/**
 * Signs the page in as a fresh traveler with a one-person booking of the Local Cairo Food Tour
 * (supplier: nile@regen.example) 12 days ahead: a day no other spec books, far outside the
 * cancellation window. Returns the booking's id.
 */
export async function travelerWithBooking(page: Page, baseURL: string, [firstName, lastName]: [string, string]) {
  await signUpAndSignInTraveler(page, firstName, lastName);
  const activityId = await cairoFoodTourId(page);
  const slot = (await cairoFoodTourSlots(page.context().request, activityId)).find((s) => s.date === daysAhead(12))!;
  const booking = (await trpcMutation(page.context().request, baseURL, 'booking.create', {
    activityId,
    availabilityId: slot.id,
    numberOfPeople: 1,
    customerName: `${firstName} ${lastName}`,
    customerEmail: 'focus@example.test',
    customerPhone: '+20 100 555 4321',
  })) as { id: string };
  return booking.id;
}
