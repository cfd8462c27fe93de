import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './test.ts';
import { localDaysAhead, signIn, signInAsDemoAdmin, trpcMutation, uniqueEmail } from './helpers.ts';

// Issue 31 parts 1 and 2 (docs/decisions/102) in a real browser: a supplier fills the "More
// details" (a pin placed on the map, two photos with descriptions, reordered), the activity goes
// live, the supplier retitles it while it stays live and bookable for a traveler, and the admin
// reviews the change field by field and approves it.

async function trpcQuery<T>(request: APIRequestContext, baseURL: string, path: string, input?: unknown): Promise<T> {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await request.get(`${baseURL}/trpc/${path}${query}`);
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

async function png(background: string) {
  return sharp({ create: { width: 320, height: 200, channels: 3, background } })
    .png()
    .toBuffer();
}

/** The coordinates the pin's status line shows ('Pin at 45.49, 13.6'). */
function pinAt(status: string | null) {
  const match = /^Pin at (-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)$/.exec(status ?? '');
  if (!match) throw new Error(`not a pin position: ${status}`);
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

async function expectToast(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}

test('a supplier fills the details, edits a live activity that stays bookable, and the admin approves the change', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL!;
  const email = uniqueEmail('supplier');
  const password = 'e2e-password';
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await trpcMutation(page.context().request, origin, 'auth.signUpSupplier', {
    businessName: 'Salt Pan Wardens',
    contactPerson: 'Mila Sol',
    email,
    password,
    confirmPassword: password,
    phone: '+386 5 672 1330',
    location: 'Portorož, Slovenia',
    activityType: 'Environmental',
    description: 'Walks and work days on the salt pans.',
  });
  await signIn(page, email, password);

  // The spec's fields, then the optional details below them.
  await page.goto('/supplier-dashboard?view=add');
  await expect(page.getByRole('heading', { name: 'Add New Activity' })).toBeVisible();
  await page.getByLabel('Country').selectOption('Slovenia');
  await page.getByLabel('Activity Type').selectOption('Environmental');
  await page.getByLabel('Activity Title').fill('Saltpans walk');
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Walk the salt pans with a warden, rake salt the old way and learn how the birds nest here.');
  await page.getByLabel('Impact Description').fill('Keeps the salt pans and their birds alive');
  await page.getByLabel('Price per person (USD)').fill('40');
  await page.getByLabel('Duration (hours)').fill('3');
  await page.getByLabel('Max People').fill('10');
  await page
    .getByLabel('Cover Photo')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png('#2f855a') });
  await expect(page.getByRole('img', { name: 'Selected activity photo' })).toBeVisible();

  const more = page.getByRole('group', { name: 'More details' });
  await more.getByLabel('Meeting point address').fill('Sečovlje Salina visitor centre, Seča 115, Portorož');
  await expect(more.getByTestId('pin-status')).toHaveText('No pin placed');
  await more.getByRole('button', { name: 'Place the pin on a map' }).click();
  const map = more.getByRole('region', { name: 'Map: click to place the meeting point' });
  await expect(map.getByText('Loading map…')).toBeHidden();
  await map.click({ position: { x: 300, y: 120 } });
  await expect(more.getByTestId('pin-status')).toHaveText(/^Pin at -?\d+(\.\d+)?, -?\d+(\.\d+)?$/);
  const pin = map.getByRole('button', { name: 'Meeting point pin' });
  await expect(pin).toBeVisible();
  // The pin is dragged to another spot: the coordinates follow it (and are the ones saved below).
  const clicked = pinAt(await more.getByTestId('pin-status').textContent());
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2 + 60, { steps: 12 });
  await page.mouse.up();
  await expect(more.getByTestId('pin-status')).not.toHaveText(`Pin at ${clicked.latitude}, ${clicked.longitude}`);
  const dragged = pinAt(await more.getByTestId('pin-status').textContent());
  // Dragged right and down: east and south of where the click put it.
  expect(dragged.longitude).toBeGreaterThan(clicked.longitude);
  expect(dragged.latitude).toBeLessThan(clicked.latitude);
  await more.getByLabel('What is included').fill('Warden guide\nSalt rake and boots');
  await more.getByLabel('What to bring').fill('Sun hat\nWater');
  await more.getByLabel('Languages').fill('Slovenian, English');
  await more.getByLabel('Effort level').selectOption('low');
  await more.getByLabel('About the effort').fill('flat walk in the sun');

  // Two photos with descriptions; the second moves up.
  await more
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'pans.png', mimeType: 'image/png', buffer: await png('#1d4ed8') });
  await expect(more.getByLabel('Description of photo 1')).toBeVisible();
  await more
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'rake.png', mimeType: 'image/png', buffer: await png('#b45309') });
  await expect(more.getByLabel('Description of photo 2')).toBeVisible();
  await more.getByLabel('Description of photo 1').fill('Salt pans at low sun');
  await more.getByLabel('Description of photo 2').fill('Raking salt by hand');
  await more.getByRole('button', { name: 'Move photo 2 up' }).click();
  await expect(more.getByLabel('Description of photo 1')).toHaveValue('Raking salt by hand');
  await expect(more.getByLabel('Description of photo 2')).toHaveValue('Salt pans at low sun');

  await page.getByRole('button', { name: 'Create Activity' }).click();
  await expectToast(page, 'Activity Submitted for Review');

  // An admin approves it (through the API: the dashboard's approval has its own test).
  const [created] = await trpcQuery<{ id: string; title: string }[]>(
    page.context().request,
    origin,
    'supplier.myActivities',
  );
  expect(created!.title).toBe('Saltpans walk');
  const adminApi = await playwrightRequest.newContext({ baseURL: origin });
  await signInAsDemoAdmin(adminApi);
  await trpcMutation(adminApi, origin, 'admin.updateActivityStatus', { activityId: created!.id, status: 'approved' });
  const details = await trpcQuery<{
    gallery: { alt: string }[];
    meetingPoint: { address: string; latitude: number | null; longitude: number | null };
    included: string[];
    effort: string;
  }>(adminApi, origin, 'catalogue.activityPage', { activityId: created!.id });
  expect(details.gallery.map((p) => p.alt)).toEqual(['Raking salt by hand', 'Salt pans at low sun']);
  expect(details.meetingPoint.address).toBe('Sečovlje Salina visitor centre, Seča 115, Portorož');
  expect(details.meetingPoint).toMatchObject({ latitude: dragged.latitude, longitude: dragged.longitude });
  expect(details).toMatchObject({
    included: ['Warden guide', 'Salt rake and boots'],
    effort: 'Low - flat walk in the sun',
  });
  await trpcMutation(page.context().request, origin, 'supplier.addSlots', {
    activityId: created!.id,
    mode: 'single',
    date: localDaysAhead(20),
    startTime: '09:00',
    endTime: '12:00',
    spots: 10,
  });

  // The supplier fixes the title of the live activity: the change waits, the activity stays live.
  await page.goto('/supplier-dashboard');
  const card = page.getByRole('listitem').filter({ hasText: 'Saltpans walk' });
  await card.getByRole('button', { name: 'Edit Saltpans walk' }).click();
  const edit = page.getByRole('form', { name: 'Edit Saltpans walk' });
  await expect(edit.getByLabel('Description of photo 1')).toHaveValue('Raking salt by hand');
  await edit.getByLabel('Title', { exact: true }).fill('Salt pans walk');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Activity Updated');
  await expect(card.getByText('Changes waiting for review')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Saltpans walk' })).toBeVisible();
  await expect(card.getByText('Live', { exact: true })).toBeVisible();

  // A traveler still finds it live and books it.
  const travelerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const traveler = await travelerContext.newPage();
  await traveler.goto(`${origin}/booking/${created!.id}`);
  await expect(traveler.getByRole('heading', { level: 1, name: 'Saltpans walk' })).toBeVisible();
  const travelerEmail = uniqueEmail('traveler');
  await trpcMutation(travelerContext.request, origin, 'auth.signUpTraveler', {
    firstName: 'Tara',
    lastName: 'Traveler',
    email: travelerEmail,
    password: 'e2e-password',
    confirmPassword: 'e2e-password',
  });
  await trpcMutation(travelerContext.request, origin, 'auth.signIn', {
    email: travelerEmail,
    password: 'e2e-password',
  });
  const [slot] = await trpcQuery<{ id: string }[]>(travelerContext.request, origin, 'booking.availability', {
    activityId: created!.id,
  });
  const booking = (await trpcMutation(travelerContext.request, origin, 'booking.create', {
    activityId: created!.id,
    availabilityId: slot!.id,
    numberOfPeople: 2,
    customerName: 'Tara Traveler',
    customerEmail: travelerEmail,
    customerPhone: '+386 40 123 456',
  })) as { status: string };
  expect(booking.status).toBe('confirmed');

  // The admin sees what changed and approves it.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await signInAsDemoAdmin(adminContext.request);
  await admin.goto(`${origin}/admin`);
  const panel = admin.getByTestId('revisions-panel');
  await panel.getByRole('button', { name: 'Review changes to Saltpans walk' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Changes to Saltpans walk' });
  const titleRow = dialog.getByRole('row', { name: /^Title/ });
  await expect(titleRow.getByRole('cell').first()).toContainText('Saltpans walk');
  await expect(titleRow.getByRole('cell').last()).toContainText('Salt pans walk');
  await expect(dialog.getByRole('rowheader')).toHaveText(['Title']);
  await dialog.getByRole('button', { name: 'Approve changes' }).click();
  await expectToast(admin, 'Changes approved');
  await expect(panel.getByRole('button', { name: 'Review changes to Saltpans walk' })).toBeHidden();

  await traveler.reload();
  await expect(traveler.getByRole('heading', { level: 1, name: 'Salt pans walk' })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Salt pans walk' }).getByText('Changes waiting for review'),
  ).toBeHidden();

  await adminApi.dispose();
  await travelerContext.close();
  await adminContext.close();
});
