import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { attachmentFile } from '../../server/src/mail/attachments.ts';
import { calendarAttachmentRenderers } from '../../server/src/modules/calendars/index.ts';
import { ticketAttachmentRenderers } from '../../server/src/modules/tickets/index.ts';
import { ticketCode, verifyTicketCode } from '../../server/src/modules/tickets/tickets.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import { createBookableSlot, createSlot, createUser, dbNow, insertBooking } from '../helpers/factories.ts';

// The day's manifest, tickets and check-in, whole-slot cancellation and messages, payment on site
// (issue 31 parts 5–7, docs/decisions/104).

const TICKET_SECRET = 'manifest-test-ticket-secret-0123456789';
const { env, signedIn } = useApiEnvironment({ RATE_LIMITS: 'false', TICKET_SECRET });

/** A supplier's 3-hour activity (450 points a person) with a slot `daysAhead` days away and a booking of 3. */
async function slotWithBooking(daysAhead: number, people = 3) {
  const parties = await createBookableSlot(env.db, {
    activity: { durationHours: 3, country: 'Slovenia', maxParticipants: 12 },
    daysAhead,
    slot: { startTime: '09:00', endTime: '12:00', spots: 12 },
  });
  const booking = await parties.book({ people, customerName: 'Tara Traveler', specialRequests: 'Vegetarian lunch' });
  return {
    ...parties,
    booking,
    supplierClient: await signedIn(parties.supplierUser.email),
    travelerClient: await signedIn(parties.travelerUser.email),
  };
}

/**
 * A fixed-offset zone in which `hoursAhead` from the database's now falls between 06:00 and
 * 18:00, and that time there ('YYYY-MM-DD', 'HH:MM'): a slot starting then, ending an hour
 * later, never crosses midnight whatever the hour the test runs.
 */
async function slotTimeAhead(hoursAhead: number) {
  const utcHour = (dbNow().getUTCHours() + hoursAhead) % 24;
  const offset = [...Array(27).keys()]
    .map((i) => i - 12)
    .find((o) => {
      const local = (((utcHour + o) % 24) + 24) % 24;
      return local >= 6 && local <= 17;
    })!;
  const timeZone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const { rows } = await sql<{
    date: string;
    start: string;
    end: string;
  }>`select to_char(now() at time zone ${timeZone} + make_interval(hours => ${hoursAhead}), 'YYYY-MM-DD') as date, to_char(now() at time zone ${timeZone} + make_interval(hours => ${hoursAhead}), 'HH24:MI') as start, to_char(now() at time zone ${timeZone} + make_interval(hours => ${hoursAhead + 1}), 'HH24:MI') as end`.execute(
    env.db,
  );
  return { timeZone, ...rows[0]! };
}

const code = (bookingId: string) => ticketCode(TICKET_SECRET, bookingId);

const ledgerOf = (bookingId: string) =>
  env.db.selectFrom('regen_points_ledger').select(['points', 'reason']).where('booking_id', '=', bookingId).execute();

