import type { Page } from '@playwright/test';
import { expect, plainTest, test } from './test.ts';

// Every public page type is rendered on the server with its data (docs/decisions/064): readable
// with JavaScript off (heading, content, title, description, canonical), then hydrated in place
// with a clean console (no hydration warnings, no errors) and working controls.

interface PageCase {
  name: string;
  /** A path, or a function of the page finding one (the activity's id comes from the listing). */
  path: string | ((page: Page) => Promise<string>);
  heading: string | RegExp;
  content: string | RegExp;
  title: string | RegExp;
  status?: number;
  /**
   * Reads the browser makes on purpose, never part of the server's render: this visitor's own
   * data, which a render shared by every visitor must not hold (a kept booking draft, docs/decisions/093),
   * the live list of full times offered a waitlist (docs/decisions/095), and a country's impact
   * panel, kept out of the page's first load and read when it nears the screen (docs/decisions/107).
   */
  browserOnlyReads?: string[];
}

async function firstActivityPath(page: Page): Promise<string> {
  const response = await page.request.get('/experiences/Egypt');
  const id = /\/booking\/([0-9a-f-]{36})/.exec(await response.text())?.[1];
  expect(id).toBeDefined();
  return `/booking/${id}`;
}

const pages: PageCase[] = [
  {
    name: 'home',
    path: '/',
    heading: 'Travel with an impact you can check',
    content: 'Your Compass to Impact',
    title: 'Regen Marketplace',
  },
  { name: 'about', path: '/about-us', heading: 'About Regen Marketplace', content: /Regen Points/, title: /^About Us/ },
  {
    name: 'destinations',
    path: '/destinations',
    heading: 'Choose your destination',
    content: 'Pick a country to read about it',
    title: /^Choose your destination/,
  },
  {
    name: 'country',
    path: '/country/Egypt',
    heading: 'Egypt',
    content: /experiences? to book|Next available/,
    title: /^Egypt ·/,
    browserOnlyReads: ['/trpc/outcomes.countryImpact'],
  },
  {
    name: 'experiences of a country',
    path: '/experiences/Egypt',
    heading: /Regenerative Tourism Experiences in\s*Egypt/,
    content: 'Relaxing Nile Felucca Sail',
    title: /^Experiences in Egypt/,
  },
  {
    name: 'search',
    path: '/experiences',
    heading: 'Regenerative Tourism Experiences',
    content: 'Search activities in all 37 destinations',
    title: /^Search experiences/,
  },
  {
    name: 'actions',
    path: '/actions/Egypt',
    heading: 'Egypt',
    content: /Regen Points/,
    title: /^How to contribute in Egypt/,
  },
  {
    name: 'booking',
    path: firstActivityPath,
    heading: 'Relaxing Nile Felucca Sail',
    content: 'Book this activity',
    title: /^Book Relaxing Nile Felucca Sail/,
    browserOnlyReads: ['/trpc/bookingDrafts.current', '/trpc/waitlist.fullSlots'],
  },
  {
    name: 'projects',
    path: '/current-projects',
    heading: 'Current Projects',
    content: /Sundarbans/,
    title: /^Current Projects/,
  },
  {
    name: 'news',
    path: '/news',
    heading: 'Regenerative Tourism News',
    content: /Read Full Article/,
    title: /^Regenerative Tourism News/,
  },
  {
    name: 'news article',
    path: '/news/article/ai-powered-regenerative-tourism',
    heading: 'Can AI Help Travelers Give Back More Than They Take?',
    content: /min read/,
    title: /^Can AI Help Travelers/,
  },
  { name: 'blog', path: '/blog', heading: 'The Regenerative Travel Blog', content: /Read More/, title: /^Blog/ },
  {
    name: 'blog post',
    path: '/blog/what-is-regenerative-tourism',
    heading: 'What Is Regenerative Tourism? A Practical Guide for Travelers',
    content: /min read/,
    title: /^What Is Regenerative Tourism\?/,
  },
  { name: 'contact', path: '/contact-us', heading: 'Contact Us', content: /24-48 hours/, title: /^Contact Us/ },
  {
    name: 'coming soon',
    path: '/coming-soon',
    heading: 'Under Construction',
    content: /under development|coming/i,
    title: /^Coming soon/,
  },
  {
    name: 'not found',
    path: '/no-such-page',
    heading: 'Oops! Page not found',
    content: 'Return to Home',
    title: /Page not found/,
    status: 404,
  },
];

