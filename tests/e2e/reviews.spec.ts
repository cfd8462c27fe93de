import { formatAverageRating } from '@regen/shared/format';
import { reviewCountLabel } from '@regen/shared/rules/reviews';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PENDING_REVIEWER, DEMO_REVIEWED_ACTIVITY } from '../../server/src/demo/reviews.ts';
import { DEMO_PASSWORD, appUrl, demoAccounts, signIn } from './helpers.ts';
import { expect, test } from './test.ts';

// Verified reviews end to end (issue 13) on the demo data: a traveler whose attended booking is
// not reviewed yet (server/src/demo/reviews.ts) writes a review; the review and the new average
// appear on the booking page and the experiences card; the supplier replies; an admin hides it
// and it is gone from the page. Screenshots at phone and desktop size go to the output folder.

const REVIEW_TEXT = 'We learned to scythe like the farmers do. Warm welcome, honest work, and a view to remember.';
const REPLY_TEXT = 'Thank you, Noor! It was a pleasure to have you both in the meadow.';

const sizes = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The screen at phone and desktop size, scrolled to `focus` (its top at the top of the screen). */
async function screenshots(page: Page, name: string, focus?: Locator) {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    if (focus) {
      // Its top just under the sticky header.
      await focus.evaluate((element) => {
        element.scrollIntoView({ block: 'start', behavior: 'instant' });
        window.scrollBy({ top: -88, behavior: 'instant' });
      });
    }
    await page.screenshot({ path: test.info().outputPath(`${name}-${size.name}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The activity's summary as the public API gives it (average and count). */
async function publicSummary(page: Page, activityId: string) {
  const input = encodeURIComponent(JSON.stringify({ json: { activityId } }));
  const response = await page.request.get(`${appUrl()}/trpc/reviews.forActivity?input=${input}`);
  const body = (await response.json()) as {
    result: { data: { json: { summary: { average: number; count: number } | null } } };
  };
  return body.result.data.json.summary!;
}

const ratingText = (summary: { average: number; count: number }) =>
  `${formatAverageRating(summary.average)} out of 5· ${reviewCountLabel(summary.count)}`;

test('a traveler reviews an attended booking, the supplier replies, an admin hides it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_PENDING_REVIEWER.email, DEMO_PASSWORD);
  await page.goto('/traveler-dashboard');
  const write = page.getByRole('link', { name: `Write a review of ${DEMO_REVIEWED_ACTIVITY}` });
  await expect(write).toBeVisible();
  await screenshots(page, 'traveler-booking-card', page.getByRole('article', { name: DEMO_REVIEWED_ACTIVITY }).first());
  await write.click();
  await expect(page.getByRole('heading', { level: 1, name: 'How was it?' })).toBeVisible();
  const bookingId = page.url().split('/').at(-1)!;
  expect(page.url()).toBe(`${appUrl()}/reviews/new/${bookingId}`);

  // Stars are required: the form says so before anything is sent.
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await page.getByRole('radio', { name: '4 stars: Very good' }).click();
  await expect(page.getByRole('radio', { name: '4 stars: Very good' })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Your review (optional)').fill(REVIEW_TEXT);
  await screenshots(page, 'review-form', page.getByRole('heading', { level: 1, name: 'How was it?' }));
  await page.getByRole('button', { name: 'Post review' }).click();
  await expect(page.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await expect(page.getByText(REVIEW_TEXT)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit review' })).toBeVisible();

  // The booking page: the review first (newest), with the new average and count.
  await page.getByRole('link', { name: 'See it on the activity page' }).click();
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}$/);
  const activityId = page.url().split('/').at(-1)!;
  const summary = await publicSummary(page, activityId);
  const reviews = page.getByTestId('activity-reviews');
  await expect(reviews.getByTestId('rating-line')).toHaveText(`Rated ${ratingText(summary)}`);
  const first = reviews.getByRole('article').first();
  await expect(first).toHaveAccessibleName('Review by Noor H.');
  await expect(first.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
  await expect(first).toContainText(REVIEW_TEXT);
  await screenshots(page, 'booking-page-reviews', reviews);

  // The experiences card shows the same average and count.
  await page.goto('/experiences/Slovenia');
  const card = page.getByRole('article', { name: DEMO_REVIEWED_ACTIVITY });
  await expect(card.getByTestId('rating-line')).toHaveText(`Rated ${ratingText(summary)}`);
  await screenshots(page, 'experiences-card', card);

  // The supplier replies once from the dashboard.
  await page.context().clearCookies();
  await signIn(page, demoAccounts.suppliers[0], DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');
  const panel = page.getByTestId('supplier-reviews');
  await expect(panel.getByTestId('supplier-rating')).toBeVisible();
  const noorReview = panel.getByRole('article', { name: 'Review by Noor H.' });
  await noorReview.getByRole('button', { name: 'Reply to Noor H.' }).click();
  await noorReview.getByLabel('Your reply to Noor H.').fill(REPLY_TEXT);
  await noorReview.getByRole('button', { name: 'Post reply' }).click();
  await expect(noorReview.getByText(REPLY_TEXT)).toBeVisible();
  await expect(noorReview.getByRole('button', { name: 'Reply to Noor H.' })).toHaveCount(0);
  await screenshots(page, 'supplier-reviews', panel);

  await page.goto(`/booking/${activityId}`);
  await expect(page.getByTestId('activity-reviews').getByRole('article', { name: 'Review by Noor H.' })).toContainText(
    REPLY_TEXT,
  );

  // An admin hides it with a reason: it leaves the page and the average.
  await page.context().clearCookies();
  await signIn(page, demoAccounts.admin, DEMO_PASSWORD);
  await page.goto('/admin');
  const moderation = page.getByTestId('admin-reviews');
  await moderation.getByRole('button', { name: 'Hide the review by Noor H.' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide review' });
  await dialog.getByLabel('Reason (sent to the reviewer)').fill('Test of the moderation flow');
  await screenshots(page, 'admin-hide-review');
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toBeHidden();
  await expect(moderation.getByRole('button', { name: 'Unhide the review by Noor H.' })).toBeVisible();
  await screenshots(page, 'admin-reviews', moderation);

  await page.goto(`/booking/${activityId}`);
  const after = page.getByTestId('activity-reviews');
  await expect(after.getByRole('article').first()).toBeVisible();
  await expect(after.getByRole('article', { name: 'Review by Noor H.' })).toHaveCount(0);
  const restored = await publicSummary(page, activityId);
  expect(restored.count).toBe(summary.count - 1);
  await expect(after.getByTestId('rating-line')).toHaveText(`Rated ${ratingText(restored)}`);
});
