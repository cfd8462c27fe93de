import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, createApiClient, rejection, trpcCode, type ApiClient } from '../helpers/client.ts';
import { createActivity, createSupplier, createUser, giveSecondFactor, signedInClient } from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { uploadedPhotoUrl, validActivity } from './supplier-helpers.ts';

// Admin (issue 8): role matrix, pending-only decisions, concurrency, counts, search and filters.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;
let admin: ApiClient;
let secondAdmin: ApiClient;
let traveler: ApiClient;
let supplierClient: ApiClient;
let supplier: Awaited<ReturnType<typeof createSupplier>>;

beforeAll(async () => {
  env = await setupTestEnvironment({ RATE_LIMITS: 'false', ADMIN_EMAILS: 'moderator@example.test' });
  const adminUser = await createUser(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  admin = await signedInClient(env.server.url, adminUser.email);
  // Admin tools need a second factor (docs/decisions/116): the ADMIN_EMAILS account has one too.
  await giveSecondFactor(env.db, await createUser(env.db, { email: 'moderator@example.test' }));
  secondAdmin = await signedInClient(env.server.url, 'moderator@example.test');
  traveler = await signedInClient(env.server.url, (await createUser(env.db)).email);
  supplier = await createSupplier(env.db, { businessName: 'Fjord Keepers', contactPerson: 'Ingrid Berg' });
  supplierClient = await signedInClient(env.server.url, supplier.user.email);
});
afterAll(async () => {
  for (const c of [admin, secondAdmin, traveler, supplierClient]) await c?.close();
  await env?.close();
});

describe('role matrix', () => {
  it('answers an anonymous caller UNAUTHORIZED and a non-admin FORBIDDEN for every admin procedure', async () => {
    const activity = await createActivity(env.db, supplier.supplier.id, { status: 'pending' });
    const anonymous = createApiClient(env.server.url);
    const calls = (c: ApiClient) => [
      c.trpc.admin.activities.query({}),
      c.trpc.admin.activity.query({ activityId: activity.id }),
      c.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'approved' }),
    ];
    for (const error of await Promise.all(calls(anonymous).map(rejection)))
      expect(trpcCode(error)).toBe('UNAUTHORIZED');
    for (const client of [traveler, supplierClient]) {
      for (const error of await Promise.all(calls(client).map(rejection))) {
        expect(trpcCode(error)).toBe('FORBIDDEN');
        expect((error as Error).message).toBe("You don't have admin privileges. Please contact an administrator.");
      }
    }
    const row = await env.db.selectFrom('activities').select('status').where('id', '=', activity.id).executeTakeFirst();
    expect(row?.status).toBe('pending');
    // An ADMIN_EMAILS account is an admin.
    expect((await secondAdmin.trpc.admin.activities.query({})).counts.total).toBeGreaterThan(0);
  });
});

