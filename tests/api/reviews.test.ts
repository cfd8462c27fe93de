import { randomUUID } from 'node:crypto';
import { canEditReview, isReviewWindowOpen, reviewWindowCloses } from '@regen/shared/rules/reviews';
import {
  HIDE_REASON_BLANK_MESSAGE,
  REPLY_ALREADY_EXISTS_MESSAGE,
  REPLY_HIDDEN_MESSAGE,
  REPLY_NOT_YOUR_ACTIVITY_MESSAGE,
  REPLY_TOO_LONG_MESSAGE,
  REVIEW_ALREADY_EXISTS_MESSAGE,
  REVIEW_ALREADY_HIDDEN_MESSAGE,
  REVIEW_BOOKING_NOT_FOUND_MESSAGE,
  REVIEW_EDIT_CLOSED_MESSAGE,
  REVIEW_HIDDEN_EDIT_MESSAGE,
  REVIEW_NOT_ATTENDED_MESSAGE,
  REVIEW_NOT_HIDDEN_MESSAGE,
  REVIEW_NOT_STARTED_MESSAGE,
  REVIEW_NOT_YOUR_BOOKING_MESSAGE,
  REVIEW_NOT_YOURS_MESSAGE,
  REVIEW_TEXT_TOO_LONG_MESSAGE,
  REVIEW_WINDOW_CLOSED_MESSAGE,
  STARS_MESSAGE,
} from '@regen/shared/schemas/reviews';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fixedNow } from '../../server/src/rules/booking.ts';
import { enqueueReviewInvitation } from '../../server/src/modules/reviews/index.ts';
import { canEditReviewSql, reviewWindowClosesSql, reviewWindowOpenSql } from '../../server/src/rules/reviews.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure, type ApiClient } from '../helpers/client.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  insertBooking,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';

// Verified reviews (issue 13, docs/decisions/052–054) on PGlite, or PostgreSQL with
// TEST_DATABASE_URL. Attendance is marked straight in the bookings row (the attendance module
// marks it through its own procedure); slots are dated by the database's clock, days in the past.

const { env, signedIn, bookableSlot } = useApiEnvironment({ RATE_LIMITS: 'false' });

/** Marks a booking attended as its supplier would (the attendance module's columns). */
async function markAttended(bookingId: string, people = 2) {
  await env.db
    .updateTable('bookings')
    .set({ attendance: 'attended', attended_people: people, attendance_marked_at: sql`now()` })
    .where('id', '=', bookingId)
    .execute();
}

/** A supplier with an activity, and a traveler with a booking `daysAgo` days ago (attended unless told). */
async function attendedBooking(options: { daysAgo?: number; attended?: boolean; country?: string } = {}) {
  const parties = await bookableSlot({
    businessName: 'Alpine Roots',
    activity: { country: options.country ?? 'Slovenia' },
    daysAhead: -(options.daysAgo ?? 3),
  });
  const booking = await parties.book();
  if (options.attended !== false) await markAttended(booking.id);
  return { ...parties, booking };
}

async function aggregate(activityId: string) {
  return env.db
    .selectFrom('activities')
    .select(['review_count', 'review_stars_sum'])
    .where('id', '=', activityId)
    .executeTakeFirstOrThrow();
}

let adminClient: ApiClient | undefined;
async function admin() {
  adminClient ??= await signedIn((await createUser(env.db, { role: 'admin', firstName: 'Ada' })).email);
  return adminClient;
}

