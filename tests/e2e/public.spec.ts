import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { ACTION_HIGHLIGHT_MS } from '@regen/shared/constants';
import { filterBlogPosts } from '@regen/shared/rules/blog-search';
import { blogPosts } from '../../client/src/content/blog.ts';
import { newsArticles } from '../../client/src/content/news.ts';
import { uniqueEmail } from './helpers.ts';

/** Picks a country in the calculator's flag dropdown with the mouse. */
async function chooseCalculatorCountry(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name, exact: true }).click();
}

// The public pages in a real browser: what needs one (clicks, navigation, hydration, the
// client's own behaviour). What the pages say is read from their server-rendered HTML in
// tests/api/public-pages.test.ts (docs/decisions/090).

test.describe('landing page', () => {
  test('becomes interactive in place: the server-rendered elements are hydrated, not replaced', async ({ browser }) => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    const country = page.getByRole('combobox', { name: 'Country' });
    // Focused as soon as it is painted, before the script has run: focus must survive hydration.
    await country.focus();
    const prerenderedId = await country.getAttribute('id');
    await expect(page.locator('#root[data-ready="true"]')).toBeAttached();
    await expect(page.locator('main')).toHaveCount(1);
    await expect(country).toHaveAttribute('id', prerenderedId!);
    await expect(country).toBeFocused();
    await page.keyboard.type('nep');
    await expect(page.getByRole('option', { name: 'Nepal' })).toBeVisible();
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the impact calculator shows no result until Calculate and formats both figures', async ({ page }) => {
    await page.goto('/');
    const calculate = page.getByRole('button', { name: 'Calculate' });
    const country = page.getByRole('combobox', { name: 'Country' });
    const days = page.getByLabel('Days');
    const cities = page.getByLabel('Cities');

    await expect(calculate).toBeDisabled();
    await chooseCalculatorCountry(page, 'Egypt');
    await expect(country).toHaveText('Egypt');
    await expect(country.locator('[data-flag="eg"]')).toBeVisible();
    await days.fill('3');
    await expect(calculate).toBeDisabled();
    await cities.fill('2');
    await expect(calculate).toBeEnabled();
    await expect(page.getByText(/Regen points total/)).toHaveCount(0);

    await calculate.click();
    await expect(page.getByText('5,250 Regen points total')).toBeVisible();
    await expect(page.getByText('(1,750 Regen points per day)')).toBeVisible();

    // Changing the inputs keeps the result until the next Calculate.
    await chooseCalculatorCountry(page, 'India');
    await days.fill('2');
    await cities.fill('1');
    await expect(page.getByText('5,250 Regen points total')).toBeVisible();
    await calculate.click();
    await expect(page.getByText('1,800 Regen points total')).toBeVisible();
    await expect(page.getByText('(900 Regen points per day)')).toBeVisible();

    // Zero days silently produces no result, without an error message.
    await days.fill('0');
    await calculate.click();
    await expect(page.getByText(/Regen points total/)).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('offers about 150 countries with flags', async ({ page }) => {
    await page.goto('/');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.click();
    const options = page.getByRole('listbox', { name: 'Country' }).getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(146);
    await expect(options.filter({ hasText: 'Bangladesh' }).locator('[data-flag="bd"]')).toBeAttached();
  });

  test('the country dropdown is keyboard usable', async ({ page }) => {
    // The page's clock stands still once loaded: 'nep' is one search however slowly a busy
    // machine delivers the keys (typeahead joins keys less than 700 ms apart).
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.focus();
    await page.keyboard.type('nep');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    // The option's id is fixed; the active option moves with each key, so wait for it to arrive.
    const nepal = page.getByRole('option', { name: 'Nepal' });
    await expect(country).toHaveAttribute('aria-activedescendant', (await nepal.getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(country).toHaveAttribute('aria-expanded', 'false');
    await expect(country).toHaveText('Nepal');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(country).toHaveText('Nepal');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(country).toHaveText('Netherlands');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Days')).toBeFocused();
  });

  test('Explore Destinations leads to the destinations', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore Destinations' }).last().click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test('does not download blog or news bodies', async ({ page }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) bodies.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(0);
    const blogSentence = 'Sustainable tourism asks a simple question';
    const newsSentence = 'The Maldives is built on coral';
    for (const body of bodies) {
      expect(body).not.toContain(blogSentence);
      expect(body).not.toContain(newsSentence);
    }
  });
});

test('About Us leads back Home', async ({ page }) => {
  await page.goto('/about-us');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('destinations and country pages', () => {
  test('the dropdown goes to the chosen country', async ({ page }) => {
    await page.goto('/destinations');
    const select = page.getByRole('combobox', { name: 'Country' });
    await select.selectOption('New Zealand');
    await expect(page).toHaveURL(/\/country\/New%20Zealand$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Zealand' })).toBeVisible();
  });

  test('Activities and Actions lead to the country’s experiences and actions', async ({ page }) => {
    await page.goto('/country/United%20Kingdom');
    await page.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/experiences\/United%20Kingdom$/);
    await page.goto('/country/United%20Kingdom');
    await page.getByRole('link', { name: 'Actions' }).click();
    await expect(page).toHaveURL(/\/actions\/United%20Kingdom$/);
  });

  test('an unknown country leads back to the destinations', async ({ page }) => {
    await page.goto('/country/Atlantis');
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });
});

test.describe('experiences page', () => {
  test('Book Now on a sample activity carries the demo flag and the activity', async ({ page }) => {
    await page.goto('/experiences/Switzerland');
    const book = page.getByRole('link', { name: 'Book Now: Revive Tschlin' });
    await expect(book).toHaveAttribute('href', '/booking/demo-revive-tschlin');
    await book.click();
    await expect(page).toHaveURL(/\/booking\/demo-revive-tschlin$/);
    const state = await page.evaluate(() => window.history.state as Record<string, unknown>);
    expect(state.isDemoActivity).toBe(true);
    expect(state.activity).toEqual({
      id: 'demo-revive-tschlin',
      title: 'Revive Tschlin',
      description: expect.stringContaining('Tschlin') as unknown,
      duration_hours: 16,
      price: 220,
      max_participants: 10,
      photo_url: '/images/activities/revive-tschlin.svg',
    });
  });

  test('a country without experiences leads back Home', async ({ page }) => {
    await page.goto('/experiences/Albania');
    await page.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('shows Loading experiences... and, when the read fails, logs it and shows Coming Soon', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The read may be batched with other calls, so match the procedure name anywhere in the path.
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('catalogue.experiences'),
      async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
      },
    );
    // A first load is rendered on the server with its data: the browser reads it when it
    // navigates there itself.
    await page.goto('/country/India');
    await page.getByRole('link', { name: 'Activities' }).click();
    await expect(page.getByText('Loading experiences...')).toBeVisible();
    release();
    await expect(page.getByText('Coming Soon')).toHaveCount(2);
    await expect(page.getByText(/amazing environmental experiences to India/)).toBeVisible();
    expect(errors.some((e) => e.includes('Error fetching activities'))).toBe(true);
  });
});

test.describe('actions page', () => {
  test('opens one numbered action at a time with its per-day points', async ({ page }) => {
    await page.goto('/actions/France');
    const first = page.getByRole('button', { name: /^1 Ride the TGV/ });
    const second = page.getByRole('button', { name: /^2 Shop at weekly markets/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('450 Regen points per day')).toBeVisible();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('450 Regen points per day')).toBeHidden();
    await expect(page.getByText('420 Regen points per day')).toBeVisible();

    await page.getByRole('button', { name: /^9 Take part in a harvest/ }).click();
    await expect(page.getByText('580 Regen points per day')).toBeVisible();
  });

  test('is keyboard usable and highlights a clicked action for 2 seconds', async ({ page }) => {
    // The page's clock is stopped once it has loaded and moved on by hand: exact, and no waiting.
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') });
    await page.goto('/actions/Austria');
    await page.clock.pauseAt(new Date('2026-01-05T10:00:00Z'));
    const third = page.getByRole('button', { name: /^3 Support local businesses/ });
    await third.focus();
    await page.keyboard.press('Enter');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: /Support local businesses/ })).toHaveText(/480 Regen points per day/);
    const item = page.locator('li[data-highlighted="true"]');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Support local businesses');
    await page.clock.runFor(ACTION_HIGHLIGHT_MS - 1);
    await expect(item).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(item).toHaveCount(0);
    await page.keyboard.press('Space');
    await expect(third).toHaveAttribute('aria-expanded', 'false');
  });

  test('links back to the country and to all destinations', async ({ page }) => {
    await page.goto('/actions/New%20Zealand');
    await page.getByRole('link', { name: 'Back to New Zealand' }).click();
    await expect(page).toHaveURL(/\/country\/New%20Zealand$/);
    await page.goto('/actions/New%20Zealand');
    await page.getByRole('link', { name: 'All Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test('without a country leads back to the destinations', async ({ page }) => {
    await page.goto('/actions');
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });
});

test('Current Projects leads to the destinations and back Home', async ({ page }) => {
  await page.goto('/current-projects');
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await page.goto('/current-projects');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('news', () => {
  test('a listed article opens in full and invites to the destinations', async ({ page }) => {
    await page.goto('/news');
    const article = newsArticles[4]!;
    await page.getByRole('link', { name: `Read Full Article: ${article.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/news/article/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} · Regen Marketplace`);
    await page.getByRole('link', { name: 'Explore Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test('an article goes back to the news list', async ({ page }) => {
    await page.goto('/news/article/scotland-peatland-restoration');
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('Share copies the link when the Web Share API is missing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (text: string) => {
            (window as unknown as { copied: string }).copied = text;
            return Promise.resolve();
          },
        },
        configurable: true,
      });
    });
    await page.goto('/news/article/portugal-blue-economy');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toMatch(
      /\/news\/article\/portugal-blue-economy$/,
    );
  });

  test('Share uses the Web Share API when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto('/news/article/portugal-blue-economy');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toMatch(/\/news\/article\/portugal-blue-economy$/);
  });

  test('an unknown article leads back to the news', async ({ page }) => {
    await page.goto('/news/article/no-such-article');
    await page.getByRole('link', { name: 'Back to News' }).click();
    await expect(page).toHaveURL(/\/news$/);
  });
});

test.describe('newsletter', () => {
  test('validates the email, stores it and confirms, once per address', async ({ page }) => {
    const email = uniqueEmail('reader');
    await page.goto('/news');
    const box = page.getByRole('region', { name: 'Stay in the loop' });
    const field = box.getByLabel('Email address');
    await field.fill('not-an-email');
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('alert')).toHaveText('Please enter a valid email address');

    await field.fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(`Thanks for subscribing! Our newsletter will arrive at ${email}.`)).toBeVisible();
    await expect(field).toHaveValue('');

    await page.goto('/blog');
    const blogBox = page.getByRole('region', { name: 'Get the best of the blog' });
    await blogBox.getByLabel('Email address').fill(email.toUpperCase());
    await blogBox.getByRole('button', { name: 'Subscribe' }).click();
    // A known address gets the same answer as a new one: the box tells no one who subscribed.
    await expect(page.getByText(`Thanks for subscribing! Our newsletter will arrive at ${email}.`)).toBeVisible();
  });
});