describe('approve and reject', () => {
  it('approves a pending activity: status, audit row, supplier email and event in one go; it appears on its experiences page', async () => {
    const activity = await createActivity(env.db, supplier.supplier.id, {
      status: 'pending',
      country: 'Iceland',
      category: 'social',
      title: 'Fishing village stories',
    });
    const before = await createApiClient(env.server.url).trpc.catalogue.experiences.query({ country: 'Iceland' });
    expect(before.social.map((a) => a.title)).not.toContain('Fishing village stories');

    const events = collect<{ type: string; activityId: string | null; payload: Record<string, unknown> }>();
    const subscription = supplierClient.trpc.auth.events.subscribe(undefined, {
      onStarted: events.onStarted,
      onData: (e) => events.push(e.data),
    });
    await events.started;

    const result = await admin.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'approved' });
    expect(result).toEqual({ id: activity.id, status: 'approved' });

    const after = await createApiClient(env.server.url).trpc.catalogue.experiences.query({ country: 'Iceland' });
    expect(after.social.map((a) => a.title)).toContain('Fishing village stories');
    expect(after.environmental.map((a) => a.title)).not.toContain('Fishing village stories');

    const audit = await env.db
      .selectFrom('activity_status_changes')
      .selectAll()
      .where('activity_id', '=', activity.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ from_status: 'pending', to_status: 'approved', reason: null });

    const mail = await env.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('to_address', '=', supplier.supplier.email)
      .where('kind', '=', 'activity_approved')
      .executeTakeFirst();
    expect(mail?.subject).toBe('Your activity is live: Fishing village stories');

    await events.waitFor(1);
    expect(events.items[0]).toMatchObject({
      type: 'activity.status_changed',
      activityId: activity.id,
      payload: { status: 'approved', title: 'Fishing village stories' },
    });
    subscription.unsubscribe();
  });

  it('rejects with an optional reason stored on the activity, in the email and in the history; never shown publicly', async () => {
    const activity = await createActivity(env.db, supplier.supplier.id, { status: 'pending', country: 'Malta' });
    await admin.trpc.admin.updateActivityStatus.mutate({
      activityId: activity.id,
      status: 'rejected',
      reason: 'Please add a clearer photo.',
    });
    const row = await env.db
      .selectFrom('activities')
      .select(['status', 'rejection_reason'])
      .where('id', '=', activity.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', rejection_reason: 'Please add a clearer photo.' });
    const mail = await env.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'activity_rejected')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain('Reason: Please add a clearer photo.');
    const detail = await admin.trpc.admin.activity.query({ activityId: activity.id });
    expect(detail.rejectionReason).toBe('Please add a clearer photo.');
    expect(detail.history).toEqual([
      expect.objectContaining({
        from: 'pending',
        to: 'rejected',
        reason: 'Please add a clearer photo.',
        by: expect.objectContaining({ name: 'Ada Admin' }) as unknown,
      }),
    ]);
    const publicList = await createApiClient(env.server.url).trpc.catalogue.experiences.query({ country: 'Malta' });
    expect([...publicList.environmental, ...publicList.social].map((a) => a.activityId)).not.toContain(activity.id);
  });

  it('only moves pending activities: deciding an approved or rejected one is a conflict, not an overwrite', async () => {
    for (const status of ['approved', 'rejected'] as const) {
      const activity = await createActivity(env.db, supplier.supplier.id, { status });
      const error = await rejection(
        admin.trpc.admin.updateActivityStatus.mutate({
          activityId: activity.id,
          status: status === 'approved' ? 'rejected' : 'approved',
        }),
      );
      expect(trpcCode(error)).toBe('CONFLICT');
      expect((error as Error).message).toBe(
        'This activity has already been reviewed by another administrator. The list has been refreshed.',
      );
      const row = await env.db
        .selectFrom('activities')
        .select('status')
        .where('id', '=', activity.id)
        .executeTakeFirst();
      expect(row?.status).toBe(status);
    }
    const missing = await rejection(
      admin.trpc.admin.updateActivityStatus.mutate({
        activityId: '00000000-0000-4000-8000-000000000000',
        status: 'approved',
      }),
    );
    expect(trpcCode(missing)).toBe('NOT_FOUND');
  });

  it('lets exactly one of two admins deciding the same activity at once win', async () => {
    for (let round = 0; round < 5; round++) {
      const activity = await createActivity(env.db, supplier.supplier.id, { status: 'pending' });
      const outcomes = await Promise.allSettled([
        admin.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'approved' }),
        secondAdmin.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'rejected' }),
      ]);
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o) => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(trpcCode(lost[0]!.reason)).toBe('CONFLICT');
      const audit = await env.db
        .selectFrom('activity_status_changes')
        .select('to_status')
        .where('activity_id', '=', activity.id)
        .execute();
      expect(audit).toHaveLength(1);
      const row = await env.db
        .selectFrom('activities')
        .select('status')
        .where('id', '=', activity.id)
        .executeTakeFirst();
      expect(row?.status).toBe(audit[0]!.to_status);
    }
  });
});

