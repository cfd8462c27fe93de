import type { Page } from '@playwright/test';
import { blogPosts } from '../../client/src/content/blog.ts';
import { blogTextsDe } from '../../client/src/content/de/blog.ts';
import { newsTextsDe } from '../../client/src/content/de/news.ts';
import { projectTextsDe } from '../../client/src/content/de/projects.ts';
import { aboutFr } from '../../client/src/content/fr/about.ts';
import { newsArticles } from '../../client/src/content/news.ts';
import { countryTipsDe } from '../../shared/src/content/de/country-tips.ts';
import {
  cancellationPolicyText,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatSlotDateTime,
  formatUsdCents,
} from '@regen/shared/format';
import { formatMessage } from '@regen/shared/i18n';
import { FORMAT_LOCALES } from '@regen/shared/i18n/locale-paths';
import { splitTip } from '@regen/shared/rules/actions';
import { cancellationDeadline } from '@regen/shared/rules/booking';
import { readMinutes } from '@regen/shared/rules/read-time';
import type { DestinationSummary } from '@regen/shared/schemas/catalogue';
import { loadLocaleCatalogues } from '../../server/src/modules/locales/index.ts';
import { daysAhead, pickCalendarDay } from './helpers.ts';
import { expect, test } from './test.ts';

// Dates, numbers, prices and country names in the page's locale, and the static content wired
// (issue 33 parts 1 and 4, docs/decisions/117). Expected strings come from the formatting seam
// and the catalogue in that locale; the seeded data's dates from the API, so nothing depends on
// the day the test runs. English keeps the spec's formats (booking.spec.ts and the others assert them).

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  await loadLocaleCatalogues();
});

/** Fails the test on a script error or a hydration mismatch React reports on the console. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  return errors;
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
}

/** Germany's experiences summary, as the page reads it (`catalogue.destinationsSummary`). */
async function germanySummary(page: Page): Promise<DestinationSummary> {
  const res = await page.request.get('/trpc/catalogue.destinationsSummary');
  const body = (await res.json()) as { result: { data: { json: { countries: DestinationSummary[] } } } };
  const germany = body.result.data.json.countries.find((c) => c.country === 'Germany');
  if (!germany?.nextAvailable) throw new Error('The demo data has no dates in Germany');
  return germany;
}

