import { beforeAll, describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import {
  createActivity,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { hasSsrBundle, ssrBundleEnv, visibleText } from '../helpers/ssr-bundle.ts';

// Every route accepts exactly its own segments (docs/spec/public-site.md §2), and every
// not-found page answers 404 with its words (docs/spec/public-site.md §8). Server-rendered, so
// it needs a client build with its SSR bundle, as seo.test.ts does.

const { env, signedIn } = useApiEnvironment({
  RATE_LIMITS: 'false',
  ...ssrBundleEnv,
});

async function page(url: string) {
  const response = await env.server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, text: visibleText(response.body) };
}

let activityId: string;
let pendingActivityId: string;
let privateReceiptId: string;
let sharedReceiptId: string;

beforeAll(async () => {
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Exact Path Guides' });
  const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Tarn clean-up', country: 'Slovenia' });
  activityId = activity.id;
  pendingActivityId = (await createActivity(env.db, supplier.id, { status: 'pending' })).id;

  // Two attended bookings, each with its receipt (private by default); one is then shared.
  const traveler = await createUser(env.db, { firstName: 'Nora', lastName: 'Found' });
  const supplierClient = await signedIn(supplierUser.email);
  const receipts: string[] = [];
  for (const daysAgo of [2, 3]) {
    const date = daysFromToday(-daysAgo);
    const slot = await createSlot(env.db, activity.id, { date });
    const booking = await insertBooking(env.db, { activityId, slotId: slot.id, userId: traveler.id, date, people: 1 });
    await supplierClient.trpc.attendance.mark.mutate({
      bookingId: booking.id,
      attendance: 'attended',
      attendedPeople: 1,
    });
    const receipt = await env.db
      .selectFrom('impact_receipts')
      .select('id')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    receipts.push(receipt.id);
  }
  [privateReceiptId, sharedReceiptId] = receipts as [string, string];
  await env.db.updateTable('impact_receipts').set({ shared: true }).where('id', '=', sharedReceiptId).execute();
});

const NOT_FOUND_PAGE = ['404', 'Oops! Page not found', 'Return to Home'];

describe.skipIf(!hasSsrBundle)('every route accepts exactly its own segments', () => {
  for (const url of [
    '/news/article/x/y/z',
    '/news/article',
    '/news/x',
    '/blog/a/b',
    '/country/Peru/x',
    '/experiences/Peru/x',
    '/actions/Peru/x',
    '/activities/Peru/x',
    '/booking/x/y',
    '/impact/receipts/x/y',
    '/about-us/x',
    '/destinations/x',
    '/coming-soon/x',
    '/no-such-page',
  ]) {
    it(`answers ${url} with the not-found page and 404`, async () => {
      const { status, text } = await page(url);
      expect(status).toBe(404);
      for (const words of NOT_FOUND_PAGE) expect(text).toContain(words);
      expect(text).not.toMatch(/Article Not Found|Post Not Found|Country not found|Activity not found/);
    });
  }
});

describe.skipIf(!hasSsrBundle)('every not-found page answers 404 with its own words', () => {
  const cases: [string, () => string, string[]][] = [
    [
      'an unknown news article',
      () => '/news/article/no-such-article',
      ['Article Not Found', "The news article you're looking for doesn't exist.", 'Back to News'],
    ],
    [
      'an unknown blog post',
      () => '/blog/no-such-post',
      ['Post Not Found', "The blog post you're looking for doesn't exist.", 'Back to Blog'],
    ],
    ['an unknown country', () => '/country/Narnia', ['Country not found', 'Back to Destinations']],
    [
      'the experiences of an unknown country',
      () => '/experiences/Narnia',
      ['Country not found', 'Back to Destinations'],
    ],
    [
      'the booking page of an unknown activity',
      () => '/booking/00000000-0000-4000-8000-000000000000',
      ['Activity not found', 'Back to Experiences'],
    ],
    [
      'the booking page of an activity not approved',
      () => `/booking/${pendingActivityId}`,
      ['Activity not found', 'Back to Experiences'],
    ],
    ['an unknown receipt', () => '/impact/receipts/00000000-0000-4000-8000-000000000000', ['Receipt not found']],
    ['a receipt id that cannot be one', () => '/impact/receipts/nope', ['Receipt not found']],
    ['a private receipt', () => `/impact/receipts/${privateReceiptId}`, ['Receipt not found']],
  ];
  for (const [what, url, words] of cases) {
    it(`answers ${what} with 404`, async () => {
      const { status, text } = await page(url());
      expect(status).toBe(404);
      for (const word of words) expect(text).toContain(word);
      expect(text).not.toContain('Oops! Page not found');
    });
  }

  it('answers a shared receipt and a bookable activity with 200', async () => {
    const receipt = await page(`/impact/receipts/${sharedReceiptId}`);
    expect(receipt.status).toBe(200);
    expect(receipt.text).toContain('Nora F. earned');
    expect(receipt.text).not.toContain('Receipt not found');
    const booking = await page(`/booking/${activityId}`);
    expect(booking.status).toBe(200);
    expect(booking.text).toContain('Tarn clean-up');
  });
});
