import sharp from 'sharp';
import { createApiClient } from '../helpers/client.ts';
import { createUser, TEST_PASSWORD } from '../helpers/factories.ts';
import { useOwnServer } from './own-server.ts';
import { expect, test } from './test.ts';

// Measured outcomes (issue 32, docs/decisions/107): the supplier declares what a session does and
// reports what it achieved with a photo; an admin verifies it; the traveler's receipt shows the
// points verified, by whom; the country page's chart changes on reload.
//
// A past session cannot be booked on the website, so this file runs its own server
// (own-server.ts) and makes the booking with factories.

const { env, open, signedInContext, screenshot, startedBooking } = useOwnServer();

test('a reported outcome with a photo, verified by an admin, verifies the traveler’s points and the country chart', async ({
  browser,
}) => {
  test.slow();
  const { supplierUser, traveler, booking, date } = await startedBooking({
    title: 'Karst Oak Planting',
    country: 'Slovenia',
    businessName: 'Karst Growers',
  });
  const supplierApi = createApiClient(env.server.url);
  await supplierApi.trpc.auth.signIn.mutate({ email: supplierUser.email, password: TEST_PASSWORD });
  await supplierApi.trpc.attendance.mark.mutate({ bookingId: booking.id, attendance: 'attended', attendedPeople: 2 });

  // The country page before: 900 points (3 hours × 150 × 2) awaiting, none verified.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, '/country/Slovenia');
  const impact = visitor.getByRole('region', { name: 'Measured impact in Slovenia' });
  await impact.scrollIntoViewIfNeeded();
  await expect(impact.getByTestId('impact-points-verified').locator('dd')).toHaveText('0');
  await expect(impact.getByTestId('impact-points-awaiting').locator('dd')).toHaveText('900');

  // The supplier declares what a session does, then reports the session with a photo.
  const supplierContext = await signedInContext(browser, supplierUser.email);
  const supplierPage = await supplierContext.newPage();
  await open(supplierPage, '/supplier-dashboard');
  const panel = supplierPage.getByRole('region', { name: 'Measured outcomes' });
  await panel.getByRole('button', { name: 'Declare outcomes for Karst Oak Planting' }).click();
  const declare = supplierPage.getByRole('dialog', { name: 'Outcomes of Karst Oak Planting' });
  await declare.getByRole('checkbox', { name: 'Trees planted' }).check();
  await declare.getByRole('textbox', { name: 'Expected per person (trees)' }).fill('3');
  await declare.getByRole('button', { name: 'Save outcomes' }).click();
  await expect(declare).toBeHidden();
  await expect(panel.getByText('plants ~3 trees per person')).toBeVisible();

  await panel.getByRole('button', { name: /^Report outcomes for Karst Oak Planting/ }).click();
  const report = supplierPage.getByRole('dialog', { name: 'What Karst Oak Planting achieved' });
  await expect(report.getByText('Expected for this session: 6 trees')).toBeVisible();
  await report.getByRole('textbox', { name: 'Trees planted (trees)' }).fill('7');
  await report.getByRole('textbox', { name: 'Note for the verifier (optional)' }).fill('Seven sessile oaks.');
  const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f855a' } })
    .png()
    .toBuffer();
  await report.getByLabel('Add photos').setInputFiles({ name: 'plot.png', mimeType: 'image/png', buffer: png });
  await expect(report.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
  await screenshot(supplierPage, 'outcomes-report-dialog', { target: report });
  await report.getByRole('button', { name: 'Send for verification' }).click();
  await expect(report).toBeHidden();
  const session = panel.getByTestId('outcome-session');
  await expect(session.getByText('Awaiting verification')).toBeVisible();
  await expect(session.getByText('Reported: 7 trees')).toBeVisible();
  await screenshot(supplierPage, 'outcomes-panel', { target: panel });

  // An admin verifies it.
  const admin = await createUser(env.db, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
  const adminContext = await signedInContext(browser, admin.email);
  const adminPage = await adminContext.newPage();
  await open(adminPage, '/outcomes/review');
  const card = adminPage.getByTestId('review-card').filter({ hasText: 'Karst Oak Planting' });
  await expect(card.getByText('7 trees', { exact: true })).toBeVisible();
  await expect(card.getByText('6 trees', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Evidence photo 1 of Karst Oak Planting' })).toBeVisible();
  await screenshot(adminPage, 'outcomes-review');
  await card.getByRole('button', { name: /^Verify/ }).click();
  await expect(adminPage.getByText('Report verified', { exact: true })).toBeVisible();

  // The traveler's receipt: the points are verified, by whom, with the evidence.
  const travelerApi = createApiClient(env.server.url);
  await travelerApi.trpc.auth.signIn.mutate({ email: traveler.email, password: TEST_PASSWORD });
  const receiptId = (await travelerApi.trpc.impact.mine.query()).credited[0]!.receiptId!;
  const travelerContext = await signedInContext(browser, traveler.email);
  const travelerPage = await travelerContext.newPage();
  await open(travelerPage, `/impact/receipts/${receiptId}`);
  const outcomes = travelerPage.getByRole('region', { name: 'Measured outcomes of this session' });
  await expect(outcomes.getByText('Verified', { exact: true })).toBeVisible();
  await expect(outcomes.getByText('Measured: 7 trees')).toBeVisible();
  await expect(outcomes.getByText(/^Verified by Ada Admin on /)).toBeVisible();
  await expect(outcomes.getByRole('img', { name: 'Evidence photo 1' })).toBeVisible();
  await screenshot(travelerPage, 'receipt-verified');
  await open(travelerPage, '/impact');
  await expect(travelerPage.getByTestId('impact-verified-split')).toHaveText('900 verified · 0 awaiting verification');

  // The country page, reloaded: the points are verified and the trees chart is drawn.
  await visitor.reload();
  await visitor.waitForFunction(() => document.getElementById('root')?.dataset.ready === 'true');
  await impact.scrollIntoViewIfNeeded();
  await expect(impact.getByTestId('impact-points-verified').locator('dd')).toHaveText('900');
  await expect(impact.getByTestId('impact-points-awaiting').locator('dd')).toHaveText('0');
  await expect(impact.getByTestId('impact-unit-trees_planted')).toContainText('Trees planted by month');
  await expect(impact.getByTestId('impact-unit-trees_planted')).toContainText(
    'In total: 7 trees verified, 0 trees awaiting verification.',
  );
  await screenshot(visitor, 'country-impact', { target: impact });

  // The site-wide report, server-rendered, for the session's year.
  await open(visitor, `/impact/report?year=${date.slice(0, 4)}`);
  await expect(visitor.getByRole('heading', { name: `Impact report ${date.slice(0, 4)}`, level: 1 })).toBeVisible();
  await expect(visitor.getByTestId('report-units')).toContainText('Trees planted (trees)');
  await screenshot(visitor, 'impact-report');

  await Promise.all([
    supplierContext.close(),
    adminContext.close(),
    travelerContext.close(),
    visitorContext.close(),
    supplierApi.close(),
    travelerApi.close(),
  ]);
});
