import { bookingReference } from '@regen/shared/booking-reference';
import { ticketAttachmentRenderers } from '../../server/src/modules/tickets/index.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CSV_RANGE_MALFORMED_MESSAGE,
  CSV_RANGE_ORDER_MESSAGE,
  CSV_RANGE_TOO_LONG_MESSAGE,
} from '@regen/shared/schemas/calendars';
import { MailWorker } from '../../server/src/mail/mail-worker.ts';
import { calendarAttachmentRenderers } from '../../server/src/modules/calendars/index.ts';
import { useApiEnvironment } from '../helpers/api-environment.ts';
import { failure } from '../helpers/client.ts';
import { instantOf } from '../helpers/clock.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  daysFromToday,
  dbNow,
  insertBooking,
  signedInClient,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtp.ts';

// Calendars, reminders and exports (docs/decisions/060–063), against a real server whose mail
// worker delivers to an SMTP server started here, so every mail is checked as it arrives.

const received: { raw: string }[] = [];
let smtp: TestSmtpServer;
const silent = { warn: () => undefined, error: () => undefined } as never;

beforeAll(async () => {
  smtp = await startSmtpServer((raw) => {
    received.push({ raw });
  });
});
afterAll(async () => {
  await smtp?.close();
});
// Registered after the SMTP server's hooks: it starts after the SMTP server and closes before it.
const { env, signedIn } = useApiEnvironment(() => ({ RATE_LIMITS: 'false', SMTP_URL: smtp.url }));

/** The unfolded lines of an iCalendar text (RFC 5545, section 3.1: a CRLF and a space continue a line). */
function icsLines(text: string): string[] {
  return text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

/** Each VEVENT's properties by name (the first value of each). */
function icsEvents(text: string): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of icsLines(text)) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT') {
      events.push(current!);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] ??= line.slice(colon + 1);
    }
  }
  return events;
}

/** The text/calendar parts of a raw email, decoded. */
function calendarFilesOf(raw: string): string[] {
  const parts = raw.matchAll(
    /Content-Type: text\/calendar[^]*?base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g,
  );
  return [...parts].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
}

const wallClock = (date: string, time: string) => `${date.replace(/-/g, '')}T${time.replace(/:/g, '')}00`;

/** A supplier with an approved activity (in Lisbon's zone, at a named place) and a slot a week away. */
async function activityWithSlot(values: { businessName?: string; date?: string; time?: string } = {}) {
  const { supplier, user: supplierUser } = await createSupplier(env.db, { businessName: values.businessName });
  const activity = await createApprovedActivity(env.db, supplier.id, { country: 'Portugal', priceCents: 4500 });
  await env.db
    .updateTable('activities')
    .set({ place: 'Lagos harbour', time_zone: 'Europe/Lisbon' })
    .where('id', '=', activity.id)
    .execute();
  const slot = await createSlot(env.db, activity.id, {
    date: values.date ?? daysFromToday(7),
    startTime: values.time ?? '09:00',
    endTime: '12:30',
    spots: 10,
  });
  return { supplier, supplierUser, activity: { ...activity, time_zone: 'Europe/Lisbon' }, slot };
}

async function bookThroughTheSite(values: { date?: string; time?: string; endTime?: string } = {}) {
  const parties = await activityWithSlot(values);
  const traveler = await createUser(env.db, { firstName: 'Tara' });
  const travelerClient = await signedIn(traveler.email);
  const booking = await travelerClient.trpc.booking.create.mutate({
    activityId: parties.activity.id,
    availabilityId: parties.slot.id,
    numberOfPeople: 2,
    customerName: 'Tara Traveler',
    customerEmail: traveler.email,
    customerPhone: '+351 912 345 678',
  });
  return { ...parties, traveler, travelerClient, booking };
}

/** A mail worker as another instance of the app runs it. */
const anotherInstancesWorker = () =>
  new MailWorker(env.db, {
    smtpUrl: env.server.config.smtpUrl,
    from: env.server.config.mailFrom,
    log: silent,
    attachments: { ...calendarAttachmentRenderers(env.server.config), ...ticketAttachmentRenderers },
  });

const outboxOf = (bookingId: string) =>
  env.db.selectFrom('email_outbox').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute();

