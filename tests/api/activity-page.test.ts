import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import {
  createActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { RenderedPage } from '../helpers/html.ts';
import { activityPlace } from '../../shared/src/rules/activity-place.ts';
import { activityPlaceSql } from '../../server/src/rules/activity-place.ts';
import { hasSsrBundle, ssrBundleEnv } from '../helpers/ssr-bundle.ts';

// Issue 30 part 6: an activity's page says everything its card says and more (gallery, what is
// included and to bring, languages, accessibility, where to meet, cancellation terms, the host),
// with one place name on the card, the page and the emails; and each host has a public page.

const ORIGIN = 'https://regen.example';

const { env, anonymousClient, signedIn } = useApiEnvironment(() => ({
  PUBLIC_URL: ORIGIN,
  RATE_LIMITS: 'false',
  ...ssrBundleEnv,
}));

/** A host in Bled with one activity at Lake Bohinj, fully described. */
async function describedActivity() {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: 'Julian Alps Hosts' });
  await env.db.updateTable('suppliers').set({ location: 'Bled, Slovenia' }).where('id', '=', supplier.id).execute();
  const activity = await createActivity(env.db, supplier.id, { title: 'Bohinj Meadow Day', durationHours: 4 });
  await env.db
    .updateTable('activities')
    .set({
      place: 'Lake Bohinj, Julian Alps',
      effort: 'Medium - steady uphill walking',
      included: ['Ranger guide', 'Tools'],
      what_to_bring: ['Boots'],
      languages: ['English', 'Slovenian'],
      accessibility: 'Not step-free.',
      meeting_address: 'Ribčev Laz 48, 4265 Bohinjsko jezero',
      meeting_latitude: 46.2777,
      meeting_longitude: 13.8868,
      review_count: 2,
      review_stars_sum: 9,
    })
    .where('id', '=', activity.id)
    .execute();
  await env.db
    .insertInto('activity_photos')
    .values([
      { activity_id: activity.id, position: 1, url: '/images/forest.svg', alt_text: 'The forest above the lake' },
      { activity_id: activity.id, position: 0, url: '/images/mountains.svg', alt_text: 'The meadow at dawn' },
    ])
    .execute();
  return { supplier, supplierUser, activity };
}

describe('catalogue.activityPage', () => {
  it('gives the page everything the card says and the details, with the gallery in order', async () => {
    const { supplier, activity } = await describedActivity();
    expect(await anonymousClient().trpc.catalogue.activityPage.query({ activityId: activity.id })).toEqual({
      activityId: activity.id,
      supplierId: supplier.id,
      supplierName: 'Julian Alps Hosts',
      place: 'Lake Bohinj, Julian Alps',
      country: 'Slovenia',
      impactCategory: 'environmental',
      impact: 'Protects meadow biodiversity',
      effort: 'Medium - steady uphill walking',
      // duration_hours × 150 (docs/spec/public-site.md §9)
      regenPoints: 600,
      rating: { average: 4.5, count: 2 },
      gallery: [
        { url: '/images/mountains.svg', alt: 'The meadow at dawn' },
        { url: '/images/forest.svg', alt: 'The forest above the lake' },
      ],
      included: ['Ranger guide', 'Tools'],
      whatToBring: ['Boots'],
      languages: ['English', 'Slovenian'],
      accessibility: 'Not step-free.',
      meetingPoint: { address: 'Ribčev Laz 48, 4265 Bohinjsko jezero', latitude: 46.2777, longitude: 13.8868 },
      cancellationWindowHours: 24,
    });
  });

  it('shows only what a supplier gave: no invented effort, the photo as gallery, the supplier’s location as place', async () => {
    const { supplier } = await createSupplier(env.db, { businessName: 'Plain Host' });
    const activity = await createActivity(env.db, supplier.id, { title: 'Plain Day', country: 'Austria' });
    await env.db.updateTable('activities').set({ effort: null }).where('id', '=', activity.id).execute();
    const page = await anonymousClient().trpc.catalogue.activityPage.query({ activityId: activity.id });
    expect(page).toMatchObject({
      place: 'Ljubljana, Slovenia',
      effort: null,
      rating: null,
      gallery: [{ url: '/images/mountains.svg', alt: 'Plain Day' }],
      included: [],
      whatToBring: [],
      languages: [],
      accessibility: null,
      meetingPoint: null,
    });
    const cards = await anonymousClient().trpc.catalogue.experiences.query({ country: 'Austria' });
    const card = cards.environmental.find((c) => c.activityId === activity.id);
    expect(card).toMatchObject({ effort: null, place: 'Ljubljana, Slovenia' });
  });

  it('answers not found for an unknown, pending or archived activity', async () => {
    const { supplier } = await createSupplier(env.db);
    const pending = await createActivity(env.db, supplier.id, { status: 'pending' });
    for (const activityId of [pending.id, '00000000-0000-4000-8000-000000000000', 'demo-some-sample']) {
      const error = await failure(anonymousClient().trpc.catalogue.activityPage.query({ activityId }));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Activity not found']);
    }
  });
});

