import type { $ZodConfig } from 'zod/v4/core';

// zod compiles a fast object parser with `new Function`, and probes whether it may the first time
// a schema is built. The CSP allows no eval, so the probe raised a Content-Security-Policy
// violation on every page with a form (the parsing itself works either way). Jitless mode skips
// both (docs/decisions/085).
//
// Set the way zod documents for a setting needed before it loads: its shared config object,
// pre-populated on globalThis (zod/v4/core's core.ts). Calling `config()` from zod/v4/core
// instead would put part of zod into every page's first download (3.6 KB gzipped). Imported
// first by the browser's entry (main.tsx), before any schema is built; the server (and its
// rendering bundle, which shares the server's zod) keeps the compiled parsers. Listed in
// package.json's sideEffects, so the bundler keeps the import.
const shared = globalThis as { __zod_globalConfig?: $ZodConfig };
(shared.__zod_globalConfig ??= {}).jitless = true;
