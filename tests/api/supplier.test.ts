import { describe, expect, it } from 'vitest';
import { MAX_ACTIVITIES_PER_SUPPLIER } from '@regen/shared/constants';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { createApiClient, failure, type ApiClient } from '../helpers/client.ts';
import {
  createActivity,
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  dbNow,
  insertBooking,
} from '../helpers/factories.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { postPhoto, pngBytes, uploadedPhotoUrl, validActivity } from './supplier-helpers.ts';

const { env, signedIn, anonymousClient } = useApiEnvironment({
  ADMIN_EMAILS: 'boss-supplier@example.test',
  RATE_LIMITS: 'false',
});

async function supplierClient(values: { contactPerson?: string } = {}) {
  const { user, supplier } = await createSupplier(env.db, values);
  const client = await signedIn(user.email);
  return { user, supplier, client };
}

async function travelerClient() {
  const user = await createUser(env.db);
  const client = await signedIn(user.email);
  return { user, client };
}

async function adminClient() {
  const user = await createUser(env.db, { email: 'boss-supplier@example.test', role: 'admin' });
  const client = await signedIn(user.email);
  return { user, client };
}

describe('authorisation matrix of every supplier procedure', () => {
  it('lets only the owning supplier read or change an activity, slot or booking', async () => {
    const owner = await supplierClient();
    const other = await supplierClient();
    const traveler = await travelerClient();
    const admin = await adminClient();
    const anonymous = anonymousClient();

    const activity = await createApprovedActivity(env.db, owner.supplier.id);
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(10) });
    const bookedSlot = await createSlot(env.db, activity.id, { date: daysFromToday(11) });
    await insertBooking(env.db, { activityId: activity.id, slotId: bookedSlot.id, date: daysFromToday(11) });
    const photoUrl = await uploadedPhotoUrl(env.server.url, owner.client);

    type Api = ApiClient['trpc'];
    const calls: Record<string, (t: Api) => Promise<unknown>> = {
      dashboard: (t) => t.supplier.dashboard.query(),
      myActivities: (t) => t.supplier.myActivities.query(),
      createActivity: (t) => t.supplier.createActivity.mutate(validActivity(photoUrl)),
      updateActivity: (t) =>
        t.supplier.updateActivity.mutate({
          activityId: activity.id,
          title: activity.title,
          description: activity.description,
          activityType: 'Environmental Restoration',
          price: 50,
          durationHours: 3,
          maxParticipants: 12,
          impactDescription: 'Protects meadow biodiversity for rare orchids',
        }),
      deleteActivity: (t) => t.supplier.deleteActivity.mutate({ activityId: activity.id }),
      listSlots: (t) => t.supplier.listSlots.query({ from: daysFromToday(0), to: daysFromToday(30) }),
      addSlots: (t) =>
        t.supplier.addSlots.mutate({
          activityId: activity.id,
          mode: 'single',
          date: daysFromToday(20),
          startTime: '10:00',
          endTime: '11:00',
          spots: 3,
        }),
      toggleSlot: (t) => t.supplier.toggleSlot.mutate({ slotId: slot.id, isAvailable: false }),
      updateSpots: (t) => t.supplier.updateSpots.mutate({ slotId: slot.id, spots: 4 }),
      deleteSlot: (t) => t.supplier.deleteSlot.mutate({ slotId: slot.id }),
      bookings: (t) => t.supplier.bookings.query(),
    };

    for (const [name, call] of Object.entries(calls)) {
      expect((await failure(call(anonymous.trpc))).code, `${name} anonymous`).toBe('UNAUTHORIZED');
      const asTraveler = await failure(call(traveler.client.trpc));
      expect(asTraveler.code, `${name} traveler`).toBe('FORBIDDEN');
      expect(asTraveler.message).toBe("You don't have a supplier account. Please sign up as a supplier first.");
      expect((await failure(call(admin.client.trpc))).code, `${name} admin`).toBe('FORBIDDEN');
    }

    // Another supplier: the owner's things do not exist for them.
    for (const name of ['updateActivity', 'deleteActivity', 'addSlots', 'toggleSlot', 'updateSpots', 'deleteSlot']) {
      expect((await failure(calls[name]!(other.client.trpc))).code, `${name} other supplier`).toBe('NOT_FOUND');
    }
    // The other supplier cannot use the owner's uploaded photo either.
    expect((await failure(calls.createActivity!(other.client.trpc))).message).toBe('Please upload a cover photo');
    expect(await other.client.trpc.supplier.myActivities.query()).toEqual([]);
    expect(await other.client.trpc.supplier.listSlots.query({ from: daysFromToday(0), to: daysFromToday(30) })).toEqual(
      [],
    );
    expect(await other.client.trpc.supplier.bookings.query()).toEqual({ current: [], past: [] });
    expect(await other.client.trpc.supplier.dashboard.query()).toMatchObject({
      totalActivities: 0,
      totalBookings: 0,
    });

    // Nothing of the owner's changed through anyone else.
    const after = await env.db.selectFrom('activities').selectAll().where('id', '=', activity.id).executeTakeFirst();
    expect(after).toMatchObject({ price_cents: activity.price_cents, max_participants: activity.max_participants });
    const slotAfter = await env.db
      .selectFrom('activity_availability')
      .selectAll()
      .where('id', '=', slot.id)
      .executeTakeFirstOrThrow();
    expect(slotAfter).toMatchObject({ is_available: true, available_spots: 10 });

    // The owner can do each of them.
    expect(await calls.dashboard!(owner.client.trpc)).toMatchObject({ totalActivities: 1 });
    expect(await calls.myActivities!(owner.client.trpc)).toHaveLength(1);
    expect(await calls.listSlots!(owner.client.trpc)).toHaveLength(2);
    expect(await calls.addSlots!(owner.client.trpc)).toEqual({ created: 1 });
    expect(await calls.toggleSlot!(owner.client.trpc)).toMatchObject({ isAvailable: false });
    expect(await calls.updateSpots!(owner.client.trpc)).toMatchObject({ availableSpots: 4 });
    expect(await calls.deleteSlot!(owner.client.trpc)).toEqual({ deleted: true });
    expect(await calls.updateActivity!(owner.client.trpc)).toMatchObject({ activity: { maxParticipants: 12 } });
    expect(((await calls.bookings!(owner.client.trpc)) as { current: unknown[] }).current).toHaveLength(1);
    expect(await calls.createActivity!(owner.client.trpc)).toMatchObject({ status: 'pending' });
  });
});

