import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedActivity, createSlot, createSupplier } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { hasSsrBundle, ssrBundleEnv, visibleText } from '../helpers/ssr-bundle.ts';

// The booking page (docs/spec/public-site.md §2 Booking) is rendered on the server like every
// public page, a sample activity's ('demo-…') included (docs/decisions/085): its title and what a
// visitor reads are in the HTML before any script runs. Needs a client build with its SSR bundle
// (`npm run build`, or CLIENT_DIST), like seo.test.ts.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false', ...ssrBundleEnv });
}, 120_000);
afterAll(async () => {
  await env.close();
});

async function bookingPage(activityId: string) {
  const res = await env.server.app.inject({ method: 'GET', url: `/booking/${activityId}` });
  return {
    status: res.statusCode,
    headers: res.headers,
    title: /<title>([^<]*)<\/title>/.exec(res.body)?.[1],
    text: visibleText(res.body),
  };
}

describe.skipIf(!hasSsrBundle)('the booking page rendered on the server', () => {
  it("renders a supplier's activity with its details and the booking form", async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Soča Valley Guides' });
    const activity = await createApprovedActivity(env.db, supplier.id, {
      title: 'Soča riverbank clean-up',
      priceCents: 4500,
      durationHours: 3,
    });
    await createSlot(env.db, activity.id);

    const page = await bookingPage(activity.id);
    expect(page.status).toBe(200);
    expect(page.title).toBe('Book Soča riverbank clean-up · Regen Marketplace');
    for (const text of [
      'Soča riverbank clean-up',
      'by Soča Valley Guides',
      '3 hours',
      '$45 per person',
      'Book this activity',
      'Select a date',
      'Choose a highlighted date to see its time slots.',
      'Number of people',
      'Full name',
      'Email',
      'Phone',
      'Special requests (optional)',
      'Free cancellation until 24 hours before the start.',
      'Confirm Booking',
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.text).not.toContain('This is a sample activity');
  });

  it("renders a sample activity's page with its details, the demo notice and the form", async () => {
    const page = await bookingPage('demo-revive-tschlin');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Book Revive Tschlin · Regen Marketplace');
    // A page like any other: not the browser-only shell that search engines were told to skip.
    expect(page.headers['x-robots-tag']).toBeUndefined();
    for (const text of [
      'Revive Tschlin',
      '$220 per person',
      'This is a sample activity: you can try the booking flow, but nothing is booked.',
      'Book this activity',
      'Select a date',
      'Full name',
      'Confirm Demo Booking',
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.text).not.toContain('Loading booking details...');
    expect(page.text).not.toContain('No availability currently set for this activity.');
  });

  it('answers 404 with Activity not found for a sample id that names no sample, as for an unknown activity', async () => {
    for (const activityId of ['demo-no-such-sample', '00000000-0000-4000-8000-000000000000']) {
      const page = await bookingPage(activityId);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Activity not found');
      expect(page.text).toContain('Back to Experiences');
    }
  });
});
