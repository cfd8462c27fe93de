import { formatLongDate } from '@regen/shared/format';
import { describe, expect, it } from 'vitest';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  giveSecondFactor,
  insertBooking,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { createApiClient, failure } from '../helpers/client.ts';

// Reviewers hear of reports waiting for them (issue 32, docs/decisions/120): a new evidence report
// and a supplier's answer email every admin and verifier, each in their profile's language, and
// `outcomes.reviewer` counts the reports waiting for a decision (the dashboards' link shows it).
// This file has its own database, so the counts are exact.

const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false' });

const reviewerMails = (address: string) =>
  env.db
    .selectFrom('email_outbox')
    .select(['kind', 'subject', 'text_body'])
    .where('to_address', '=', address)
    .where('kind', 'in', ['outcomes_report_waiting', 'outcomes_answer_waiting'])
    .orderBy('id')
    .execute();

describe('reviewers of outcome reports', () => {
  it('are emailed a new report and a supplier’s answer, in their language, and see how many wait', async () => {
    const admin = await createUser(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
    const verifierUser = await createUser(env.db, { firstName: 'Vera', lastName: 'Verifier' });
    await env.db.updateTable('users').set({ locale: 'de' }).where('id', '=', verifierUser.id).execute();
    const bystander = await createUser(env.db, { firstName: 'Ben', lastName: 'Bystander' });
    const adminClient = await signedIn(admin.email);
    // The role as outcomes.grantVerifier writes it (outcomes.test.ts tests the grant itself).
    await env.db.insertInto('outcome_verifiers').values({ user_id: verifierUser.id, granted_by: admin.id }).execute();
    // Reviewers sign in with a second factor (docs/decisions/125).
    await giveSecondFactor(env.db, verifierUser);
    const verifier = await signedIn(verifierUser.email);
    const bystanderClient = await signedIn(bystander.email);

    const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Karst Growers' });
    const supplierClient = await signedIn(supplierUser.email);
    const activity = await createApprovedActivity(env.db, supplier.id, {
      title: 'Karst oak planting',
      country: 'Slovenia',
      durationHours: 3,
    });
    const date = daysFromToday(-2);
    const slot = await createSlot(env.db, activity.id, { date });
    const traveler = await createUser(env.db);
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      userId: traveler.id,
      date,
      people: 2,
    });
    await supplierClient.trpc.attendance.mark.mutate({
      bookingId: booking.id,
      attendance: 'attended',
      attendedPeople: 2,
    });
    await supplierClient.trpc.outcomes.declare.mutate({
      activityId: activity.id,
      outcomes: [{ unit: 'trees_planted', perParticipantHundredths: 300 }],
    });
    expect(await adminClient.trpc.outcomes.reviewer.query()).toEqual({
      reviewer: true,
      admin: true,
      waiting: 0,
      secondFactorRequired: true,
    });

    const { reportId } = await supplierClient.trpc.outcomes.report.mutate({
      availabilityId: slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 600 }],
      photoUrls: [],
    });
    // Replacing the report still under review does not announce it twice.
    await supplierClient.trpc.outcomes.report.mutate({
      availabilityId: slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 700 }],
      photoUrls: [],
    });
    const longDate = formatLongDate(date);
    expect(await reviewerMails(admin.email)).toEqual([
      {
        kind: 'outcomes_report_waiting',
        subject: `Outcome report to review: Karst oak planting on ${longDate}`,
        text_body: expect.stringContaining(
          `Karst Growers reported what Karst oak planting achieved on ${longDate}, with its evidence. It is waiting for a reviewer.`,
        ) as string,
      },
    ]);
    expect((await reviewerMails(admin.email))[0]!.text_body).toMatch(/Review it: http\S+\/outcomes\/review\n/);
    const [german] = await reviewerMails(verifierUser.email);
    expect(german!.subject).toBe(`Wirkungsbericht zur Prüfung: Karst oak planting am ${formatLongDate(date, 'de')}`);
    expect(await reviewerMails(bystander.email)).toEqual([]);
    expect(await reviewerMails(supplierUser.email)).toEqual([]);
    expect(await adminClient.trpc.outcomes.reviewer.query()).toEqual({
      reviewer: true,
      admin: true,
      waiting: 1,
      secondFactorRequired: true,
    });
    expect(await verifier.trpc.outcomes.reviewer.query()).toEqual({
      reviewer: true,
      admin: false,
      waiting: 1,
      secondFactorRequired: true,
    });
    expect(await bystanderClient.trpc.outcomes.reviewer.query()).toEqual({
      reviewer: false,
      admin: false,
      waiting: 0,
      secondFactorRequired: false,
    });

    // A question takes it out of the count; the supplier's answer brings it back, and is announced.
    await verifier.trpc.outcomes.review.mutate({ reportId, decision: 'queried', text: 'How many saplings died?' });
    expect(await adminClient.trpc.outcomes.reviewer.query()).toMatchObject({ waiting: 0 });
    await supplierClient.trpc.outcomes.answer.mutate({ reportId, answer: 'None so far: we water weekly.' });
    const adminMails = await reviewerMails(admin.email);
    expect(adminMails.map((m) => [m.kind, m.subject])).toEqual([
      ['outcomes_report_waiting', `Outcome report to review: Karst oak planting on ${longDate}`],
      ['outcomes_answer_waiting', `Answer to review: Karst oak planting on ${longDate}`],
    ]);
    expect(adminMails[1]!.text_body).toContain(
      `Karst Growers answered the question about Karst oak planting on ${longDate}. The report is back in the review queue.\n\nTheir answer: None so far: we water weekly.`,
    );
    expect(await reviewerMails(verifierUser.email)).toHaveLength(2);
    expect(await verifier.trpc.outcomes.reviewer.query()).toMatchObject({ waiting: 1 });
    await verifier.trpc.outcomes.review.mutate({ reportId, decision: 'verified' });
    expect(await verifier.trpc.outcomes.reviewer.query()).toMatchObject({ waiting: 0 });
  });
  it('refuses the review tools to an admin or verifier whose session used no second factor, with a clear 403', async () => {
    const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Drava Willows' });
    const activity = await createApprovedActivity(env.db, supplier.id, { title: 'Willow bank planting' });
    const date = daysFromToday(-3);
    const slot = await createSlot(env.db, activity.id, { date });
    const booking = await insertBooking(env.db, { activityId: activity.id, slotId: slot.id, date, people: 1 });
    const supplierClient = await signedIn(supplierUser.email);
    await supplierClient.trpc.attendance.mark.mutate({
      bookingId: booking.id,
      attendance: 'attended',
      attendedPeople: 1,
    });
    await supplierClient.trpc.outcomes.declare.mutate({
      activityId: activity.id,
      outcomes: [{ unit: 'trees_planted', perParticipantHundredths: 100 }],
    });
    const { reportId } = await supplierClient.trpc.outcomes.report.mutate({
      availabilityId: slot.id,
      amounts: [{ unit: 'trees_planted', amountHundredths: 100 }],
      photoUrls: [],
    });

    // Password-only sessions: an admin whose second factor was never set up, and a verifier.
    const admin = await createUser(env.db, { firstName: 'Otto', lastName: 'Admin' });
    await env.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const verifierUser = await createUser(env.db, { firstName: 'Vida', lastName: 'Verifier' });
    await env.db.insertInto('outcome_verifiers').values({ user_id: verifierUser.id, granted_by: admin.id }).execute();
    const passwordOnly = async (email: string) => {
      const client = createApiClient(env.server.url);
      expect((await client.trpc.auth.signIn.mutate({ email, password: TEST_PASSWORD })).secondFactor).toBeNull();
      return client;
    };
    const refusals = {
      admin:
        'Admin tools need a second factor. Set up a passkey or an authenticator app, or confirm this sign-in with one.',
      verifier:
        'Reviewing outcomes needs a second factor. Set up a passkey or an authenticator app, or confirm this sign-in with one.',
    };
    for (const [who, email] of [
      ['admin', admin.email],
      ['verifier', verifierUser.email],
    ] as const) {
      const client = await passwordOnly(email);
      try {
        expect(await client.trpc.outcomes.reviewer.query()).toMatchObject({
          reviewer: true,
          secondFactorRequired: true,
        });
        const refused = { code: 'FORBIDDEN', message: refusals[who] };
        expect(await failure(client.trpc.outcomes.reviewQueue.query({ status: 'open' }))).toMatchObject(refused);
        expect(await failure(client.trpc.outcomes.reportById.query({ reportId }))).toMatchObject(refused);
        expect(await failure(client.trpc.outcomes.review.mutate({ reportId, decision: 'verified' }))).toMatchObject(
          refused,
        );
      } finally {
        await client.close();
      }
    }
    // Nothing was decided, and the supplier still reads their own report.
    expect(await supplierClient.trpc.outcomes.reportById.query({ reportId })).toMatchObject({ status: 'submitted' });

    // With a second factor set up, the verifier's sign-in takes its second step and may review.
    await giveSecondFactor(env.db, verifierUser);
    const verifier = await signedIn(verifierUser.email);
    expect((await verifier.trpc.outcomes.reviewQueue.query({ status: 'open' })).map((r) => r.id)).toContain(reportId);
    await verifier.trpc.outcomes.review.mutate({ reportId, decision: 'verified' });
    expect(await supplierClient.trpc.outcomes.reportById.query({ reportId })).toMatchObject({ status: 'verified' });
  });
});
