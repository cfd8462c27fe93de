import { formatLongDate } from '@regen/shared/format';
import { englishMessage } from '@regen/shared/i18n';
import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { DEMO_PASSWORD, demoAccounts } from '../../server/src/demo/seed-demo.ts';
import { createApiClient, failure } from '../helpers/client.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  giveSecondFactor,
  insertBooking,
} from '../helpers/factories.ts';
import { pngBytes, postPhoto } from './supplier-helpers.ts';

// Measured outcomes, evidence and its review (issue 32 parts 1–3, docs/decisions/107): only the
// activity's supplier declares and reports; only admins and verifiers review; a verified report
// is final; a traveler's points are verified only once the session's outcomes are.

const { env, signedIn, anonymousClient } = useApiEnvironment({ RATE_LIMITS: 'false' });

/** A supplier with a tree-planting activity, a session two days ago and a traveler marked attended. */
async function attendedSession(options: { country?: string; people?: number; durationHours?: number } = {}) {
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Karst Growers' });
  const supplierClient = await signedIn(supplierUser.email);
  const activity = await createApprovedActivity(env.db, supplier.id, {
    country: options.country ?? 'Slovenia',
    durationHours: options.durationHours ?? 3,
    title: 'Karst oak planting',
  });
  const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  const travelerClient = await signedIn(traveler.email);
  const date = daysFromToday(-2);
  const slot = await createSlot(env.db, activity.id, { date });
  const people = options.people ?? 2;
  const booking = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: slot.id,
    userId: traveler.id,
    date,
    people,
  });
  await supplierClient.trpc.attendance.mark.mutate({
    bookingId: booking.id,
    attendance: 'attended',
    attendedPeople: people,
  });
  await supplierClient.trpc.outcomes.declare.mutate({
    activityId: activity.id,
    outcomes: [
      { unit: 'trees_planted', perParticipantHundredths: 300 },
      { unit: 'local_project_usd', perParticipantHundredths: 2000, projectName: 'Kras Schools Fund' },
    ],
  });
  return { supplierUser, supplier, supplierClient, activity, traveler, travelerClient, slot, booking, date };
}

async function uploadPhoto(client: { jar: Parameters<typeof postPhoto>[1] }): Promise<string> {
  const response = await postPhoto(env.server.url, client.jar, await pngBytes());
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

async function admin() {
  return signedIn((await createUser(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' })).email);
}

async function mailsTo(address: string) {
  return env.db
    .selectFrom('email_outbox')
    .select(['subject', 'text_body', 'kind'])
    .where('to_address', '=', address)
    .where('kind', 'like', 'outcomes_%')
    .orderBy('id')
    .execute();
}

describe('declared outcomes', () => {
  it('are the activity’s supplier’s to declare, in catalogue units, and public as plain facts', async () => {
    const s = await attendedSession();
    expect(await anonymousClient().trpc.outcomes.ofActivity.query({ activityId: s.activity.id })).toEqual([
      { unit: 'trees_planted', perParticipantHundredths: 300, projectName: null },
      { unit: 'local_project_usd', perParticipantHundredths: 2000, projectName: 'Kras Schools Fund' },
    ]);
    const cards = await anonymousClient().trpc.outcomes.ofActivities.query({ activityIds: [s.activity.id] });
    expect(cards[s.activity.id]?.map((o) => o.unit)).toEqual(['trees_planted', 'local_project_usd']);

    const other = await signedIn((await createSupplier(env.db)).user.email);
    const refused = await failure(other.trpc.outcomes.declare.mutate({ activityId: s.activity.id, outcomes: [] }));
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: englishMessage('outcomes.error.notYourActivity') });
  });

  it('validates units, decimals, bounds and the project’s name', async () => {
    const s = await attendedSession();
    const declare = (outcomes: { unit: string; perParticipantHundredths: number; projectName?: string }[]) =>
      failure(
        s.supplierClient.trpc.outcomes.declare.mutate({ activityId: s.activity.id, outcomes: outcomes as never }),
      );
    expect(await declare([{ unit: 'trees_planted', perParticipantHundredths: 250 }])).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This unit is counted in whole numbers.',
    });
    expect(await declare([{ unit: 'litter_removed_kg', perParticipantHundredths: 125 }])).toMatchObject({
      message: 'This unit is measured to one decimal.',
    });
    expect(await declare([{ unit: 'trees_planted', perParticipantHundredths: 10_100 }])).toMatchObject({
      message: 'The expected amount per person can be at most 100.',
    });
    expect(await declare([{ unit: 'local_project_usd', perParticipantHundredths: 500 }])).toMatchObject({
      message: 'Name the local project the money is paid to.',
    });
    expect(
      await declare([
        { unit: 'trees_planted', perParticipantHundredths: 100 },
        { unit: 'trees_planted', perParticipantHundredths: 200 },
      ]),
    ).toMatchObject({ message: 'Each unit can be given only once.' });
    expect(await declare([{ unit: 'carbon_offsets', perParticipantHundredths: 100 }])).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { outcomes: [englishMessage('outcomes.error.unknownUnit')] },
    });
    // Nothing of a refused declaration was written.
    expect((await anonymousClient().trpc.outcomes.ofActivity.query({ activityId: s.activity.id })).length).toBe(2);
  });
});

