import { blogPosts } from '../../client/src/content/blog.ts';
import { countryTextsDe } from '../../client/src/content/de/countries.ts';
import { countryTextsFr } from '../../client/src/content/fr/countries.ts';
import { expect, test } from './test.ts';

// The static content in the page's language (issue 33, docs/decisions/110 "Wiring"): a country's
// blurb in German, then in French after a language switch that keeps the page; a blog post past
// the four translated ones stays English with a note. On a phone.

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

const germanBlurb = countryTextsDe.Germany.paragraphs[0]!;
const frenchBlurb = countryTextsFr.Germany.paragraphs[0]!;
const englishNote = 'This article is in English.';

test('a country blurb in German, then in French after switching the language', async ({ page }) => {
  // Server-rendered: the German text is in the page's HTML.
  const html = await (await page.request.get('/de/country/Germany')).text();
  expect(html).toContain(germanBlurb);

  await page.goto('/de/country/Germany');
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await expect(page.getByText(germanBlurb, { exact: true })).toBeVisible();

  // The "Language" select, named in the page's language (on a phone, the footer's).
  const switcher = page.getByRole('combobox', { name: 'Sprache' });
  await switcher.scrollIntoViewIfNeeded();
  await switcher.selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/country\/Germany$/);
  await expect(page.getByText(frenchBlurb, { exact: true })).toBeVisible();
  await expect(page.getByText(germanBlurb, { exact: true })).toHaveCount(0);
});

test('a German blog post past the fourth stays English, with a note', async ({ page }) => {
  const sixth = blogPosts[5]!;
  await page.goto(`/de/blog/${sixth.id}`);
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await expect(page.getByText('Dieser Artikel ist auf Englisch.', { exact: true })).toBeVisible();
  await expect(page.getByText(sixth.excerpt, { exact: true })).toBeVisible();
  await expect(page.locator('[lang="en"]').getByText(sixth.excerpt, { exact: true })).toBeVisible();
  // The note is German on a German page (its English source: "This article is in English.").
  await expect(page.getByText(englishNote)).toHaveCount(0);

  // A translated post (the first) has no note.
  await page.goto(`/de/blog/${blogPosts[0]!.id}`);
  await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
  await expect(page.getByText('Dieser Artikel ist auf Englisch.', { exact: true })).toHaveCount(0);
});
