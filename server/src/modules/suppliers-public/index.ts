// The host's public page (issue 30 part 6, docs/decisions/096): others import this file only.
export { getSupplierPage, publicSupplierPaths } from './suppliers-public.service.ts';
