import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FOR_PIN_MESSAGE,
  ALT_TEXT_REQUIRED_MESSAGE,
  LATITUDE_MESSAGE,
  LONGITUDE_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  type ActivityDetailsInput,
} from '@regen/shared/schemas/activity-editing';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure, type ApiClient } from '../helpers/client.ts';
import { createApprovedActivity, createSlot, createSupplier, createUser, daysFromToday } from '../helpers/factories.ts';
import { uploadedPhotoUrl, validActivity } from './supplier-helpers.ts';

// Issue 31 parts 1 and 2 (docs/decisions/102): an activity's optional details on the supplier's
// forms, and an edit of a live activity that waits for review while the approved version stays
// live and bookable.

const { env, signedIn, anonymousClient } = useApiEnvironment({
  ADMIN_EMAILS: 'editor-admin@example.test',
  RATE_LIMITS: 'false',
});

const LIVE_DESCRIPTION = 'Walk the salt pans with a warden, rake salt the old way and learn how the birds nest here.';
const LIVE_IMPACT = 'Keeps the salt pans and their bird colonies alive';

async function supplierClient() {
  const { user, supplier } = await createSupplier(env.db, { contactPerson: 'Mila Salt' });
  return { user, supplier, client: await signedIn(user.email) };
}

async function adminClient() {
  const user = await createUser(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  return signedIn(user.email);
}

/** An approved activity whose texts meet the edit form's minimums, with a slot ahead. */
async function liveActivity(supplierId: string, title = 'Saltpans walk') {
  const activity = await createApprovedActivity(env.db, supplierId, { title, priceCents: 4000, maxParticipants: 10 });
  await env.db
    .updateTable('activities')
    .set({ description: LIVE_DESCRIPTION, impact_description: LIVE_IMPACT, activity_type: 'Environmental Restoration' })
    .where('id', '=', activity.id)
    .execute();
  const slot = await createSlot(env.db, activity.id, { date: daysFromToday(12) });
  return { activity, slot };
}

function editOf(activityId: string, values: Record<string, unknown> = {}) {
  return {
    activityId,
    title: 'Saltpans walk',
    description: LIVE_DESCRIPTION,
    activityType: 'Environmental Restoration' as const,
    price: '40',
    durationHours: '3',
    maxParticipants: '10',
    impactDescription: LIVE_IMPACT,
    ...values,
  };
}

async function fullDetails(client: ApiClient, photos = 2): Promise<ActivityDetailsInput> {
  const urls = [];
  for (let i = 0; i < photos; i++) urls.push(await uploadedPhotoUrl(env.server.url, client));
  return {
    meetingAddress: 'Sečovlje Salina visitor centre, Seča 115, Portorož',
    meetingPoint: { latitude: 45.4928, longitude: 13.6041 },
    included: ['Warden guide', '', '  Salt rake and boots  '],
    whatToBring: ['Sun hat', 'Water'],
    languages: ['Slovenian', 'English', 'Italian'],
    accessibility: 'Flat gravel paths; not suited to wheelchairs after rain.',
    effortLevel: 'low',
    effortNote: 'flat walk in the sun',
    photos: urls.map((url, i) => ({ url, altText: `Salt pans photo ${i + 1}` })),
  };
}

describe('the activity details on create', () => {
  it('stores every detail and shows them on the live activity page once approved', async () => {
    const { client } = await supplierClient();
    const admin = await adminClient();
    const cover = await uploadedPhotoUrl(env.server.url, client);
    const details = await fullDetails(client);
    const created = await client.trpc.supplier.createActivity.mutate(validActivity(cover, { details }));
    expect(created.status).toBe('pending');

    const row = await env.db
      .selectFrom('activities')
      .select([
        'included',
        'what_to_bring',
        'languages',
        'accessibility',
        'meeting_address',
        'meeting_latitude',
        'meeting_longitude',
        'effort',
      ])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      included: ['Warden guide', 'Salt rake and boots'],
      what_to_bring: ['Sun hat', 'Water'],
      languages: ['Slovenian', 'English', 'Italian'],
      accessibility: 'Flat gravel paths; not suited to wheelchairs after rain.',
      meeting_address: 'Sečovlje Salina visitor centre, Seča 115, Portorož',
      meeting_latitude: 45.4928,
      meeting_longitude: 13.6041,
      effort: 'Low - flat walk in the sun',
    });

    await admin.trpc.admin.updateActivityStatus.mutate({ activityId: created.id, status: 'approved' });
    const page = await anonymousClient().trpc.catalogue.activityPage.query({ activityId: created.id });
    expect(page).toMatchObject({
      effort: 'Low - flat walk in the sun',
      included: ['Warden guide', 'Salt rake and boots'],
      whatToBring: ['Sun hat', 'Water'],
      languages: ['Slovenian', 'English', 'Italian'],
      meetingPoint: {
        address: 'Sečovlje Salina visitor centre, Seča 115, Portorož',
        latitude: 45.4928,
        longitude: 13.6041,
      },
    });
    expect(page.gallery.map((p) => p.alt)).toEqual(['Salt pans photo 1', 'Salt pans photo 2']);
    expect(page.gallery.map((p) => p.url)).toEqual((details.photos ?? []).map((p) => p.url));

    // The approval email tells the supplier to add time slots, with the availability link.
    const mail = await env.db
      .selectFrom('email_outbox')
      .select('text_body')
      .where('kind', '=', 'activity_approved')
      .where('text_body', 'like', `%${created.title}%`)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toMatch(
      /\n\nTravelers can book it as soon as it has dates: add time slots in your dashboard’s Availability tab: http:\/\/[^/\s]+\/supplier-dashboard\?view=availability\n\n/,
    );
  });

  it('refuses bad details with a clear 400 and writes nothing', async () => {
    const { client, supplier } = await supplierClient();
    const cover = await uploadedPhotoUrl(env.server.url, client);
    const details = await fullDetails(client, 1);
    const count = async () =>
      Number(
        (
          await env.db
            .selectFrom('activities')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('supplier_id', '=', supplier.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const attempt = (overrides: Partial<ActivityDetailsInput>) =>
      failure(
        client.trpc.supplier.createActivity.mutate(validActivity(cover, { details: { ...details, ...overrides } })),
      );

    const latitude = await attempt({ meetingPoint: { latitude: 91, longitude: 13 } });
    expect(latitude).toMatchObject({ code: 'BAD_REQUEST', message: LATITUDE_MESSAGE });
    expect(LATITUDE_MESSAGE).toBe('The pin’s latitude must be between -90 and 90');
    const longitude = await attempt({ meetingPoint: { latitude: 45, longitude: -180.5 } });
    expect(longitude).toMatchObject({ code: 'BAD_REQUEST', message: LONGITUDE_MESSAGE });
    const noAddress = await attempt({ meetingAddress: '  ' });
    expect(noAddress).toMatchObject({ code: 'BAD_REQUEST', message: ADDRESS_FOR_PIN_MESSAGE });

    const nine = Array.from({ length: 9 }, (_, i) => ({
      url: `${env.server.url}/uploads/x${i}.webp`,
      altText: `Photo ${i}`,
    }));
    const tooMany = await attempt({ photos: nine });
    expect(tooMany).toMatchObject({ code: 'BAD_REQUEST', message: TOO_MANY_PHOTOS_MESSAGE });
    expect(TOO_MANY_PHOTOS_MESSAGE).toBe('At most 8 photos');

    const noAlt = await attempt({ photos: [{ url: details.photos![0]!.url, altText: '   ' }] });
    expect(noAlt).toMatchObject({ code: 'BAD_REQUEST', message: ALT_TEXT_REQUIRED_MESSAGE });
    expect(ALT_TEXT_REQUIRED_MESSAGE).toBe('Every photo needs a description');

    // A photo that is not this supplier's unused upload: refused, and the cover stays unclaimed.
    const strange = await attempt({
      photos: [{ url: `${env.server.url}/uploads/activities/not-mine.webp`, altText: 'x' }],
    });
    expect(strange).toMatchObject({ code: 'BAD_REQUEST', message: 'A photo could not be used: upload it again' });
    expect(await count()).toBe(0);
    // The same uploads still work afterwards: nothing was claimed by the refused attempts.
    await client.trpc.supplier.createActivity.mutate(validActivity(cover, { details }));
    expect(await count()).toBe(1);
  });
});

describe('an edit of a live activity', () => {
  it('keeps the approved version live and bookable while the change waits, then goes live on approval', async () => {
    const { client, supplier, user } = await supplierClient();
    const admin = await adminClient();
    const { activity, slot } = await liveActivity(supplier.id);
    const traveler = await signedIn((await createUser(env.db)).email);
    const versionBefore = (await env.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow())
      .version;

    const details = await fullDetails(client, 2);
    const edited = await client.trpc.supplier.updateActivity.mutate(
      editOf(activity.id, { title: 'Salt pans walk', price: '42', details }),
    );
    expect(edited).toMatchObject({ sentForReview: false, changePending: true });
    // The price changes at once; the title waits.
    expect(edited.activity).toMatchObject({ status: 'approved', title: 'Saltpans walk', priceCents: 4200 });

    // Still public and bookable with the approved title.
    const page = await anonymousClient().trpc.booking.activity.query({ activityId: activity.id });
    expect(page.title).toBe('Saltpans walk');
    const cards = await anonymousClient().trpc.catalogue.experiences.query({ country: 'Slovenia' });
    expect(cards.environmental.find((c) => c.activityId === activity.id)?.title).toBe('Saltpans walk');
    const booking = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
      customerName: 'Tara Traveler',
      customerEmail: 'tara@example.test',
      customerPhone: '+386 40 123 456',
    });
    expect(booking).toMatchObject({ status: 'confirmed', totalPriceCents: 8400 });
    // The live page's details are unchanged until approval.
    expect((await anonymousClient().trpc.catalogue.activityPage.query({ activityId: activity.id })).included).toEqual(
      [],
    );

    // The supplier sees the change waiting, and edits the pending change (one revision).
    expect(await client.trpc.activityEditing.myChanges.query()).toEqual([
      expect.objectContaining({ activityId: activity.id, status: 'pending', reason: null }),
    ]);
    const editable = await client.trpc.activityEditing.editable.query({ activityId: activity.id });
    expect(editable).toMatchObject({ pending: true, values: { title: 'Salt pans walk' } });
    expect(editable.values.details.photos.map((p) => p.altText)).toEqual(['Salt pans photo 1', 'Salt pans photo 2']);
    const reordered = [...editable.values.details.photos].reverse();
    await client.trpc.supplier.updateActivity.mutate(
      editOf(activity.id, {
        title: 'Salt pans walk',
        price: '42',
        details: { ...editable.values.details, photos: reordered },
      }),
    );
    const revisions = await env.db
      .selectFrom('activity_revisions')
      .select('status')
      .where('activity_id', '=', activity.id)
      .execute();
    expect(revisions).toEqual([{ status: 'pending' }]);

    // The admin sees what changed, field by field.
    const queue = await admin.trpc.activityEditing.pending.query();
    const queued = queue.find((r) => r.activityId === activity.id);
    expect(queued).toMatchObject({ title: 'Saltpans walk', businessName: 'Green Trails Ltd' });
    const review = await admin.trpc.activityEditing.review.query({ revisionId: queued!.revisionId });
    expect(review.changes.map((c) => c.field)).toEqual([
      'title',
      'meetingAddress',
      'meetingPoint',
      'included',
      'whatToBring',
      'languages',
      'accessibility',
      'effort',
      'photos',
    ]);
    expect(review.changes[0]).toEqual({
      field: 'title',
      before: { kind: 'text', value: 'Saltpans walk' },
      after: { kind: 'text', value: 'Salt pans walk' },
    });
    expect(review.changes.find((c) => c.field === 'effort')).toEqual({
      field: 'effort',
      before: { kind: 'text', value: 'Medium' },
      after: { kind: 'text', value: 'Low - flat walk in the sun' },
    });

    const approved = await admin.trpc.activityEditing.approve.mutate({ revisionId: queued!.revisionId });
    expect(approved).toEqual({ revisionId: queued!.revisionId, status: 'approved' });
    const live = await anonymousClient().trpc.booking.activity.query({ activityId: activity.id });
    expect(live.title).toBe('Salt pans walk');
    const livePage = await anonymousClient().trpc.catalogue.activityPage.query({ activityId: activity.id });
    expect(livePage.gallery.map((p) => p.alt)).toEqual(['Salt pans photo 2', 'Salt pans photo 1']);
    expect(livePage.meetingPoint).toEqual({
      address: 'Sečovlje Salina visitor centre, Seča 115, Portorož',
      latitude: 45.4928,
      longitude: 13.6041,
    });
    const versionAfter = (await env.db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow())
      .version;
    expect(Number(versionAfter)).toBeGreaterThan(Number(versionBefore));
    // The traveler's booking kept its activity, now with the new title.
    expect(await traveler.trpc.booking.details.query({ bookingId: booking.id })).toMatchObject({
      activityId: activity.id,
      activityTitle: 'Salt pans walk',
    });

    const mail = await env.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', user.email)
      .where('kind', '=', 'activity_revision_approved')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your changes to "Salt pans walk" are live');

    // Decided once: a second approval is a conflict; nothing waits any more.
    expect(await failure(admin.trpc.activityEditing.approve.mutate({ revisionId: queued!.revisionId }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This activity has no change waiting for review',
    });
    expect(await client.trpc.activityEditing.myChanges.query()).toEqual([]);
    expect(await client.trpc.activityEditing.editable.query({ activityId: activity.id })).toMatchObject({
      pending: false,
      values: { title: 'Salt pans walk' },
    });
  });

  it('rejects a change with a reason: the live version stays, the supplier is emailed and sees why', async () => {
    const { client, supplier, user } = await supplierClient();
    const admin = await adminClient();
    const { activity } = await liveActivity(supplier.id, 'Heron count');
    await client.trpc.supplier.updateActivity.mutate(editOf(activity.id, { title: 'Heron count at dawn' }));
    const [queued] = (await admin.trpc.activityEditing.pending.query()).filter((r) => r.activityId === activity.id);

    expect(
      await failure(admin.trpc.activityEditing.reject.mutate({ revisionId: queued!.revisionId, reason: '  ' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Please give a reason for rejecting' });
    await admin.trpc.activityEditing.reject.mutate({
      revisionId: queued!.revisionId,
      reason: 'Dawn is before the reserve opens',
    });

    expect((await anonymousClient().trpc.booking.activity.query({ activityId: activity.id })).title).toBe(
      'Heron count',
    );
    expect(await client.trpc.activityEditing.myChanges.query()).toEqual([
      expect.objectContaining({
        activityId: activity.id,
        status: 'rejected',
        reason: 'Dawn is before the reserve opens',
      }),
    ]);
    const mail = await env.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', user.email)
      .where('kind', '=', 'activity_revision_rejected')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Your changes to "Heron count" were not approved');
    expect(mail.text_body).toContain('Reason: Dawn is before the reserve opens');
    expect(
      await failure(admin.trpc.activityEditing.reject.mutate({ revisionId: queued!.revisionId, reason: 'again' })),
    ).toMatchObject({ code: 'CONFLICT' });
  });

  it('withdraws the change when the supplier edits back to the live version', async () => {
    const { client, supplier } = await supplierClient();
    const { activity } = await liveActivity(supplier.id, 'Dune fencing');
    const first = await client.trpc.supplier.updateActivity.mutate(editOf(activity.id, { title: 'Dune fencing day' }));
    expect(first.changePending).toBe(true);
    const back = await client.trpc.supplier.updateActivity.mutate(editOf(activity.id, { title: 'Dune fencing' }));
    expect(back.changePending).toBe(false);
    const rows = await env.db
      .selectFrom('activity_revisions')
      .select('status')
      .where('activity_id', '=', activity.id)
      .execute();
    expect(rows).toEqual([{ status: 'withdrawn' }]);

    // A created type ('Environmental') opens in the edit form as 'Environmental Restoration':
    // saving only a new price changes nothing travelers read.
    await env.db
      .updateTable('activities')
      .set({ activity_type: 'Environmental' })
      .where('id', '=', activity.id)
      .execute();
    const priceOnly = await client.trpc.supplier.updateActivity.mutate(
      editOf(activity.id, { title: 'Dune fencing', price: '55' }),
    );
    expect(priceOnly).toMatchObject({
      changePending: false,
      activity: { priceCents: 5500, activityType: 'Environmental' },
    });
  });
});

describe('who may edit and review', () => {
  it('lets only the owner edit or read the change, and only admins review (authorisation matrix)', async () => {
    const owner = await supplierClient();
    const other = await supplierClient();
    const admin = await adminClient();
    const traveler = await signedIn((await createUser(env.db)).email);
    const anonymous = anonymousClient();
    const { activity } = await liveActivity(owner.supplier.id, 'Owl boxes');
    await owner.client.trpc.supplier.updateActivity.mutate(editOf(activity.id, { title: 'Owl boxes and bats' }));
    const revisionId = (await admin.trpc.activityEditing.pending.query()).find(
      (r) => r.activityId === activity.id,
    )!.revisionId;

    type Api = ApiClient['trpc'];
    const supplierCalls: Record<string, (t: Api) => Promise<unknown>> = {
      editable: (t) => t.activityEditing.editable.query({ activityId: activity.id }),
      myChanges: (t) => t.activityEditing.myChanges.query(),
    };
    const adminCalls: Record<string, (t: Api) => Promise<unknown>> = {
      pending: (t) => t.activityEditing.pending.query(),
      review: (t) => t.activityEditing.review.query({ revisionId }),
      approve: (t) => t.activityEditing.approve.mutate({ revisionId }),
      reject: (t) => t.activityEditing.reject.mutate({ revisionId, reason: 'No' }),
    };
    for (const [name, call] of Object.entries({ ...supplierCalls, ...adminCalls })) {
      expect((await failure(call(anonymous.trpc))).code, `${name} anonymous`).toBe('UNAUTHORIZED');
      expect((await failure(call(traveler.trpc))).code, `${name} traveler`).toBe('FORBIDDEN');
    }
    for (const [name, call] of Object.entries(supplierCalls)) {
      expect((await failure(call(admin.trpc))).code, `${name} admin`).toBe('FORBIDDEN');
    }
    for (const [name, call] of Object.entries(adminCalls)) {
      expect((await failure(call(owner.client.trpc))).code, `${name} owner`).toBe('FORBIDDEN');
    }
    // Another supplier: the activity and its change do not exist for them.
    expect((await failure(supplierCalls.editable!(other.client.trpc))).code).toBe('NOT_FOUND');
    expect(await other.client.trpc.activityEditing.myChanges.query()).toEqual([]);
    expect(
      (await failure(other.client.trpc.supplier.updateActivity.mutate(editOf(activity.id, { title: 'Hijacked' }))))
        .code,
    ).toBe('NOT_FOUND');
    const [revision] = await env.db
      .selectFrom('activity_revisions')
      .select(['status', 'proposed'])
      .where('activity_id', '=', activity.id)
      .execute();
    expect(revision?.status).toBe('pending');
    expect((revision?.proposed as { title: string }).title).toBe('Owl boxes and bats');
  });
});
