import { appReady, useOwnServer } from './own-server.ts';
import { expect, test } from './test.ts';

// After the activity (issue 13): a booking on a slot that has started, the supplier marks
// attendance, the traveler's open My Impact page shows the points arrive live, opens the
// receipt, shares it (the copy-link fallback) and the receipt opens signed out.
//
// The website cannot book the past, so this file runs its own server, in this process, on a
// fresh database (own-server.ts), and makes the booking with the api tests' factories: the same
// app as the shared one, with direct access to its database.

const { env, open, signedInContext, screenshot, startedBooking } = useOwnServer();

test('the supplier marks attendance, the points arrive live, and the shared receipt opens signed out', async ({
  browser,
}) => {
  // One journey across three browsers (traveler, supplier, visitor) with six screenshots.
  test.slow();
  const { supplierUser, traveler } = await startedBooking({
    title: 'Wetland Restoration Morning',
    country: 'Slovenia',
    businessName: 'Wetland Keepers',
  });

  // The traveler keeps My Impact open.
  const travelerContext = await signedInContext(browser, traveler.email);
  await travelerContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
  // No Web Share here, so the copy-link fallback is what runs.
  await travelerContext.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share');
  });
  const travelerPage = await travelerContext.newPage();
  await open(travelerPage, '/impact');
  await expect(travelerPage.getByRole('heading', { name: 'My Impact', level: 1 })).toBeVisible();
  await expect(travelerPage.getByTestId('impact-total')).toHaveText('0');
  await expect(travelerPage.getByText('No verified points yet')).toBeVisible();

  // The supplier marks attendance: 2 of the 2 people came.
  const supplierContext = await signedInContext(browser, supplierUser.email);
  const supplierPage = await supplierContext.newPage();
  await open(supplierPage, '/supplier-dashboard?view=bookings');
  const markButton = supplierPage.getByRole('button', { name: 'Mark attendance for Tara Traveler' });
  await markButton.click();
  const dialog = supplierPage.getByRole('dialog', { name: 'Mark attendance' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Attended/ })).toBeChecked();
  await expect(dialog.getByRole('spinbutton', { name: 'People who came (1–2)' })).toHaveValue('2');
  await screenshot(supplierPage, 'mark-attendance-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save attendance' }).click();
  await expect(dialog).toBeHidden();
  await expect(supplierPage.getByText('Attended: 2 of 2 people.')).toBeVisible();
  await expect(supplierPage.getByRole('button', { name: 'Correct attendance for Tara Traveler' })).toBeVisible();

  // The traveler's open page shows the points arrive, without a reload: 3 hours × 150 × 2.
  await expect(travelerPage.getByTestId('impact-total')).toHaveText('900');
  const credited = travelerPage.getByRole('region', { name: 'Verified activities' });
  await expect(credited.getByRole('heading', { name: 'Wetland Restoration Morning' })).toBeVisible();
  await expect(credited.getByText('+900 points')).toBeVisible();
  await expect(credited.getByText('Private')).toBeVisible();
  await screenshot(travelerPage, 'my-impact');

  // The receipt: private by default, made shared, then shared by copying its link.
  await credited.getByRole('link', { name: 'View receipt for Wetland Restoration Morning' }).click();
  await expect(travelerPage.getByRole('heading', { name: 'Tara T. earned 900 Regen Points®' })).toBeVisible();
  await expect(travelerPage.getByText('Attendance confirmed by Wetland Keepers')).toBeVisible();
  const receiptUrl = travelerPage.url();
  expect(new URL(receiptUrl).pathname).toMatch(/^\/impact\/receipts\/[0-9a-f-]{36}$/);
  await expect(travelerPage.getByText('Turn on sharing to share the link.')).toBeVisible();
  await travelerPage.getByRole('switch', { name: /Share this receipt/ }).check();
  await expect(travelerPage.getByText('Receipt shared', { exact: true })).toBeVisible();
  await travelerPage.getByRole('button', { name: 'Share receipt' }).click();
  await expect(travelerPage.getByText('Link copied', { exact: true })).toBeVisible();
  expect(await travelerPage.evaluate(() => navigator.clipboard.readText())).toBe(receiptUrl);
  await screenshot(travelerPage, 'receipt-owner');

  // Signed out, the shared receipt opens, with its share preview.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, new URL(receiptUrl).pathname);
  await expect(visitor.getByRole('heading', { name: 'Tara T. earned 900 Regen Points®' })).toBeVisible();
  await expect(visitor.getByText('Attendance confirmed by Wetland Keepers')).toBeVisible();
  await expect(visitor.getByRole('switch')).toHaveCount(0);
  await expect(visitor).toHaveTitle('Tara T. earned 900 Regen Points® · Regen Marketplace');
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Tara T. earned 900 Regen Points®',
  );
  await screenshot(visitor, 'receipt-public');

  // Made private again, the same link is not found for the visitor.
  await travelerPage.getByRole('switch', { name: /Share this receipt/ }).uncheck();
  await expect(travelerPage.getByText('Receipt private', { exact: true })).toBeVisible();
  await visitor.reload();
  await appReady(visitor);
  await expect(visitor.getByRole('heading', { name: 'Receipt not found' })).toBeVisible();

  // /profile shows the same verified total, and the booking as Completed.
  await open(travelerPage, '/profile');
  await expect(travelerPage.getByTestId('points-total')).toHaveText('900 points');
  await expect(
    travelerPage.getByRole('article', { name: 'Wetland Restoration Morning' }).getByText('Completed', { exact: true }),
  ).toBeVisible();

  await Promise.all([travelerContext.close(), supplierContext.close(), visitorContext.close()]);
});