describe('dashboard', () => {
  it('computes Total Activities (n/5), Live Activities, Total Bookings and This Month on the server', async () => {
    const { supplier, client } = await supplierClient({ contactPerson: 'Maja Kovač' });
    const live = await createApprovedActivity(env.db, supplier.id);
    await createActivity(env.db, supplier.id, { status: 'pending' });
    await createActivity(env.db, supplier.id, { status: 'rejected' });
    const slot = await createSlot(env.db, live.id, { date: daysFromToday(5), spots: 20 });
    await insertBooking(env.db, { activityId: live.id, slotId: slot.id, date: daysFromToday(5) });
    await insertBooking(env.db, { activityId: live.id, slotId: slot.id, date: daysFromToday(5) });
    await insertBooking(env.db, { activityId: live.id, slotId: slot.id, date: daysFromToday(5), status: 'cancelled' });
    const old = await insertBooking(env.db, { activityId: live.id, slotId: slot.id, date: daysFromToday(5) });
    await env.db
      .updateTable('bookings')
      .set({ created_at: new Date(Date.UTC(2020, 0, 15)) })
      .where('id', '=', old.id)
      .execute();

    expect(await client.trpc.supplier.dashboard.query()).toEqual({
      businessName: 'Green Trails Ltd',
      contactPerson: 'Maja Kovač',
      totalActivities: 3,
      activityLimit: 5,
      liveActivities: 1,
      totalBookings: 3,
      thisMonth: 2,
      approvalMode: 'manual',
    });
  });
});