describe('one place name', () => {
  it('is the same on the card, the page, the booking reminder and the calendar entry', async () => {
    const { activity } = await describedActivity();
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(12) });
    const cards = await anonymousClient().trpc.catalogue.experiences.query({ country: 'Slovenia' });
    const card = cards.environmental.find((c) => c.activityId === activity.id);
    const page = await anonymousClient().trpc.catalogue.activityPage.query({ activityId: activity.id });
    expect([card?.place, page.place]).toEqual(['Lake Bohinj, Julian Alps', 'Lake Bohinj, Julian Alps']);

    const travelerUser = await createUser(env.db);
    const traveler = await signedIn(travelerUser.email);
    const booking = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 1,
      customerName: 'Tara Traveler',
      customerEmail: travelerUser.email,
      customerPhone: '+386 40 123 456',
    });
    const reminder = await env.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'booking_reminder')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(reminder.text_body).toContain('Meeting place: Lake Bohinj, Julian Alps.');
  });

  it('has one rule in TypeScript and SQL (the calendar entries use the SQL form)', async () => {
    const { activity } = await describedActivity();
    const { supplier } = await createSupplier(env.db);
    const plain = await createActivity(env.db, supplier.id);
    const blank = await createActivity(env.db, supplier.id);
    await env.db.updateTable('activities').set({ place: '  ' }).where('id', '=', blank.id).execute();
    const rows = await env.db
      .selectFrom('activities as a')
      .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
      .select(['a.id', 'a.place', 's.location', activityPlaceSql('a', 's').as('sql_place')])
      .where('a.id', 'in', [activity.id, plain.id, blank.id])
      .execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.sql_place).toBe(activityPlace(row.place, row.location));
  });
});