const reminderOf = async (bookingId: string) =>
  (await outboxOf(bookingId)).filter((m) => m.kind === 'booking_reminder');

describe('booking emails carry the booking as an .ics', () => {
  it('attaches the slot in the activity’s zone, title, supplier, place, cancellation deadline and a stable UID', async () => {
    const { booking, activity, traveler } = await bookThroughTheSite({ date: daysFromToday(9) });
    const confirmation = (await outboxOf(booking.id)).find((m) => m.kind === 'booking_confirmed')!;
    expect(confirmation.to_address).toBe(traveler.email);
    // The .ics and the ticket's QR code (docs/decisions/104).
    expect(confirmation.attachments).toHaveLength(2);
    // The outbox keeps what the file is; the mail worker writes it when it sends (docs/decisions/076).
    expect(confirmation.attachments![0]).toMatchObject({
      filename: 'booking.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      render: { kind: 'booking-calendar' },
    });
    expect(confirmation.attachments![1]).toMatchObject({
      contentType: 'image/svg+xml',
      render: { kind: 'booking-ticket' },
    });

    // Delivered over SMTP as a file of the email, base64 as nodemailer writes it.
    const delivered = () => received.filter((m) => calendarFilesOf(m.raw).some((f) => f.includes(booking.id)));
    await expect.poll(() => delivered().length, { timeout: 10_000 }).toBe(1);
    const raw = delivered()[0]!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH;\s+name=booking\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment;\s+filename=booking\.ics/);
    const files = calendarFilesOf(raw);
    expect(files).toHaveLength(1);
    const lines = icsLines(files[0]!);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    expect(lines).toContain('TZID:Europe/Lisbon');
    const [event] = icsEvents(files[0]!);
    expect(event).toMatchObject({
      UID: `booking-${booking.id}@regen-marketplace`,
      SEQUENCE: '0',
      STATUS: 'CONFIRMED',
      'DTSTART;TZID=Europe/Lisbon': wallClock(daysFromToday(9), '09:00'),
      'DTEND;TZID=Europe/Lisbon': wallClock(daysFromToday(9), '12:30'),
      SUMMARY: `${activity.title} with Green Trails Ltd`,
      LOCATION: 'Lagos harbour',
    });
    expect(event!.DESCRIPTION).toContain('With Green Trails Ltd\\, for 2 people.');
    expect(event!.DESCRIPTION).toContain('Cancellation policy: Free cancellation until ');
    expect(event!.DESCRIPTION).toContain('(Europe/Lisbon time)');
  });

  it('sends the cancellation with METHOD:CANCEL for the same UID, the next SEQUENCE and STATUS:CANCELLED', async () => {
    const { booking, travelerClient } = await bookThroughTheSite();
    await travelerClient.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Plans changed' });
    const mails = await env.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'booking_cancelled')
      .where('text_body', 'like', '%Plans changed%')
      .where('attachments', 'is not', null)
      .execute();
    const mine = mails.filter((m) => JSON.stringify(m.attachments).includes(booking.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.attachments).toEqual([
      expect.objectContaining({
        filename: 'cancelled-booking.ics',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      }),
    ]);

    // As the traveler receives it: the same UID, withdrawn.
    const withdrawals = () =>
      received
        .flatMap((m) => calendarFilesOf(m.raw))
        .filter((f) => f.includes(booking.id) && icsLines(f).includes('METHOD:CANCEL'));
    await expect.poll(() => withdrawals().length, { timeout: 10_000 }).toBe(1);
    expect(icsEvents(withdrawals()[0]!)[0]).toMatchObject({
      UID: `booking-${booking.id}@regen-marketplace`,
      SEQUENCE: '1',
      STATUS: 'CANCELLED',
    });
  });
});