describe('create activity', () => {
  it('creates a pending activity under manual approval, stored in cents with its country and category', async () => {
    const { client, supplier } = await supplierClient();
    const photoUrl = await uploadedPhotoUrl(env.server.url, client);
    const created = await client.trpc.supplier.createActivity.mutate(
      validActivity(photoUrl, { price: '19.99', activityType: 'Social', country: 'Uganda' }),
    );
    expect(created).toMatchObject({
      status: 'pending',
      priceCents: 1999,
      country: 'Uganda',
      impactCategory: 'social',
      activityType: 'Social',
      photoUrl,
    });
    const row = await env.db
      .selectFrom('activities')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ supplier_id: supplier.id, time_zone: 'Africa/Kampala', price_cents: 1999 });
    expect(await env.db.selectFrom('pending_uploads').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ supplier_id: supplier.id }),
    );
    const list = await client.trpc.supplier.myActivities.query();
    expect(list.map((a) => a.id)).toEqual([created.id]);
  });

  it('publishes at once with ACTIVITY_APPROVAL=auto', async () => {
    const auto: TestServer = await startTestServer(env.database, { ACTIVITY_APPROVAL: 'auto' });
    try {
      const { user } = await createSupplier(env.db);
      const client = await signedIn(user.email, auto.url);
      const photoUrl = await uploadedPhotoUrl(auto.url, client);
      const created = await client.trpc.supplier.createActivity.mutate(validActivity(photoUrl));
      expect(created.status).toBe('approved');
      expect((await client.trpc.supplier.dashboard.query()).approvalMode).toBe('auto');
      // Content edits stay live too under automatic approval.
      const edited = await client.trpc.supplier.updateActivity.mutate({
        activityId: created.id,
        title: 'A renamed wetland day',
        description: created.description,
        activityType: 'Sustainable Tourism',
        price: 45.5,
        durationHours: 3,
        maxParticipants: 8,
        impactDescription: 'Protects wetland nesting sites',
      });
      expect(edited).toMatchObject({
        sentForReview: false,
        activity: { status: 'approved', title: 'A renamed wetland day' },
      });
    } finally {
      await auto.close();
    }
  });

  it('rejects missing fields with the spec messages', async () => {
    const { client } = await supplierClient();
    const photoUrl = await uploadedPhotoUrl(env.server.url, client);
    const missing = await failure(
      client.trpc.supplier.createActivity.mutate(
        validActivity(photoUrl, { title: '  ', description: '', price: '', durationHours: '', maxParticipants: '' }),
      ),
    );
    expect(missing.code).toBe('BAD_REQUEST');
    for (const field of ['title', 'description', 'price', 'durationHours', 'maxParticipants']) {
      expect(missing.fieldErrors[field], field).toEqual(['Please fill in all required fields']);
    }
    const noCountry = await failure(
      client.trpc.supplier.createActivity.mutate({ ...validActivity(photoUrl), country: '' as 'Spain' }),
    );
    expect(noCountry.fieldErrors.country).toEqual(['Please fill in all required fields']);
  });

  it('enforces the length limits: description 480, impact 50, title 100', async () => {
    const { client } = await supplierClient();
    const photoUrl = await uploadedPhotoUrl(env.server.url, client);
    const tooLong = await failure(
      client.trpc.supplier.createActivity.mutate(
        validActivity(photoUrl, {
          description: 'd'.repeat(481),
          impactDescription: 'i'.repeat(51),
          title: 't'.repeat(101),
        }),
      ),
    );
    expect(tooLong.fieldErrors.description).toEqual(['Description must be maximum 480 characters']);
    expect(tooLong.fieldErrors.impactDescription).toEqual(['Impact description must be maximum 50 characters']);
    expect(tooLong.fieldErrors.title).toEqual(['Title must be maximum 100 characters']);
    const atLimit = await client.trpc.supplier.createActivity.mutate(
      validActivity(photoUrl, {
        description: 'd'.repeat(480),
        impactDescription: 'i'.repeat(50),
        title: 't'.repeat(100),
      }),
    );
    expect(atLimit.description).toHaveLength(480);
  });

  it('enforces price ≥ 0 with step 0.01, duration ≥ 1 and max people ≥ 1', async () => {
    const { client } = await supplierClient();
    const photoUrl = await uploadedPhotoUrl(env.server.url, client);
    const bad = await failure(
      client.trpc.supplier.createActivity.mutate(
        validActivity(photoUrl, { price: '-1', durationHours: '0.5', maxParticipants: '0' }),
      ),
    );
    expect(bad.fieldErrors.price).toEqual(['Price must be 0 or greater']);
    expect(bad.fieldErrors.durationHours).toEqual(['Duration must be at least 1 hour']);
    expect(bad.fieldErrors.maxParticipants).toEqual(['Must allow at least 1 participant']);
    const step = await failure(
      client.trpc.supplier.createActivity.mutate(validActivity(photoUrl, { price: '10.005' })),
    );
    expect(step.fieldErrors.price).toEqual(['Price can have at most 2 decimal places']);
    const free = await client.trpc.supplier.createActivity.mutate(validActivity(photoUrl, { price: 0 }));
    expect(free.priceCents).toBe(0);
  });

  it('requires a cover photo uploaded by this supplier and not used before', async () => {
    const { client } = await supplierClient();
    const none = await failure(client.trpc.supplier.createActivity.mutate(validActivity('')));
    expect(none.fieldErrors.photoUrl).toEqual(['Please upload a cover photo']);
    const foreign = await failure(
      client.trpc.supplier.createActivity.mutate(validActivity('https://example.com/cat.jpg')),
    );
    expect(foreign.message).toBe('Please upload a cover photo');
    const photoUrl = await uploadedPhotoUrl(env.server.url, client);
    await client.trpc.supplier.createActivity.mutate(validActivity(photoUrl));
    const reused = await failure(client.trpc.supplier.createActivity.mutate(validActivity(photoUrl)));
    expect(reused.message).toBe('Please upload a cover photo');
  });

  it(`allows at most ${MAX_ACTIVITIES_PER_SUPPLIER} activities even under 10 concurrent creates`, async () => {
    const { client, supplier } = await supplierClient();
    const photos = await Promise.all(Array.from({ length: 10 }, () => uploadedPhotoUrl(env.server.url, client)));
    const results = await Promise.allSettled(
      photos.map((photoUrl, i) =>
        client.trpc.supplier.createActivity.mutate(validActivity(photoUrl, { title: `A${i}` })),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect((r.reason as Error).message).toBe('Activity Limit Reached: You can list at most 5 activities.');
    }
    const count = await env.db
      .selectFrom('activities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('supplier_id', '=', supplier.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(5);
    expect((await client.trpc.supplier.dashboard.query()).totalActivities).toBe(5);
  });
});

