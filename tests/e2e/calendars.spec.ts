import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { seriousViolations } from './axe.ts';
import {
  DEMO_PASSWORD,
  daysAhead,
  demoAccounts,
  localDaysAhead,
  pickCalendarDay,
  signIn,
  signUpAndSignInTraveler,
} from './helpers.ts';

// The booking and availability calendars are one calendar (components/ui/calendar.tsx): weeks
// start on Sunday in both, days are named in the spec's en-US long format
// (docs/spec/accounts-and-operations.md §9), and they wear the site's greens with a visible
// keyboard focus (docs/decisions/037). axe is injected, so the CSP is bypassed here.
test.use({ bypassCSP: true });

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const BRAND_800 = 'rgb(22, 101, 52)';
const BRAND_700 = 'rgb(21, 128, 61)';

/** 'YYYY-MM-DD' → 'Wednesday, November 25, 2026'. */
function usLongDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const weekday = WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d)).getUTCDay()];
  return `${weekday}, ${MONTHS[m! - 1]} ${d}, ${y}`;
}

function dayButton(page: Page, isoDate: string): Locator {
  return page.getByRole('grid').locator(`[data-day="${isoDate}"]`).getByRole('button');
}

/** The week's first column is Sunday: in the (visual-only) header and where a day sits in its row. */
async function expectSundayFirst(page: Page, isoDate: string) {
  const headers = page.locator('.rdp-weekday');
  await expect(headers.first()).toHaveAttribute('aria-label', 'Sunday');
  await expect(headers.last()).toHaveAttribute('aria-label', 'Saturday');
  const [y, m, d] = isoDate.split('-').map(Number);
  const column = await page
    .getByRole('grid')
    .locator(`[data-day="${isoDate}"]`)
    .evaluate((cell) => [...cell.parentElement!.children].indexOf(cell));
  expect(column).toBe(new Date(Date.UTC(y!, m! - 1, d)).getUTCDay());
}

async function expectSelectedInBrandGreen(day: Locator) {
  await expect(day).toHaveCSS('background-color', BRAND_800);
  await expect(day).toHaveCSS('color', 'rgb(255, 255, 255)');
}

/** Arrow keys move the calendar's focus; the focused day shows the site's focus ring. */
async function expectKeyboardFocusRing(page: Page, from: Locator) {
  await from.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  const focused = page.locator('.rdp-day_button:focus-visible');
  await expect(focused).toHaveCount(1);
  await expect(focused).toHaveCSS('outline-style', 'solid');
  await expect(focused).toHaveCSS('outline-color', BRAND_700);
}

test('the booking calendar starts on Sunday, names days in en-US long format and marks the chosen day in green', async ({
  page,
}) => {
  await signUpAndSignInTraveler(page, 'Cal', 'Endar');
  await page.goto('/experiences/Egypt');
  await page.getByRole('link', { name: 'Book Now: Local Cairo Food Tour' }).click();
  const date = daysAhead(7);
  await pickCalendarDay(page, date);
  await expectSundayFirst(page, date);
  const chosen = dayButton(page, date);
  await expect(chosen).toHaveAccessibleName(`${usLongDate(date)}, available, selected`);
  await expectSelectedInBrandGreen(chosen);
  await expect(page.locator('.rdp-chevron').first()).toHaveCSS('fill', BRAND_800);
  await expectKeyboardFocusRing(page, chosen);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the availability calendar starts on Sunday, names days in en-US long format and marks the chosen day in green', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await signIn(page, demoAccounts.suppliers[1], DEMO_PASSWORD);
  await page.goto('/supplier-dashboard');
  await page.getByRole('tab', { name: 'Calendar & Availability' }).click();
  // The demo supplier has slots on every day of the coming weeks.
  const date = localDaysAhead(8);
  await pickCalendarDay(page, date);
  await expectSundayFirst(page, date);
  const chosen = dayButton(page, date);
  await expect(chosen).toHaveAccessibleName(`${usLongDate(date)}, has time slots, selected`);
  await expectSelectedInBrandGreen(chosen);
  await expect(page.locator('.rdp-chevron').first()).toHaveCSS('fill', BRAND_800);
  await expectKeyboardFocusRing(page, chosen);
  expect(await seriousViolations(page)).toEqual([]);
});
