import { destinationCountryNames } from '@regen/shared/countries';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '../../client/src/content/blog.ts';
import { newsArticles } from '../../client/src/content/news.ts';
import { RenderedPage, findAll, hasClass, textOf, type HtmlElement } from '../helpers/html.ts';
import { setupTestEnvironment } from '../helpers/server.ts';
import { hasSsrBundle, ssrBundleEnv } from '../helpers/ssr-bundle.ts';

// What the public pages say, read from the HTML the server renders (docs/decisions/064, 090):
// the same exact strings the browser tests read, without a browser. The browser tests
// (tests/e2e/public.spec.ts) keep what needs one: clicks, navigation, hydration and the
// client's own behaviour. The pages show the demo data, as `npm start` does. Needs a client
// build with its SSR bundle (`npm run build`, or CLIENT_DIST), like seo.test.ts.

let env: Awaited<ReturnType<typeof setupTestEnvironment>>;

beforeAll(async () => {
  env = await setupTestEnvironment({ SEED_DEMO: 'true', ...ssrBundleEnv });
}, 120_000);
afterAll(async () => {
  await env.close();
});

/** The server-rendered page at `url`, which must answer `status` (`undefined`: left to seo.test.ts). */
async function render(url: string, status: number | undefined = 200): Promise<RenderedPage> {
  const response = await env.server.app.inject({ method: 'GET', url });
  if (status !== undefined) expect(response.statusCode, url).toBe(status);
  return new RenderedPage(response.body);
}

/** The one element reading exactly `text` (innermost), failing unless there is exactly one. */
function theText(page: RenderedPage, text: string | RegExp, within?: HtmlElement): HtmlElement {
  const found = page.getAllByText(text, within);
  expect(found, String(text)).toHaveLength(1);
  return found[0]!;
}

