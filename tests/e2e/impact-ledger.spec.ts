import { countryActions } from '@regen/shared/rules/actions';
import { appReady, useOwnServer } from './own-server.ts';
import { expect, test } from './test.ts';

// The public impact ledger (issue 32 parts 3, 4, 6; docs/decisions/106): a supplier marks
// attendance, the public ledger lists the credit (pseudonymous), a visitor filters it by
// destination, reads the methodology, and a traveler logs a suggested action as self-reported,
// which My Impact shows apart from the verified total.
//
// Like after-the-activity.spec.ts, this file runs its own server (own-server.ts) and makes past
// bookings with the api tests' factories.

const { env, open, signedInContext, screenshot, startedBooking } = useOwnServer();

/** A started slot of a 3-hour activity (450 points a person) with Tara's booking of 2 people. */
const attendedBookingIn = (country: string, title: string, businessName: string) =>
  startedBooking({ country, title, businessName });

test('the public ledger lists a credit after attendance, filters by destination, explains itself, and keeps self-reported actions apart', async ({
  browser,
}) => {
  test.slow();
  const slovenia = await attendedBookingIn('Slovenia', 'Wetland Restoration Morning', 'Wetland Keepers');
  const croatia = await attendedBookingIn('Croatia', 'Seagrass Count Dive', 'Blue Adriatic');

  // The supplier marks attendance in the dashboard: 2 of the 2 people came.
  const supplierContext = await signedInContext(browser, slovenia.supplierUser.email);
  const supplierPage = await supplierContext.newPage();
  await open(supplierPage, '/supplier-dashboard?view=bookings');
  await supplierPage.getByRole('button', { name: 'Mark attendance for Tara Traveler' }).click();
  const dialog = supplierPage.getByRole('dialog', { name: 'Mark attendance' });
  await dialog.getByRole('button', { name: 'Save attendance' }).click();
  await expect(supplierPage.getByText('Attended: 2 of 2 people.')).toBeVisible();

  // The other supplier's credit, through the same procedure.
  const other = await signedInContext(browser, croatia.supplierUser.email);
  const marked = await other.request.post(`${env.server.url}/trpc/attendance.mark`, {
    data: { json: { bookingId: croatia.booking.id, attendance: 'attended', attendedPeople: 1 } },
    headers: { origin: env.server.url, 'content-type': 'application/json' },
  });
  expect(marked.ok()).toBe(true);

  // A visitor opens the ledger from the footer: both credits, newest first, no traveler's name.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await open(visitor, '/');
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Impact ledger' }).click();
  await expect(visitor.getByRole('heading', { name: 'Impact ledger', level: 1 })).toBeVisible();
  await expect(visitor).toHaveURL(/\/impact\/ledger$/);
  await expect(visitor.getByText('2 entries in the chain')).toBeVisible();
  const entries = visitor.getByTestId('ledger-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('No. 2');
  await expect(entries.nth(0)).toContainText('Seagrass Count Dive');
  await expect(entries.nth(1)).toContainText('No. 1');
  await expect(entries.nth(1)).toContainText('Attendance credited');
  await expect(entries.nth(1)).toContainText('Wetland Restoration Morning');
  await expect(entries.nth(1)).toContainText('+900 Regen Points®');
  await expect(entries.nth(1)).toContainText('2 people attended');
  await expect(entries.nth(1).getByText(/^Traveler [0-9a-f]{8}$/)).toBeVisible();
  await expect(visitor.getByText('Tara')).toHaveCount(0);
  await screenshot(visitor, 'impact-ledger');

  // Filtered by destination: only Slovenia's entry, and the URL says so.
  await visitor.getByLabel('Destination').selectOption('Slovenia');
  await visitor.getByRole('button', { name: 'Show entries' }).click();
  await expect(visitor).toHaveURL(/destination=Slovenia/);
  await expect(visitor.getByText('1 entry matches')).toBeVisible();
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Wetland Restoration Morning');
  // The filtered page is served as it is, too (a reload renders it on the server).
  await visitor.reload();
  await appReady(visitor);
  await expect(entries).toHaveCount(1);
  await visitor.getByRole('link', { name: 'Clear filters' }).click();
  await expect(entries).toHaveCount(2);

  // The methodology page: how to verify, the units from the catalogue, the limits.
  await visitor.getByRole('link', { name: 'How Regen Points® and outcomes are measured' }).click();
  await expect(
    visitor.getByRole('heading', { name: 'How impact is measured, and what we do not claim', level: 1 }),
  ).toBeVisible();
  for (const heading of [
    'What Regen Points® are',
    'What Regen Points® are not',
    'Measured outcomes and their methods',
    'How evidence is verified, and by whom',
    'What is self-reported',
    'How the ledger works',
    'How to verify the chain',
    'The limits of what we claim',
  ]) {
    await expect(visitor.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
  }
  await expect(visitor.getByRole('heading', { name: 'Trees planted (trees)', level: 3 })).toBeVisible();
  await expect(visitor.getByText('npm run ledger:verify -- https://…/impact/ledger.json')).toBeVisible();
  await screenshot(visitor, 'impact-methodology');

  // The traveler logs a suggested action as practised: guidance, never points.
  const action = countryActions('Slovenia')[0]!;
  const travelerContext = await signedInContext(browser, slovenia.traveler.email);
  const travelerPage = await travelerContext.newPage();
  await open(travelerPage, '/actions/Slovenia');
  await travelerPage.getByRole('button', { name: action.title }).click();
  const panel = travelerPage.getByRole('region', { name: action.title });
  await expect(panel.getByText('450 Regen points per day')).toBeVisible();
  await expect(
    panel.getByText('Guidance: what this action is worth a day when practised. Nobody has earned it yet.'),
  ).toBeVisible();
  await panel.getByLabel('Days practised').fill('3');
  await panel.getByRole('button', { name: 'Log as self-reported' }).click();
  await expect(panel.getByText('Logged on My Impact as self-reported: 3 days.')).toBeVisible();
  await screenshot(travelerPage, 'actions-self-report');

  await open(travelerPage, '/impact');
  await expect(travelerPage.getByTestId('impact-total')).toHaveText('900');
  const selfReported = travelerPage.getByRole('region', { name: 'Self-reported actions' });
  await expect(selfReported.getByText(`${action.title} · Slovenia`)).toBeVisible();
  await expect(selfReported.getByText(/^3 days · guidance 450 a day · logged /)).toBeVisible();
  await expect(
    selfReported.getByText('At the guidance figures: 1,350. Self-reported, not credited, not verified.'),
  ).toBeVisible();
  await screenshot(travelerPage, 'my-impact-self-reported');

  await Promise.all([supplierContext.close(), other.close(), visitorContext.close(), travelerContext.close()]);
});