test.describe('blog', () => {
  test('searches title and excerpt, filters by category and clears', async ({ page }) => {
    await page.goto('/blog');
    const grid = page.getByTestId('blog-grid');
    const search = page.getByPlaceholder('Search articles...');
    await search.fill('CORAL');
    await expect(grid.getByRole('article')).toHaveCount(filterBlogPosts(blogPosts, 'coral', 'All').length);

    await search.fill('');
    await page.getByRole('button', { name: 'Destinations', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Destinations', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(grid.getByRole('article')).toHaveCount(2);

    await search.fill('egypt');
    await expect(grid.getByRole('article')).toHaveCount(1);
    await search.fill('zebra crossing');
    await expect(page.getByText('No articles found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(grid.getByRole('article')).toHaveCount(19);
  });

  test('keeps the search and category in the address, so they survive a reload', async ({ page }) => {
    await page.goto('/blog');
    await page.getByPlaceholder('Search articles...').fill('gorilla');
    await page.getByRole('button', { name: 'Wildlife Conservation', exact: true }).click();
    await expect(page).toHaveURL(/[?&]q=gorilla/);
    await expect(page).toHaveURL(/[?&]category=Wildlife(\+|%20)Conservation/);
    await page.reload();
    await expect(page.getByPlaceholder('Search articles...')).toHaveValue('gorilla');
    await expect(page.getByRole('button', { name: 'Wildlife Conservation', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByTestId('blog-grid').getByRole('article')).toHaveCount(1);
  });

  test('the grid has 1, 2 or 3 columns by screen width', async ({ page }) => {
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/blog');
      const template = await page
        .getByTestId('blog-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(template, `${width}px`).toBe(columns);
    }
  });

  test('a post opens from the list, goes back and invites to the destinations', async ({ page }) => {
    const post = blogPosts[0]!;
    await page.goto('/blog');
    await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto(`/blog/${blogPosts[18]!.id}`);
    await page.getByRole('link', { name: 'Explore Regenerative Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test('an unknown post leads back to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('Contact Us leads to the destinations and back Home', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await page.goto('/contact-us');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Coming soon goes back', async ({ page }) => {
  await page.goto('/about-us');
  await page.goto('/coming-soon');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
});
