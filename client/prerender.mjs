// Build step after `vite build` and the SSR build of src/prerender.tsx: renders the landing
// page to HTML and writes dist/landing.html (the app's index.html with that markup in
// #root), which the server sends for "/" so a first visit paints before the JavaScript runs.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { precompressFile } from './precompress.mjs';

const { prerender } = await import('./dist-ssr/prerender.js');
const template = await readFile('dist/index.html', 'utf8');
// The document's own <title> and description stay in <head>; the router sets them per
// page. Inline scripts (the router's scroll restoration) would break the CSP: the app's own
// code does that job once it runs.
// React puts its resource hints (<link rel="preload">) first in the markup; they belong in
// <head>, and left inside #root they would not match the client's first render.
const hints = [];
const markup = (await prerender('/'))
  .replace(/<title>.*?<\/title>/s, '')
  .replace(/<meta [^>]*>/g, '')
  .replace(/<script\b[^>]*>.*?<\/script>/gs, '')
  .replace(/<link [^>]*>/g, (link) => (hints.push(link), ''));
const page = template
  .replace('</head>', `${hints.map((link) => `  ${link}\n`).join('')}  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!page.includes(markup)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
await writeFile('dist/landing.html', page);
await precompressFile('dist/landing.html');
await rm('dist-ssr', { recursive: true, force: true });
console.log(`prerendered / into dist/landing.html (${Math.round(page.length / 1024)} KB)`);
