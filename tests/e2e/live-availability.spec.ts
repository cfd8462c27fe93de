import { type APIRequestContext, type Page } from '@playwright/test';
import { formatLongDate } from '@regen/shared/format';
import { expect, test } from './test.ts';
import {
  appUrl,
  DEMO_PASSWORD,
  daysAhead,
  pickCalendarDay,
  signIn,
  signUpAndSignInTraveler,
  trpcMutation,
} from './helpers.ts';

// The booking page's slot lists update live (docs/decisions/121): when another traveler books
// the last spots of a time, an open page, signed out, moves it to the full times without a
// reload. Against the seeded Local Cairo Food Tour (supplier nile@regen.example), on a day and
// time no other spec uses (27 days ahead, 18:40).

const ACTIVITY = 'Local Cairo Food Tour';
type Slot = { id: string; date: string; start_time: string };

async function trpcQuery<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const response = await request.get(
    `${appUrl()}/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`,
  );
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

async function activityId(page: Page) {
  await page.goto('/experiences/Egypt');
  const href = await page.getByRole('link', { name: `Book Now: ${ACTIVITY}` }).getAttribute('href');
  return href!.split('/booking/')[1]!;
}

test('a time booked out by another traveler moves to the full times on an open booking page, without a reload', async ({
  browser,
  page,
}) => {
  const date = daysAhead(27);
  const supplier = await browser.newContext({ baseURL: appUrl() });
  const supplierPage = await supplier.newPage();
  await signIn(supplierPage, 'nile@regen.example', DEMO_PASSWORD);
  const id = await activityId(page);
  await trpcMutation(supplier.request, appUrl(), 'supplier.addSlots', {
    activityId: id,
    mode: 'single',
    date,
    startTime: '18:40',
    endTime: '20:40',
    spots: 2,
  });
  const slot = (await trpcQuery<Slot[]>(supplier.request, 'booking.availability', { activityId: id })).find(
    (s) => s.date === date && s.start_time.startsWith('18:40'),
  )!;

  // A signed-out visitor has the page open, the time among the open ones, its live updates started.
  const started = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"started"')));
  await page.goto(`/booking/${id}`);
  await started;
  await pickCalendarDay(page, date);
  const time = page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio', { name: /^6:40 PM – 8:40 PM / });
  await expect(time).toBeVisible();
  const full = page.getByRole('region', { name: 'Fully booked times' });
  const when = new RegExp(`^${formatLongDate(date)} at 6:40 PM`);
  await expect(full.getByRole('listitem').filter({ hasText: when })).toHaveCount(0);

  // Another traveler, in another browser, books both spots.
  const other = await browser.newContext({ baseURL: appUrl() });
  const otherPage = await other.newPage();
  await signUpAndSignInTraveler(otherPage, 'Lena', 'Last');
  await trpcMutation(other.request, appUrl(), 'booking.create', {
    activityId: id,
    availabilityId: slot.id,
    numberOfPeople: 2,
    customerName: 'Lena Last',
    customerEmail: 'lena@example.test',
    customerPhone: '+20 100 555 3333',
  });

  // The open page, not reloaded: the time is no longer offered and is listed as full.
  await expect(full.getByRole('listitem').filter({ hasText: when })).toHaveCount(1);
  await expect(time).toHaveCount(0);

  await Promise.all([supplier.close(), other.close()]);
});
