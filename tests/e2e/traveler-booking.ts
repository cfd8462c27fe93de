import type { APIRequestContext, Page } from '@playwright/test';
import { daysAhead, signUpAndSignInTraveler, trpcMutation } from './helpers.ts';

async function trpcQuery(request: APIRequestContext, baseURL: string, path: string, input: unknown) {
  const response = await request.get(
    `${baseURL}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/**
 * Signs the page in as a fresh traveler with a one-person booking of the Local Cairo Food Tour
 * (supplier: nile@regen.example) 12 days ahead: a day no other spec books, far outside the
 * cancellation window. Returns the booking's id.
 */
export async function travelerWithBooking(page: Page, baseURL: string, [firstName, lastName]: [string, string]) {
  await signUpAndSignInTraveler(page, firstName, lastName);
  await page.goto('/experiences/Egypt');
  const href = await page.getByRole('link', { name: 'Book Now: Local Cairo Food Tour' }).getAttribute('href');
  const activityId = href!.split('/booking/')[1]!;
  const slots = (await trpcQuery(page.context().request, baseURL, 'booking.availability', { activityId })) as {
    id: string;
    date: string;
  }[];
  const slot = slots.find((s) => s.date === daysAhead(12))!;
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