describe('tickets', () => {
  it('gives the traveler a signed code for their booking, and nobody else', async () => {
    const b = await slotWithBooking(7);
    const ticket = await b.travelerClient.trpc.manifest.ticket.query({ bookingId: b.booking.id });
    expect(ticket.code).toBe(code(b.booking.id));
    expect(ticket.code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){8}[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(ticket.reference).toBe(`RM-${b.booking.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`);
    const other = await signedIn((await createUser(env.db)).email);
    expect(await failure(other.trpc.manifest.ticket.query({ bookingId: b.booking.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the traveler who booked can see this ticket.',
    });
  });

  it('reads a code however it is typed, and refuses a forged or altered one', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const genuine = ticketCode(TICKET_SECRET, id);
    expect(verifyTicketCode(TICKET_SECRET, genuine)).toBe(id);
    expect(verifyTicketCode(TICKET_SECRET, ` ${genuine.toLowerCase().replace(/-/g, ' ')} `)).toBe(id);
    // Signed with another key (a forger's), one character changed, the id swapped, cut short.
    expect(verifyTicketCode(TICKET_SECRET, ticketCode('another-key-that-is-not-the-server-secret', id))).toBeNull();
    const last = genuine.at(-1)!;
    expect(verifyTicketCode(TICKET_SECRET, genuine.slice(0, -1) + (last === 'Z' ? 'Y' : 'Z'))).toBeNull();
    const otherId = ticketCode(TICKET_SECRET, '1f8fad5b-d9cb-469f-a165-70867728950e');
    expect(verifyTicketCode(TICKET_SECRET, otherId.slice(0, 20) + genuine.slice(20))).toBeNull();
    expect(verifyTicketCode(TICKET_SECRET, genuine.slice(0, -5))).toBeNull();
  });

  it('refuses a forged or altered code at check-in with a clear 400', async () => {
    const b = await slotWithBooking(-1);
    const forged = ticketCode('another-key-that-is-not-the-server-secret', b.booking.id);
    for (const bad of [forged, code(b.booking.id).replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), 'hello']) {
      expect(await failure(b.supplierClient.trpc.manifest.checkIn.mutate({ code: bad }))).toMatchObject({
        code: 'BAD_REQUEST',
        message: 'This is not a valid ticket code. Check the code and try again.',
      });
    }
    expect(await ledgerOf(b.booking.id)).toEqual([]);
  });
});

describe('check-in', () => {
  it('checks the party in: attendance with all its people, Regen Points credited', async () => {
    const b = await slotWithBooking(-1);
    const result = await b.supplierClient.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) });
    expect(result).toEqual({
      bookingId: b.booking.id,
      slotId: b.slot.id,
      customerName: 'Tara Traveler',
      attendedPeople: 3,
      alreadyCheckedIn: false,
      pointsChange: 1350,
    });
    expect(await ledgerOf(b.booking.id)).toEqual([{ points: 1350, reason: 'attended' }]);
  });

  it('checks a code scanned twice, even at the same moment, in once: "Already checked in"', async () => {
    const b = await slotWithBooking(-1);
    const second = await signedIn(b.supplierUser.email);
    const results = await Promise.all([
      b.supplierClient.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) }),
      second.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) }),
    ]);
    expect(results.map((r) => r.alreadyCheckedIn).sort()).toEqual([false, true]);
    const again = await b.supplierClient.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) });
    expect(again).toMatchObject({ alreadyCheckedIn: true, pointsChange: 0, attendedPeople: 3 });
    expect(await ledgerOf(b.booking.id)).toEqual([{ points: 1350, reason: 'attended' }]);
  });

  it('refuses a ticket of another supplier’s activity', async () => {
    const b = await slotWithBooking(-1);
    const other = await slotWithBooking(-1);
    expect(await failure(other.supplierClient.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) }))).toEqual({
      code: 'FORBIDDEN',
      message: 'This ticket is for another supplier’s activity.',
      fieldErrors: {},
    });
    expect(await ledgerOf(b.booking.id)).toEqual([]);
  });

  it('refuses a cancelled booking’s ticket, and a slot days ahead (check-in opens 3 hours before)', async () => {
    const b = await slotWithBooking(-1);
    const cancelled = await b.book({ people: 2, status: 'cancelled' });
    expect(await failure(b.supplierClient.trpc.manifest.checkIn.mutate({ code: code(cancelled.id) }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This booking is cancelled: its ticket is no longer valid.',
    });
    const ahead = await slotWithBooking(7);
    expect(
      await failure(ahead.supplierClient.trpc.manifest.checkIn.mutate({ code: code(ahead.booking.id) })),
    ).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'Attendance can be marked once the activity has started.',
    });
  });

  it('opens check-in from 3 hours before the slot starts, as people arrive', async () => {
    const { supplierUser, activity } = await createBookableSlot(env.db, { daysAhead: 7 });
    const at = await slotTimeAhead(2);
    await env.db.updateTable('activities').set({ time_zone: at.timeZone }).where('id', '=', activity.id).execute();
    const slot = await createSlot(env.db, activity.id, { date: at.date, startTime: at.start, endTime: at.end });
    const booking = await insertBooking(env.db, {
      activityId: activity.id,
      slotId: slot.id,
      date: at.date,
      time: at.start,
      people: 2,
    });
    const client = await signedIn(supplierUser.email);
    const result = await client.trpc.manifest.checkIn.mutate({ code: code(booking.id) });
    expect(result).toMatchObject({ alreadyCheckedIn: false, attendedPeople: 2, pointsChange: 900 });
  });

  it('checks a whole slot in at once, and a second time finds everyone already checked in', async () => {
    const b = await slotWithBooking(-1);
    const second = await b.book({ people: 2, customerName: 'Ben Booker' });
    await b.supplierClient.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) });
    expect(await b.supplierClient.trpc.manifest.checkInSlot.mutate({ slotId: b.slot.id })).toEqual({ checkedIn: 1 });
    expect(await b.supplierClient.trpc.manifest.checkInSlot.mutate({ slotId: b.slot.id })).toEqual({ checkedIn: 0 });
    const rows = await env.db
      .selectFrom('bookings')
      .select(['id', 'attendance', 'attended_people'])
      .where('availability_id', '=', b.slot.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { id: b.booking.id, attendance: 'attended', attended_people: 3 },
      { id: second.id, attendance: 'attended', attended_people: 2 },
    ]);
    expect(await ledgerOf(second.id)).toEqual([{ points: 900, reason: 'attended' }]);
  });

  it('checks a whole slot in all or nothing: a failure on the last party writes nothing for any', async () => {
    const b = await slotWithBooking(-1);
    const second = await b.book({ people: 2, customerName: 'Ben Booker' });
    const third = await b.book({ people: 1, customerName: 'Cleo Camper' });
    // Parties are checked in in id order: the last one's points credit fails, after the others' writes.
    const last = [b.booking.id, second.id, third.id].sort().at(-1)!;
    const chainBefore = await env.db
      .selectFrom('impact_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await sql`create function fail_check_in_of_test_booking() returns trigger language plpgsql as $$
      begin
        if new.booking_id = ${sql.lit(last)}::uuid then raise exception 'injected failure'; end if;
        return new;
      end $$`.execute(env.db);
    await sql`create trigger fail_check_in_of_test_booking before insert on regen_points_ledger
      for each row execute function fail_check_in_of_test_booking()`.execute(env.db);
    try {
      expect((await failure(b.supplierClient.trpc.manifest.checkInSlot.mutate({ slotId: b.slot.id }))).code).toBe(
        'INTERNAL_SERVER_ERROR',
      );
    } finally {
      await sql`drop trigger fail_check_in_of_test_booking on regen_points_ledger`.execute(env.db);
      await sql`drop function fail_check_in_of_test_booking()`.execute(env.db);
    }
    const rows = await env.db
      .selectFrom('bookings')
      .select(['attendance', 'attended_people', 'status'])
      .where('availability_id', '=', b.slot.id)
      .execute();
    expect(rows).toEqual([
      { attendance: null, attended_people: null, status: 'confirmed' },
      { attendance: null, attended_people: null, status: 'confirmed' },
      { attendance: null, attended_people: null, status: 'confirmed' },
    ]);
    for (const id of [b.booking.id, second.id, third.id]) expect(await ledgerOf(id)).toEqual([]);
    const chainAfter = await env.db
      .selectFrom('impact_ledger')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(chainAfter.n)).toBe(Number(chainBefore.n));
    // Without the failure, the same run checks all three in.
    expect(await b.supplierClient.trpc.manifest.checkInSlot.mutate({ slotId: b.slot.id })).toEqual({ checkedIn: 3 });
    expect(await ledgerOf(third.id)).toEqual([{ points: 450, reason: 'attended' }]);
  });
});

describe('the manifest', () => {
  it('lists who is coming: party by person type, contact, answers, requests, payment and check-in', async () => {
    const b = await slotWithBooking(7);
    const family = await b.book({ people: 3, customerName: 'Fay Family' });
    await b.book({ people: 2, customerName: 'Carl Cancelled', status: 'cancelled', cancellationReason: 'Ill' });
    const questionId = (
      await sql<{
        id: string;
      }>`insert into activity_questions (activity_id, position, kind, label) values (${b.activity.id}, 0, 'text', 'Dietary needs') returning id`.execute(
        env.db,
      )
    ).rows[0]!.id;
    await sql`insert into booking_party (booking_id, person_type, quantity, unit_price_cents) values (${family.id}, 'adult', 1, 5000), (${family.id}, 'child', 2, 2500)`.execute(
      env.db,
    );
    await sql`insert into booking_answers (booking_id, question_id, question_label, position, answer) values (${family.id}, ${questionId}, 'Dietary needs', 0, 'Nut allergy')`.execute(
      env.db,
    );
    await env.db.updateTable('bookings').set({ payment_status: 'pending' }).where('id', '=', family.id).execute();

    const manifest = await b.supplierClient.trpc.manifest.slot.query({ slotId: b.slot.id });
    expect(manifest.slot).toMatchObject({
      id: b.slot.id,
      activityTitle: b.activity.title,
      startTime: '09:00',
      spots: 12,
      bookedSpots: 6,
    });
    expect(manifest.totals).toEqual({ bookings: 2, people: 6, checkedIn: 0, paid: 1 });
    expect(
      manifest.bookings.map((x) => ({
        name: x.customerName,
        status: x.status,
        party: x.party,
        answers: x.answers,
        requests: x.specialRequests,
        paid: x.paid,
        phone: x.customerPhone,
      })),
    ).toEqual([
      {
        name: 'Tara Traveler',
        status: 'confirmed',
        party: [{ type: 'adult', quantity: 3 }],
        answers: [],
        requests: 'Vegetarian lunch',
        paid: true,
        phone: '+1 555 0199',
      },
      {
        name: 'Fay Family',
        status: 'confirmed',
        party: [
          { type: 'adult', quantity: 1 },
          { type: 'child', quantity: 2 },
        ],
        answers: [{ question: 'Dietary needs', answer: 'Nut allergy' }],
        requests: null,
        paid: false,
        phone: '+1 555 0199',
      },
      {
        name: 'Carl Cancelled',
        status: 'cancelled',
        party: [{ type: 'adult', quantity: 2 }],
        answers: [],
        requests: null,
        paid: true,
        phone: '+1 555 0199',
      },
    ]);
    const day = await b.supplierClient.trpc.manifest.day.query({ date: b.slot.date });
    expect(day.map((s) => ({ id: s.id, bookings: s.bookings, checkedIn: s.checkedIn }))).toEqual([
      { id: b.slot.id, bookings: 2, checkedIn: 0 },
    ]);
  });

  it('is the activity’s supplier’s only: another supplier gets 403, a traveler 403, an unknown slot 404', async () => {
    const b = await slotWithBooking(7);
    const other = await slotWithBooking(7);
    expect(await failure(other.supplierClient.trpc.manifest.slot.query({ slotId: b.slot.id }))).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only the activity’s supplier can do this.',
    });
    expect(await failure(b.travelerClient.trpc.manifest.slot.query({ slotId: b.slot.id }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await failure(b.supplierClient.trpc.manifest.slot.query({ slotId: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Time slot not found' });
    for (const call of [
      other.supplierClient.trpc.manifest.checkInSlot.mutate({ slotId: b.slot.id }),
      other.supplierClient.trpc.manifest.cancelSlot.mutate({ slotId: b.slot.id, reason: 'Storm' }),
      other.supplierClient.trpc.manifest.messageSlot.mutate({ slotId: b.slot.id, text: 'Hello' }),
      other.supplierClient.trpc.manifest.markPaid.mutate({ bookingId: b.booking.id, method: 'cash' }),
    ]) {
      expect(await failure(call)).toMatchObject({
        code: 'FORBIDDEN',
        message: 'Only the activity’s supplier can do this.',
      });
    }
    const row = await env.db
      .selectFrom('bookings')
      .select(['status'])
      .where('id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('confirmed');
  });
});

describe('payment on site', () => {
  it('marks a booking paid (cash, card or transfer): payment completed, with when and by whom', async () => {
    const b = await slotWithBooking(7);
    await env.db.updateTable('bookings').set({ payment_status: 'pending' }).where('id', '=', b.booking.id).execute();
    const result = await b.supplierClient.trpc.manifest.markPaid.mutate({ bookingId: b.booking.id, method: 'card' });
    expect(result).toMatchObject({ bookingId: b.booking.id, paid: true, paymentMethod: 'card' });
    const row = await env.db
      .selectFrom('bookings')
      .select(['payment_status', 'payment_method', 'paid_by', 'paid_at'])
      .where('id', '=', b.booking.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_status: 'completed', payment_method: 'card', paid_by: b.supplierUser.id });
    expect(row.paid_at).toBeInstanceOf(Date);
    expect((await b.travelerClient.trpc.manifest.ticket.query({ bookingId: b.booking.id })).paid).toBe(true);
  });

  it('refuses a cancelled booking, an unknown method, and a traveler', async () => {
    const b = await slotWithBooking(7);
    const cancelled = await b.book({ status: 'cancelled' });
    expect(
      await failure(b.supplierClient.trpc.manifest.markPaid.mutate({ bookingId: cancelled.id, method: 'cash' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a confirmed booking can be marked paid.',
    });
    expect(
      await failure(
        b.supplierClient.trpc.manifest.markPaid.mutate({ bookingId: b.booking.id, method: 'bitcoin' as 'cash' }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
    expect(
      await failure(b.travelerClient.trpc.manifest.markPaid.mutate({ bookingId: b.booking.id, method: 'cash' })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('a whole slot', () => {
  it('cancels every booking with one reason, emails each traveler, closes the waitlist, alerts live', async () => {
    const b = await slotWithBooking(1);
    const second = await b.book({ people: 2, customerName: 'Ben Booker' });
    const waiter = await createUser(env.db, { firstName: 'Wanda', lastName: 'Waiting' });
    await env.db
      .insertInto('waitlist_entries')
      .values({
        user_id: waiter.id,
        activity_id: b.activity.id,
        availability_id: b.slot.id,
        number_of_people: 4,
        customer_name: 'Wanda Waiting',
        customer_phone: '+1 555 0123',
      })
      .execute();
    const result = await b.supplierClient.trpc.manifest.cancelSlot.mutate({
      slotId: b.slot.id,
      reason: '  Storm warning: the tour cannot run safely ',
    });
    expect(result).toEqual({ slotId: b.slot.id, cancelledBookings: 2, waitlistClosed: 1 });
    const rows = await env.db
      .selectFrom('bookings')
      .select(['id', 'status', 'cancellation_reason', 'cancelled_by'])
      .where('availability_id', '=', b.slot.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      {
        id: b.booking.id,
        status: 'cancelled',
        cancellation_reason: 'Storm warning: the tour cannot run safely',
        cancelled_by: b.supplierUser.id,
      },
      {
        id: second.id,
        status: 'cancelled',
        cancellation_reason: 'Storm warning: the tour cannot run safely',
        cancelled_by: b.supplierUser.id,
      },
    ]);
    const slot = await env.db
      .selectFrom('activity_availability')
      .select(['is_available', 'booked_spots'])
      .where('id', '=', b.slot.id)
      .executeTakeFirstOrThrow();
    expect(slot).toEqual({ is_available: false, booked_spots: 0 });
    const waitlist = await env.db
      .selectFrom('waitlist_entries')
      .select('status')
      .where('availability_id', '=', b.slot.id)
      .execute();
    expect(waitlist).toEqual([{ status: 'expired' }]);
    const travelerMail = await env.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', b.travelerUser.email)
      .where('kind', '=', 'booking_cancelled')
      .execute();
    expect(travelerMail).toHaveLength(2);
    for (const mail of travelerMail)
      expect(mail.text_body).toContain('Reason: Storm warning: the tour cannot run safely');
    const events = await env.db
      .selectFrom('events')
      .select(['type', 'audience'])
      .where('type', '=', 'booking.cancelled')
      .where('booking_id', 'in', [b.booking.id, second.id])
      .execute();
    expect(events).toHaveLength(2);
    for (const e of events) expect(e.audience).toContain(b.supplierUser.id);
  });

  it('cancels even within the cancellation window (the supplier calls the day off), not once started', async () => {
    const soon = await slotWithBooking(7);
    const at = await slotTimeAhead(5);
    await env.db.updateTable('activities').set({ time_zone: at.timeZone }).where('id', '=', soon.activity.id).execute();
    await env.db
      .updateTable('activity_availability')
      .set({ date: at.date, start_time: at.start, end_time: at.end })
      .where('id', '=', soon.slot.id)
      .execute();
    expect(
      await soon.supplierClient.trpc.manifest.cancelSlot.mutate({ slotId: soon.slot.id, reason: 'Guide is ill' }),
    ).toMatchObject({
      cancelledBookings: 1,
    });
    const started = await slotWithBooking(-1);
    expect(
      await failure(
        started.supplierClient.trpc.manifest.cancelSlot.mutate({ slotId: started.slot.id, reason: 'Storm' }),
      ),
    ).toMatchObject({
      code: 'PRECONDITION_FAILED',
      message: 'This time slot has already started and can no longer be cancelled.',
    });
    expect(
      await failure(started.supplierClient.trpc.manifest.cancelSlot.mutate({ slotId: started.slot.id, reason: ' ' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { reason: ['Please give a reason for cancelling this time slot'] },
    });
  });

  it('messages everyone on a slot at once: one message in each booking’s conversation', async () => {
    const b = await slotWithBooking(7);
    const second = await b.book({ people: 2, customerName: 'Ben Booker' });
    await b.book({ status: 'cancelled' });
    expect(
      await b.supplierClient.trpc.manifest.messageSlot.mutate({ slotId: b.slot.id, text: 'Meet at the north gate.' }),
    ).toEqual({
      sent: 2,
    });
    const messages = await env.db
      .selectFrom('messages')
      .select(['booking_id', 'sender_id', 'receiver_id', 'message_text'])
      .where('booking_id', 'in', [b.booking.id, second.id])
      .execute();
    expect(messages).toHaveLength(2);
    for (const m of messages) {
      expect(m).toMatchObject({
        sender_id: b.supplierUser.id,
        receiver_id: b.travelerUser.id,
        message_text: 'Meet at the north gate.',
      });
    }
    const empty = await createSlot(env.db, b.activity.id, {
      date: b.slot.date,
      startTime: '15:00',
      endTime: '16:00',
    });
    expect(
      await failure(b.supplierClient.trpc.manifest.messageSlot.mutate({ slotId: empty.id, text: 'Hi' })),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Nobody is booked on this time slot.',
    });
  });
});

describe('the bookings CSV', () => {
  it('gains the booking reference, attendance and payment, and keeps phone numbers as written', async () => {
    const b = await slotWithBooking(-1);
    const unpaid = await b.book({ people: 2, customerName: 'Ben Booker' });
    await env.db.updateTable('bookings').set({ payment_status: 'pending' }).where('id', '=', unpaid.id).execute();
    await env.db.updateTable('bookings').set({ payment_status: 'pending' }).where('id', '=', b.booking.id).execute();
    await b.supplierClient.trpc.manifest.checkIn.mutate({ code: code(b.booking.id) });
    await b.supplierClient.trpc.manifest.markPaid.mutate({ bookingId: b.booking.id, method: 'cash' });
    const date = b.slot.date;
    const response = await fetch(`${env.server.url}/exports/supplier-bookings.csv?from=${date}&to=${date}`, {
      headers: { cookie: b.supplierClient.jar.header() },
    });
    expect(response.status).toBe(200);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]!.endsWith(',Booking reference,Attendance,Payment')).toBe(true);
    const cells = (line: string) => line.split(',');
    const tara = lines.find((l) => l.includes('Tara Traveler'))!;
    const ben = lines.find((l) => l.includes('Ben Booker'))!;
    expect(cells(tara).slice(-3)).toEqual([
      `RM-${b.booking.id.slice(0, 8).toUpperCase()}`,
      'Attended (3)',
      'Paid (cash)',
    ]);
    expect(cells(ben).slice(-3)).toEqual([`RM-${unpaid.id.slice(0, 8).toUpperCase()}`, '', 'To pay on site']);
    expect(cells(tara)[6]).toBe('+1 555 0199');
  });
});

describe('the ticket travels with the booking', () => {
  it('is in the confirmation email (the code, and its QR code attached) and in the .ics description', async () => {
    const { activity, slot, travelerUser } = await createBookableSlot(env.db, { daysAhead: 9 });
    const traveler = await signedIn(travelerUser.email);
    const booking = await traveler.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 2,
      customerName: 'Tara Traveler',
      customerEmail: travelerUser.email,
      customerPhone: '+386 40 123 456',
    });
    const confirmation = await env.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .where('kind', '=', 'booking_confirmed')
      .executeTakeFirstOrThrow();
    const ticket = code(booking.id);
    expect(confirmation.text_body).toContain(`Your ticket code (show it or its QR code when you arrive): ${ticket}`);
    const files = confirmation.attachments!.map((file) =>
      attachmentFile(file, { ...calendarAttachmentRenderers(env.server.config), ...ticketAttachmentRenderers }),
    );
    const reference = `RM-${booking.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(files.map((f) => [f.filename, f.contentType])).toEqual([
      ['booking.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
      [`ticket-${reference}.svg`, 'image/svg+xml'],
    ]);
    expect(files[1]!.content).toMatch(/^<svg [^>]+><rect [^>]+\/><g transform="scale\(8\)"><path d="M/);
    expect(files[1]!.content).toContain(`>${ticket}</text>`);
    // The .ics folds long lines: unfold before reading.
    const ics = files[0]!.content.replace(/\r\n[ \t]/g, '');
    expect(ics).toContain(
      `Ticket code: ${ticket}. Your ticket with its QR code: ${env.server.config.publicUrl}/bookings/${booking.id}`,
    );
  });
});