describe('edit activity', () => {
  const edit = (activityId: string, overrides: Record<string, unknown> = {}) => ({
    activityId,
    title: 'Alpine meadow restoration',
    description: 'Help rangers restore an alpine meadow and learn traditional scything from local farmers.',
    activityType: 'Environmental Restoration' as const,
    price: 50,
    durationHours: 3,
    maxParticipants: 10,
    impactDescription: 'Protects meadow biodiversity for orchids',
    ...overrides,
  });

  it('rejects bad edits with the spec messages', async () => {
    const { client, supplier } = await supplierClient();
    const activity = await createApprovedActivity(env.db, supplier.id);
    const bad = await failure(
      client.trpc.supplier.updateActivity.mutate(
        edit(activity.id, {
          title: '',
          description: 'too short',
          activityType: '',
          price: -1,
          durationHours: 0,
          maxParticipants: 0,
          impactDescription: 'short',
        }),
      ),
    );
    expect(bad.fieldErrors).toMatchObject({
      title: ['Title is required'],
      description: ['Description must be at least 50 characters'],
      activityType: ['Activity type is required'],
      price: ['Price must be 0 or greater'],
      durationHours: ['Duration must be at least 1 hour'],
      maxParticipants: ['Must allow at least 1 participant'],
      impactDescription: ['Impact description must be at least 30 characters'],
    });
  });

  it('maps the five edit types onto the two impact categories', async () => {
    const { client, supplier } = await supplierClient();
    // Pending: edited in place (a live activity's type change waits for review, docs/decisions/102).
    const activity = await createActivity(env.db, supplier.id, { status: 'pending' });
    const expected = {
      'Environmental Restoration': 'environmental',
      'Social Impact': 'social',
      'Community Development': 'social',
      'Cultural Preservation': 'social',
      'Sustainable Tourism': 'environmental',
    } as const;
    for (const [type, category] of Object.entries(expected)) {
      const { activity: updated } = await client.trpc.supplier.updateActivity.mutate(
        edit(activity.id, { activityType: type }),
      );
      expect(updated, type).toMatchObject({ activityType: type, impactCategory: category });
    }
  });

  it('keeps an approved activity live when its content changes (the change waits as a revision), and applies price, duration and capacity at once', async () => {
    const { client, supplier } = await supplierClient();
    const activity = await createApprovedActivity(env.db, supplier.id, { priceCents: 5000, maxParticipants: 10 });
    const base = edit(activity.id, {
      title: activity.title,
      description: activity.description,
      impactDescription: activity.impact_description,
    });
    // impact_description of the factory is below the edit minimum: lengthen it once under auto rules first.
    await env.db
      .updateTable('activities')
      .set({ impact_description: 'Protects meadow biodiversity for orchids' })
      .where('id', '=', activity.id)
      .execute();
    base.impactDescription = 'Protects meadow biodiversity for orchids';

    const priceOnly = await client.trpc.supplier.updateActivity.mutate({
      ...base,
      price: 75.25,
      durationHours: 5,
      maxParticipants: 4,
    });
    expect(priceOnly.sentForReview).toBe(false);
    expect(priceOnly.activity).toMatchObject({
      status: 'approved',
      priceCents: 7525,
      durationHours: 5,
      maxParticipants: 4,
    });

    // A live activity stays live with its approved title; the change waits for review (docs/decisions/102).
    const content = await client.trpc.supplier.updateActivity.mutate({ ...base, title: 'A brand new title' });
    expect(content).toMatchObject({ sentForReview: false, changePending: true });
    expect(content.activity).toMatchObject({ status: 'approved', title: activity.title });
    // A rejected activity whose content is fixed goes back to review, without the old reason.
    await env.db
      .updateTable('activities')
      .set({ status: 'rejected', rejection_reason: 'Photo is blurry' })
      .where('id', '=', activity.id)
      .execute();
    const resubmitted = await client.trpc.supplier.updateActivity.mutate({
      ...base,
      title: 'A brand new title',
      activityType: 'Cultural Preservation',
    });
    expect(resubmitted.activity).toMatchObject({ status: 'pending', rejectionReason: null, impactCategory: 'social' });

    const audit = await env.db
      .selectFrom('activity_status_changes')
      .selectAll()
      .where('activity_id', '=', activity.id)
      .execute();
    expect(audit).toContainEqual(expect.objectContaining({ from_status: 'rejected', to_status: 'pending' }));
  });

  it('replaces the photo with a new upload and removes the old file', async () => {
    const { client } = await supplierClient();
    const first = await uploadedPhotoUrl(env.server.url, client);
    const created = await client.trpc.supplier.createActivity.mutate(validActivity(first));
    const second = await uploadedPhotoUrl(env.server.url, client);
    const { activity } = await client.trpc.supplier.updateActivity.mutate({
      activityId: created.id,
      title: created.title,
      description: created.description,
      activityType: 'Environmental Restoration',
      price: 45.5,
      durationHours: 3,
      maxParticipants: 8,
      impactDescription: 'Protects wetland nesting sites',
      photoUrl: second,
    });
    expect(activity.photoUrl).toBe(second);
    expect((await fetch(`${env.server.url}${second}`)).status).toBe(200);
    expect((await fetch(`${env.server.url}${first}`)).status).toBe(404);
  });
});

