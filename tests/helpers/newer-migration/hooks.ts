import { registerHooks } from 'node:module';

// `node --import ./tests/helpers/newer-migration/hooks.ts server/src/main.ts` runs the real
// server with one migration more than this checkout has: an instance of the next release,
// for the several-instances suite. Only the list of migrations is swapped.

const current = new URL('../../../migrations/index.ts', import.meta.url).href;
const newer = new URL('./migrations.ts', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    return resolved.url === current && context.parentURL !== newer ? { ...resolved, url: newer } : resolved;
  },
});