describe.skipIf(!hasSsrBundle)('public pages rendered on the server', () => {
  describe('landing page', () => {
    it('is readable before its JavaScript runs: rendered on the server', async () => {
      const home = await render('/');
      home.getByRole('heading', { level: 1, name: 'Travel with an impact you can check' });
      home.getByRole('heading', { name: 'Your Compass to Impact' });
      const destinations = await render('/destinations');
      destinations.getByRole('heading', { level: 1, name: 'Choose your destination' });
    });

    it('asks to select a country and marks the three calculator inputs required', async () => {
      const page = await render('/');
      const country = page.getByRole('combobox', { name: 'Country' });
      expect(textOf(country)).toBe('Select a country');
      expect(country.attrs['aria-required']).toBe('true');
      for (const label of ['Days', 'Cities']) expect(page.getByLabel(label).attrs).toHaveProperty('required');
    });

    it('shows Your Compass to Impact with its four steps', async () => {
      const page = await render('/');
      expect(page.title).toBe('Regen Marketplace');
      expect(page.metaDescription).toContain('Regen Points');
      page.getByRole('heading', { name: 'Your Compass to Impact' });
      expect(page.textsOf(page.getAllByRole('heading', { level: 3 }))).toEqual([
        'Choose Destination',
        'Get Inspired',
        'Take Action',
        'Create Impact',
      ]);
    });
  });

  it('About Us explains Regen Points for travelers, suppliers and destinations', async () => {
    const page = await render('/about-us');
    expect(page.title).toBe('About Us · Regen Marketplace');
    for (const heading of [
      'For travelers',
      'For suppliers',
      'For destinations',
      'Our mission',
      'Our values',
      'Our story',
    ]) {
      page.getByRole('heading', { name: heading });
    }
  });

  describe('destinations and country pages', () => {
    it('the dropdown offers the 37 countries', async () => {
      const page = await render('/destinations');
      page.getByRole('heading', { level: 1, name: 'Choose your destination' });
      const select = page.getByRole('combobox', { name: 'Country' });
      const options = page.textsOf(findAll(select, (e) => e.tag === 'option'));
      expect(options).toHaveLength(38);
      expect(options[0]).toBe('Select a country');
      expect(options.slice(1)).toEqual(destinationCountryNames);
    });

    it('every destination has a flag, a name and a written blurb', async () => {
      for (const country of destinationCountryNames) {
        const page = await render(`/country/${encodeURIComponent(country)}`);
        page.getByRole('heading', { level: 1, name: country });
        page.getByRole('img', { name: `Flag of ${country}` });
        const main = findAll(page.document, (e) => e.tag === 'main')[0]!;
        const paragraphs = findAll(main, (e) => e.tag === 'p' && /\w{4,}.*\w{4,}.*\./.test(textOf(e)));
        expect(paragraphs.length, country).toBeGreaterThanOrEqual(2);
        expect(page.title).toBe(`${country} · Regen Marketplace`);
      }
    });

    it('shows the daily Regen points a positive contribution starts at, by tier', async () => {
      for (const [country, points] of [
        ['Egypt', '1,500'],
        ['Albania', '900'],
        ['Germany', '450'],
      ] as const) {
        const page = await render(`/country/${country}`);
        theText(page, `${points} Regen points per day`);
      }
    });

    it('an unknown country shows Country not found and a way back', async () => {
      const page = await render('/country/Atlantis', 404);
      page.getByRole('heading', { name: 'Country not found' });
      expect(page.getByRole('link', { name: 'Back to Destinations' }).attrs.href).toBe('/destinations');
    });
  });

  describe('experiences page', () => {
    it('lists the sample activities of India with every card detail', async () => {
      const page = await render('/experiences/India');
      page.getByRole('heading', { level: 1, name: 'Regenerative Tourism Experiences in India' });
      const environmental = page.getByRole('region', { name: 'Environmental Impact' });
      const social = page.getByRole('region', { name: 'Social Impact' });
      // Western Ghats Living Trails' activity in each section, then the sample.
      const environmentalCards = page.getAllByRole('article', { within: environmental });
      const socialCards = page.getAllByRole('article', { within: social });
      expect(environmentalCards).toHaveLength(2);
      expect(socialCards).toHaveLength(2);

      const card = environmentalCards.at(-1)!;
      page.getByRole('heading', { name: 'Mangrove Planting in the Sundarbans', within: card });
      theText(page, 'Impact: Restores coastal mangrove forest', card);
      theText(page, '4 Hours', card);
      theText(page, '750 Regen points', card);
      theText(page, '$80 per person', card);
      expect(hasClass(theText(page, 'Medium effort', card), 'bg-yellow-100')).toBe(true);
      expect(hasClass(theText(page, 'Low effort', socialCards.at(-1)), 'bg-green-100')).toBe(true);
      expect(findAll(card, (e) => e.tag === 'img').map((img) => img.attrs.src)).toEqual([
        '/images/activities/mangrove-planting-in-the-sundarbans.svg',
      ]);
    });

    it('puts approved supplier activities before the sample activities', async () => {
      const page = await render('/experiences/Austria');
      const environmental = page.getByRole('region', { name: 'Environmental Impact' });
      const titles = page.textsOf(page.getAllByRole('heading', { level: 3, within: environmental }));
      expect(titles.at(-1)).toBe('Alpine Meadow Restoration');
      expect(titles.length).toBeGreaterThanOrEqual(2);
      expect(titles[0]).not.toBe('Alpine Meadow Restoration');
      const supplierBook = page.getByRole('link', { name: 'Book Now: Tyrolean Trail Repair Weekend Morning' });
      expect(supplierBook.attrs.href).toMatch(/^\/booking\/[0-9a-f-]{36}$/);
    });

    it('shows the supplier’s Regen points override', async () => {
      const page = await render('/experiences/Egypt');
      const card = (title: string) => page.getByRole('article', { name: title });
      theText(page, '400 Regen points', card('Local Cairo Food Tour'));
      theText(page, '600 Regen points', card('Relaxing Nile Felucca Sail'));
    });

    it('an empty section shows the Coming Soon panel', async () => {
      const page = await render('/experiences/Albania');
      for (const section of ['environmental', 'social']) {
        theText(
          page,
          `We're working on bringing amazing ${section} experiences to Albania. Check back soon for updates!`,
        );
      }
      expect(page.getAllByText('Coming Soon')).toHaveLength(2);
    });
  });

  describe('actions page', () => {
    it('lists the country’s numbered actions, all closed, under How Can You Contribute with its flag', async () => {
      const page = await render('/actions/France');
      page.getByRole('heading', { name: 'How Can You Contribute' });
      page.getByRole('img', { name: 'Flag of France' });
      const closed = page
        .getAllByRole('listitem')
        .filter((item) => findAll(item, (e) => e.tag === 'button' && e.attrs['aria-expanded'] === 'false').length);
      expect(closed).toHaveLength(11);
    });

    it('an unknown country gets the generic eight actions and a white flag', async () => {
      const page = await render('/actions/Atlantis');
      expect(page.getByRole('img', { name: 'Flag of Atlantis' }).attrs['data-flag']).toBe('white');
      const list = findAll(page.document, (e) => e.tag === 'main')[0]!;
      const actions = findAll(list, (e) => e.tag === 'ol').flatMap((ol) =>
        page.getAllByRole('button', { within: ol }).filter((button) => button.attrs['aria-expanded'] === 'false'),
      );
      expect(actions).toHaveLength(8);
    });

    it('without a country says Country not specified', async () => {
      const page = await render('/actions', undefined);
      page.getByRole('heading', { name: 'Country not specified' });
      expect(page.getByRole('link', { name: 'Back to Destinations' }).attrs.href).toBe('/destinations');
    });
  });

  it('Current Projects shows six projects with coloured status badges', async () => {
    const page = await render('/current-projects');
    page.getByRole('heading', { level: 1, name: 'Current Projects' });
    const cards = page.getAllByRole('article');
    expect(cards).toHaveLength(6);
    const firstBadge = (status: string) => cards.flatMap((card) => page.getAllByText(status, card))[0]!;
    expect(hasClass(firstBadge('Active'), 'bg-green-100')).toBe(true);
    expect(hasClass(firstBadge('Expanding'), 'bg-blue-100')).toBe(true);
    expect(hasClass(firstBadge('Planning'), 'bg-yellow-100')).toBe(true);
    page.getByRole('heading', { name: 'Join Our Impact' });
  });

  describe('news', () => {
    it('lists 12 articles', async () => {
      const page = await render('/news');
      page.getByRole('heading', { level: 1, name: 'Regenerative Tourism News' });
      expect(page.getAllByRole('link', { name: /^Read Full Article/ })).toHaveLength(12);
    });

    it('an article shows its title, summary, category, author and read time, and where to go next', async () => {
      const article = newsArticles[4]!;
      const list = await render('/news');
      expect(list.getByRole('link', { name: `Read Full Article: ${article.title}` }).attrs.href).toBe(
        `/news/article/${article.id}`,
      );
      const page = await render(`/news/article/${article.id}`);
      page.getByRole('heading', { level: 1, name: article.title });
      expect(page.title).toBe(`${article.title} · Regen Marketplace`);
      expect(page.metaDescription).toBe(article.summary);
      theText(page, article.category);
      theText(page, `By ${article.author}`);
      theText(page, article.readTime);
      const nav = page.getByRole('navigation', { name: 'Article' });
      expect(page.textsOf(page.getAllByRole('link', { within: nav }))).toEqual([
        'Home',
        'Destinations',
        'News',
        'Blog',
      ]);
      page.getByRole('heading', { name: 'Explore Regenerative Tourism' });
    });

    it('an unknown article says Article Not Found', async () => {
      const page = await render('/news/article/no-such-article', 404);
      page.getByRole('heading', { name: 'Article Not Found' });
      theText(page, "The news article you're looking for doesn't exist.");
      expect(page.getByRole('link', { name: 'Back to News' }).attrs.href).toBe('/news');
    });
  });

  describe('blog', () => {
    it('lists 19 posts with the category filters, All first', async () => {
      const page = await render('/blog');
      expect(page.title).toBe('Blog · Regen Marketplace');
      const grid = findAll(page.document, (e) => e.attrs['data-testid'] === 'blog-grid');
      expect(grid).toHaveLength(1);
      expect(page.getAllByRole('article', { within: grid[0] })).toHaveLength(19);
      page.getByRole('heading', { name: 'Latest Articles' });
      const filters = page.getAllByRole('button', { within: page.getByRole('group', { name: 'Filter by category' }) });
      expect(filters).toHaveLength(17);
      expect(textOf(filters[0]!)).toBe('All');
    });

    it('a post shows its details and invites to the destinations', async () => {
      const post = blogPosts[0]!;
      const list = await render('/blog');
      expect(list.getByRole('link', { name: `Read More: ${post.title}` }).attrs.href).toBe(`/blog/${post.id}`);
      const page = await render(`/blog/${post.id}`);
      page.getByRole('heading', { level: 1, name: post.title });
      theText(page, `By ${post.author}`);
      theText(page, post.readTime);
      page.getByRole('button', { name: 'Share' });
      const body = (p: RenderedPage) => findAll(p.document, (e) => hasClass(e, 'prose-regen'));
      expect(body(page).flatMap((prose) => findAll(prose, (e) => e.tag === 'h2')).length).toBeGreaterThan(0);
      page.getByRole('heading', { name: 'Explore Regenerative Destinations' });
      expect(page.getByRole('link', { name: 'Back to Blog' }).attrs.href).toBe('/blog');

      const last = await render(`/blog/${blogPosts[18]!.id}`);
      expect(body(last).flatMap((prose) => findAll(prose, (e) => e.tag === 'p')).length).toBeGreaterThan(0);
      expect(last.getByRole('link', { name: 'Explore Regenerative Destinations' }).attrs.href).toBe('/destinations');
    });

    it('an unknown post says Post Not Found', async () => {
      const page = await render('/blog/no-such-post', 404);
      page.getByRole('heading', { name: 'Post Not Found' });
      theText(page, "The blog post you're looking for doesn't exist.");
      expect(page.getByRole('link', { name: 'Back to Blog' }).attrs.href).toBe('/blog');
    });
  });

  it('Contact Us offers two mailto cards and the response time', async () => {
    const page = await render('/contact-us');
    page.getByRole('heading', { level: 1, name: 'Contact Us' });
    page.getByRole('heading', { name: 'General Inquiries' });
    page.getByRole('heading', { name: 'Collaboration & Partnerships' });
    expect(findAll(page.document, (e) => e.tag === 'a' && (e.attrs.href ?? '').startsWith('mailto:'))).toHaveLength(2);
    page.getByRole('heading', { name: 'Response Time' });
    theText(page, /typically replies within 24-48 hours on business days/);
  });

  it('Coming soon explains the feature is under development', async () => {
    const page = await render('/coming-soon');
    theText(page, /under development/);
  });

  it('each public route sets its own title and meta description', async () => {
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
    for (const [url, title] of routes) {
      const page = await render(url);
      expect(page.title, url).toBe(title);
      expect(page.metaDescription, url).toBeTruthy();
      descriptions.add(page.metaDescription!);
    }
    expect(descriptions.size).toBe(routes.length);
  });
});