describe('writing a review', () => {
  it('reviews an attended booking once: the list, the average and the experiences card show it', async () => {
    const b = await attendedBooking();
    const review = await b.traveler.trpc.reviews.create.mutate({
      bookingId: b.booking.id,
      stars: 4,
      text: '  A wonderful morning in the meadow.  ',
    });
    expect(review).toMatchObject({ bookingId: b.booking.id, activityId: b.activity.id, stars: 4 });
    expect(review.text).toBe('A wonderful morning in the meadow.');
    expect(review.editableUntil.getTime() - review.createdAt.getTime()).toBe(48 * 3_600_000);
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: 4 });

    const anonymous = (await signedIn((await createUser(env.db)).email)).trpc;
    const list = await anonymous.reviews.forActivity.query({ activityId: b.activity.id });
    expect(list.summary).toEqual({ average: 4, count: 1 });
    expect(list.reviews).toEqual([
      {
        id: review.id,
        stars: 4,
        text: 'A wonderful morning in the meadow.',
        reviewerName: 'Tara T.',
        createdAt: review.createdAt,
        reply: null,
      },
    ]);
    expect(list.nextCursor).toBeNull();

    const cards = await anonymous.catalogue.experiences.query({ country: 'Slovenia' });
    const card = cards.environmental.find((c) => c.activityId === b.activity.id);
    expect(card?.rating).toEqual({ average: 4, count: 1 });
  });

  it('keeps text optional and refuses stars outside 1–5 and text over 1,000 characters', async () => {
    const b = await attendedBooking();
    for (const stars of [0, 6, 2.5]) {
      const refused = await failure(b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars }));
      expect(refused).toMatchObject({ code: 'BAD_REQUEST', message: STARS_MESSAGE });
    }
    const long = await failure(
      b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5, text: 'x'.repeat(1001) }),
    );
    expect(long).toMatchObject({ code: 'BAD_REQUEST', message: REVIEW_TEXT_TOO_LONG_MESSAGE });
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 0, review_stars_sum: 0 });
    const ok = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5, text: '   ' });
    expect(ok.text).toBeNull();
  });

  it('takes exactly 1,000 characters of text', async () => {
    const b = await attendedBooking();
    const ok = await b.traveler.trpc.reviews.create.mutate({
      bookingId: b.booking.id,
      stars: 3,
      text: 'y'.repeat(1000),
    });
    expect(ok.text).toHaveLength(1000);
  });

  it('refuses another traveler, an unknown booking, a booking not attended, a second review', async () => {
    const b = await attendedBooking();
    const other = await signedIn((await createUser(env.db)).email);
    expect(await failure(other.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5 }))).toMatchObject({
      code: 'FORBIDDEN',
      message: REVIEW_NOT_YOUR_BOOKING_MESSAGE,
    });
    expect(await failure(other.trpc.reviews.forBooking.query({ bookingId: b.booking.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: REVIEW_NOT_YOUR_BOOKING_MESSAGE,
    });
    // The activity's supplier is not the booking's traveler either.
    const supplier = await signedIn(b.supplierUser.email);
    expect(await failure(supplier.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5 }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    for (const bookingId of [randomUUID(), 'not-a-uuid']) {
      expect(await failure(b.traveler.trpc.reviews.create.mutate({ bookingId, stars: 5 }))).toMatchObject({
        code: 'NOT_FOUND',
        message: REVIEW_BOOKING_NOT_FOUND_MESSAGE,
      });
    }

    const notAttended = await attendedBooking({ attended: false });
    expect(
      await failure(notAttended.traveler.trpc.reviews.create.mutate({ bookingId: notAttended.booking.id, stars: 5 })),
    ).toMatchObject({ code: 'PRECONDITION_FAILED', message: REVIEW_NOT_ATTENDED_MESSAGE });
    await env.db
      .updateTable('bookings')
      .set({ attendance: 'no_show' })
      .where('id', '=', notAttended.booking.id)
      .execute();
    expect(
      await failure(notAttended.traveler.trpc.reviews.create.mutate({ bookingId: notAttended.booking.id, stars: 5 })),
    ).toMatchObject({ code: 'PRECONDITION_FAILED', message: REVIEW_NOT_ATTENDED_MESSAGE });

    await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5 });
    expect(await failure(b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 1 }))).toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_ALREADY_EXISTS_MESSAGE,
    });
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: 5 });
  });

  it('refuses a review before the slot starts and more than 60 days after it', async () => {
    const future = await attendedBooking({ daysAgo: -7 });
    expect(
      await failure(future.traveler.trpc.reviews.create.mutate({ bookingId: future.booking.id, stars: 5 })),
    ).toMatchObject({ code: 'PRECONDITION_FAILED', message: REVIEW_NOT_STARTED_MESSAGE });

    const late = await attendedBooking({ daysAgo: 62 });
    expect(
      await failure(late.traveler.trpc.reviews.create.mutate({ bookingId: late.booking.id, stars: 5 })),
    ).toMatchObject({ code: 'PRECONDITION_FAILED', message: REVIEW_WINDOW_CLOSED_MESSAGE });
    const context = await late.traveler.trpc.reviews.forBooking.query({ bookingId: late.booking.id });
    expect(context).toMatchObject({ windowOpen: false, canCreate: false, review: null });

    const inTime = await attendedBooking({ daysAgo: 58 });
    await inTime.traveler.trpc.reviews.create.mutate({ bookingId: inTime.booking.id, stars: 2 });
  });

  it('leaves one review of two sent at once', async () => {
    const b = await attendedBooking();
    const results = await Promise.allSettled([
      b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5, text: 'First' }),
      b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 1, text: 'Second' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(await failure(Promise.reject(rejected!.reason as Error))).toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_ALREADY_EXISTS_MESSAGE,
    });
    const rows = await env.db.selectFrom('reviews').select('stars').where('booking_id', '=', b.booking.id).execute();
    expect(rows).toHaveLength(1);
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: rows[0]!.stars });
  });

  it('tells the traveler which attended bookings can be reviewed or edited', async () => {
    const b = await attendedBooking();
    expect(await b.traveler.trpc.reviews.mine.query()).toEqual([
      { bookingId: b.booking.id, reviewId: null, stars: null, canReview: true, canEdit: false },
    ]);
    const review = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5 });
    expect(await b.traveler.trpc.reviews.mine.query()).toEqual([
      { bookingId: b.booking.id, reviewId: review.id, stars: 5, canReview: false, canEdit: true },
    ]);
    const context = await b.traveler.trpc.reviews.forBooking.query({ bookingId: b.booking.id });
    expect(context).toMatchObject({
      bookingId: b.booking.id,
      activityTitle: b.activity.title,
      canCreate: false,
      windowOpen: true,
      review: { id: review.id, stars: 5, canEdit: true, hidden: false, reply: null },
    });
  });
});