describe('reminder 24 hours before the slot', () => {
  it('schedules one reminder to the traveler, due 24 hours before the slot starts, written with the booking', async () => {
    const { booking, activity, traveler } = await bookThroughTheSite({ date: daysFromToday(6), time: '10:15' });
    const reminders = await reminderOf(booking.id);
    expect(reminders).toHaveLength(1);
    const start = await instantOf(env.db, daysFromToday(6), '10:15', activity.time_zone);
    expect(reminders[0]!.send_after.getTime()).toBe(start.getTime() - 24 * 3_600_000);
    expect(reminders[0]).toMatchObject({
      to_address: traveler.email,
      subject: `Reminder: ${activity.title} on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${daysFromToday(6)}T00:00:00Z`))}`,
      sent_at: null,
    });
    expect(reminders[0]!.text_body).toContain('Meeting place: Lagos harbour.');
    expect(reminders[0]!.text_body).toContain('10:15 AM (Europe/Lisbon time)');
  });

  it('schedules none for a booking made less than 24 hours before the slot starts', async () => {
    // A slot a few hours from now by the database's clock, on the activity's (UTC) wall clock,
    // ending the same day (a slot's end is after its start).
    const inHours = (h: number) => new Date(dbNow().getTime() + h * 3_600_000);
    const soon = inHours(6).getUTCHours() < 22 ? inHours(6) : inHours(2);
    const date = soon.toISOString().slice(0, 10);
    const time = soon.toISOString().slice(11, 16);
    const { supplier } = await createSupplier(env.db);
    const activity = await createApprovedActivity(env.db, supplier.id);
    await env.db.updateTable('activities').set({ time_zone: 'UTC' }).where('id', '=', activity.id).execute();
    const slot = await createSlot(env.db, activity.id, { date, startTime: time, endTime: '23:59', spots: 5 });
    const traveler = await createUser(env.db);
    const client = await signedIn(traveler.email);
    const booking = await client.trpc.booking.create.mutate({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: 1,
      customerName: 'Late Booker',
      customerEmail: traveler.email,
      customerPhone: '+1 555 0101',
    });
    const kinds = (await outboxOf(booking.id)).map((m) => m.kind);
    expect(kinds).toEqual(['booking_confirmed', 'booking_new_supplier']);
  });

  it('removes the reminder not yet sent when the booking is cancelled, in the cancel transaction', async () => {
    const { booking, supplierUser } = await bookThroughTheSite();
    expect(await reminderOf(booking.id)).toHaveLength(1);
    const supplierClient = await signedIn(supplierUser.email);
    await supplierClient.trpc.booking.cancel.mutate({ bookingId: booking.id, reason: 'Storm warning' });
    expect(await reminderOf(booking.id)).toEqual([]);
  });

  it('sends a due reminder exactly once when two workers (two instances) run at once', async () => {
    const { booking } = await bookThroughTheSite();
    const [reminder] = await reminderOf(booking.id);
    // The day before the slot has come: its due time is now.
    await env.db
      .updateTable('email_outbox')
      .set({ send_after: sql<Date>`now()` })
      .where('id', '=', reminder!.id)
      .execute();
    const workers = [1, 2].map(() => anotherInstancesWorker());
    // The server's own worker is a third one polling at the same time.
    await Promise.all(workers.map((w) => w.runOnce()));
    const delivered = () => received.filter((m) => m.raw.includes(`Subject: ${reminder!.subject}`)).length;
    await expect.poll(delivered, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await reminderOf(booking.id))[0]!.sent_at, { timeout: 10_000 }).not.toBeNull();
    await Promise.all(workers.map((w) => w.runOnce()));
    expect(delivered()).toBe(1);
    await Promise.all(workers.map((w) => w.stop()));
  });

  it('sends a reminder that fell due while no instance ran once a new worker starts, and only once', async () => {
    const { booking } = await bookThroughTheSite({ date: daysFromToday(8) });
    const [reminder] = await reminderOf(booking.id);
    // Written before a restart: the row is all there is; a brand-new worker picks it up.
    await env.db
      .updateTable('email_outbox')
      .set({ send_after: sql<Date>`now() - interval '1 hour'` })
      .where('id', '=', reminder!.id)
      .execute();
    const restarted = anotherInstancesWorker();
    await restarted.runOnce();
    const delivered = () => received.filter((m) => m.raw.includes(`Subject: ${reminder!.subject}`)).length;
    await expect.poll(delivered, { timeout: 10_000 }).toBe(1);
    await expect.poll(async () => (await reminderOf(booking.id))[0]!.attempts, { timeout: 10_000 }).toBe(1);
    await restarted.runOnce();
    expect(delivered()).toBe(1);
    await restarted.stop();
  });
});

describe('Add to calendar: GET /calendar/bookings/:id.ics', () => {
  const fetchIcs = (bookingId: string, cookie: string) =>
    fetch(`${env.server.url}/calendar/bookings/${bookingId}.ics`, { headers: { cookie } });

  it('gives the booking’s traveler the .ics as a download', async () => {
    const { booking, travelerClient, activity } = await bookThroughTheSite({ date: daysFromToday(10) });
    const response = await fetchIcs(booking.id, travelerClient.jar.header());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="booking-${daysFromToday(10)}.ics"`);
    const [event] = icsEvents(await response.text());
    expect(event).toMatchObject({
      UID: `booking-${booking.id}@regen-marketplace`,
      SUMMARY: `${activity.title} with Green Trails Ltd`,
      'DTSTART;TZID=Europe/Lisbon': wallClock(daysFromToday(10), '09:00'),
    });
  });

  it('answers 404 to another traveler and to the activity’s supplier, 401 without a session', async () => {
    const { booking, supplierUser } = await bookThroughTheSite();
    const other = await signedIn((await createUser(env.db)).email);
    const supplier = await signedIn(supplierUser.email);
    expect((await fetchIcs(booking.id, other.jar.header())).status).toBe(404);
    expect((await fetchIcs(booking.id, supplier.jar.header())).status).toBe(404);
    expect((await fetchIcs(booking.id, '')).status).toBe(401);
    expect((await fetchIcs('not-a-booking', other.jar.header())).status).toBe(404);
  });
});

