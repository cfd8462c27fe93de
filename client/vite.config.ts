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
 * The message catalogue in the browser build (docs/decisions/088, 092): each message travels with
 * the code that names it. Every module of `client/src` and `shared/src` is read for the keys it
 * names (`namedKeys`: the key type makes each a literal) and gets one import per key of a tiny
 * module that registers that message. The bundler then puts each
 * message in the chunk of the code that names it: the layout's in the entry, a route's in that
 * route's chunk (or one it shares with the routes that name it too), loaded with it and registered
 * before it runs, so the server render, hydration and navigation find it. The catalogue module
 * itself is empty in this build (`en` = {}): nothing else is shipped.
 *
 * A message needing ICU's parser (a plural, a select, a quote) arrives already parsed, and the
 * parser is left out of the bundle (FormatJS's `no-parser` entry, aliased below). The server
 * rendering bundle, the server, tests and the dev server keep the whole catalogue, as text.
 */
/** The locales whose messages travel in companion files (every one but English). */
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');

function messagesWithTheirCode(): Plugin {
  const root = path.resolve(import.meta.dirname, '..');
  const catalogueFile = path.join(root, 'shared/src/i18n/messages/en.ts');
  const i18nFolder = path.join(root, 'shared/src/i18n') + path.sep;
  const scannedFolders = [path.join(root, 'client/src') + path.sep, path.join(root, 'shared/src') + path.sep];
  const prefix = 'virtual:regen-message/';
  let ssr = false;
  let messages: Record<string, string> = {};
  let keys: string[] = [];
  /** The other locales' catalogues that exist (docs/decisions/109), each possibly still partial. */
  let localeMessages: [string, Record<string, string>][] = [];
  /** The companion files written, by name: one per chunk's set of keys and locale. */
  const companions = new Map<string, string>();
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
      localeMessages = [];
      companions.clear();
      for (const locale of OTHER_LOCALES) {
        const file = path.join(path.dirname(catalogueFile), `${locale}.ts`);
        if (!existsSync(file)) continue;
        const module = (await import(`${pathToFileURL(file).href}?build=${Date.now()}`)) as Record<string, unknown>;
        localeMessages.push([locale, (module[locale] ?? {}) as Record<string, string>]);
      }
    },
    /**
     * Each chunk that carries messages gets, per other locale, a companion file with those
     * messages in that locale (`assets/messages/<keys' hash>.<locale>.js`), and a first line that
     * loads the page's own (`<html lang>`) before the chunk's code runs: a top-level await, so
     * whatever imports the chunk waits too. An English page loads no companion.
     */
    renderChunk(code, chunk) {
      if (ssr || !localeMessages.length) return null;
      const chunkKeys = chunk.moduleIds
        .filter((id) => id.startsWith(`\0${prefix}`))
        .map((id) => id.slice(prefix.length + 1))
        .sort();
      if (!chunkKeys.length) return null;
      const hash = createHash('sha256').update(chunkKeys.join('\n')).digest('base64url').slice(0, 12);
      for (const [locale, catalogue] of localeMessages) {
        const name = `assets/messages/${hash}.${locale}.js`;
        if (companions.has(name)) continue;
        const entries = chunkKeys
          .filter((key) => catalogue[key] !== undefined)
          .map((key) => {
            const message = catalogue[key]!;
            return [key, needsIcuParser(message) ? parse(message, { ignoreTag: true }) : message];
          });
        companions.set(name, `export default ${JSON.stringify(Object.fromEntries(entries))};\n`);
      }
      // The loader is defined once, by the entry (which every chunk with messages imports, for
      // registerMessages, so it runs first); each other chunk calls it with its keys' hash.
      const loader =
        `globalThis.__regenLoad=async(h,b)=>{const l=document.documentElement.lang;` +
        `if(${JSON.stringify(localeMessages.map(([l]) => l))}.includes(l))(globalThis.__regenMessages??=[])` +
        `.push([l,(await import(new URL("/assets/messages/"+h+"."+l+".js",b).href)).default])};`;
      const call = `await globalThis.__regenLoad(${JSON.stringify(hash)},import.meta.url);`;
      return { code: (chunk.isEntry ? loader : '') + call + code, map: null };
    },
    generateBundle() {
      if (ssr) return;
      for (const [fileName, source] of companions) this.emitFile({ type: 'asset', fileName, source });
    },
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const key = id.slice(prefix.length + 1);
      const message = messages[key]!;
      const value = needsIcuParser(message) ? parse(message, { ignoreTag: true }) : message;
      return {
        code: `import { registerMessages } from ${JSON.stringify(path.join(i18nFolder, 'index.ts'))};\nregisterMessages('en', { ${JSON.stringify(key)}: ${JSON.stringify(value)} });\n`,
        moduleSideEffects: true,
      };
    },
    transform(code, id) {
      if (ssr) return null;
      const file = id.split('?')[0]!;
      if (file === catalogueFile) return { code: 'export const en = {};\n', map: null };
      if (file.startsWith(i18nFolder) || !scannedFolders.some((folder) => file.startsWith(folder))) return null;
      if (!/\.[cm]?[jt]sx?$/.test(file)) return null;
      const named = namedKeys(code, keys, messages);
      if (!named.length) return null;
      const imports = named.map((key) => `import ${JSON.stringify(prefix + key)};`).join('');
      // On the first line, so the code's own lines (and any source map) keep their numbers.
      return { code: imports + code, map: null };
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