describe('list, counts, search and filters', () => {
  it('counts match the rows, pending come first, and search and filters narrow the list', async () => {
    const other = await createSupplier(env.db, { businessName: 'Desert Bloom Co', contactPerson: 'Omar Haddad' });
    await createActivity(env.db, other.supplier.id, { status: 'approved', title: 'Oasis palm planting' });
    await createActivity(env.db, other.supplier.id, { status: 'pending', title: 'Nile reed weaving' });
    await createActivity(env.db, other.supplier.id, { status: 'rejected', title: 'Dune buggy rally' });

    const all = await admin.trpc.admin.activities.query({ pageSize: 100 });
    const statuses = all.items.map((i) => i.status);
    const byStatus = (s: string) => statuses.filter((x) => x === s).length;
    expect(all.counts).toEqual({
      total: all.items.length,
      pending: byStatus('pending'),
      approved: byStatus('approved'),
      rejected: byStatus('rejected'),
    });
    expect(all.matching).toBe(all.items.length);
    const firstNonPending = statuses.findIndex((s) => s !== 'pending');
    expect(statuses.slice(firstNonPending)).not.toContain('pending');

    const bySupplier = await admin.trpc.admin.activities.query({ search: 'desert bloom' });
    expect(bySupplier.items.map((i) => i.title).sort()).toEqual([
      'Dune buggy rally',
      'Nile reed weaving',
      'Oasis palm planting',
    ]);
    expect(bySupplier.items[0]).toMatchObject({
      title: 'Nile reed weaving',
      supplier: { businessName: 'Desert Bloom Co', contactPerson: 'Omar Haddad' },
    });
    const byTitle = await admin.trpc.admin.activities.query({ search: 'PALM' });
    expect(byTitle.items.map((i) => i.title)).toEqual(['Oasis palm planting']);
    const wildcard = await admin.trpc.admin.activities.query({ search: '%' });
    expect(wildcard.items).toEqual([]);

    const rejected = await admin.trpc.admin.activities.query({ status: 'rejected', search: 'Desert' });
    expect(rejected.items.map((i) => i.title)).toEqual(['Dune buggy rally']);
    const pendingOnly = await admin.trpc.admin.activities.query({ status: 'pending', pageSize: 100 });
    expect(pendingOnly.items.every((i) => i.status === 'pending')).toBe(true);
    expect(pendingOnly.matching).toBe(all.counts.pending);
  });

  it('pages through a large list without gaps or repeats', async () => {
    const many = await createSupplier(env.db, { businessName: 'Paging Partners' });
    for (let i = 0; i < 7; i++) await createActivity(env.db, many.supplier.id, { title: `Paged activity ${i}` });
    const seen: string[] = [];
    let page = 1;
    let pageCount: number;
    do {
      const result = await admin.trpc.admin.activities.query({ search: 'Paging Partners', page, pageSize: 3 });
      pageCount = result.pageCount;
      expect(result.items.length).toBeLessThanOrEqual(3);
      seen.push(...result.items.map((i) => i.id));
      page++;
    } while (page <= pageCount);
    expect(pageCount).toBe(3);
    expect(new Set(seen).size).toBe(7);
  });

  it('shows the detail dialog content: activity, supplier contact and location', async () => {
    const activity = await createActivity(env.db, supplier.supplier.id, {
      status: 'pending',
      durationHours: 5,
      maxParticipants: 12,
    });
    const detail = await admin.trpc.admin.activity.query({ activityId: activity.id });
    expect(detail).toMatchObject({
      title: activity.title,
      description: activity.description,
      impactDescription: activity.impact_description,
      durationHours: 5,
      maxParticipants: 12,
      photoUrl: '/images/mountains.svg',
      status: 'pending',
      supplier: {
        businessName: 'Fjord Keepers',
        contactPerson: 'Ingrid Berg',
        email: supplier.supplier.email,
        phone: '+1 555 0100',
        location: 'Ljubljana, Slovenia',
      },
      history: [],
    });
  });
});

