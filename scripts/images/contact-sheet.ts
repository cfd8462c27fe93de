// `npx tsx scripts/images/contact-sheet.ts [out-dir]`: every generated illustration on one page
// per folder, captioned, screenshotted with the system Chromium, to look at them side by side.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('../../', import.meta.url).pathname;
const imagesDir = join(root, 'client/public/images');
const outDir = process.argv[2] ?? '/tmp/contact-sheet';
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
for (const folder of ['countries', 'articles', 'projects', 'activities', '.']) {
  const dir = join(imagesDir, folder);
  const files = (await readdir(dir)).filter((f) => f.endsWith('.svg')).sort();
  const cells = files
    .map(
      (f) =>
        `<figure><img src="file://${join(dir, f)}" width="400" height="250"><figcaption>${f}</figcaption></figure>`,
    )
    .join('');
  const html = `<!doctype html><style>body{margin:8px;font:12px sans-serif;display:grid;grid-template-columns:repeat(3,400px);gap:8px}figure{margin:0}img{display:block}</style>${cells}`;
  const file = join(outDir, `${folder === '.' ? 'site' : folder}.html`);
  await writeFile(file, html);
  await page.goto(`file://${file}`);
  await page.waitForLoadState('load');
  await page.screenshot({ path: file.replace(/\.html$/, '.png'), fullPage: true });
  console.log(`${file.replace(/\.html$/, '.png')} (${files.length} images)`);
}
await browser.close();