describe('delete activity', () => {
  it('refuses while the activity has upcoming confirmed bookings', async () => {
    const { client, supplier } = await supplierClient();
    const activity = await createApprovedActivity(env.db, supplier.id);
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(3) });
    await insertBooking(env.db, { activityId: activity.id, slotId: slot.id, date: daysFromToday(3) });
    const refused = await failure(client.trpc.supplier.deleteActivity.mutate({ activityId: activity.id }));
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'This activity has upcoming confirmed bookings and cannot be deleted. Cancel those bookings first.',
    );
    expect(await env.db.selectFrom('activities').select('id').where('id', '=', activity.id).execute()).toHaveLength(1);
  });

  it('removes the activity with its slots and its photo', async () => {
    const { client } = await supplierClient();
    const photoUrl = await uploadedPhotoUrl(env.server.url, client);
    const created = await client.trpc.supplier.createActivity.mutate(validActivity(photoUrl));
    await env.db.updateTable('activities').set({ status: 'approved' }).where('id', '=', created.id).execute();
    await client.trpc.supplier.addSlots.mutate({
      activityId: created.id,
      mode: 'range',
      startDate: daysFromToday(1),
      endDate: daysFromToday(3),
      startTime: '09:00',
      endTime: '11:00',
      spots: 2,
    });
    expect(await client.trpc.supplier.deleteActivity.mutate({ activityId: created.id })).toEqual({ deleted: true });
    expect(await client.trpc.supplier.myActivities.query()).toEqual([]);
    const slots = await env.db
      .selectFrom('activity_availability')
      .select('id')
      .where('activity_id', '=', created.id)
      .execute();
    expect(slots).toEqual([]);
    expect((await fetch(`${env.server.url}${photoUrl}`)).status).toBe(404);
  });
});

