// The resellers domain's public surface (its router is merged by trpc/router.ts): the admin's management of resellers and keys, the
// supplier's opt-out, and what the OCTO API needs (authentication, the request log, the label a
// reseller booking carries on the supplier's screens).
export {
  apiKeyHashOf,
  authenticateApiKey,
  authenticatedReseller,
  createApiKey,
  createReseller,
  hashApiKey,
  type AuthenticatedReseller,
} from './resellers.service.ts';
export { requestLogFor, type RequestLog } from './request-log.ts';
export { pruneRequestLog, usedApiKeyCtes, type UsedApiKeyRow } from './resellers.repository.ts';
export { resellerCustomerNameSql, resellerCustomerName } from './reseller-label.ts';
