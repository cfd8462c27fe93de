import { type Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { ACTION_HIGHLIGHT_MS } from '@regen/shared/constants';
import { destinationCountryNames } from '@regen/shared/countries';
import { filterBlogPosts } from '@regen/shared/rules/blog-search';
import { blogPosts } from '../../client/src/content/blog.ts';
import { newsArticles } from '../../client/src/content/news.ts';
import { uniqueEmail } from './helpers.ts';

/** Picks a country in the calculator's flag dropdown with the mouse. */
async function chooseCalculatorCountry(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

async function metaDescription(page: Page) {
  return page.locator('meta[name="description"]').last().getAttribute('content');
}

test.describe('landing page', () => {
  test('is readable before its JavaScript runs: rendered on the server', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Travel that leaves places better than you found them' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Compass to Impact' })).toBeVisible();
    // Every public page is rendered on the server (docs/decisions/064; server-rendering.spec.ts).
    await page.goto('/destinations');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your destination' })).toBeVisible();
    await context.close();
  });

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

  test('offers about 150 countries with flags and marks the three inputs required', async ({ page }) => {
    await page.goto('/');
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveText('Select a country');
    await expect(country).toHaveAttribute('aria-required', 'true');
    for (const label of ['Days', 'Cities']) {
      await expect(page.getByLabel(label)).toHaveAttribute('required', '');
    }
    await country.click();
    const options = page.getByRole('listbox', { name: 'Country' }).getByRole('option');
    expect(await options.count()).toBeGreaterThanOrEqual(146);
    await expect(options.filter({ hasText: 'Bangladesh' }).locator('[data-flag="bd"]')).toBeAttached();
  });

  test('the country dropdown is keyboard usable', async ({ page }) => {
    await page.goto('/');
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.focus();
    await page.keyboard.type('nep');
    await expect(country).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option', { name: 'Nepal' })).toHaveAttribute(
      'id',
      (await country.getAttribute('aria-activedescendant'))!,
    );
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

  test('shows Your Compass to Impact with its four steps and leads to the destinations', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Regen Marketplace');
    expect(await metaDescription(page)).toContain('Regen Points');
    await expect(page.getByRole('heading', { name: 'Your Compass to Impact' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Choose Destination',
      'Get Inspired',
      'Take Action',
      'Create Impact',
    ]);
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

test('About Us explains Regen Points for travelers, suppliers and destinations', async ({ page }) => {
  await page.goto('/about-us');
  await expect(page).toHaveTitle('About Us · Regen Marketplace');
  for (const heading of [
    'For travelers',
    'For suppliers',
    'For destinations',
    'Our mission',
    'Our values',
    'Our story',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('destinations and country pages', () => {
  test('the dropdown offers the 37 countries and goes to the chosen one', async ({ page }) => {
    await page.goto('/destinations');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your destination' })).toBeVisible();
    const select = page.getByRole('combobox', { name: 'Country' });
    const options = select.locator('option');
    await expect(options.first()).toHaveText('Select a country');
    await expect(options).toHaveCount(38);
    expect(await options.evaluateAll((els) => els.slice(1).map((e) => e.textContent))).toEqual(destinationCountryNames);
    await select.selectOption('New Zealand');
    await expect(page).toHaveURL(/\/country\/New%20Zealand$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Zealand' })).toBeVisible();
  });

  test('every destination has a flag, a name and a written blurb', async ({ page }) => {
    // One page load per destination (39): the time budget is for that much work, on a busy machine too.
    test.setTimeout(120_000);
    for (const country of destinationCountryNames) {
      await page.goto(`/country/${encodeURIComponent(country)}`);
      await expect(page.getByRole('heading', { level: 1, name: country })).toBeVisible();
      await expect(page.getByRole('img', { name: `Flag of ${country}` })).toBeVisible();
      const paragraphs = page.locator('main p').filter({ hasText: /\w{4,}.*\w{4,}.*\./ });
      expect(await paragraphs.count(), country).toBeGreaterThanOrEqual(2);
      await expect(page).toHaveTitle(`${country} · Regen Marketplace`);
    }
  });

  test('Activities and Actions lead to the country’s experiences and actions', async ({ page }) => {
    await page.goto('/country/United%20Kingdom');
    await page.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(/\/experiences\/United%20Kingdom$/);
    await page.goto('/country/United%20Kingdom');
    await page.getByRole('link', { name: 'Actions' }).click();
    await expect(page).toHaveURL(/\/actions\/United%20Kingdom$/);
  });

  test('shows the daily Regen points a positive contribution starts at, by tier', async ({ page }) => {
    for (const [country, points] of [
      ['Egypt', '1,500'],
      ['Albania', '900'],
      ['Germany', '450'],
    ] as const) {
      await page.goto(`/country/${country}`);
      await expect(page.getByText(`${points} Regen points per day`)).toBeVisible();
    }
  });

  test('an unknown country shows Country not found and a way back', async ({ page }) => {
    await page.goto('/country/Atlantis');
    await expect(page.getByRole('heading', { name: 'Country not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });
});

test.describe('experiences page', () => {
  test('lists the sample activities of India with every card detail', async ({ page }) => {
    await page.goto('/experiences/India');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Regenerative Tourism Experiences in India' }),
    ).toBeVisible();
    const environmental = page.getByRole('region', { name: 'Environmental Impact' });
    const social = page.getByRole('region', { name: 'Social Impact' });
    // Western Ghats Living Trails' activity in each section, then the sample.
    await expect(environmental.getByRole('article')).toHaveCount(2);
    await expect(social.getByRole('article')).toHaveCount(2);

    const card = environmental.getByRole('article').last();
    await expect(card.getByRole('heading', { name: 'Mangrove Planting in the Sundarbans' })).toBeVisible();
    await expect(card.getByText('Restores coastal mangrove forest')).toBeVisible();
    await expect(card.getByText('4 Hours')).toBeVisible();
    await expect(card.getByText('750 Regen points')).toBeVisible();
    await expect(card.getByText('$80 per person')).toBeVisible();
    await expect(card.getByText('Medium effort')).toHaveClass(/bg-yellow-100/);
    await expect(social.getByRole('article').last().getByText('Low effort')).toHaveClass(/bg-green-100/);
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      '/images/activities/mangrove-planting-in-the-sundarbans.svg',
    );
  });

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

  test('puts approved supplier activities before the sample activities', async ({ page }) => {
    await page.goto('/experiences/Austria');
    const titles = page.getByRole('region', { name: 'Environmental Impact' }).getByRole('heading', { level: 3 });
    await expect(titles.last()).toHaveText('Alpine Meadow Restoration');
    expect(await titles.count()).toBeGreaterThanOrEqual(2);
    await expect(titles.first()).not.toHaveText('Alpine Meadow Restoration');
    const supplierBook = page.getByRole('link', { name: 'Book Now: Tyrolean Trail Repair Weekend Morning' });
    expect(await supplierBook.getAttribute('href')).toMatch(/^\/booking\/[0-9a-f-]{36}$/);
  });

  test('shows the supplier’s Regen points override', async ({ page }) => {
    await page.goto('/experiences/Egypt');
    const food = page.getByRole('article').filter({ hasText: 'Local Cairo Food Tour' });
    await expect(food.getByText('400 Regen points')).toBeVisible();
    const nile = page.getByRole('article').filter({ hasText: 'Relaxing Nile Felucca Sail' });
    await expect(nile.getByText('600 Regen points')).toBeVisible();
  });

  test('an empty section shows the Coming Soon panel', async ({ page }) => {
    await page.goto('/experiences/Albania');
    for (const section of ['environmental', 'social']) {
      await expect(
        page.getByText(
          `We're working on bringing amazing ${section} experiences to Albania. Check back soon for updates!`,
        ),
      ).toBeVisible();
    }
    await expect(page.getByText('Coming Soon')).toHaveCount(2);
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
    await expect(page.getByRole('heading', { name: 'How Can You Contribute' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Flag of France' })).toBeVisible();
    const items = page.getByRole('listitem').filter({ has: page.getByRole('button', { expanded: false }) });
    await expect(items).toHaveCount(11);

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

  test('an unknown country gets the generic eight actions and a white flag', async ({ page }) => {
    await page.goto('/actions/Atlantis');
    await expect(page.getByRole('img', { name: 'Flag of Atlantis' })).toHaveAttribute('data-flag', 'white');
    await expect(page.locator('main ol').getByRole('button', { expanded: false })).toHaveCount(8);
  });

  test('without a country says Country not specified', async ({ page }) => {
    await page.goto('/actions');
    await expect(page.getByRole('heading', { name: 'Country not specified' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });
});

test('Current Projects shows six projects with coloured status badges', async ({ page }) => {
  await page.goto('/current-projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Current Projects' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByText('Active', { exact: true }).first()).toHaveClass(/bg-green-100/);
  await expect(cards.getByText('Expanding', { exact: true }).first()).toHaveClass(/bg-blue-100/);
  await expect(cards.getByText('Planning', { exact: true }).first()).toHaveClass(/bg-yellow-100/);
  await expect(page.getByRole('heading', { name: 'Join Our Impact' })).toBeVisible();
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await page.goto('/current-projects');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('news', () => {
  test('lists 12 articles that open in full', async ({ page }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Regenerative Tourism News' })).toBeVisible();
    const links = page.getByRole('link', { name: /^Read Full Article/ });
    await expect(links).toHaveCount(12);
    const article = newsArticles[4]!;
    await page.getByRole('link', { name: `Read Full Article: ${article.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/news/article/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page).toHaveTitle(`${article.title} · Regen Marketplace`);
    expect(await metaDescription(page)).toBe(article.summary);
    await expect(page.getByText(article.category, { exact: true })).toBeVisible();
    await expect(page.getByText(`By ${article.author}`)).toBeVisible();
    await expect(page.getByText(article.readTime)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Article' });
    await expect(nav.getByRole('link')).toHaveText(['Home', 'Destinations', 'News', 'Blog']);
    await expect(page.getByRole('heading', { name: 'Explore Regenerative Tourism' })).toBeVisible();
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

  test('an unknown article says Article Not Found', async ({ page }) => {
    await page.goto('/news/article/no-such-article');
    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText("The news article you're looking for doesn't exist.")).toBeVisible();
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
    await expect(page.getByText(`${email} is already subscribed. Thanks for staying with us!`)).toBeVisible();
  });
});

test.describe('blog', () => {
  test('lists 19 posts, searches title and excerpt, filters by category and clears', async ({ page }) => {
    await page.goto('/blog');
    await expect(page).toHaveTitle('Blog · Regen Marketplace');
    const grid = page.getByTestId('blog-grid');
    await expect(grid.getByRole('article')).toHaveCount(19);
    await expect(page.getByRole('heading', { name: 'Latest Articles' })).toBeVisible();

    const search = page.getByPlaceholder('Search articles...');
    await search.fill('CORAL');
    await expect(grid.getByRole('article')).toHaveCount(filterBlogPosts(blogPosts, 'coral', 'All').length);

    await search.fill('');
    const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
    await expect(filters).toHaveCount(17);
    await expect(filters.first()).toHaveText('All');
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

  test('a post shows its details, goes back and invites to the destinations', async ({ page }) => {
    const post = blogPosts[0]!;
    await page.goto('/blog');
    await page.getByRole('link', { name: `Read More: ${post.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(page.getByText(`By ${post.author}`)).toBeVisible();
    await expect(page.getByText(post.readTime)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.locator('.prose-regen h2').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Explore Regenerative Destinations' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto(`/blog/${blogPosts[18]!.id}`);
    await expect(page.locator('.prose-regen p').first()).toBeVisible();
    await page.getByRole('link', { name: 'Explore Regenerative Destinations' }).click();
    await expect(page).toHaveURL(/\/destinations$/);
  });

  test('an unknown post says Post Not Found', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test('Contact Us offers two mailto cards, the response time and a way on', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'General Inquiries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collaboration & Partnerships' })).toBeVisible();
  const mailto = page.locator('a[href^="mailto:"]');
  await expect(mailto).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Response Time' })).toBeVisible();
  await expect(page.getByText(/typically replies within 24-48 hours on business days/)).toBeVisible();
  await page.getByRole('link', { name: 'Explore Destinations' }).click();
  await expect(page).toHaveURL(/\/destinations$/);
  await page.goto('/contact-us');
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Coming soon explains the feature is under development and goes back', async ({ page }) => {
  await page.goto('/about-us');
  await page.goto('/coming-soon');
  await expect(page.getByText(/under development/)).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
});

test('each public route sets its own title and meta description', async ({ page }) => {
  const routes = [
    ['/', 'Regen Marketplace'],
    ['/about-us', 'About Us · Regen Marketplace'],
    ['/destinations', 'Choose your destination · Regen Marketplace'],
    ['/country/Iceland', 'Iceland · Regen Marketplace'],
    ['/experiences/Iceland', 'Experiences in Iceland · Regen Marketplace'],
    ['/actions/Iceland', 'How to contribute in Iceland · Regen Marketplace'],
    ['/current-projects', 'Current Projects · Regen Marketplace'],
    ['/news', 'Regenerative Tourism News · Regen Marketplace'],
    ['/blog', 'Blog · Regen Marketplace'],
    ['/contact-us', 'Contact Us · Regen Marketplace'],
    ['/coming-soon', 'Coming soon · Regen Marketplace'],
  ] as const;
  const descriptions = new Set<string>();
  for (const [path, title] of routes) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = await metaDescription(page);
    expect(description, path).toBeTruthy();
    descriptions.add(description!);
  }
  expect(descriptions.size).toBe(routes.length);
});
