import {
  apiKeyIdInputSchema,
  createApiKeyInputSchema,
  createResellerInputSchema,
  resellerIdInputSchema,
  setDistributionInputSchema,
} from '@regen/shared/schemas/resellers';
import { adminProcedure, router, supplierProcedure } from '../../trpc/trpc.ts';
import {
  createApiKey,
  createReseller,
  listResellers,
  resellerRequests,
  revokeApiKey,
  revokeReseller,
  setSupplierDistribution,
  supplierDistributionOptOut,
} from './resellers.service.ts';

export const resellersRouter = router({
  /** Every reseller with its keys (prefix, created, last used, revoked). */
  list: adminProcedure.query(({ ctx }) => listResellers(ctx.services.db)),

  create: adminProcedure
    .input(createResellerInputSchema)
    .mutation(({ ctx, input }) => createReseller(ctx.services.db, input.name)),

  /** A new API key, live or test (docs/decisions/114): the answer is the only time the key is shown. */
  createKey: adminProcedure
    .input(createApiKeyInputSchema)
    .mutation(({ ctx, input }) => createApiKey(ctx.services.db, input.resellerId, input.mode)),

  revokeKey: adminProcedure
    .input(apiKeyIdInputSchema)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.services.db, input.keyId)),

  /** Revokes the reseller: every key of it is refused from now on. */
  revoke: adminProcedure
    .input(resellerIdInputSchema)
    .mutation(({ ctx, input }) => revokeReseller(ctx.services.db, input.resellerId)),

  /** The reseller's latest API requests: method, path, status, duration. */
  requests: adminProcedure
    .input(resellerIdInputSchema)
    .query(({ ctx, input }) => resellerRequests(ctx.services, input.resellerId)),

  /** Whether the signed-in supplier's activities are hidden from resellers. */
  distribution: supplierProcedure.query(async ({ ctx }) => ({
    optOut: await supplierDistributionOptOut(ctx.services.db, ctx.supplier.id),
  })),

  setDistribution: supplierProcedure
    .input(setDistributionInputSchema)
    .mutation(({ ctx, input }) => setSupplierDistribution(ctx.services.db, ctx.supplier.id, input.optOut)),
});