const resolvePath = (page: Page, path: PageCase['path']) => (typeof path === 'string' ? path : path(page));

// Playwright's own `test` here: ./test.ts waits for the app to be interactive, which needs JavaScript.
plainTest.describe('with JavaScript disabled', () => {
  plainTest.use({ javaScriptEnabled: false });

  for (const c of pages) {
    plainTest(`the ${c.name} page is rendered on the server`, async ({ page, baseURL }) => {
      const path = await resolvePath(page, c.path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(c.status ?? 200);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
      await expect(page.getByText(c.content).first()).toBeVisible();
      await expect(page).toHaveTitle(c.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      if (c.status === 404) {
        // No address to point search engines at: the not-found page is noindex instead.
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).href);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          /^http:\/\/127\.0\.0\.1:\d+\/images\//,
        );
      }
    });
  }
});

test.describe('hydrated', () => {
  for (const c of pages) {
    test(`the ${c.name} page hydrates with a clean console and fetches nothing twice`, async ({ page }) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        const text = message.text();
        // The not-found page logs the missing path (spec) and the browser reports the 404 itself.
        if (c.status === 404 && (text.startsWith('404 Error:') || text.includes('status of 404'))) return;
        problems.push(text);
      });
      const reads: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        // A batch names several procedures in one path (/trpc/a.b,c.d): each is a read.
        if (!url.pathname.startsWith('/trpc/')) return;
        for (const procedure of url.pathname.slice('/trpc/'.length).split(',')) {
          if (procedure !== 'auth.me') reads.push(`/trpc/${procedure}`);
        }
      });
      const path = await resolvePath(page, c.path);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
      // The menu works on every page once hydrated.
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await page.keyboard.press('Escape');
      expect(problems).toEqual([]);
      // The data the server rendered with came in the page: the browser read nothing again.
      expect(reads.filter((read) => !c.browserOnlyReads?.includes(read))).toEqual([]);
    });
  }

  test('runs no inline script without the response’s nonce, and still hydrates (docs/decisions/086)', async ({
    page,
  }) => {
    // Markup that got into a page some other way than through the router: a script and a handler,
    // written into the server's answer on its way to the browser, the server's CSP header kept.
    await page.route('**/experiences/Egypt', async (route) => {
      const response = await route.fetch();
      const injected = (await response.text()).replace(
        '<div id="root">',
        '<script>window.injected = "script"</script><img src="data:," onerror="window.injected = \'handler\'" alt=""><div id="root">',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[\w-]+';/);
      await route.fulfill({ response, headers, body: injected });
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        refused.push(message.text());
    });
    await page.goto('/experiences/Egypt');
    // Hydrated: the router's own scripts, which carry the nonce, ran.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    expect(refused).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/inline script violates .*'script-src 'self' 'nonce-[\w-]+''.*blocked/),
        expect.stringMatching(/inline event handler violates .*'script-src-attr 'none''.*blocked/),
      ]),
    );
  });

  test('the impact calculator computes on the hydrated home page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('listbox', { name: 'Country' }).getByRole('option', { name: 'Egypt', exact: true }).click();
    await page.getByLabel('Days').fill('3');
    await page.getByLabel('Cities').fill('2');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(/Regen points total/)).toBeVisible();
  });

  test('the booking form of a server-rendered activity accepts input', async ({ page }) => {
    await page.goto(await firstActivityPath(page));
    const people = page.getByLabel('Number of people');
    await expect(page.getByRole('heading', { name: 'Book this activity' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeEditable();
    await page.getByLabel('Full name').fill('Nadia Traveler');
    await expect(page.getByLabel('Full name')).toHaveValue('Nadia Traveler');
    if (await people.isEnabled()) {
      await people.selectOption('2');
      await expect(people).toHaveValue('2');
    }
  });
});
