import type { Config } from '../../config.ts';
import type { Db, DbOrTrx } from '../../db/database.ts';
import {
  availabilityCheck,
  availabilityIdOf,
  getBooking,
  getProduct,
  OctoError,
  type OctoContext,
} from '../octo/index.ts';
import * as repository from './octo-notifications.repository.ts';
import type { ClaimedChange, LiveWebhook, NewDelivery } from './octo-notifications.repository.ts';

// What each noted change sends, and to whom (docs/decisions/115). Bodies follow OCTO's webhooks
// draft: the webhook itself, then the booking, the availability or the product as the OCTO API
// writes it for the capabilities the webhook was created with. They are written once, when the
// change becomes deliveries, so every retry sends (and signs) the same bytes.

const OPTION_ID = 'DEFAULT';

/** The webhook as OCTO's draft writes it (no secret: that is shown once, at creation). */
export function webhookObject(webhook: Pick<LiveWebhook, 'id' | 'event' | 'url' | 'capabilities'>) {
  return {
    id: webhook.id,
    event: webhook.event,
    url: webhook.url,
    retryOnError: true,
    useContactLanguage: false,
    headers: {},
    capabilities: webhook.capabilities,
  };
}

function contextFor(webhook: LiveWebhook, config: Pick<Config, 'cancellationWindowHours' | 'env'>): OctoContext {
  return {
    capabilities: {
      content: webhook.capabilities.includes('octo/content'),
      pricing: webhook.capabilities.includes('octo/pricing'),
    },
    cancellationWindowHours: config.cancellationWindowHours,
    testMode: config.env !== 'production',
  };
}

/** A product a reseller may no longer sell (or never could) gets no notification. */
async function unlessNotForSale<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof OctoError) return null;
    throw err;
  }
}

/** The deliveries a change makes: one per subscribed webhook, its body written now. */
export async function deliveriesOf(
  trx: Db,
  change: ClaimedChange,
  config: Pick<Config, 'cancellationWindowHours' | 'env'>,
  now: Date,
): Promise<NewDelivery[]> {
  const deliveries: NewDelivery[] = [];
  const add = (webhook: LiveWebhook, payload: Record<string, unknown>) =>
    deliveries.push({
      webhook_id: webhook.id,
      reseller_id: webhook.reseller_id,
      event: webhook.event,
      body: JSON.stringify({ webhook: webhookObject(webhook), ...payload }),
      next_attempt_at: now,
    });

  if (change.kind === 'booking') {
    const booking = await repository.resellerBookingRef(trx, change.subject);
    if (!booking?.reseller_id || !booking.idempotency_key) return [];
    for (const webhook of await repository.liveWebhooks(trx, 'booking_update', booking.reseller_id)) {
      const reseller = {
        keyId: '',
        resellerId: webhook.reseller_id,
        name: webhook.reseller_name,
        userId: webhook.reseller_user_id,
      };
      const object = await unlessNotForSale(() =>
        getBooking(trx, contextFor(webhook, config), reseller, booking.idempotency_key!),
      );
      if (object) add(webhook, { booking: object });
    }
    return deliveries;
  }

  if (change.kind === 'availability') {
    const localStart = change.slot_local_start;
    if (!localStart) return [];
    for (const webhook of await repository.liveWebhooks(trx, 'availability_update')) {
      const slots = await unlessNotForSale(() =>
        availabilityCheck(trx, contextFor(webhook, config), {
          productId: change.activity_id,
          optionId: OPTION_ID,
          localDate: localStart.slice(0, 10),
        }),
      );
      if (!slots) continue;
      const availability =
        slots.find((slot) => slot.localDateTimeStart.startsWith(localStart)) ??
        (await removedAvailability(trx, change.activity_id, localStart));
      if (availability) add(webhook, { productId: change.activity_id, optionId: OPTION_ID, availability });
    }
    return deliveries;
  }

  for (const webhook of await repository.liveWebhooks(trx, 'product_update')) {
    const product = await unlessNotForSale(() => getProduct(trx, contextFor(webhook, config), change.activity_id));
    if (product) add(webhook, { product });
  }
  return deliveries;
}

/** A removed slot: its availability, closed. */
async function removedAvailability(trx: DbOrTrx, activityId: string, localStart: string) {
  const utcStart = await repository.instantInActivityZone(trx, activityId, localStart);
  if (!utcStart) return null;
  const id = availabilityIdOf({ local_start: localStart, utc_start: utcStart });
  return {
    id,
    localDateTimeStart: id,
    localDateTimeEnd: id,
    utcCutoffAt: new Date(utcStart).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    allDay: false,
    available: false,
    status: 'CLOSED',
    vacancies: 0,
    capacity: 0,
    maxUnits: 0,
    openingHours: [],
  };
}