describe('calendar feeds', () => {
  // The URL names the configured public address; the test server listens on its own port.
  const fetchFeed = (url: string) => fetch(`${env.server.url}${new URL(url).pathname}`);

  it('lists the supplier’s bookings (cancelled ones as CANCELLED) and nothing of another supplier', async () => {
    const mine = await activityWithSlot({ businessName: 'Feed Owner Co' });
    const theirs = await activityWithSlot({ businessName: 'Someone Else Ltd' });
    const kept = await insertBooking(env.db, {
      activityId: mine.activity.id,
      slotId: mine.slot.id,
      customerName: 'Ana Amaral',
      specialRequests: 'Vegetarian lunch',
    });
    const cancelled = await insertBooking(env.db, {
      activityId: mine.activity.id,
      slotId: mine.slot.id,
      status: 'cancelled',
      customerName: 'Carl Cancel',
    });
    const foreign = await insertBooking(env.db, { activityId: theirs.activity.id, slotId: theirs.slot.id });
    const client = await signedIn(mine.supplierUser.email);
    expect(await client.trpc.calendars.feed.query({ scope: 'supplier' })).toMatchObject({ active: false });
    const { url } = await client.trpc.calendars.regenerateFeed.mutate({ scope: 'supplier' });
    expect(url).toMatch(
      new RegExp(`^${env.server.app.services.config.publicUrl}/calendar/feeds/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(await client.trpc.calendars.feed.query({ scope: 'supplier' })).toMatchObject({ active: true });

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(icsLines(text)).toContain('X-WR-CALNAME:Feed Owner Co bookings (Regen Marketplace)');
    const events = icsEvents(text);
    expect(events.map((e) => e.UID).sort()).toEqual(
      [`booking-${kept.id}@regen-marketplace`, `booking-${cancelled.id}@regen-marketplace`].sort(),
    );
    const byUid = new Map(events.map((e) => [e.UID ?? '', e]));
    expect(byUid.get(`booking-${kept.id}@regen-marketplace`)).toMatchObject({
      STATUS: 'CONFIRMED',
      SUMMARY: `${mine.activity.title}: Ana Amaral (2 people)`,
    });
    expect(byUid.get(`booking-${kept.id}@regen-marketplace`)!.DESCRIPTION).toContain(
      'Special requests: Vegetarian lunch',
    );
    expect(byUid.get(`booking-${cancelled.id}@regen-marketplace`)).toMatchObject({
      STATUS: 'CANCELLED',
      SEQUENCE: '1',
    });
    expect(text).not.toContain(foreign.id);
    expect(text).not.toContain('Someone Else Ltd');
  });

  it('stops answering an old URL after Regenerate, and any URL after Turn off; no token, no feed', async () => {
    const { supplierUser } = await activityWithSlot();
    const client = await signedIn(supplierUser.email);
    const first = await client.trpc.calendars.regenerateFeed.mutate({ scope: 'supplier' });
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await client.trpc.calendars.regenerateFeed.mutate({ scope: 'supplier' });
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
    expect(await client.trpc.calendars.turnOffFeed.mutate({ scope: 'supplier' })).toEqual({ active: false });
    expect((await fetchFeed(second.url)).status).toBe(404);
    expect(await client.trpc.calendars.feed.query({ scope: 'supplier' })).toMatchObject({ active: false });

    for (const path of ['/calendar/feeds/.ics', '/calendar/feeds/x', `/calendar/feeds/${'A'.repeat(43)}.ics`]) {
      const response = await fetch(`${env.server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('BEGIN:VCALENDAR');
    }
  });

  it('stores only the SHA-256 of the token', async () => {
    const { supplierUser } = await activityWithSlot();
    const client = await signedIn(supplierUser.email);
    const { url } = await client.trpc.calendars.regenerateFeed.mutate({ scope: 'supplier' });
    const token = url.split('/').pop()!.replace('.ics', '');
    const row = await env.db
      .selectFrom('calendar_feeds')
      .selectAll()
      .where('user_id', '=', supplierUser.id)
      .executeTakeFirstOrThrow();
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.token_hash).not.toContain(token);
    const { createHash } = await import('node:crypto');
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('gives a traveler a feed of their own bookings only; a traveler has no supplier feed', async () => {
    const { booking, travelerClient } = await bookThroughTheSite();
    const other = await bookThroughTheSite();
    const { url } = await travelerClient.trpc.calendars.regenerateFeed.mutate({ scope: 'traveler' });
    const text = await (await fetchFeed(url)).text();
    expect(icsEvents(text).map((e) => e.UID)).toEqual([`booking-${booking.id}@regen-marketplace`]);
    expect(text).not.toContain(other.booking.id);
    const refused = await failure(travelerClient.trpc.calendars.regenerateFeed.mutate({ scope: 'supplier' }));
    expect(refused).toMatchObject({
      code: 'FORBIDDEN',
      message: "You don't have a supplier account. Please sign up as a supplier first.",
    });
  });
});

describe('CSV export of a supplier’s bookings', () => {
  const csvUrl = (from: string, to: string) =>
    `${env.server.url}/exports/supplier-bookings.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

  it('exports the supplier’s own bookings of the range, UTF-8 with BOM, quoted and formula-safe', async () => {
    const mine = await activityWithSlot({ date: daysFromToday(20), time: '08:30' });
    const theirs = await activityWithSlot({ date: daysFromToday(20) });
    await env.db
      .updateTable('activities')
      .set({ title: 'Reef, "coral" day' })
      .where('id', '=', mine.activity.id)
      .execute();
    const booked = await insertBooking(env.db, {
      activityId: mine.activity.id,
      slotId: mine.slot.id,
      date: daysFromToday(20),
      time: '08:30',
      people: 3,
      customerName: "=cmd|' /C calc'!A0",
      specialRequests: 'Line one\nLine "two", with comma — São João',
    });
    const outside = await createSlot(env.db, mine.activity.id, { date: daysFromToday(40) });
    await insertBooking(env.db, {
      activityId: mine.activity.id,
      slotId: outside.id,
      date: daysFromToday(40),
      customerName: 'Out Of Range',
    });
    await insertBooking(env.db, {
      activityId: theirs.activity.id,
      slotId: theirs.slot.id,
      date: daysFromToday(20),
      customerName: 'Not Yours',
    });
    const client = await signedIn(mine.supplierUser.email);
    const response = await fetch(csvUrl(daysFromToday(15), daysFromToday(25)), {
      headers: { cookie: client.jar.header() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="bookings-${daysFromToday(15)}-to-${daysFromToday(25)}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toBe(
      '\uFEFFActivity,Date,Time,Time zone,Customer,Email,Phone,People,Status,Total (USD),Special requests,Person types,Answers,Booking reference,Attendance,Payment\r\n' +
        `"Reef, ""coral"" day",${daysFromToday(20)},08:30,Europe/Lisbon,'=cmd|' /C calc'!A0,tara@example.test,` +
        `+1 555 0199,3,Confirmed,150.00,"Line one\nLine ""two"", with comma — São João",3 × Adult,,${bookingReference(booked.id)},,Paid\r\n`,
    );
    expect(text).not.toContain('Out Of Range');
    expect(text).not.toContain('Not Yours');
  });

  it('refuses bad ranges with 400 and a clear message', async () => {
    const { supplierUser } = await activityWithSlot();
    const cookie = (await signedIn(supplierUser.email)).jar.header();
    const cases: [string, string, string][] = [
      ['2026-13-01', '2026-12-31', CSV_RANGE_MALFORMED_MESSAGE],
      ['yesterday', '2026-12-31', CSV_RANGE_MALFORMED_MESSAGE],
      ['', '', CSV_RANGE_MALFORMED_MESSAGE],
      ['2026-05-02', '2026-05-01', CSV_RANGE_ORDER_MESSAGE],
      ['2026-01-01', '2027-01-02', CSV_RANGE_TOO_LONG_MESSAGE],
    ];
    for (const [from, to, message] of cases) {
      const response = await fetch(csvUrl(from, to), { headers: { cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Bad Request', message, statusCode: 400 });
    }
    // 366 days, both ends included, is allowed.
    expect((await fetch(csvUrl('2028-01-01', '2028-12-31'), { headers: { cookie } })).status).toBe(200);
  });

  it('answers 401 without a session and 403 to a traveler', async () => {
    expect((await fetch(csvUrl(daysFromToday(1), daysFromToday(2)))).status).toBe(401);
    const traveler = await signedIn((await createUser(env.db)).email);
    const response = await fetch(csvUrl(daysFromToday(1), daysFromToday(2)), {
      headers: { cookie: traveler.jar.header() },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: "You don't have a supplier account. Please sign up as a supplier first.",
    });
  });
});

describe('/dev/mailbox shows the files of a mail', () => {
  it('lists the .ics of a confirmation with a link that downloads it', async () => {
    const dev = await setupTestEnvironment({ RATE_LIMITS: 'false' });
    try {
      const { supplier } = await createSupplier(dev.db);
      const activity = await createApprovedActivity(dev.db, supplier.id);
      const slot = await createSlot(dev.db, activity.id, { date: daysFromToday(7) });
      const traveler = await createUser(dev.db);
      const client = await signedInClient(dev.server.url, traveler.email);
      const booking = await client.trpc.booking.create.mutate({
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople: 1,
        customerName: 'Mo Mailbox',
        customerEmail: traveler.email,
        customerPhone: '+1 555 0102',
      });
      await client.close();
      const mails = (await (await fetch(`${dev.server.url}/dev/mailbox.json`)).json()) as {
        kind: string;
        attachments: { filename: string; contentType: string; url: string }[];
      }[];
      const confirmation = mails.find((m) => m.kind === 'booking_confirmed')!;
      expect(confirmation.attachments.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
        { filename: 'booking.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
        // The ticket's QR code (docs/decisions/104).
        { filename: `ticket-${bookingReference(booking.id)}.svg`, contentType: 'image/svg+xml' },
      ]);
      expect(confirmation.attachments[0]!.url).toMatch(/^\/dev\/mailbox\/\d+\/attachments\/0$/);
      const file = await fetch(`${dev.server.url}${confirmation.attachments[0]!.url}`);
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="booking.ics"');
      expect(icsEvents(await file.text())[0]!.UID).toBe(`booking-${booking.id}@regen-marketplace`);
      const page = await (await fetch(`${dev.server.url}/dev/mailbox`)).text();
      expect(page).toContain(`<a href="${confirmation.attachments[0]!.url}" download>booking.ics</a>`);
      expect(page).toContain('booking_reminder');
      expect(page).toContain('scheduled for ');
      expect((await fetch(`${dev.server.url}/dev/mailbox/999999/attachments/0`)).status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});
