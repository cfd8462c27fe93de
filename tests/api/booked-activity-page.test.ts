import { bookingReference } from '@regen/shared/booking-reference';
import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { hasSsrBundle, ssrBundleEnv, visibleText } from '../helpers/ssr-bundle.ts';

// The booking page of an activity no longer offered, rendered on the server (docs/decisions/125):
// the traveler who booked it gets a 200 with the activity and their bookings, sent privately
// (`private, no-store`) and never kept in the shared page cache; anonymous visitors and other
// travelers get the 404 not-found page. Needs a client build with its SSR bundle, like seo.test.ts.

const { env, signedIn } = useApiEnvironment({
  RATE_LIMITS: 'false',
  ...ssrBundleEnv,
});

async function page(url: string, cookie?: string) {
  const response = await env.server.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return {
    status: response.statusCode,
    cacheControl: response.headers['cache-control'],
    xCache: response.headers['x-cache'],
    title: /<title>([^<]*)<\/title>/.exec(response.body)?.[1],
    html: response.body,
    text: visibleText(response.body),
  };
}

async function bookedThenGone(status: 'archived' | 'rejected') {
  const { supplier } = await createSupplier(env.db, { businessName: 'Salt Pan Keepers' });
  const activity = await createApprovedActivity(env.db, supplier.id, {
    title: `Salt pans at dawn (${status})`,
    country: 'Slovenia',
    priceCents: 4500,
  });
  const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  const date = daysFromToday(-9);
  const slot = await createSlot(env.db, activity.id, { date, startTime: '06:00', endTime: '08:00' });
  const booking = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: slot.id,
    userId: traveler.id,
    date,
    time: '06:00',
    people: 2,
  });
  await env.db.updateTable('activities').set({ status }).where('id', '=', activity.id).execute();
  const travelerCookie = (await signedIn(traveler.email)).jar.header();
  return { activity, booking, travelerCookie };
}

const NOT_FOUND = [
  'Activity not found',
  'This activity does not exist or is not open for booking.',
  'Back to Experiences',
];

describe.skipIf(!hasSsrBundle)(
  'the booking page of a booked activity no longer offered, rendered on the server',
  () => {
    for (const status of ['archived', 'rejected'] as const) {
      it(`answers the traveler who booked it (${status}) with 200 and the activity, privately, and anyone else with 404`, async () => {
        const { activity, booking, travelerCookie } = await bookedThenGone(status);
        const url = `/booking/${activity.id}`;
        const reference = bookingReference(booking.id);

        // Anonymous: the public not-found page.
        const anonymous = await page(url);
        expect(anonymous.status).toBe(404);
        expect(anonymous.cacheControl).toBe('private, no-cache');
        for (const words of NOT_FOUND) expect(anonymous.text).toContain(words);

        // The traveler who booked it.
        const traveler = await page(url, travelerCookie);
        expect(traveler.status).toBe(200);
        expect(traveler.cacheControl).toBe('private, no-store');
        expect(traveler.xCache).toBe('MISS');
        expect(traveler.title).toBe(`Salt pans at dawn (${status}) · Regen Marketplace`);
        expect(traveler.html).toMatch(/<meta name="robots" content="noindex, nofollow"[^>]*>/);
        for (const words of [
          'No longer offered',
          `Salt pans at dawn (${status})`,
          'by Salt Pan Keepers · Ljubljana, Slovenia',
          'Help rangers restore an alpine meadow and learn traditional scything from local farmers.',
          'Your booking',
          '2 people · $100',
          `View booking ${reference}`,
          'Find another experience',
        ]) {
          expect(traveler.text).toContain(words);
        }
        expect(traveler.text).not.toContain('Activity not found');

        // Nothing of theirs reaches anyone else.
        const after = await page(url);
        expect(after.status).toBe(404);
        expect(after.html).not.toContain(reference);
        expect(after.text).not.toContain('No longer offered');

        // Another traveler, signed in: rendered with their session, found nothing, sent privately.
        const other = await createUser(env.db, { firstName: 'Olga', lastName: 'Other' });
        const otherPage = await page(url, (await signedIn(other.email)).jar.header());
        expect(otherPage.status).toBe(404);
        expect(otherPage.cacheControl).toBe('private, no-store');
        for (const words of NOT_FOUND) expect(otherPage.text).toContain(words);
        expect(otherPage.html).not.toContain(reference);
        expect(otherPage.text).not.toContain('No longer offered');

        // A cookie of no session is an anonymous visitor's: the public page.
        const stale = await page(url, 'regen_session=no.such-session');
        expect(stale.status).toBe(404);
        expect(stale.cacheControl).toBe('private, no-cache');
        for (const words of NOT_FOUND) expect(stale.text).toContain(words);
      });
    }

    it('keeps serving the shared page cache to signed-in visitors, except a kept not-found page', async () => {
      const traveler = await createUser(env.db);
      const cookie = (await signedIn(traveler.email)).jar.header();
      // A page the public finds is rendered without the session, kept and shared, whoever asks.
      const listing = '/experiences/Slovenia';
      expect((await page(listing, cookie)).status).toBe(200);
      const kept = await page(listing, cookie);
      expect(kept.xCache).toBe('HIT');
      expect(kept.cacheControl).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=30$/);
      // A kept not-found page is the public's answer; with a session it is rendered again, privately.
      const unknown = '/experiences/Narnia';
      expect((await page(unknown)).status).toBe(404);
      expect((await page(unknown)).xCache).toBe('HIT');
      const mine = await page(unknown, cookie);
      expect(mine.status).toBe(404);
      expect(mine.xCache).toBe('MISS');
      expect(mine.cacheControl).toBe('private, no-store');
      expect(mine.text).toContain('Country not found');
      expect((await page(unknown)).xCache).toBe('HIT');
    });
  },
);