for (const [locale, name] of [
  ['de', 'Deutschland'],
  ['fr', 'Allemagne'],
] as const) {
  test(`the country page in ${locale}: "${name}", its next date in the locale's format, hydrated without a mismatch`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const next = (await germanySummary(page)).nextAvailable!;
    const when = formatSlotDateTime(next.date, next.startTime, next.timeZone, FORMAT_LOCALES[locale]);
    const line = formatMessage(locale, 'public.country.nextAvailable', { when });

    // Server-rendered in the locale: the heading, the title and the date are in the HTML.
    const html = await (await page.request.get(`/${locale}/country/Germany`)).text();
    expect(html).toContain(`>${name}</h1>`);
    expect(html).toContain(`<title>${name} · Regen Marketplace</title>`);
    expect(html).toContain(`"name":"${name}"`);

    await ready(page, `/${locale}/country/Germany`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(line, { exact: true })).toBeVisible();
    // Not the English format inside the other language.
    await expect(page.getByText(/AM|PM/)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('the country page in English keeps the spec’s name and en-US date', async ({ page }) => {
  const next = (await germanySummary(page)).nextAvailable!;
  await ready(page, '/country/Germany');
  await expect(page.getByRole('heading', { level: 1, name: 'Germany' })).toBeVisible();
  await expect(
    page.getByText(`Next available: ${formatSlotDateTime(next.date, next.startTime, next.timeZone)}`, { exact: true }),
  ).toBeVisible();
});

test('destinations in German: translated names in German order, dates in German', async ({ page }) => {
  const errors = watchErrors(page);
  const germany = await germanySummary(page);
  await ready(page, '/de/destinations');
  const grid = page.getByRole('link', { name: /^Deutschland/ });
  await expect(grid).toContainText(formatShortDate(germany.nextAvailable!.date, 'de-DE'));
  await expect(page.getByRole('combobox').first().getByRole('option', { name: 'Vereinigtes Königreich' })).toHaveCount(
    1,
  );
  expect(errors).toEqual([]);
});

test('the booking page in French: price, calendar, times, total and cancellation policy in French', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The activity's address from the English list (its id is the route's).
  await ready(page, '/experiences/Spain');
  const href = await page.getByRole('link', { name: 'Book Now: Dune Restoration at Bolonia' }).getAttribute('href');
  expect(href).toMatch(/^\/booking\//);

  const fr = FORMAT_LOCALES.fr;
  await ready(page, `/fr${href}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(
    page.getByText(formatMessage('fr', 'booking.summary.pricePerPerson', { price: formatUsdCents(5000, fr) }), {
      exact: true,
    }),
  ).toBeVisible();

  const date = daysAhead(7);
  await pickCalendarDay(page, date);
  await expect(page.getByRole('grid')).toHaveAccessibleName(/./);
  await expect(page.getByText(formatMonthYear(`${date.slice(0, 7)}-01`, fr), { exact: true })).toBeVisible();
  await expect(
    page.getByText(formatMessage('fr', 'booking.slots.timesOn', { date: formatLongDate(date, fr) }), { exact: true }),
  ).toBeVisible();
  const first = page.getByRole('radio', { name: /^9:00 – \d+:\d\d \(heure de Europe\/Madrid\)/ });
  await first.first().check();

  await page.getByRole('combobox', { name: formatMessage('fr', 'booking.form.people') }).selectOption('2');
  await expect(page.getByTestId('booking-total')).toHaveText(formatUsdCents(10000, fr));
  const deadline = cancellationDeadline({ date, start_time: '09:00' }, 'Europe/Madrid', 24);
  await expect(
    page.getByText(
      `${formatMessage('fr', 'booking.price.policy')} ${cancellationPolicyText({ cancellable: true, cancellationDeadline: deadline }, 'Europe/Madrid', fr)}`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText(/AM|PM/)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('about, projects, news and actions are wired in their locale', async ({ page }) => {
  const errors = watchErrors(page);
  await ready(page, '/fr/about-us');
  await expect(page.getByRole('heading', { level: 2, name: aboutFr.mission.heading })).toBeVisible();
  await expect(page.getByText(aboutFr.mission.paragraphs[0]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: aboutFr.founderStory.heading })).toBeVisible();

  await ready(page, '/de/current-projects');
  await expect(page.getByRole('heading', { level: 2, name: projectTextsDe[0]!.title })).toBeVisible();

  const article = newsArticles[0]!;
  const german = newsTextsDe[article.id]!;
  await ready(page, '/de/news');
  await expect(page.getByRole('heading', { level: 2, name: german.title })).toBeVisible();
  await ready(page, `/de/news/article/${article.id}`);
  await expect(page.getByRole('heading', { level: 1, name: german.title })).toBeVisible();
  await expect(
    page.getByText(formatMessage('de', 'localeFormats.readTime', { minutes: readMinutes(german.content) }), {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByText(formatLongDate(article.date, 'de-DE'), { exact: true })).toBeVisible();

  const tip = splitTip(countryTipsDe.Germany![0]!);
  await ready(page, '/de/actions/Germany');
  await expect(page.getByRole('heading', { level: 1, name: 'Deutschland' })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^1 ${tip.title}`) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the German blog list marks the posts that stay English, and writes read times in German', async ({ page }) => {
  const errors = watchErrors(page);
  const translated = blogPosts[0]!;
  const english = blogPosts[5]!;
  await ready(page, '/de/blog');
  const grid = page.getByTestId('blog-grid');
  const translatedCard = grid.getByRole('article').filter({ hasText: blogTextsDe[translated.id]!.title });
  await expect(translatedCard).toHaveCount(1);
  await expect(translatedCard.getByText('Auf Englisch', { exact: true })).toHaveCount(0);
  await expect(
    translatedCard.getByText(
      formatMessage('de', 'localeFormats.readTime', { minutes: readMinutes(blogTextsDe[translated.id]!.content) }),
      { exact: false },
    ),
  ).toBeVisible();
  const englishCard = grid.getByRole('article').filter({ hasText: english.title });
  await expect(englishCard.getByText('Auf Englisch', { exact: true })).toBeVisible();
  await expect(englishCard.locator('[lang="en"]').first()).toHaveText(english.title);
  // Each of the 15 untranslated posts is marked, the 4 translated ones are not.
  await expect(grid.getByText('Auf Englisch', { exact: true })).toHaveCount(blogPosts.length - 4);

  // The English list has no mark and the spec's '5 min read' form.
  await ready(page, '/blog');
  await expect(page.getByText('In English', { exact: true })).toHaveCount(0);
  await expect(page.getByText(`${translated.readMinutes} min read`, { exact: false }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('screenshots: /de/country/Germany and /fr/booking at 390 and 1280 px', async ({ page }) => {
  await ready(page, '/experiences/Spain');
  const href = await page.getByRole('link', { name: 'Book Now: Dune Restoration at Bolonia' }).getAttribute('href');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await ready(page, '/de/country/Germany');
    await expect(page.getByRole('heading', { level: 1, name: 'Deutschland' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`country-de-${width}.png`), fullPage: true });
    await ready(page, `/fr${href}`);
    await pickCalendarDay(page, daysAhead(7));
    await page.screenshot({ path: test.info().outputPath(`booking-fr-${width}.png`), fullPage: true });
  }
});
