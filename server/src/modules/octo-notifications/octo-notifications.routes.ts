import { OCTO_WEBHOOK_EVENTS } from '@regen/shared/schemas/octo-notifications';
import { z } from 'zod';
import { OctoError, type OctoRouteExtension } from '../octo/index.ts';
import { deleteWebhook, listWebhooks, registerWebhook } from './octo-notifications.service.ts';

// OCTO's webhook endpoints (the octo/webhooks draft: GET, POST /webhooks, DELETE /webhooks/:id),
// registered inside /octo so they share its key check, rate limit, request log and error bodies
// (docs/decisions/115). A reseller sees and deletes only its own.

const createWebhookSchema = z.object({
  event: z.enum(OCTO_WEBHOOK_EVENTS, 'event: one of booking_update, availability_update, product_update'),
  url: z.string('url: give a full https URL').max(2000, 'url: at most 2000 characters'),
});

function parseBody(body: unknown) {
  const result = createWebhookSchema.safeParse(body ?? {});
  if (!result.success) throw new OctoError('BAD_REQUEST', result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

export const octoWebhookRoutes: OctoRouteExtension = (octo, authenticated) => {
  const { db, config } = octo.services;
  octo.get('/webhooks', (request) => listWebhooks(db, authenticated(request).reseller.resellerId));
  octo.post('/webhooks', (request) => {
    const { context, reseller } = authenticated(request);
    return registerWebhook(db, config, reseller.resellerId, context.capabilities, parseBody(request.body));
  });
  octo.delete('/webhooks/:id', (request) => {
    const { reseller } = authenticated(request);
    const id = z.object({ id: z.string().max(200) }).parse(request.params).id;
    return deleteWebhook(db, reseller.resellerId, id);
  });
};
