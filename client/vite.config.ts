import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { needsIcuParser } from '../shared/src/i18n/index.ts';
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
 * The message catalogue in the browser build (docs/decisions/088): a message that needs ICU's
 * parser (a plural, a select, a quote) arrives already parsed, and the parser itself is left out
 * of the bundle (FormatJS's `no-parser` entry, aliased below): about 7 KB gzipped less on every
 * page. The server rendering bundle and the server keep the parser and the text.
 */
function precompiledMessages(): Plugin {
  const catalogue = /[\\/]shared[\\/]src[\\/]i18n[\\/]messages[\\/]en\.ts$/;
  let ssr = false;
  return {
    name: 'regen-precompiled-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async transform(_code, id) {
      if (ssr || !catalogue.test(id)) return null;
      const { en } = (await import(pathToFileURL(id).href)) as { en: Record<string, string> };
      const parsed = Object.fromEntries(
        Object.entries(en).map(([key, message]) => [
          key,
          needsIcuParser(message) ? parse(message, { ignoreTag: true }) : message,
        ]),
      );
      return { code: `export const en = ${JSON.stringify(parsed)};\n`, map: null };
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
    precompiledMessages(),
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
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