describe('delete an activity with booking history', () => {
  it('archives it: gone from every list and count, its unbooked slots removed, its bookings kept', async () => {
    const { client, supplier } = await supplierClient();
    const activity = await createApprovedActivity(env.db, supplier.id, {
      country: 'Estonia',
      title: 'Bog walk with the rangers',
    });
    const pastSlot = await createSlot(env.db, activity.id, { date: daysFromToday(-10) });
    const cancelledSlot = await createSlot(env.db, activity.id, { date: daysFromToday(6) });
    const openSlot = await createSlot(env.db, activity.id, { date: daysFromToday(9) });
    const past = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: pastSlot.id,
      date: daysFromToday(-10),
    });
    await insertBooking(env.db, {
      activityId: activity.id,
      slotId: cancelledSlot.id,
      date: daysFromToday(6),
      status: 'cancelled',
    });
    const before = await client.trpc.supplier.dashboard.query();

    expect(await client.trpc.supplier.deleteActivity.mutate({ activityId: activity.id })).toEqual({ deleted: true });

    expect((await client.trpc.supplier.myActivities.query()).map((a) => a.id)).not.toContain(activity.id);
    const after = await client.trpc.supplier.dashboard.query();
    expect(after.totalActivities).toBe(before.totalActivities - 1);
    expect(after.liveActivities).toBe(before.liveActivities - 1);
    // Its bookings stay: the supplier's Bookings tab still lists the past one.
    const bookings = await client.trpc.supplier.bookings.query();
    expect([...bookings.current, ...bookings.past].map((b) => b.id)).toContain(past.id);
    const slots = await env.db
      .selectFrom('activity_availability')
      .select('id')
      .where('activity_id', '=', activity.id)
      .execute();
    expect(slots.map((s) => s.id).sort()).toEqual([pastSlot.id, cancelledSlot.id].sort());
    expect(slots.map((s) => s.id)).not.toContain(openSlot.id);
    const publicList = await createApiClient(env.server.url).trpc.catalogue.experiences.query({ country: 'Estonia' });
    expect(publicList.environmental.map((a) => a.activityId)).not.toContain(activity.id);
    const again = await failure(client.trpc.supplier.deleteActivity.mutate({ activityId: activity.id }));
    expect(again).toMatchObject({ code: 'NOT_FOUND', message: 'Activity not found' });
    const history = await env.db
      .selectFrom('activity_status_changes')
      .select(['from_status', 'to_status'])
      .where('activity_id', '=', activity.id)
      .execute();
    expect(history).toContainEqual({ from_status: 'approved', to_status: 'archived' });
  });
});

