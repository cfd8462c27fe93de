import { expect, test } from './test.ts';
import { DEMO_PASSWORD, daysAhead, pickCalendarDay, signIn, signUpAndSignInTraveler } from './helpers.ts';

// Issue 31 parts 3 and 4 (docs/decisions/103) at phone size: a supplier prices children, asks a
// required question and makes a promo code; a traveler books 2 adults and 1 child with the code,
// answers, sees the server's total; the supplier reads the answer on the booking. Against the
// demo's Carpathian Commons, whose wolf-tracking day no other test books ($55 per adult).

const ACTIVITY = 'Bieszczady Wolf and Bison Tracking';
test.use({ viewport: { width: 390, height: 844 } });

test('a supplier adds a child price, a required question and a code; a traveler books a party with them', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page, 'carpathian@regen.example', DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');
  await page.getByRole('tab', { name: 'Activities' }).click();
  await page.getByRole('button', { name: `Prices & questions for ${ACTIVITY}` }).click();
  const panel = page.getByRole('dialog', { name: `Prices & questions: ${ACTIVITY}` });
  await expect(panel.getByText('The adult price is the activity’s price, $55 per person')).toBeVisible();

  await panel.getByLabel('Offer a child price').check();
  await panel.getByLabel('Child price (USD)').fill('30');
  await panel.getByLabel('From age').fill('6');
  await panel.getByLabel('To age').fill('12');
  await panel.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved')).toBeVisible();

  await panel.getByRole('button', { name: 'Add question' }).click();
  await panel.getByRole('textbox', { name: 'Question', exact: true }).fill('Any dietary needs?');
  await panel.getByLabel('Required').check();
  await panel.getByRole('button', { name: 'Save questions' }).click();
  await expect(page.getByText('Questions saved')).toBeVisible();

  await panel.getByRole('textbox', { name: 'Code', exact: true }).fill('wolf10');
  await panel.getByRole('textbox', { name: 'Amount', exact: true }).fill('10');
  await panel.getByRole('button', { name: 'Create code' }).click();
  await expect(panel.getByText('WOLF10', { exact: true })).toBeVisible();
  await expect(panel.getByText('10% off · Bieszczady Wolf and Bison Tracking · 0 uses')).toBeVisible();
  await page.keyboard.press('Escape');

  // The traveler, in a browser of their own.
  const travelerContext = await browser.newContext({ baseURL: baseURL!, viewport: { width: 390, height: 844 } });
  const traveler = await travelerContext.newPage();
  await signUpAndSignInTraveler(traveler, 'Petra', 'Party');
  await traveler.goto('/experiences/Poland');
  await traveler.getByRole('link', { name: `Book Now: ${ACTIVITY}` }).click();
  await expect(traveler.getByRole('heading', { level: 1, name: ACTIVITY })).toBeVisible();
  await pickCalendarDay(traveler, daysAhead(9));
  await traveler.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first().check();
  // With kinds of guest the form asks how many of each, instead of "Number of People".
  await expect(traveler.getByLabel('Number of people')).toHaveCount(0);
  await traveler.getByLabel('Adult', { exact: true }).selectOption('2');
  await traveler.getByLabel('Child', { exact: true }).selectOption('1');
  await expect(traveler.getByText('$30 each · ages 6–12')).toBeVisible();
  await expect(traveler.getByTestId('booking-total')).toHaveText('$140');
  await traveler.getByLabel('Phone').fill('+48 600 123 456');
  await traveler.getByLabel('Any dietary needs?').fill('One vegetarian');

  await traveler.getByLabel('Promo code').fill('nope');
  await traveler.getByRole('button', { name: 'Apply' }).click();
  await expect(traveler.getByText('Unknown promo code. Check the spelling and try again.')).toBeVisible();
  await traveler.getByLabel('Promo code').fill('wolf10');
  await traveler.getByRole('button', { name: 'Apply' }).click();
  await expect(traveler.getByText('WOLF10 applied: $14 off')).toBeVisible();
  await expect(traveler.getByTestId('booking-total')).toHaveText('$126');

  await traveler.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(traveler).toHaveURL(/\/traveler-dashboard$/);
  await traveler.getByRole('link', { name: 'View confirmation' }).click();
  await expect(traveler.getByText('$126, paid on site')).toBeVisible();
  const extras = traveler.getByTestId('booking-extras');
  await expect(extras).toContainText('Guests 2 adults, 1 child');
  await expect(extras).toContainText('Promo code WOLF10: $14 off');
  await expect(extras).toContainText('Any dietary needs?');
  await expect(extras).toContainText('One vegetarian');
  await travelerContext.close();

  // The supplier reads the party and the answer on the booking.
  await page.reload();
  await page.getByRole('tab', { name: 'Bookings' }).click();
  const booking = page.getByRole('listitem').filter({ hasText: 'Petra Party' }).filter({ hasText: ACTIVITY });
  await expect(booking.getByTestId('booking-extras')).toContainText('Any dietary needs?');
  await expect(booking.getByTestId('booking-extras')).toContainText('One vegetarian');
  await expect(booking.getByTestId('booking-extras')).toContainText('Guests 2 adults, 1 child');
});
