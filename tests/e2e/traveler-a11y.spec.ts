import { expect, test } from './test.ts';
import { seriousViolations } from './axe.ts';
import { daysAhead, pickCalendarDay, signUpAndSignInTraveler } from './helpers.ts';

// Accessibility scans (axe, WCAG 2.2 AA) of the booking page, the traveler dashboard, the
// messaging dialog and the cancel dialog. axe is injected, so the CSP is bypassed here.
test.use({ bypassCSP: true });

test('the booking page, the traveler dashboard, the messaging dialog and the cancel dialog have no serious accessibility violations', async ({
  page,
}) => {
  await signUpAndSignInTraveler(page, 'Ada', 'Access');
  await page.goto('/experiences/Slovenia');
  await page.getByRole('link', { name: 'Book Now: Beekeeping with Carniolan Bee Farmers' }).click();
  // A slot a week ahead: outside the cancellation window whatever the day and hour, so the
  // dashboard offers Cancel Booking (the first open slot may start within 24 hours).
  await pickCalendarDay(page, daysAhead(7));
  await page.getByRole('radiogroup', { name: 'Time slots' }).getByRole('radio').first().check();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Phone').fill('+386 40 555 666');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL(/\/traveler-dashboard$/);
  await expect(page.getByRole('article', { name: 'Beekeeping with Carniolan Bee Farmers' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Message Supplier' }).click();
  await expect(page.getByRole('dialog', { name: 'Message Alpine Roots Collective' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Message to Alpine Roots Collective' }).fill('Do we need protective suits?');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Message Sent')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel Booking' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
