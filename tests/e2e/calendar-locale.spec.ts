import { formatMonthYear } from '@regen/shared/format';
import { formatMessage } from '@regen/shared/i18n';
import { FORMAT_LOCALES } from '@regen/shared/i18n/locale-paths';
import { loadLocaleCatalogues } from '../../server/src/modules/locales/index.ts';
import { expect, test } from './test.ts';

// The booking calendar's own names in the page's language (docs/decisions/124): react-day-picker
// names its month buttons, its navigation, its grid, weekdays and days in English unless told;
// the page's catalogue and the formatting seam tell it. On a phone in German and on a desktop in
// French, on a demo activity's booking page.

test.beforeAll(async () => {
  await loadLocaleCatalogues();
});

const cases = [
  { locale: 'de', viewport: { width: 390, height: 844 }, today: 'heute' },
  { locale: 'fr', viewport: { width: 1280, height: 800 }, today: 'aujourd’hui' },
] as const;

for (const { locale, viewport, today } of cases) {
  test(`the calendar speaks ${locale} at ${viewport.width} px`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const search = await request.get(`/trpc/search.activities?input=${encodeURIComponent('{"json":{}}')}`);
    const activityId = ((await search.json()) as { result: { data: { json: { items: { activityId: string }[] } } } })
      .result.data.json.items[0]!.activityId;
    await page.goto(`/${locale}/booking/${activityId}`);
    const format = FORMAT_LOCALES[locale];
    const grid = page.getByRole('grid');
    const month = (await grid.locator('[data-day]:not([data-outside])').first().getAttribute('data-day'))!;
    await expect(grid).toHaveAccessibleName(formatMonthYear(month, format));
    await expect(page.getByRole('navigation', { name: formatMessage(locale, 'calendarUi.nav') })).toBeVisible();
    await expect(page.getByRole('button', { name: formatMessage(locale, 'calendarUi.previous') })).toBeVisible();
    await expect(grid.getByRole('button', { name: new RegExp(`, ${today}(,|$)`) })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /month/i })).toHaveCount(0);

    await page.getByRole('button', { name: formatMessage(locale, 'calendarUi.next') }).click();
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const next = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
    await expect(grid).toHaveAccessibleName(formatMonthYear(next, format));
  });
}