describe('availability', () => {
  async function setup() {
    const s = await supplierClient();
    const activity = await createApprovedActivity(env.db, s.supplier.id);
    return { ...s, activity };
  }

  it('validates the Add Time Slot dialog with the spec messages', async () => {
    const { client, activity } = await setup();
    const missing = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: '',
        mode: 'single',
        date: daysFromToday(2),
        startTime: '',
        endTime: '',
      }),
    );
    expect(missing.fieldErrors.activityId).toEqual(['Please fill in all required fields']);
    expect(missing.fieldErrors.startTime).toEqual(['Please fill in all required fields']);
    const noDate = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        mode: 'single',
        startTime: '09:00',
        endTime: '10:00',
      }),
    );
    expect(noDate.fieldErrors.date).toEqual(['Please select a date']);
    const noRange = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        mode: 'range',
        startDate: daysFromToday(2),
        startTime: '09:00',
        endTime: '10:00',
      }),
    );
    expect(noRange.fieldErrors.startDate).toEqual(['Please select a date range']);
    const backwards = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        mode: 'single',
        date: daysFromToday(2),
        startTime: '10:00',
        endTime: '10:00',
      }),
    );
    expect(backwards.fieldErrors.endTime).toEqual(['End time must be after start time']);
    const noSpots = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        mode: 'single',
        date: daysFromToday(2),
        startTime: '09:00',
        endTime: '10:00',
        spots: 0,
      }),
    );
    expect(noSpots.fieldErrors.spots).toEqual(['Spots must be at least 1']);
  });

  it('defaults spots to 1 and lists the slot for its date', async () => {
    const { client, activity } = await setup();
    const date = daysFromToday(4);
    await client.trpc.supplier.addSlots.mutate({
      activityId: activity.id,
      mode: 'single',
      date,
      startTime: '14:00',
      endTime: '17:30',
    });
    const slots = await client.trpc.supplier.listSlots.query({ from: date, to: date });
    expect(slots).toEqual([
      expect.objectContaining({
        activityId: activity.id,
        activityTitle: activity.title,
        date,
        startTime: '14:00:00',
        endTime: '17:30:00',
        availableSpots: 1,
        bookedSpots: 0,
        remainingSpots: 1,
        isAvailable: true,
        timeZone: 'Europe/Ljubljana',
      }),
    ]);
  });

  it('creates one slot per day of a range, all or nothing', async () => {
    const { client, activity } = await setup();
    const result = await client.trpc.supplier.addSlots.mutate({
      activityId: activity.id,
      mode: 'range',
      startDate: daysFromToday(10),
      endDate: daysFromToday(16),
      startTime: '09:00',
      endTime: '12:00',
      spots: 6,
    });
    expect(result).toEqual({ created: 7 });
    const slots = await client.trpc.supplier.listSlots.query({ from: daysFromToday(10), to: daysFromToday(16) });
    expect(slots.map((s) => s.date)).toEqual(Array.from({ length: 7 }, (_, i) => daysFromToday(10 + i)));

    // A range that overlaps one existing slot creates none of its days.
    const refused = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        mode: 'range',
        startDate: daysFromToday(20),
        endDate: daysFromToday(10),
        startTime: '11:00',
        endTime: '13:00',
      }),
    );
    expect(refused.fieldErrors.startDate).toEqual(['Please select a date range']);
    const overlap = await failure(
      client.trpc.supplier.addSlots.mutate({
        activityId: activity.id,
        mode: 'range',
        startDate: daysFromToday(14),
        endDate: daysFromToday(20),
        startTime: '11:00',
        endTime: '13:00',
      }),
    );
    expect(overlap.code).toBe('CONFLICT');
    expect(overlap.message).toBe(`This time overlaps an existing slot for this activity on ${daysFromToday(14)}.`);
    const after = await client.trpc.supplier.listSlots.query({ from: daysFromToday(17), to: daysFromToday(20) });
    expect(after).toEqual([]);
  });

  it('refuses duplicate and overlapping slots, past dates and activities that are not approved', async () => {
    const { client, activity, supplier } = await setup();
    const slot = {
      activityId: activity.id,
      mode: 'single' as const,
      date: daysFromToday(5),
      startTime: '09:00',
      endTime: '12:00',
    };
    await client.trpc.supplier.addSlots.mutate(slot);
    expect((await failure(client.trpc.supplier.addSlots.mutate(slot))).code).toBe('CONFLICT');
    expect(
      (await failure(client.trpc.supplier.addSlots.mutate({ ...slot, startTime: '11:59', endTime: '13:00' }))).code,
    ).toBe('CONFLICT');
    // Touching end to start is not an overlap.
    expect(await client.trpc.supplier.addSlots.mutate({ ...slot, startTime: '12:00', endTime: '13:00' })).toEqual({
      created: 1,
    });
    const past = await failure(client.trpc.supplier.addSlots.mutate({ ...slot, date: daysFromToday(-3) }));
    expect(past.message).toBe('Availability cannot be added for past dates');
    const pending = await createActivity(env.db, supplier.id, { status: 'pending' });
    const notLive = await failure(client.trpc.supplier.addSlots.mutate({ ...slot, activityId: pending.id }));
    expect(notLive.message).toBe('Availability can only be added to approved (live) activities.');
  });

  it('toggles Available/Unavailable and deletes a slot without bookings', async () => {
    const { client, activity } = await setup();
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(6) });
    expect(await client.trpc.supplier.toggleSlot.mutate({ slotId: slot.id, isAvailable: false })).toMatchObject({
      isAvailable: false,
    });
    expect(await client.trpc.supplier.toggleSlot.mutate({ slotId: slot.id, isAvailable: true })).toMatchObject({
      isAvailable: true,
    });
    await client.trpc.supplier.deleteSlot.mutate({ slotId: slot.id });
    expect(await client.trpc.supplier.listSlots.query({ from: daysFromToday(6), to: daysFromToday(6) })).toEqual([]);
  });

  it('refuses to delete or disable a slot with confirmed bookings, and spots below what is booked', async () => {
    const { client, activity } = await setup();
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(8), spots: 10 });
    await insertBooking(env.db, { activityId: activity.id, slotId: slot.id, date: daysFromToday(8), people: 3 });
    const message = 'This slot has confirmed bookings. Cancel those bookings before deleting or disabling it.';
    expect(await failure(client.trpc.supplier.deleteSlot.mutate({ slotId: slot.id }))).toMatchObject({
      code: 'CONFLICT',
      message,
    });
    expect(
      await failure(client.trpc.supplier.toggleSlot.mutate({ slotId: slot.id, isAvailable: false })),
    ).toMatchObject({ code: 'CONFLICT', message });
    expect(await failure(client.trpc.supplier.updateSpots.mutate({ slotId: slot.id, spots: 2 }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Spots cannot be fewer than the spots already booked',
    });
    expect(await client.trpc.supplier.updateSpots.mutate({ slotId: slot.id, spots: 3 })).toMatchObject({
      availableSpots: 3,
      bookedSpots: 3,
      remainingSpots: 0,
    });
  });
});

