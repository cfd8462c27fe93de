import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { LOCALES, needsIcuParser } from '../shared/src/i18n/index.ts';
import { namedKeys } from '../shared/src/i18n/named-keys.ts';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { COMPRESSIBLE, precompressFile } from './precompress.mjs';

/**
 * Writes `.br` and `.gz` next to every compressible file of the build (at most once, with
 * the strongest settings), which the server sends as they are (@fastify/static
 * `preCompressed`): no compression work per request, several times fewer bytes on a phone.
 */
function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'regen-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return; // the server rendering bundle is read from disk by the server, never sent
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(files.map(precompressFile));
    },
  };
}

/**
 * Flags (features/public/country-flag.tsx): flag-icons' SVGs of the countries, written under
 * their own names in a folder named after the package's version (`/assets/flag-icons-7.5.0/eg.svg`,
 * still safe to cache for a year). The page's code builds a flag's address from its country's
 * code, so it holds no map of the files (docs/decisions/082); the dev server serves the same
 * addresses from the package.
 */
function flagIcons(): Plugin {
  const require = createRequire(import.meta.url);
  const { version } = require('flag-icons/package.json') as { version: string };
  const source = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
  const folder = `assets/flag-icons-${version}`;
  const countryFlag = /^[a-z]{2}\.svg$/; // ISO 3166-1 alpha-2; not the package's regions (gb-eng, eac…)
  let ssr = false;
  return {
    name: 'regen-flag-icons',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use(`/${folder}/`, (req, res, next) => {
        const name = (req.url ?? '').slice(1).split('?')[0]!;
        if (!countryFlag.test(name)) return next();
        readFile(path.join(source, name)).then(
          (svg) => res.setHeader('content-type', 'image/svg+xml').end(svg),
          () => next(),
        );
      });
    },
    async generateBundle() {
      if (ssr) return; // the server rendering bundle only writes the addresses
      const names = (await readdir(source)).filter((name) => countryFlag.test(name));
      for (const name of names)
        this.emitFile({
          type: 'asset',
          fileName: `${folder}/${name}`,
          source: await readFile(path.join(source, name)),
        });
    },
  };
}

/**
 * The message catalogue in the browser build (docs/decisions/088, 092, 109, 123): each message
 * travels with the code that names it, in the page's locale only. Every module of `client/src`
 * and `shared/src` is read for the keys it names (`namedKeys`: the key type makes each a literal);
 * a chunk's keys are those its modules name. For each chunk that names any, the build writes one
 * companion file per locale, English too (`assets/messages/<hash of the chunk's keys>.<locale>.js`,
 * ICU messages pre-parsed), and starts the chunk with
 * `await globalThis.__regenLoad("<hash>", import.meta.url)`: it imports the companion of the
 * page's `<html lang>` before the chunk's code runs (a top-level await, so whatever imports the
 * chunk waits too: the server render's hydration and a navigation find the messages). No chunk
 * carries message text: a German page downloads German only, an English page English only.
 *
 * A locale's companion also carries, as English, the chunk's keys that locale lacks (the per-key
 * fallback), the keys its code reads with `englishMessage`, and every key `shared/src` names:
 * shared code formats in English whatever the page (the zod schemas' messages, labels fixed with
 * the default locale when a module loads), as the server does, so both render the same. The
 * catalogue module itself is empty in this build (`en` = {}), and ICU's parser is left out
 * (FormatJS's `no-parser` entry, aliased below). The server rendering bundle, the server, tests
 * and the dev server keep the whole catalogue, as text.
 */