describe('editing a review', () => {
  it('lets its author edit it for 48 hours; the aggregate follows the stars', async () => {
    const b = await attendedBooking();
    const review = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 2 });
    const other = await signedIn((await createUser(env.db)).email);
    expect(
      await failure(other.trpc.reviews.update.mutate({ reviewId: review.id, stars: 1, text: 'Hijacked' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: REVIEW_NOT_YOURS_MESSAGE });

    const edited = await b.traveler.trpc.reviews.update.mutate({ reviewId: review.id, stars: 5, text: 'Better!' });
    expect(edited).toMatchObject({ stars: 5, text: 'Better!' });
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: 5 });

    // Written 48 hours ago (by the database's clock): no longer editable.
    await env.db
      .updateTable('reviews')
      .set({ created_at: sql`now() - interval '48 hours'` })
      .where('id', '=', review.id)
      .execute();
    expect(await failure(b.traveler.trpc.reviews.update.mutate({ reviewId: review.id, stars: 1 }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: REVIEW_EDIT_CLOSED_MESSAGE,
    });
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: 5 });
    expect((await b.traveler.trpc.reviews.mine.query())[0]).toMatchObject({ canEdit: false });
  });
});

describe('the supplier’s reply', () => {
  it('lets the activity’s supplier reply once; another supplier cannot', async () => {
    const b = await attendedBooking();
    const review = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5, text: 'Lovely' });
    const supplier = await signedIn(b.supplierUser.email);
    const otherSupplier = await signedIn((await createSupplier(env.db, { businessName: 'Elsewhere' })).user.email);

    expect(
      await failure(otherSupplier.trpc.reviews.reply.mutate({ reviewId: review.id, text: 'Thanks!' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: REPLY_NOT_YOUR_ACTIVITY_MESSAGE });
    expect((await otherSupplier.trpc.reviews.supplierReviews.query()).reviews).toEqual([]);
    expect(
      await failure(supplier.trpc.reviews.reply.mutate({ reviewId: review.id, text: 'z'.repeat(1001) })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: REPLY_TOO_LONG_MESSAGE });

    const reply = await supplier.trpc.reviews.reply.mutate({ reviewId: review.id, text: 'Thank you for coming!' });
    expect(reply.reply.text).toBe('Thank you for coming!');
    expect(await failure(supplier.trpc.reviews.reply.mutate({ reviewId: review.id, text: 'Once more' }))).toMatchObject(
      { code: 'CONFLICT', message: REPLY_ALREADY_EXISTS_MESSAGE },
    );

    const mine = await supplier.trpc.reviews.supplierReviews.query();
    expect(mine.summary).toEqual({ average: 5, count: 1 });
    expect(mine.reviews).toMatchObject([
      {
        id: review.id,
        activityTitle: b.activity.title,
        reviewerName: 'Tara T.',
        reply: { text: 'Thank you for coming!' },
      },
    ]);
    const list = await b.traveler.trpc.reviews.forActivity.query({ activityId: b.activity.id });
    expect(list.reviews[0]?.reply?.text).toBe('Thank you for coming!');
    const row = await env.db
      .selectFrom('reviews')
      .select(['replied_by'])
      .where('id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(row.replied_by).toBe(b.supplierUser.id);
  });
});

describe('hiding a review', () => {
  it('records who hid it, when and why, tells the reviewer, and takes it out of the list and the aggregate', async () => {
    const b = await attendedBooking();
    // A second review of the same activity, by another traveler, stays.
    const slot2 = await createSlot(env.db, b.activity.id, { date: daysFromToday(-5) });
    const traveler2 = await createUser(env.db, { firstName: 'Uma', lastName: 'Ulla' });
    const booking2 = await insertBooking(env.db, {
      activityId: b.activity.id,
      slotId: slot2.id,
      userId: traveler2.id,
      date: daysFromToday(-5),
    });
    await markAttended(booking2.id);
    await (await signedIn(traveler2.email)).trpc.reviews.create.mutate({ bookingId: booking2.id, stars: 2 });
    const review = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5 });
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 2, review_stars_sum: 7 });

    const adminApi = await admin();
    expect(await failure(adminApi.trpc.reviews.hide.mutate({ reviewId: review.id, reason: '  ' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: HIDE_REASON_BLANK_MESSAGE,
    });
    const hidden = await adminApi.trpc.reviews.hide.mutate({ reviewId: review.id, reason: 'Personal details' });
    expect(hidden.reason).toBe('Personal details');
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: 2 });
    const row = await env.db
      .selectFrom('reviews')
      .innerJoin('users', 'users.id', 'reviews.hidden_by')
      .select(['users.role', 'reviews.hidden_at', 'reviews.hidden_reason'])
      .where('reviews.id', '=', review.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'admin', hidden_reason: 'Personal details' });
    expect(row.hidden_at).toBeInstanceOf(Date);

    const mail = await env.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', b.travelerUser.email)
      .where('kind', '=', 'review_hidden')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your review has been hidden');
    expect(mail[0]!.text_body).toContain('Reason: Personal details');

    const list = await b.traveler.trpc.reviews.forActivity.query({ activityId: b.activity.id });
    expect(list.summary).toEqual({ average: 2, count: 1 });
    expect(list.reviews.map((r) => r.id)).not.toContain(review.id);
    const card = (await b.traveler.trpc.catalogue.experiences.query({ country: 'Slovenia' })).environmental.find(
      (c) => c.activityId === b.activity.id,
    );
    expect(card?.rating).toEqual({ average: 2, count: 1 });

    // Hidden: neither editable by its author nor open to a reply.
    expect(await failure(b.traveler.trpc.reviews.update.mutate({ reviewId: review.id, stars: 4 }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: REVIEW_HIDDEN_EDIT_MESSAGE,
    });
    const supplier = await signedIn(b.supplierUser.email);
    expect(await failure(supplier.trpc.reviews.reply.mutate({ reviewId: review.id, text: 'Hi' }))).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: REPLY_HIDDEN_MESSAGE,
    });
    expect(await failure(adminApi.trpc.reviews.hide.mutate({ reviewId: review.id, reason: 'Again' }))).toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_ALREADY_HIDDEN_MESSAGE,
    });

    const hiddenList = await adminApi.trpc.reviews.adminReviews.query({ visibility: 'hidden' });
    expect(hiddenList.reviews.find((r) => r.id === review.id)?.hidden).toMatchObject({ reason: 'Personal details' });

    await adminApi.trpc.reviews.unhide.mutate({ reviewId: review.id });
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 2, review_stars_sum: 7 });
    expect(await failure(adminApi.trpc.reviews.unhide.mutate({ reviewId: review.id }))).toMatchObject({
      code: 'CONFLICT',
      message: REVIEW_NOT_HIDDEN_MESSAGE,
    });
    const after = await b.traveler.trpc.reviews.forActivity.query({ activityId: b.activity.id });
    expect(after.summary).toEqual({ average: 3.5, count: 2 });
  });

  it('bumps the listing cache: a cached listing shows a new and a hidden review at once', async () => {
    const b = await attendedBooking({ country: 'Croatia' });
    const url = `${env.server.url}/trpc/catalogue.experiences?input=${encodeURIComponent(JSON.stringify({ json: { country: 'Croatia' } }))}`;
    const rating = async () => {
      const response = await fetch(url);
      const body = (await response.json()) as {
        result: { data: { json: { environmental: { activityId: string; rating?: unknown }[] } } };
      };
      const card = body.result.data.json.environmental.find((c) => c.activityId === b.activity.id);
      return { cache: response.headers.get('x-cache'), rating: card?.rating ?? null };
    };
    await rating();
    expect(await rating()).toEqual({ cache: 'HIT', rating: null });
    const review = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 4 });
    expect(await rating()).toEqual({ cache: 'MISS', rating: { average: 4, count: 1 } });
    await (await admin()).trpc.reviews.hide.mutate({ reviewId: review.id, reason: 'Spam' });
    expect(await rating()).toEqual({ cache: 'MISS', rating: null });
  });
});