describe('supplier bookings', () => {
  it('splits current and past bookings, current soonest first and past newest first, with customer info and whether each can still be cancelled', async () => {
    const { client, supplier } = await supplierClient();
    const activity = await createApprovedActivity(env.db, supplier.id);
    const later = await createSlot(env.db, activity.id, {
      date: daysFromToday(9),
      startTime: '14:00',
      endTime: '16:00',
    });
    const sooner = await createSlot(env.db, activity.id, {
      date: daysFromToday(2),
      startTime: '09:00',
      endTime: '11:00',
    });
    const early = await createSlot(env.db, activity.id, {
      date: daysFromToday(9),
      startTime: '08:00',
      endTime: '09:00',
    });
    const before = await createSlot(env.db, activity.id, {
      date: daysFromToday(-5),
      startTime: '09:00',
      endTime: '11:00',
    });
    const b1 = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: later.id,
      date: daysFromToday(9),
      time: '14:00',
      specialRequests: 'Vegetarian lunch please',
    });
    const b2 = await insertBooking(env.db, { activityId: activity.id, slotId: sooner.id, date: daysFromToday(2) });
    const b3 = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: early.id,
      date: daysFromToday(9),
      time: '08:00',
    });
    const cancelled = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: sooner.id,
      date: daysFromToday(2),
      status: 'cancelled',
      cancellationReason: 'Flight changed',
    });
    const past = await insertBooking(env.db, { activityId: activity.id, slotId: before.id, date: daysFromToday(-5) });
    // Still upcoming, but its deadline has just passed by the database's clock.
    await env.db
      .updateTable('bookings')
      .set({ cancellation_deadline: new Date(dbNow().getTime() - 60_000) })
      .where('id', '=', b3.id)
      .execute();

    const { current, past: pastList } = await client.trpc.supplier.bookings.query();
    expect(current.map((b) => b.id)).toEqual([b2.id, b3.id, b1.id]);
    // Past bookings the newest first (issue 31 part 9): the cancelled one was for the later date.
    expect(pastList.map((b) => b.id)).toEqual([cancelled.id, past.id]);
    expect(current[2]).toMatchObject({
      activityTitle: activity.title,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+1 555 0199',
      specialRequests: 'Vegetarian lunch please',
      numberOfPeople: 2,
      totalPriceCents: 10000,
      status: 'confirmed',
      paymentStatus: 'completed',
      cancellationDeadline: b1.cancellation_deadline,
      cancellable: true,
      timeZone: 'Europe/Ljubljana',
    });
    expect(current.map((b) => b.cancellable)).toEqual([true, false, true]);
    expect(pastList.map((b) => b.cancellable)).toEqual([false, false]);
    // The status as the traveler sees it too: a confirmed booking whose slot has ended is completed.
    expect(pastList.map((b) => b.status)).toEqual(['cancelled', 'completed']);
    expect(pastList[0]).toMatchObject({ status: 'cancelled', cancellationReason: 'Flight changed' });
  });
});

describe('upload endpoint access', () => {
  it('requires a supplier session', async () => {
    const bytes = await pngBytes();
    const anonymous = await postPhoto(env.server.url, null, bytes);
    expect(anonymous.status).toBe(401);
    const traveler = await travelerClient();
    const asTraveler = await postPhoto(env.server.url, traveler.client.jar, bytes);
    expect(asTraveler.status).toBe(403);
    expect(await asTraveler.json()).toMatchObject({
      error: 'Access Denied',
      message: "You don't have a supplier account. Please sign up as a supplier first.",
    });
  });
});
