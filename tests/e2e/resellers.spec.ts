import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { daysFromToday } from '../helpers/clock.ts';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn, signInAsDemoAdmin, trpcMutation, uniqueEmail } from './helpers.ts';

// Issue 16: an admin creates a reseller and an API key in /admin, sees the key once, and revokes
// it; a supplier opts out of distribution on their dashboard and resellers no longer see them.

async function trpcQuery<T>(request: APIRequestContext, baseURL: string, path: string): Promise<T> {
  const response = await request.get(`${baseURL}/trpc/${path}`);
  if (!response.ok()) throw new Error(`${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: T } } }).result.data.json;
}

test('an admin creates a reseller and its API key, sees the key once, and revokes it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Trailfinders ${Date.now().toString(36)}`;
  await page.goto('/');
  await signIn(page, 'admin@regen.example', DEMO_PASSWORD);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Resellers (OCTO API)' })).toBeVisible();

  await page.getByLabel('Reseller name').fill(name);
  await page.getByRole('button', { name: 'Create reseller' }).click();
  await page.getByRole('button', { name: `New API key for ${name}` }).click();

  const key = page.getByLabel('New API key');
  await expect(key).toHaveText(/^regen_octo_\S{43}$/);
  const shown = (await key.textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy API key' }).click();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  // The key works against the OCTO API.
  const accepted = await page.request.get('/octo/supplier', { headers: { authorization: `Bearer ${shown}` } });
  expect(accepted.status()).toBe(200);

  // Once dismissed, the key is never shown again: the list keeps its first characters only.
  await page.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(page.getByLabel('New API key')).toHaveCount(0);
  await page.reload();
  const keys = page.getByRole('list', { name: `API keys of ${name}` });
  await expect(keys).toContainText(shown.slice(0, 17));
  await expect(page.getByText(shown)).toHaveCount(0);

  await keys.getByRole('button', { name: `Revoke key ${shown.slice(0, 17)}` }).click();
  await expect(keys.getByText('Revoked')).toBeVisible();
  const refused = await page.request.get('/octo/supplier', { headers: { authorization: `Bearer ${shown}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: 'UNAUTHORIZED' });

  // Revoking the reseller asks once more, then leaves it without a way to get keys.
  await page.getByRole('button', { name: `Revoke ${name}`, exact: true }).click();
  await page.getByRole('button', { name: `Keep ${name}` }).click();
  await expect(page.getByRole('button', { name: `Yes, revoke ${name}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Revoke ${name}`, exact: true }).click();
  await page.getByRole('button', { name: `Yes, revoke ${name}` }).click();
  await expect(page.getByRole('button', { name: `New API key for ${name}` })).toHaveCount(0);
  await expect(page.getByRole('heading', { name })).toContainText('Revoked');
});

test('a supplier who opts out of distribution is no longer listed by the OCTO API, and is again after opting back in', async ({
  page,
  baseURL,
}) => {
  const origin = baseURL!;
  const admin = await playwrightRequest.newContext({ baseURL: origin });
  await signInAsDemoAdmin(admin);
  const reseller = (await trpcMutation(admin, origin, 'resellers.create', { name: 'Opt-out Check Tours' })) as {
    id: string;
  };
  const { key } = (await trpcMutation(admin, origin, 'resellers.createKey', { resellerId: reseller.id })) as {
    key: string;
  };
  const listedProductIds = async () => {
    const response = await page.request.get('/octo/products', { headers: { authorization: `Bearer ${key}` } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: string }[]).map((p) => p.id);
  };

  // A supplier with one approved activity.
  const email = uniqueEmail('supplier');
  const password = 'e2e-password';
  await page.goto('/');
  const request = page.context().request;
  await trpcMutation(request, origin, 'auth.signUpSupplier', {
    businessName: 'Karst Rangers',
    contactPerson: 'Maja Kos',
    email,
    password,
    confirmPassword: password,
    location: 'Postojna, Slovenia',
    activityType: 'Environmental',
    description: 'Cave and karst walks.',
  });
  await signIn(page, email, password);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${origin}/api/uploads/activity-photo`, {
    headers: { origin },
    multipart: { file: { name: 'karst.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  await trpcMutation(request, origin, 'supplier.createActivity', {
    country: 'Slovenia',
    activityType: 'Environmental',
    title: 'Karst spring survey',
    description: 'Map the springs of the Postojna karst with a ranger.',
    impactDescription: 'Protects karst water sources',
    price: '30',
    durationHours: '3',
    maxParticipants: '8',
    photoUrl: url,
  });
  const activities = await trpcQuery<{ id: string; title: string }[]>(request, origin, 'supplier.myActivities');
  const activityId = activities.find((a) => a.title === 'Karst spring survey')!.id;
  await trpcMutation(admin, origin, 'admin.updateActivityStatus', { activityId, status: 'approved' });
  expect(await listedProductIds()).toContain(activityId);

  // The opt-out is under the dashboard's Settings tab (docs/decisions/105).
  await page.goto('/supplier-dashboard?view=settings');
  const optOut = page.getByRole('checkbox', {
    name: 'Do not offer my activities to resellers (travel agents booking through the OCTO API)',
  });
  await expect(optOut).not.toBeChecked();
  await optOut.check();
  await expect(page.getByText('Your activities are no longer offered to resellers.')).toBeVisible();
  await expect(optOut).toBeChecked();
  expect(await listedProductIds()).not.toContain(activityId);
  const hidden = await page.request.get(`/octo/products/${activityId}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(await hidden.json()).toMatchObject({ error: 'INVALID_PRODUCT_ID' });

  // The choice is kept: it is the supplier's, not the page's.
  await page.reload();
  await expect(optOut).toBeChecked();
  await optOut.uncheck();
  await expect(page.getByText('Your activities are offered to resellers again.')).toBeVisible();
  await expect(optOut).not.toBeChecked();
  expect(await listedProductIds()).toContain(activityId);
  await admin.dispose();
});

test('a supplier sees the whole contact a reseller confirmed a booking with (issue 34)', async ({ page, baseURL }) => {
  const origin = baseURL!;
  const admin = await playwrightRequest.newContext({ baseURL: origin });
  await signInAsDemoAdmin(admin);
  const reseller = (await trpcMutation(admin, origin, 'resellers.create', { name: 'Contact Check Tours' })) as {
    id: string;
  };
  const { key } = (await trpcMutation(admin, origin, 'resellers.createKey', { resellerId: reseller.id })) as {
    key: string;
  };
  const octo = async (path: string, data: unknown) => {
    const response = await page.request.post(`/octo${path}`, {
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      data,
    });
    expect(response.status()).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  // A supplier with one approved activity and one slot.
  const email = uniqueEmail('supplier');
  const password = 'e2e-password';
  await page.goto('/');
  const request = page.context().request;
  await trpcMutation(request, origin, 'auth.signUpSupplier', {
    businessName: 'Firth Walks',
    contactPerson: 'Isla Reid',
    email,
    password,
    confirmPassword: password,
    location: 'Edinburgh, United Kingdom',
    activityType: 'Environmental',
    description: 'Shoreline walks on the Firth of Forth.',
  });
  await signIn(page, email, password);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const upload = await request.post(`${origin}/api/uploads/activity-photo`, {
    headers: { origin },
    multipart: { file: { name: 'firth.png', mimeType: 'image/png', buffer: png } },
  });
  const { url } = (await upload.json()) as { url: string };
  await trpcMutation(request, origin, 'supplier.createActivity', {
    country: 'United Kingdom',
    activityType: 'Environmental',
    title: 'Seagrass count on the Firth',
    description: 'Count seagrass shoots at low tide with a marine ranger.',
    impactDescription: 'Maps seagrass recovery',
    price: '25',
    durationHours: '2',
    maxParticipants: '6',
    photoUrl: url,
  });
  const activities = await trpcQuery<{ id: string; title: string }[]>(request, origin, 'supplier.myActivities');
  const activityId = activities.find((a) => a.title === 'Seagrass count on the Firth')!.id;
  await trpcMutation(admin, origin, 'admin.updateActivityStatus', { activityId, status: 'approved' });
  const date = daysFromToday(30);
  await trpcMutation(request, origin, 'supplier.addSlots', {
    activityId,
    mode: 'single',
    date,
    startTime: '09:00',
    endTime: '11:00',
    spots: '8',
  });

  // The reseller reserves and confirms with the whole OCTO contact.
  const [slot] = (await octo('/availability', {
    productId: activityId,
    optionId: 'DEFAULT',
    localDate: date,
  })) as unknown as { id: string }[];
  const uuid = crypto.randomUUID();
  await octo('/bookings', {
    uuid,
    productId: activityId,
    optionId: 'DEFAULT',
    availabilityId: slot!.id,
    unitItems: [{ unitId: 'ADULT' }, { unitId: 'ADULT' }],
  });
  await octo(`/bookings/${uuid}/confirm`, {
    resellerReference: 'CC-77',
    contact: {
      firstName: 'Mary',
      lastName: 'Somerville',
      emailAddress: 'mary@example.test',
      phoneNumber: '+44 131 0000',
      country: 'GB',
      postalCode: 'EH1 1AA',
      locales: ['en', 'fr'],
      notes: 'Arrives by train',
    },
  });

  await page.goto('/supplier-dashboard');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const card = page
    .getByRole('region', { name: 'Current Bookings' })
    .getByRole('listitem')
    .filter({ hasText: 'Mary Somerville (via Contact Check Tours, ref CC-77)' });
  await expect(card.getByRole('link', { name: 'mary@example.test' })).toBeVisible();
  const detail = (term: string) => card.getByRole('term').filter({ hasText: term }).locator('xpath=../dd');
  await expect(detail('Country:')).toHaveText('United Kingdom');
  await expect(detail('Postal code:')).toHaveText('EH1 1AA');
  await expect(detail('Languages:')).toHaveText('English and French');
  await expect(detail('Notes:')).toHaveText('Arrives by train');
  await admin.dispose();
});
