import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { appUrl, DEMO_PASSWORD, signIn, trpcMutation } from './helpers.ts';

// The seeded Local Cairo Food Tour (supplier nile@regen.example), which several specs book,
// each on days and times of its own.

export const CAIRO_FOOD_TOUR = 'Local Cairo Food Tour';

export type Slot = { id: string; date: string; start_time: string; available_spots: number };

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(
    `${appUrl()}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** The tour's id, from its "Book Now" link on /experiences/Egypt (the page is left there). */
export async function cairoFoodTourId(page: Page): Promise<string> {
  await page.goto('/experiences/Egypt');
  const href = await page.getByRole('link', { name: `Book Now: ${CAIRO_FOOD_TOUR}` }).getAttribute('href');
  return href!.split('/booking/')[1]!;
}

/** The tour's bookable times, as the booking page reads them. */
export function cairoFoodTourSlots(request: APIRequestContext, activityId: string): Promise<Slot[]> {
  return trpcQuery<Slot[]>(request, 'booking.availability', { activityId });
}

/**
 * Its supplier, signed in in a browser context of its own, adds one time to the tour. Returns
 * the tour's id, the new slot, and the supplier's context (the caller closes it).
 */
export async function addCairoFoodTourSlot(
  browser: Browser,
  time: { date: string; startTime: string; endTime: string; spots: number },
) {
  const supplier = await browser.newContext({ baseURL: appUrl() });
  const supplierPage = await supplier.newPage();
  await signIn(supplierPage, 'nile@regen.example', DEMO_PASSWORD);
  const activityId = await cairoFoodTourId(supplierPage);
  await trpcMutation(supplier.request, appUrl(), 'supplier.addSlots', { activityId, mode: 'single', ...time });
  const slot = (await cairoFoodTourSlots(supplier.request, activityId)).find(
    (s) => s.date === time.date && s.start_time.startsWith(time.startTime),
  )!;
  return { activityId, slot, supplier };
}