describe('reporting a session with evidence', () => {
  it('only the activity’s supplier reports, in declared units, once someone attended', async () => {
    const s = await attendedSession();
    const other = await signedIn((await createSupplier(env.db)).user.email);
    expect(
      await failure(
        other.trpc.outcomes.report.mutate({
          availabilityId: s.slot.id,
          amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
          photoUrls: [],
        }),
      ),
    ).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the activity’s supplier can report outcomes for its sessions.',
    });
    expect(
      await failure(
        s.supplierClient.trpc.outcomes.report.mutate({
          availabilityId: s.slot.id,
          amounts: [{ unit: 'litter_removed_kg', amountHundredths: 600 }],
          photoUrls: [],
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Report only the units declared for this activity.' });
    const empty = await createSlot(env.db, s.activity.id, { date: daysFromToday(-3) });
    expect(
      await failure(
        s.supplierClient.trpc.outcomes.report.mutate({
          availabilityId: empty.id,
          amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
          photoUrls: [],
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'Mark who attended this session before reporting what it achieved.' });
  });

  it('takes up to 5 photos uploaded by this supplier, and a note', async () => {
    const s = await attendedSession();
    const photos = [await uploadPhoto(s.supplierClient), await uploadPhoto(s.supplierClient)];
    const sixth = await Promise.all(Array.from({ length: 6 }, () => uploadPhoto(s.supplierClient)));
    expect(
      await failure(
        s.supplierClient.trpc.outcomes.report.mutate({
          availabilityId: s.slot.id,
          amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
          photoUrls: sixth,
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { photoUrls: ['Attach at most 5 photos.'] } });
    const otherSupplier = await signedIn((await createSupplier(env.db)).user.email);
    const notMine = await uploadPhoto(otherSupplier);
    expect(
      await failure(
        s.supplierClient.trpc.outcomes.report.mutate({
          availabilityId: s.slot.id,
          amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
          photoUrls: [notMine],
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Each photo must be one you uploaded here for this report.' });

    const { reportId, status } = await s.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: s.slot.id,
      amounts: [
        { unit: 'trees_planted', amountHundredths: 700 },
        { unit: 'local_project_usd', amountHundredths: 4000 },
      ],
      note: 'Seven oaks along the terrace.',
      photoUrls: photos,
    });
    expect(status).toBe('submitted');
    const [session] = await s.supplierClient.trpc.outcomes.mySessions.query();
    expect(session).toMatchObject({
      availabilityId: s.slot.id,
      participants: 2,
      report: {
        id: reportId,
        status: 'submitted',
        note: 'Seven oaks along the terrace.',
        photoUrls: photos,
        amounts: [
          { unit: 'local_project_usd', amountHundredths: 4000 },
          { unit: 'trees_planted', amountHundredths: 700 },
        ],
      },
    });
  });
});

describe('reviewing evidence', () => {
  it('queries, takes the answer, verifies: emails the supplier, ties the traveler’s points', async () => {
    const s = await attendedSession();
    const photo = await uploadPhoto(s.supplierClient);
    const { reportId } = await s.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: s.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [photo],
    });
    // Before verification the points are the spec's number (3 hours × 150 × 2 people), awaiting verification.
    const before = await s.travelerClient.trpc.impact.mine.query();
    expect(before).toMatchObject({ totalPoints: 900, verifiedPoints: 0, awaitingPoints: 900 });
    expect(before.credited[0]).toMatchObject({ points: 900, verification: 'awaiting' });

    const reviewer = await admin();
    expect(
      await failure(s.travelerClient.trpc.outcomes.review.mutate({ reportId, decision: 'verified' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: 'Only administrators and verifiers can review outcomes.' });
    expect(
      await failure(s.supplierClient.trpc.outcomes.review.mutate({ reportId, decision: 'verified' })),
    ).toMatchObject({ code: 'FORBIDDEN' });

    const queue = await reviewer.trpc.outcomes.reviewQueue.query({ status: 'open' });
    expect(queue.find((r) => r.id === reportId)).toMatchObject({
      activityTitle: 'Karst oak planting',
      supplierName: 'Karst Growers',
      participants: 2,
      photoUrls: [photo],
      declared: [
        { unit: 'trees_planted', perParticipantHundredths: 300 },
        { unit: 'local_project_usd', perParticipantHundredths: 2000 },
      ],
    });

    await reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'queried', text: 'Which species were planted?' });
    expect(await failure(reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'verified' }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This report is waiting for the supplier’s answer.',
    });
    expect(
      await failure(
        s.supplierClient.trpc.outcomes.report.mutate({
          availabilityId: s.slot.id,
          amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
          photoUrls: [],
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'This report has a question waiting: answer it instead.' });
    await s.supplierClient.trpc.outcomes.answer.mutate({ reportId, answer: 'Sessile oak (Quercus petraea).' });
    await reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'verified' });

    const mails = await mailsTo(s.supplierUser.email);
    const date = formatLongDate(s.date);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([
      ['outcomes_queried', `A question about your outcomes: Karst oak planting on ${date}`],
      ['outcomes_verified', `Outcomes verified: Karst oak planting on ${date}`],
    ]);
    expect(mails[0]!.text_body).toContain('Question: Which species were planted?');

    const after = await s.travelerClient.trpc.impact.mine.query();
    expect(after).toMatchObject({ totalPoints: 900, verifiedPoints: 900, awaitingPoints: 0 });
    expect(after.credited[0]).toMatchObject({ points: 900, verification: 'verified' });
    const receipt = await s.travelerClient.trpc.impact.receipt.query({ receiptId: after.credited[0]!.receiptId! });
    expect(receipt.points).toBe(900);
    expect(receipt.verification).toMatchObject({
      state: 'verified',
      reportStatus: 'verified',
      verifiedBy: 'Ada Admin',
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [photo],
    });
    expect(receipt.verification.verifiedAt).not.toBeNull();

    // The decision is on the public ledger, through the ledger module.
    const ledger = await env.db
      .selectFrom('impact_ledger')
      .select(['kind', 'unit', 'amount_hundredths as amount', 'reviewer', 'country'])
      .where('outcome_id', '=', reportId)
      .execute();
    expect(ledger).toEqual([
      {
        kind: 'outcome_verified',
        unit: 'trees_planted',
        amount: 600,
        reviewer: 'Regen Marketplace administrator Ada',
        country: 'Slovenia',
      },
    ]);
  });

  it('a verified report cannot be changed: a new report corrects it', async () => {
    const s = await attendedSession();
    const { reportId } = await s.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: s.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [],
    });
    const reviewer = await admin();
    await reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'verified' });
    expect(
      await failure(reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'rejected', text: 'Changed my mind' })),
    ).toMatchObject({ code: 'CONFLICT', message: englishMessage('outcomes.error.verifiedFinal') });
    expect(
      await failure(s.supplierClient.trpc.outcomes.answer.mutate({ reportId, answer: 'More trees' })),
    ).toMatchObject({ code: 'CONFLICT', message: englishMessage('outcomes.error.verifiedFinal') });

    const correction = await s.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: s.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 500 }],
      photoUrls: [],
    });
    expect(correction.reportId).not.toBe(reportId);
    const original = await reviewer.trpc.outcomes.reportById.query({ reportId });
    expect(original).toMatchObject({ status: 'verified', amounts: [{ unit: 'trees_planted', amountHundredths: 600 }] });
    const corrected = await reviewer.trpc.outcomes.reportById.query({ reportId: correction.reportId });
    expect(corrected).toMatchObject({ status: 'submitted', correctsId: reportId });
    // The traveler's points stay verified while the correction is reviewed.
    expect((await s.travelerClient.trpc.impact.mine.query()).verifiedPoints).toBe(900);
  });

  it('a rejection gives a reason, emails it, and leaves the points awaiting', async () => {
    const s = await attendedSession();
    const { reportId } = await s.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: s.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [],
    });
    const reviewer = await admin();
    expect(
      await failure(reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'rejected', text: ' ' })),
    ).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { text: ['Write the reason for rejecting the report.'] } });
    await reviewer.trpc.outcomes.review.mutate({ reportId, decision: 'rejected', text: 'No photo of the plot.' });
    const [mail] = await mailsTo(s.supplierUser.email);
    expect(mail?.kind).toBe('outcomes_rejected');
    expect(mail?.text_body).toContain('Reason: No photo of the plot.');
    expect(await s.travelerClient.trpc.impact.mine.query()).toMatchObject({ verifiedPoints: 0, awaitingPoints: 900 });
  });
});

