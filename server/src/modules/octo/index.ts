// The OCTO module's public surface: the routes app.ts registers, and the hold sweep (tests run it).
export { registerOctoApi } from './octo.routes.ts';
export { expireHolds } from './octo.service.ts';