describe('archived activities', () => {
  it('leaves an activity its supplier deleted (kept for booking history) out of the list, the counts and decisions', async () => {
    const activity = await createActivity(env.db, supplier.supplier.id, {
      status: 'pending',
      title: 'Archived seal watch',
    });
    const before = await admin.trpc.admin.activities.query({ search: 'Archived seal watch' });
    expect(before.items.map((r) => r.id)).toEqual([activity.id]);
    await env.db.updateTable('activities').set({ status: 'archived' }).where('id', '=', activity.id).execute();

    const after = await admin.trpc.admin.activities.query({ search: 'Archived seal watch' });
    expect(after.items).toEqual([]);
    expect(after.counts.total).toBe(before.counts.total - 1);
    expect(after.counts.pending).toBe(before.counts.pending - 1);
    const decided = await rejection(
      admin.trpc.admin.updateActivityStatus.mutate({ activityId: activity.id, status: 'approved' }),
    );
    expect(trpcCode(decided)).toBe('NOT_FOUND');
    expect(trpcCode(await rejection(admin.trpc.admin.activity.query({ activityId: activity.id })))).toBe('NOT_FOUND');
  });
});

describe('live refresh of the moderation queue', () => {
  it('tells every signed-in admin when a supplier submits, edits or deletes an activity and when an admin decides one', async () => {
    const changes = collect<{ activityId: string | null; change: string }>();
    const onFirst = admin.trpc.admin.onActivitiesChanged.subscribe(undefined, {
      onStarted: changes.onStarted,
      onData: (d) => changes.push(d.data),
    });
    const onSecond = collect<{ activityId: string | null; change: string }>();
    const second = secondAdmin.trpc.admin.onActivitiesChanged.subscribe(undefined, {
      onStarted: onSecond.onStarted,
      onData: (d) => onSecond.push(d.data),
    });
    await Promise.all([changes.started, onSecond.started]);

    const owner = await createSupplier(env.db, { businessName: 'Moss Watch' });
    const ownerClient = await signedInClient(env.server.url, owner.user.email);
    const created = await ownerClient.trpc.supplier.createActivity.mutate(
      validActivity(await uploadedPhotoUrl(env.server.url, ownerClient), { title: 'Moss survey on the fjord' }),
    );
    await changes.waitFor(1);
    expect(changes.items[0]).toEqual({ activityId: created.id, change: 'submitted' });

    await secondAdmin.trpc.admin.updateActivityStatus.mutate({ activityId: created.id, status: 'approved' });
    await changes.waitFor(2);
    expect(changes.items[1]).toEqual({ activityId: created.id, change: 'decided' });

    await ownerClient.trpc.supplier.updateActivity.mutate({
      activityId: created.id,
      title: 'Moss and lichen survey on the fjord',
      description: created.description,
      activityType: 'Environmental Restoration',
      price: 45.5,
      durationHours: 3,
      maxParticipants: 8,
      impactDescription: 'Protects wetland nesting sites',
    });
    await changes.waitFor(3);
    expect(changes.items[2]).toEqual({ activityId: created.id, change: 'edited' });

    await ownerClient.trpc.supplier.deleteActivity.mutate({ activityId: created.id });
    await changes.waitFor(4);
    expect(changes.items[3]).toEqual({ activityId: created.id, change: 'deleted' });
    await ownerClient.close();

    await onSecond.waitFor(4);
    expect(onSecond.items.map((c) => c.change)).toEqual(['submitted', 'decided', 'edited', 'deleted']);
    onFirst.unsubscribe();
    second.unsubscribe();
  });

  it('refuses the queue subscription to travelers and suppliers', async () => {
    for (const client of [traveler, supplierClient]) {
      const errors = collect<unknown>();
      const sub = client.trpc.admin.onActivitiesChanged.subscribe(undefined, {
        onData: () => undefined,
        onError: (e) => errors.push(e),
      });
      await errors.waitFor(1);
      expect(trpcCode(errors.items[0])).toBe('FORBIDDEN');
      sub.unsubscribe();
    }
  });
});