describe('the verifier role', () => {
  it('is granted by an admin only, and lets its holder review', async () => {
    const s = await attendedSession();
    const { reportId } = await s.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: s.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [],
    });
    const verifierUser = await createUser(env.db, { firstName: 'Vera', lastName: 'Verifier' });
    // Reviewing needs a session that used a second factor (docs/decisions/125).
    await giveSecondFactor(env.db, verifierUser);
    const verifier = await signedIn(verifierUser.email);
    expect(await verifier.trpc.outcomes.reviewer.query()).toEqual({
      reviewer: false,
      admin: false,
      waiting: 0,
      secondFactorRequired: false,
    });
    expect(await failure(verifier.trpc.outcomes.grantVerifier.mutate({ email: verifierUser.email }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await failure(s.supplierClient.trpc.outcomes.grantVerifier.mutate({ email: verifierUser.email })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    const boss = await admin();
    expect(await failure(boss.trpc.outcomes.grantVerifier.mutate({ email: 'nobody@regen.example' }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No account with this email. The person must sign up first.',
    });
    expect(await boss.trpc.outcomes.grantVerifier.mutate({ email: verifierUser.email })).toMatchObject({ added: true });
    expect(await verifier.trpc.outcomes.reviewer.query()).toMatchObject({ reviewer: true, admin: false });
    // A verifier reviews, and is not an admin.
    expect(await failure(verifier.trpc.outcomes.verifiers.query())).toMatchObject({ code: 'FORBIDDEN' });
    expect(await failure(verifier.trpc.admin.activities.query({}))).toMatchObject({ code: 'FORBIDDEN' });
    await verifier.trpc.outcomes.review.mutate({ reportId, decision: 'verified' });
    const receiptId = (await s.travelerClient.trpc.impact.mine.query()).credited[0]!.receiptId!;
    const receipt = await s.travelerClient.trpc.impact.receipt.query({ receiptId });
    expect(receipt.verification).toMatchObject({ state: 'verified', verifiedBy: 'Vera Verifier' });

    await boss.trpc.outcomes.revokeVerifier.mutate({ email: verifierUser.email });
    expect(await failure(verifier.trpc.outcomes.reviewQueue.query())).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('impact per destination', () => {
  it('sums outcomes by unit and month, verified apart from awaiting, with contributors', async () => {
    const country = `Testland ${Math.random().toString(36).slice(2, 8)}`;
    const verified = await attendedSession({ country });
    const awaiting = await attendedSession({ country, people: 1 });
    const reviewer = await admin();
    const a = await verified.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: verified.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [],
    });
    await reviewer.trpc.outcomes.review.mutate({ reportId: a.reportId, decision: 'verified' });
    await awaiting.supplierClient.trpc.outcomes.report.mutate({
      availabilityId: awaiting.slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 300 }],
      photoUrls: [],
    });
    const impact = await anonymousClient().trpc.outcomes.countryImpact.query({ country });
    const month = verified.date.slice(0, 7);
    expect(impact.months).toEqual([month]);
    expect(impact.units).toEqual([
      {
        unit: 'trees_planted',
        verifiedHundredths: 600,
        awaitingHundredths: 300,
        byMonth: [{ month, verifiedHundredths: 600, awaitingHundredths: 300 }],
      },
    ]);
    expect(impact.points).toEqual({ verified: 900, awaiting: 450 });
    expect(impact.contributors).toEqual({ travelers: 2, suppliers: 2, sessions: 2 });

    const year = Number(verified.date.slice(0, 4));
    const report = await anonymousClient().trpc.outcomes.impactReport.query({ year });
    expect(report.years).toContain(year);
    expect(report.byCountry.find((c) => c.country === country)).toEqual({
      country,
      units: [{ unit: 'trees_planted', verifiedHundredths: 600, awaitingHundredths: 300 }],
    });
  });
});

describe('the demo data tells the outcomes story', () => {
  it('verifies the demo traveler’s session with evidence, and has one queried and one rejected report', async () => {
    const demo = await setupTestEnvironment({ RATE_LIMITS: 'false', SEED_DEMO: 'true' });
    try {
      const traveler = await signedIn(demoAccounts.traveler, demo.server.url, DEMO_PASSWORD);
      const mine = await traveler.trpc.impact.mine.query();
      // Alpine Meadow Restoration Day: 4 hours × 150 points, 1 person; verified.
      expect(mine).toMatchObject({ totalPoints: 600, verifiedPoints: 600, awaitingPoints: 0 });
      const receipt = await traveler.trpc.impact.receipt.query({ receiptId: mine.credited[0]!.receiptId! });
      expect(receipt.verification).toMatchObject({
        state: 'verified',
        verifiedBy: expect.any(String) as string,
        photoUrls: ['/images/forest.svg', '/images/fields.svg', '/images/wetlands.svg'],
      });
      expect(receipt.verification.amounts.length).toBeGreaterThan(0);

      const statuses = await demo.db
        .selectFrom('outcome_reports as r')
        .innerJoin('activities as a', 'a.id', 'r.activity_id')
        .select(['r.status', 'a.supplier_id as supplierId', 'a.country'])
        .execute();
      const count = (status: string) => statuses.filter((s) => s.status === status).length;
      expect(count('queried')).toBe(1);
      expect(count('rejected')).toBe(1);
      expect(count('verified')).toBeGreaterThanOrEqual(2);
      expect(new Set(statuses.map((s) => s.supplierId)).size).toBeGreaterThanOrEqual(2);
      expect(new Set(statuses.map((s) => s.country)).size).toBeGreaterThanOrEqual(2);

      const slovenia = await createApiClient(demo.server.url).trpc.outcomes.countryImpact.query({
        country: 'Slovenia',
      });
      expect(slovenia.points.verified).toBeGreaterThanOrEqual(600);
      const ledger = await demo.db
        .selectFrom('impact_ledger')
        .select('kind')
        .where('kind', 'in', ['outcome_verified', 'outcome_rejected'])
        .execute();
      expect(ledger.some((e) => e.kind === 'outcome_rejected')).toBe(true);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
