// The manifest domain's public surface (docs/decisions/104): its router.
export { manifestRouter } from './manifest.router.ts';
