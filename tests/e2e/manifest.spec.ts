import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import QRCode from 'qrcode';
import { sql } from 'kysely';
import { ticketCode } from '../../server/src/modules/tickets/tickets.ts';
import {
  createApprovedActivity,
  createSlot,
  createSupplier,
  createUser,
  dbNow,
  daysFromToday,
  insertBooking,
  TEST_PASSWORD,
} from '../helpers/factories.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { expect, test } from './test.ts';

// The day's manifest (issue 31 parts 5–7, docs/decisions/104): the supplier opens a slot's
// manifest, a booking arrives live, a ticket is checked in by its typed code and another by the
// camera (Chromium's fake capture device plays a video of the ticket's QR code, made here), the
// rest of the slot is checked in at once, a booking is marked paid, and another slot is
// cancelled for the weather. Like after-the-activity.spec.ts, the file runs its own server in
// this process (a slot starting within hours, tickets signed with a known key).

const TICKET_SECRET = 'e2e-manifest-ticket-secret-0123456789abc';
let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  env = await setupTestEnvironment({
    CLIENT_DIST: process.env.CLIENT_DIST ?? 'client/dist',
    RATE_LIMITS: 'false',
    TICKET_SECRET,
  });
});
test.afterAll(async () => {
  await env?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function open(page: Page, pathname: string) {
  await page.goto(env.server.url + pathname);
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
}

async function signIn(context: BrowserContext, email: string) {
  const response = await context.request.post(`${env.server.url}/trpc/auth.signIn`, {
    data: { json: { email, password: TEST_PASSWORD } },
    headers: { origin: env.server.url, 'content-type': 'application/json' },
  });
  expect(response.ok()).toBe(true);
}

/**
 * A fixed-offset zone in which `hoursAhead` from the database's now falls between 06:00 and
 * 17:59, and that time there: a slot starting then and ending an hour later never crosses
 * midnight, whatever the hour the test runs.
 */
async function slotTimeAhead(hoursAhead: number) {
  const utcHour = (dbNow().getUTCHours() + hoursAhead) % 24;
  const offset = [...Array(27).keys()]
    .map((i) => i - 12)
    .find((o) => {
      const local = (((utcHour + o) % 24) + 24) % 24;
      return local >= 6 && local <= 16;
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

/**
 * A Y4M video (what Chromium's fake capture device plays, in a loop) of a QR code: white frames,
 * black modules, 4:2:0 with neutral chroma. Written here from the code's modules, so the camera
 * sees exactly this ticket.
 */
async function qrVideo(text: string): Promise<string> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const width = 640;
  const height = 480;
  const scale = Math.floor(400 / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (!modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy += 1) {
        const row = (top + (y + 4) * scale + dy) * width + left + (x + 4) * scale;
        luma.fill(16, row, row + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const file = path.join(tmpdir(), `manifest-ticket-${process.pid}-${Date.now()}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]));
  return file;
}

test('the supplier runs the day from the manifest: live bookings, check-in by code and camera, payment, a slot cancelled', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { user: supplierUser, supplier } = await createSupplier(env.db, { businessName: 'Alpine Meadows' });
  const activity = await createApprovedActivity(env.db, supplier.id, {
    title: 'Scything the high meadow',
    durationHours: 2,
    maxParticipants: 12,
  });
  const at = await slotTimeAhead(1);
  await env.db.updateTable('activities').set({ time_zone: at.timeZone }).where('id', '=', activity.id).execute();
  const slot = await createSlot(env.db, activity.id, {
    date: at.date,
    startTime: at.start,
    endTime: at.end,
    spots: 12,
  });
  const traveler = await createUser(env.db, { firstName: 'Tara', lastName: 'Traveler' });
  const tara = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: slot.id,
    userId: traveler.id,
    date: at.date,
    time: at.start,
    people: 2,
    customerName: 'Tara Traveler',
    specialRequests: 'Vegetarian lunch',
  });
  const ben = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: slot.id,
    date: at.date,
    time: at.start,
    people: 3,
    customerName: 'Ben Booker',
  });
  await env.db
    .updateTable('bookings')
    .set({ payment_status: 'pending' })
    .where('availability_id', '=', slot.id)
    .execute();
  const tomorrow = await createSlot(env.db, activity.id, {
    date: daysFromToday(3),
    startTime: '09:00',
    endTime: '11:00',
  });
  await insertBooking(env.db, {
    activityId: activity.id,
    slotId: tomorrow.id,
    date: daysFromToday(3),
    people: 2,
    customerName: 'Wes Weather',
  });

  const supplierContext = await browser.newContext({ viewport: PHONE });
  await signIn(supplierContext, supplierUser.email);
  const page = await supplierContext.newPage();
  await open(page, `/supplier-dashboard/manifest/${slot.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manifest: Scything the high meadow' })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Tara Traveler' })).toContainText('2 adults');
  await expect(page.getByRole('row', { name: 'Tara Traveler' })).toContainText('Special requests: Vegetarian lunch');
  await expect(page.getByRole('row', { name: 'Ben Booker' })).toContainText('To pay on site');

  // A booking arrives while the manifest is open: it appears without a reload.
  const newcomer = await createUser(env.db, { firstName: 'Cara', lastName: 'Newcomer' });
  const newcomerContext = await browser.newContext();
  await signIn(newcomerContext, newcomer.email);
  const created = await newcomerContext.request.post(`${env.server.url}/trpc/booking.create`, {
    data: {
      json: {
        activityId: activity.id,
        availabilityId: slot.id,
        numberOfPeople: 1,
        customerName: 'Cara Newcomer',
        customerEmail: newcomer.email,
        customerPhone: '+41 79 123 45 67',
      },
    },
    headers: { origin: env.server.url, 'content-type': 'application/json' },
  });
  expect(created.ok()).toBe(true);
  await expect(page.getByRole('row', { name: 'Cara Newcomer' })).toBeVisible();
  await expect(page.getByText('New booking: Cara Newcomer')).toBeVisible();

  // Check-in by the typed code; the same code again checks in once.
  const codeBox = page.getByLabel('Ticket code');
  await codeBox.fill(ticketCode(TICKET_SECRET, tara.id).toLowerCase());
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText(
    'Tara Traveler checked in: 2 people.',
  );
  await expect(page.getByRole('row', { name: 'Tara Traveler' })).toContainText('Checked in (2 people)');
  await codeBox.fill(ticketCode(TICKET_SECRET, tara.id));
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'checked in' })).toHaveText(
    'Already checked in: Tara Traveler.',
  );
  await codeBox.fill('NOT-A-TICKET');
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ticket code' })).toHaveText(
    'This is not a valid ticket code. Check the code and try again.',
  );

  // Check-in by the camera: a second browser whose camera sees Ben's ticket.
  const video = await qrVideo(ticketCode(TICKET_SECRET, ben.id));
  const cameraBrowser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const cameraContext = await cameraBrowser.newContext({ viewport: PHONE, permissions: ['camera'] });
    await signIn(cameraContext, supplierUser.email);
    const camera = await cameraContext.newPage();
    await open(camera, `/supplier-dashboard/manifest/${slot.id}`);
    await camera.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(camera.getByRole('status').filter({ hasText: 'checked in' })).toHaveText(
      'Ben Booker checked in: 3 people.',
      {
        timeout: 30_000,
      },
    );
    await camera.getByRole('button', { name: 'Stop camera' }).click();
  } finally {
    await cameraBrowser.close();
  }
  // The first phone's manifest follows (the check-in's change, read again on its next action).
  await page.reload();
  await page.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
  await expect(page.getByRole('row', { name: 'Ben Booker' })).toContainText('Checked in (3 people)');

  // The rest of the slot in one step.
  await page.getByRole('button', { name: 'Check in everyone' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Check in everyone' }).click();
  await expect(page.getByText('1 booking checked in.')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Cara Newcomer' })).toContainText('Checked in (1 person)');
  await expect(page.getByText('3 of 3 checked in')).toBeVisible();

  // Paid on site, by card.
  const taraRow = page.getByRole('row', { name: 'Tara Traveler' });
  await taraRow.getByLabel('Payment method').selectOption('card');
  await taraRow.getByRole('button', { name: 'Mark paid: Tara Traveler’s booking' }).click();
  await expect(taraRow).toContainText('Paid (card)');
  await expect(page.getByText('1 of 3 paid')).toBeVisible();
  const paid = await env.db
    .selectFrom('bookings')
    .select(['payment_status', 'payment_method'])
    .where('id', '=', tara.id)
    .executeTakeFirstOrThrow();
  expect(paid).toEqual({ payment_status: 'completed', payment_method: 'card' });

  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: '/tmp/shots-manifest/manifest-1280.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: '/tmp/shots-manifest/manifest-390.png', fullPage: true });

  // Another day's slot cancelled for the weather: every booking cancelled with the reason.
  await open(page, `/supplier-dashboard/manifest/${tomorrow.id}`);
  await page.getByRole('button', { name: 'Cancel time slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this time slot' });
  await dialog.getByLabel('Reason').fill('Storm warning: the meadow is closed');
  await dialog.getByRole('button', { name: 'Cancel time slot' }).click();
  await expect(page.getByText('Time slot cancelled: 1 booking cancelled.')).toBeVisible();
  await expect(page.getByRole('row', { name: 'Wes Weather' })).toContainText(
    'Cancelled: Storm warning: the meadow is closed',
  );
  await expect(page.getByText('This time slot is cancelled.')).toBeVisible();

  // The traveler's ticket on their booking page (an upcoming booking, paid on site).
  const una = await createUser(env.db, { firstName: 'Una', lastName: 'Upcoming' });
  const later = await createSlot(env.db, activity.id, { date: daysFromToday(5) });
  const upcoming = await insertBooking(env.db, {
    activityId: activity.id,
    slotId: later.id,
    userId: una.id,
    date: daysFromToday(5),
    customerName: 'Una Upcoming',
  });
  const travelerContext = await browser.newContext({ viewport: PHONE });
  await signIn(travelerContext, una.email);
  const travelerPage = await travelerContext.newPage();
  await open(travelerPage, `/bookings/${upcoming.id}`);
  const ticket = travelerPage.getByRole('region', { name: 'Your ticket' });
  await expect(ticket).toContainText(`Ticket code: ${ticketCode(TICKET_SECRET, upcoming.id)}`);
  await expect(
    ticket.getByRole('img', { name: `QR code of ticket ${ticketCode(TICKET_SECRET, upcoming.id)}` }),
  ).toBeVisible();
  await expect(ticket).toContainText('Paid on site.');
  await travelerPage.screenshot({ path: '/tmp/shots-manifest/ticket-390.png', fullPage: true });
  await travelerPage.setViewportSize(DESKTOP);
  await travelerPage.screenshot({ path: '/tmp/shots-manifest/ticket-1280.png', fullPage: true });
});