describe('suppliersPublic.page', () => {
  it('shows the host, their live activities, reviews and impact totals', async () => {
    const { supplier, activity } = await describedActivity();
    const archived = await createActivity(env.db, supplier.id, { title: 'Old Day' });
    await env.db.updateTable('activities').set({ status: 'archived' }).where('id', '=', archived.id).execute();
    await createActivity(env.db, supplier.id, { title: 'Waiting Day', status: 'pending' });
    // Two attended bookings (3 people) with their points, and a review of one.
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(-3) });
    const reviewer = await createUser(env.db, { firstName: 'Rita', lastName: 'Reviewer' });
    const first = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: reviewer.id,
      people: 2,
    });
    const second = await insertBooking(env.db, { activityId: activity.id, slotId: slot.id, people: 1 });
    for (const [booking, people] of [
      [first, 2],
      [second, 1],
    ] as const) {
      await env.db
        .updateTable('bookings')
        .set({ attendance: 'attended', attended_people: people })
        .where('id', '=', booking.id)
        .execute();
      await env.db
        .insertInto('regen_points_ledger')
        .values({
          user_id: booking.user_id,
          booking_id: booking.id,
          activity_id: activity.id,
          country: 'Slovenia',
          points: 600 * people,
          reason: 'attended',
        })
        .execute();
    }
    await env.db
      .insertInto('reviews')
      .values({
        booking_id: first.id,
        activity_id: activity.id,
        user_id: reviewer.id,
        stars: 5,
        body: 'Wonderful morning.',
      })
      .execute();
    await env.db
      .updateTable('activities')
      .set({ review_count: 1, review_stars_sum: 5 })
      .where('id', '=', activity.id)
      .execute();

    const page = await anonymousClient().trpc.suppliersPublic.page.query({ supplierId: supplier.id });
    expect(page).toMatchObject({
      id: supplier.id,
      businessName: 'Julian Alps Hosts',
      location: 'Bled, Slovenia',
      description: 'Guided restoration days.',
      yearsInOperation: 3,
      rating: { average: 5, count: 1 },
      impact: { regenPoints: 1800, travelersHosted: 3, liveActivities: 1 },
    });
    expect(page.activities.map((a) => [a.title, a.place, a.effort])).toEqual([
      ['Bohinj Meadow Day', 'Lake Bohinj, Julian Alps', 'Medium - steady uphill walking'],
    ]);
    expect(page.reviews.map((r) => [r.activityTitle, r.stars, r.text])).toEqual([
      ['Bohinj Meadow Day', 5, 'Wonderful morning.'],
    ]);
    // Contact details stay private.
    expect(JSON.stringify(page)).not.toContain(supplier.email);
  });

  it('has no page for an unknown host or one with nothing live', async () => {
    const { supplier } = await createSupplier(env.db);
    await createActivity(env.db, supplier.id, { status: 'pending' });
    for (const supplierId of [supplier.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const error = await failure(anonymousClient().trpc.suppliersPublic.page.query({ supplierId }));
      expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Host not found']);
    }
  });

  it('lists hosts with a live activity in the sitemap', async () => {
    const { supplier } = await describedActivity();
    const { supplier: hidden } = await createSupplier(env.db);
    await createActivity(env.db, hidden.id, { status: 'pending' });
    const sitemap = (await env.server.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>${ORIGIN}/suppliers/${supplier.id}</loc>`);
    expect(sitemap).not.toContain(`/suppliers/${hidden.id}`);
  });
});

describe.skipIf(!hasSsrBundle)('server-rendered', () => {
  it('renders the host’s page with its title, description, canonical URL and activities; 404 when unknown', async () => {
    const { supplier } = await describedActivity();
    const res = await env.server.app.inject({ method: 'GET', url: `/suppliers/${supplier.id}` });
    expect(res.statusCode).toBe(200);
    const page = new RenderedPage(res.body);
    expect(page.title).toBe('Julian Alps Hosts: regenerative experiences · Regen Marketplace');
    expect(page.metaDescription).toBe('Julian Alps Hosts in Bled, Slovenia: 1 activity, reviews and impact.');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/suppliers/${supplier.id}"`);
    page.getByRole('heading', { level: 1, name: 'Julian Alps Hosts' });
    page.getByRole('heading', { name: 'Bohinj Meadow Day' });
    const missing = await env.server.app.inject({
      method: 'GET',
      url: '/suppliers/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatch(/<h1[^>]*>Host not found<\/h1>/);
  });

  it('renders the activity page with its gallery, details, meeting point and host link (no map on the server)', async () => {
    const { supplier, activity } = await describedActivity();
    await createSlot(env.db, activity.id, { date: daysFromToday(20) });
    const res = await env.server.app.inject({ method: 'GET', url: `/booking/${activity.id}` });
    expect(res.statusCode).toBe(200);
    const page = new RenderedPage(res.body);
    page.getByRole('img', { name: 'The meadow at dawn' });
    page.getByRole('button', { name: 'Show photo 2: The forest above the lake' });
    expect(page.getAllByText('by Julian Alps Hosts · Lake Bohinj, Julian Alps')).toHaveLength(1);
    expect(page.getAllByText('600 Regen Points®')).toHaveLength(1);
    expect(page.getAllByText('Impact: Protects meadow biodiversity')).toHaveLength(1);
    page.getByRole('heading', { name: 'What’s included' });
    page.getByRole('heading', { name: 'Meeting point' });
    expect(page.getAllByText('Ribčev Laz 48, 4265 Bohinjsko jezero')).toHaveLength(1);
    expect(page.getByRole('link', { name: 'Open in OpenStreetMap' }).attrs.href).toBe(
      'https://www.openstreetmap.org/?mlat=46.2777&mlon=13.8868#map=16/46.2777/13.8868',
    );
    expect(page.getByRole('link', { name: 'More about Julian Alps Hosts' }).attrs.href).toBe(
      `/suppliers/${supplier.id}`,
    );
    expect(res.body).not.toContain('leaflet-container');
  });
});
