import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './test.ts';

// Layout invariants of the main public pages at a phone and a laptop size (issue 12: screenshot
// tests guard the layout). No pixel baselines: dates and demo data change from day to day, so
// each page is checked for what must always hold, and its screenshot is attached for a human.

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const;

const pages = [
  ['landing', '/'],
  ['destinations', '/destinations'],
  ['country', '/country/Slovenia'],
  ['experiences', '/experiences/Slovenia'],
  ['actions', '/actions/Slovenia'],
  ['news', '/news'],
  ['news article', '/news/article/coral-restoration-maldives'],
  ['blog', '/blog'],
  ['blog post', '/blog/what-is-regenerative-tourism'],
  ['projects', '/current-projects'],
  ['booking', '/booking/demo-revive-tschlin'],
  ['credits', '/credits'],
] as const;

/** Brings every image into view in turn, so lazy ones start loading, then returns to the top. */
async function bringImagesIntoView(page: Page) {
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const img of Array.from(document.querySelectorAll('img'))) {
      img.scrollIntoView({ block: 'center' });
      await nextFrame();
    }
    window.scrollTo(0, 0);
  });
}

/** Images without both size attributes (their box would jump when they load). */
function unsizedImages(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('img'))
      .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
      .map((img) => img.src),
  );
}

/** Images that have not loaded, or loaded as nothing. */
function brokenImages(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('img'))
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.src),
  );
}

/**
 * Pairs of cards whose boxes overlap: leaf <article> elements anywhere in the main content,
 * and the items of each list with one another. A pixel of touching borders is allowed.
 */
function overlappingCards(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return ['no <main>'];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const label = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const groups: Element[][] = [
      Array.from(main.querySelectorAll('article')).filter((a) => !a.querySelector('article')),
      ...Array.from(main.querySelectorAll('ul, ol')).map((list) => Array.from(list.children)),
    ];
    const overlaps: string[] = [];
    for (const group of groups) {
      const cards = group.filter(visible);
      for (let i = 0; i < cards.length; i++) {
        for (let j = i + 1; j < cards.length; j++) {
          const a = cards[i]!;
          const b = cards[j]!;
          if (a.contains(b) || b.contains(a)) continue;
          const ra = a.getBoundingClientRect();
          const rb = b.getBoundingClientRect();
          const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (x > 1 && y > 1) overlaps.push(`${label(a)} overlaps ${label(b)}`);
        }
      }
    }
    return overlaps;
  });
}

async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

for (const viewport of viewports) {
  test.describe(`at ${viewport.width}×${viewport.height} (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const [name, path] of pages) {
      test(`the ${name} page (${path}) fits the screen, with sized and loaded images and no overlapping cards`, async ({
        page,
      }, testInfo) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // Cards may arrive after the heading: each round brings the images there are now into
        // view (lazy ones load only then) until every one has loaded.
        await expect
          .poll(
            async () => {
              await bringImagesIntoView(page);
              return brokenImages(page);
            },
            { message: 'images not loaded' },
          )
          .toEqual([]);
        expect(await unsizedImages(page), 'images without width and height').toEqual([]);
        const width = await page.evaluate(() => ({
          content: document.documentElement.scrollWidth,
          viewport: document.documentElement.clientWidth,
        }));
        expect(width.content, 'page wider than the screen').toBeLessThanOrEqual(width.viewport);
        expect(await overlappingCards(page)).toEqual([]);

        await attachScreenshot(page, testInfo, `${name}-${viewport.name}`);
      });
    }
  });
}