describe('input bounds', () => {
  it('refuses unstorable characters in a review, a reply and a reason with a 400', async () => {
    const b = await attendedBooking();
    const bad = 'x\u0000y';
    expect(
      await failure(b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5, text: bad })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
    });
    const review = await b.traveler.trpc.reviews.create.mutate({ bookingId: b.booking.id, stars: 5 });
    const supplier = await signedIn(b.supplierUser.email);
    expect(await failure(supplier.trpc.reviews.reply.mutate({ reviewId: review.id, text: bad }))).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect(await failure((await admin()).trpc.reviews.hide.mutate({ reviewId: review.id, reason: bad }))).toMatchObject(
      {
        code: 'BAD_REQUEST',
      },
    );
    expect(await aggregate(b.activity.id)).toEqual({ review_count: 1, review_stars_sum: 5 });
  });
});

describe('the public list', () => {
  it('pages newest first and refuses an activity that is not live', async () => {
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id);
    const slot = await createSlot(env.db, activity.id, { date: daysFromToday(-2), spots: 50 });
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const user = await createUser(env.db, { firstName: `Reviewer${i}`, lastName: 'Zed' });
      const booking = await insertBooking(env.db, {
        activityId: activity.id,
        slotId: slot.id,
        userId: user.id,
        date: daysFromToday(-2),
        people: 1,
      });
      await markAttended(booking.id, 1);
      await env.db
        .insertInto('reviews')
        .values({
          booking_id: booking.id,
          activity_id: activity.id,
          user_id: user.id,
          stars: (i % 5) + 1,
          created_at: sql`now() - make_interval(mins => ${10 - i})`,
        })
        .execute();
      ids.push(booking.id);
    }
    const anonymous = await signedIn((await createUser(env.db)).email);
    const first = await anonymous.trpc.reviews.forActivity.query({ activityId: activity.id });
    expect(first.reviews.map((r) => r.reviewerName)).toEqual([
      'Reviewer7 Z.',
      'Reviewer6 Z.',
      'Reviewer5 Z.',
      'Reviewer4 Z.',
      'Reviewer3 Z.',
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await anonymous.trpc.reviews.forActivity.query({
      activityId: activity.id,
      cursor: first.nextCursor,
    });
    expect(second.reviews.map((r) => r.reviewerName)).toEqual(['Reviewer2 Z.', 'Reviewer1 Z.']);
    expect(second.nextCursor).toBeNull();

    const pending = await createApprovedActivity(env.db, supplier.id);
    await env.db.updateTable('activities').set({ status: 'pending' }).where('id', '=', pending.id).execute();
    expect(await failure(anonymous.trpc.reviews.forActivity.query({ activityId: pending.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Activity not found',
    });
  });
});

describe('the "How was it?" invitation', () => {
  it('queues one email linking to the form for an attended booking, however often it is called', async () => {
    const b = await attendedBooking();
    const publicUrl = env.server.config.publicUrl;
    const queued = await env.db
      .transaction()
      .execute(async (trx) => [
        await enqueueReviewInvitation(trx, publicUrl, b.booking.id),
        await enqueueReviewInvitation(trx, publicUrl, b.booking.id),
      ]);
    expect(queued).toEqual([true, false]);
    const mail = await env.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', b.travelerUser.email)
      .where('kind', '=', 'review_invitation')
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`How was it? Review "${b.activity.title}"`);
    expect(mail[0]!.text_body).toContain(`${publicUrl}/reviews/new/${b.booking.id}`);

    const notAttended = await attendedBooking({ attended: false });
    expect(await enqueueReviewInvitation(env.db, publicUrl, notAttended.booking.id)).toBe(false);
  });
});

describe('the review rules agree in TypeScript and SQL', () => {
  const cases = [
    { date: '2026-03-01', time: '09:00', zone: 'Europe/Ljubljana', now: '2026-03-01T07:59:59Z' },
    { date: '2026-03-01', time: '09:00', zone: 'Europe/Ljubljana', now: '2026-03-01T08:00:00Z' },
    // 60 days later the zone is on summer time: the window closes at 09:00 local = 07:00Z.
    { date: '2026-03-01', time: '09:00', zone: 'Europe/Ljubljana', now: '2026-04-30T06:59:59Z' },
    { date: '2026-03-01', time: '09:00', zone: 'Europe/Ljubljana', now: '2026-04-30T07:00:00Z' },
    { date: '2026-12-31', time: '23:30', zone: 'Pacific/Auckland', now: '2027-03-01T10:29:59Z' },
    { date: '2026-12-31', time: '23:30', zone: 'Pacific/Auckland', now: '2027-03-01T10:30:00Z' },
  ];

  it.each(cases)('window of $date $time $zone at $now', async ({ date, time, zone, now }) => {
    const instant = new Date(now);
    const { rows } = await sql<{ open: boolean; closes: Date }>`
      with slot as (select ${date}::date as date, ${time}::time as start_time),
      a as (select ${zone}::text as time_zone)
      select ${reviewWindowOpenSql('slot', 'a', fixedNow(instant))} as open,
        ${reviewWindowClosesSql('slot', 'a')} as closes
      from slot, a
    `.execute(env.db);
    const slot = { date, start_time: time };
    expect(new Date(rows[0]!.closes).toISOString()).toBe(reviewWindowCloses(slot, zone).toISOString());
    expect(rows[0]!.open).toBe(isReviewWindowOpen(slot, zone, instant));
  });

  it('expects the window at its edges', () => {
    const slot = { date: '2026-03-01', start_time: '09:00' };
    const open = (now: string) => isReviewWindowOpen(slot, 'Europe/Ljubljana', new Date(now));
    expect([open('2026-03-01T07:59:59Z'), open('2026-03-01T08:00:00Z')]).toEqual([false, true]);
    expect([open('2026-04-30T06:59:59Z'), open('2026-04-30T07:00:00Z')]).toEqual([true, false]);
  });

  it.each([
    ['2026-05-01T00:00:00Z', '2026-05-02T23:59:59Z'],
    ['2026-05-01T00:00:00Z', '2026-05-03T00:00:00Z'],
  ])('edit rule for a review written at %s, at %s', async (createdAt, now) => {
    const { rows } = await sql<{ editable: boolean }>`
      with r as (select ${createdAt}::timestamptz as created_at)
      select ${canEditReviewSql('r', fixedNow(new Date(now)))} as editable from r
    `.execute(env.db);
    expect(rows[0]!.editable).toBe(canEditReview(createdAt, new Date(now)));
  });
});

describe('the demo data', () => {
  it('gives the demo traveler’s attended booking a review with a reply, and other activities ratings', async () => {
    const demo = await setupTestEnvironment({ RATE_LIMITS: 'false', SEED_DEMO: 'true' });
    try {
      const { DEMO_PASSWORD, demoAccounts } = await import('../../server/src/demo/seed-demo.ts');
      const traveler = await signedIn(demoAccounts.traveler, demo.server.url, DEMO_PASSWORD);
      const states = await traveler.trpc.reviews.mine.query();
      expect(states).toHaveLength(1);
      expect(states[0]).toMatchObject({ stars: 5, canReview: false, canEdit: true });
      const context = await traveler.trpc.reviews.forBooking.query({ bookingId: states[0]!.bookingId });
      expect(context.activityTitle).toBe('Alpine Meadow Restoration Day');
      expect(context.review?.reply?.text).toMatch(/^Thank you, Tara!/);

      const list = await traveler.trpc.reviews.forActivity.query({ activityId: context.activityId });
      expect(list.reviews[0]).toMatchObject({ reviewerName: 'Tara T.', stars: 5 });
      expect(list.summary?.count).toBeGreaterThanOrEqual(2);

      // Every aggregate equals its visible reviews, and several activities have ratings.
      const rows = await demo.db
        .selectFrom('activities as a')
        .select([
          'a.review_count',
          'a.review_stars_sum',
          sql<number>`(select count(*)::int from reviews r where r.activity_id = a.id and r.hidden_at is null)`.as('n'),
          sql<number>`(select coalesce(sum(stars), 0)::int from reviews r where r.activity_id = a.id and r.hidden_at is null)`.as(
            's',
          ),
        ])
        .execute();
      for (const row of rows) expect([row.review_count, row.review_stars_sum]).toEqual([row.n, row.s]);
      expect(rows.filter((r) => r.review_count > 0).length).toBeGreaterThanOrEqual(4);
      // Every review belongs to an attended booking whose slot has started.
      const unverified = await demo.db
        .selectFrom('reviews as r')
        .innerJoin('bookings as b', 'b.id', 'r.booking_id')
        .select('r.id')
        .where((eb) => eb.or([eb('b.attendance', 'is', null), eb('b.attendance', '<>', 'attended')]))
        .execute();
      expect(unverified).toEqual([]);

      // A traveler whose attended booking is not reviewed yet, with the invitation waiting.
      const { DEMO_PENDING_REVIEWER } = await import('../../server/src/demo/reviews.ts');
      const noor = await signedIn(DEMO_PENDING_REVIEWER.email, demo.server.url, DEMO_PASSWORD);
      expect(await noor.trpc.reviews.mine.query()).toMatchObject([{ reviewId: null, canReview: true }]);
      const invitation = await demo.db
        .selectFrom('email_outbox')
        .select('subject')
        .where('to_address', '=', DEMO_PENDING_REVIEWER.email)
        .where('kind', '=', 'review_invitation')
        .execute();
      expect(invitation).toEqual([{ subject: 'How was it? Review "Alpine Meadow Restoration Day"' }]);
    } finally {
      await demo.close();
    }
  }, 120_000);
});