function messagesWithTheirCode(): Plugin {
  const root = path.resolve(import.meta.dirname, '..');
  const catalogueFile = path.join(root, 'shared/src/i18n/messages/en.ts');
  const i18nFolder = path.join(root, 'shared/src/i18n') + path.sep;
  const sharedFolder = path.join(root, 'shared/src') + path.sep;
  const scannedFolders = [path.join(root, 'client/src') + path.sep, sharedFolder];
  let ssr = false;
  let messages: Record<string, string> = {};
  let keys: string[] = [];
  /** Every locale's catalogue that exists (docs/decisions/109), English first; the others possibly partial. */
  let localeMessages: [string, Record<string, string>][] = [];
  /** The keys each module names, and those it reads in English (`englishMessage('…')`), by module id. */
  const namedBy = new Map<string, string[]>();
  const englishBy = new Map<string, string[]>();
  /** The companion files written, by name: one per chunk's set of keys and locale. */
  const companions = new Map<string, string>();
  const parsed = (message: string) => (needsIcuParser(message) ? parse(message, { ignoreTag: true }) : message);
  const subset = (catalogue: Record<string, string>, wanted: readonly string[]) =>
    Object.fromEntries(
      wanted.filter((key) => catalogue[key] !== undefined).map((key) => [key, parsed(catalogue[key]!)]),
    );
  return {
    name: 'regen-messages-with-their-code',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (ssr) return;
      // A fresh copy of the catalogue for each build (the config process may build again).
      const url = `${pathToFileURL(catalogueFile).href}?build=${Date.now()}`;
      ({ en: messages } = (await import(url)) as { en: Record<string, string> });
      keys = Object.keys(messages);
      localeMessages = [['en', messages]];
      namedBy.clear();
      englishBy.clear();
      companions.clear();
      for (const locale of LOCALES) {
        const file = path.join(path.dirname(catalogueFile), `${locale}.ts`);
        if (locale === 'en' || !existsSync(file)) continue;
        const module = (await import(`${pathToFileURL(file).href}?build=${Date.now()}`)) as Record<string, unknown>;
        localeMessages.push([locale, (module[locale] ?? {}) as Record<string, string>]);
      }
    },
    transform(code, id) {
      if (ssr) return null;
      const file = id.split('?')[0]!;
      if (file === catalogueFile) return { code: 'export const en = {};\n', map: null };
      if (file.startsWith(i18nFolder) || !scannedFolders.some((folder) => file.startsWith(folder))) return null;
      if (!/\.[cm]?[jt]sx?$/.test(file)) return null;
      const named = namedKeys(code, keys, messages);
      if (named.length) namedBy.set(id, named);
      // Shared code may format in English whatever the page (`englishMessage`, a label with the
      // default locale fixed at load, as the server writes it): its keys travel in English too.
      const english = file.startsWith(sharedFolder)
        ? named
        : [...code.matchAll(/\benglishMessage\(\s*(['"`])([\w.]+)\1/g)].map((m) => m[2]!);
      if (english.length) englishBy.set(id, english);
      return null;
    },
    /**
     * Each chunk whose modules name messages gets its companions and the first line that loads
     * the page's one; the entry also defines the loader, so it runs before any other chunk's.
     */
    renderChunk(code, chunk) {
      if (ssr) return null;
      const chunkKeys = [...new Set(chunk.moduleIds.flatMap((id) => namedBy.get(id) ?? []))].sort();
      const englishKeys = new Set(chunk.moduleIds.flatMap((id) => englishBy.get(id) ?? []));
      const loader =
        `globalThis.__regenLoad=async(h,b)=>{let l=document.documentElement.lang;` +
        `if(!${JSON.stringify(localeMessages.map(([l]) => l))}.includes(l))l="en";` +
        `const m=await import(new URL("/assets/messages/"+h+"."+l+".js",b).href);` +
        `(globalThis.__regenMessages??=[]).push([l,m.default]);if(m.en)globalThis.__regenMessages.push(["en",m.en])};`;
      if (!chunkKeys.length) return chunk.isEntry ? { code: loader + code, map: null } : null;
      // Named by its keys and those it needs in English too, so equal companions are written once.
      const inEnglish = chunkKeys.filter((key) => englishKeys.has(key));
      const hash = createHash('sha256')
        .update(`${chunkKeys.join('\n')}\0${inEnglish.join('\n')}`)
        .digest('base64url')
        .slice(0, 12);
      for (const [locale, catalogue] of localeMessages) {
        const name = `assets/messages/${hash}.${locale}.js`;
        if (companions.has(name)) continue;
        let source = `export default ${JSON.stringify(subset(catalogue, chunkKeys))};\n`;
        if (locale !== 'en') {
          const english = chunkKeys.filter((key) => catalogue[key] === undefined || englishKeys.has(key));
          if (english.length) source += `export const en = ${JSON.stringify(subset(messages, english))};\n`;
        }
        companions.set(name, source);
      }
      const call = `await globalThis.__regenLoad(${JSON.stringify(hash)},import.meta.url);`;
      return { code: (chunk.isEntry ? loader : '') + call + code, map: null };
    },
    generateBundle() {
      if (ssr) return;
      for (const [fileName, source] of companions) this.emitFile({ type: 'asset', fileName, source });
    },
    /**
     * The entry's English companion is preloaded by the page itself, so it downloads beside the
     * entry instead of after it; the server names the page's own locale in its place.
     */
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const hash = /__regenLoad\(["'`]([\w-]+)["'`]/.exec(context.chunk?.code ?? '')?.[1];
        if (!hash) return html;
        return html.replace(
          '</head>',
          `<link rel="modulepreload" crossorigin href="/assets/messages/${hash}.en.js" data-regen-messages>\n</head>`,
        );
      },
    },
  };
}

/**
 * tRPC's websocket client (about 3 KB gzipped) in its own chunk, loaded with the first
 * subscription (client/src/lib/trpc-socket.ts): `@trpc/client`'s index re-exports it, so without
 * this it would sit in every page's entry. Declared free of side effects (it only defines), so
 * the entry does not import it for them; its own group in `codeSplitting` below.
 */
const TRPC_SOCKET_CLIENT = /@trpc[\\/]client[\\/]dist[\\/]wsLink/;
function socketClientApart(): Plugin {
  return {
    name: 'regen-socket-client-apart',
    apply: 'build',
    transform(code, id) {
      return TRPC_SOCKET_CLIENT.test(id) ? { code, map: null, moduleSideEffects: false } : null;
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The router plugin must come before the React plugin.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    tailwindcss(),
    flagIcons(),
    messagesWithTheirCode(),
    socketClientApart(),
    precompress(),
  ],
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: {
      '/trpc': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What every page needs (React, the router, the query cache, tRPC, the layout) in one
        // chunk: a page's first download is that chunk and its own route's, and one file
        // compresses better than the twenty the default split made (docs/decisions/070).
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'trpc-socket', test: TRPC_SOCKET_CLIENT, priority: 3, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  // The server rendering bundle (`vite build --ssr src/entry-server.tsx`, docs/decisions/064)
  // carries its dependencies, so a build copied anywhere (CLIENT_DIST) runs on its own. It is
  // written to <outDir>/server, which the server never serves as a file.
  ssr: { noExternal: true },
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
  // React's and the router's production builds on the server too, whatever NODE_ENV the server
  // runs with (tests run it with 'test'): the development builds render several times slower.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  // The public files are the client build's; the SSR bundle needs no copy of them.
  publicDir: isSsrBuild ? false : 'public',
}));
