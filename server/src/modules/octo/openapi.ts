import {
  AvailabilityStatus,
  AvailabilityType,
  BookingStatus,
  ContactField,
  DeliveryFormat,
  DeliveryMethod,
  DurationUnit,
  FeatureType,
  PricingPer,
  RedemptionMethod,
  Refund,
  UnitType,
} from '@octocloud/types/dist/models/types.gen.js';
import { OCTO_WEBHOOK_EVENTS } from '@regen/shared/schemas/octo-notifications';
import { z } from 'zod';
import {
  availabilityBodySchema,
  bookingsQuerySchema,
  calendarBodySchema,
  cancelBodySchema,
  confirmBodySchema,
  extendBodySchema,
  reservationBodySchema,
  updateBodySchema,
} from './octo.schemas.ts';

// The OpenAPI 3.1 document of our OCTO API, served at GET /octo/openapi.json. The request
// schemas are the ones the routes validate with; the response schemas describe exactly the
// objects octo-objects.ts builds (whose fields the OCTO types check at compile time), and
// tests/api/octo.test.ts validates every answer against this document at run time.

const pricing = z.strictObject({
  original: z.int(),
  retail: z.int(),
  net: z.int().nullable(),
  currency: z.string(),
  currencyPrecision: z.int(),
  includedTaxes: z.array(
    z.strictObject({ name: z.string(), retail: z.int(), original: z.int(), net: z.int().nullable() }),
  ),
});
const unitPricing = z.strictObject({ ...pricing.shape, unitId: z.string() });
const openingHours = z.strictObject({ from: z.string(), to: z.string() });
const contactFields = z.array(z.enum(ContactField));

/** octo/questions (docs/decisions/114): a booking question and an answer to it. */
const question = z.strictObject({
  id: z.string(),
  required: z.boolean(),
  label: z.string(),
  description: z.string().nullable(),
  inputType: z.enum(['textarea', 'select']),
  selectOptions: z.array(z.strictObject({ label: z.string(), value: z.string() })),
});
const questionAnswer = z.strictObject({ questionId: z.string(), question, value: z.string().nullable() });

const unit = z.strictObject({
  id: z.string(),
  internalName: z.string(),
  reference: z.string().nullable(),
  type: z.enum(UnitType),
  restrictions: z.strictObject({
    minAge: z.int(),
    maxAge: z.int(),
    idRequired: z.boolean(),
    minQuantity: z.int().nullable(),
    maxQuantity: z.int().nullable(),
    paxCount: z.int(),
    accompaniedBy: z.array(z.string()),
  }),
  requiredContactFields: contactFields,
  pricingFrom: z.array(pricing).optional(),
  title: z.string().nullable().optional(),
  shortDescription: z.string().optional(),
  questions: z.array(question).optional(),
});

const content = {
  title: z.string().optional(),
  shortDescription: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  durationMinutesFrom: z.int().optional(),
  durationMinutesTo: z.int().nullable().optional(),
};

const option = z.strictObject({
  id: z.string(),
  default: z.boolean(),
  internalName: z.string(),
  reference: z.string().nullable(),
  availabilityLocalStartTimes: z.array(z.string()),
  cancellationCutoff: z.string(),
  cancellationCutoffAmount: z.number(),
  cancellationCutoffUnit: z.enum(DurationUnit),
  requiredContactFields: contactFields,
  restrictions: z.strictObject({ minUnits: z.int().nullable(), maxUnits: z.int().nullable() }),
  units: z.array(unit),
  pricingFrom: z.array(pricing).optional(),
  questions: z.array(question).optional(),
  ...content,
});

const product = z.strictObject({
  id: z.string(),
  internalName: z.string(),
  reference: z.string().nullable(),
  locale: z.string(),
  timeZone: z.string(),
  allowFreesale: z.boolean(),
  instantConfirmation: z.boolean(),
  instantDelivery: z.boolean(),
  availabilityRequired: z.boolean(),
  availabilityType: z.enum(AvailabilityType),
  deliveryFormats: z.array(z.enum(DeliveryFormat)),
  deliveryMethods: z.array(z.enum(DeliveryMethod)),
  redemptionMethod: z.enum(RedemptionMethod),
  options: z.array(option),
  defaultCurrency: z.string().optional(),
  availableCurrencies: z.array(z.string()).optional(),
  pricingPer: z.enum(PricingPer).optional(),
  features: z.array(z.strictObject({ type: z.enum(FeatureType), shortDescription: z.string().nullable() })).optional(),
  faqs: z.array(z.strictObject({ question: z.string(), answer: z.string() })).optional(),
  media: z.array(z.never()).optional(),
  locations: z.array(z.never()).optional(),
  categoryLabels: z.array(z.string()).optional(),
  commentary: z.array(z.never()).optional(),
  ...content,
});

const supplier = z.strictObject({
  id: z.string(),
  name: z.string(),
  endpoint: z.string(),
  contact: z.strictObject({
    website: z.string().nullable(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
    address: z.string().nullable(),
  }),
});

const availability = z.strictObject({
  id: z.string(),
  localDateTimeStart: z.string(),
  localDateTimeEnd: z.string(),
  utcCutoffAt: z.string(),
  allDay: z.boolean(),
  available: z.boolean(),
  status: z.enum(AvailabilityStatus),
  vacancies: z.int().nullable(),
  capacity: z.int().nullable(),
  maxUnits: z.int().nullable(),
  openingHours: z.array(openingHours),
  unitPricing: z.array(unitPricing).optional(),
  pricing: pricing.optional(),
});

const calendarDay = z.strictObject({
  localDate: z.string(),
  available: z.boolean(),
  status: z.enum(AvailabilityStatus),
  vacancies: z.int().nullable(),
  capacity: z.int().nullable(),
  openingHours: z.array(openingHours),
  unitPricingFrom: z.array(unitPricing).optional(),
  pricingFrom: pricing.optional(),
});

const contact = z.strictObject({
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  emailAddress: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  locales: z.array(z.string()),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  notes: z.string().nullable(),
});

/** A booking's ticket (docs/decisions/104): the voucher and each unit's, the QR code's value. */
const ticket = z.strictObject({
  redemptionMethod: z.enum(RedemptionMethod),
  utcRedeemedAt: z.string().nullable(),
  deliveryOptions: z.array(z.strictObject({ deliveryFormat: z.enum(DeliveryFormat), deliveryValue: z.string() })),
});

const booking = z.strictObject({
  id: z.string(),
  uuid: z.string(),
  testMode: z.boolean(),
  resellerReference: z.string().nullable(),
  supplierReference: z.string().nullable(),
  status: z.enum(BookingStatus),
  utcCreatedAt: z.string(),
  utcUpdatedAt: z.string(),
  utcExpiresAt: z.string().nullable(),
  utcRedeemedAt: z.string().nullable(),
  utcConfirmedAt: z.string().nullable(),
  productId: z.string(),
  product: product.optional(),
  optionId: z.string(),
  option: option.optional(),
  cancellable: z.boolean(),
  cancellation: z
    .strictObject({ refund: z.enum(Refund), reason: z.string().nullable(), utcCancelledAt: z.string() })
    .nullable(),
  freesale: z.boolean(),
  availabilityId: z.string().nullable(),
  availability: availability.nullable(),
  contact,
  notes: z.string().nullable(),
  deliveryMethods: z.array(z.enum(DeliveryMethod)),
  voucher: ticket.nullable(),
  unitItems: z.array(
    z.strictObject({
      uuid: z.string(),
      resellerReference: z.string().nullable(),
      supplierReference: z.string().nullable(),
      unitId: z.string(),
      status: z.enum(BookingStatus),
      utcRedeemedAt: z.string().nullable(),
      contact,
      ticket: ticket.nullable(),
      pricing: pricing.optional(),
      questionAnswers: z.array(questionAnswer).optional(),
    }),
  ),
  pricing: pricing.optional(),
  questionAnswers: z.array(questionAnswer).optional(),
});

const error = z.object({ error: z.string(), errorMessage: z.string() }).catchall(z.string());

/**
 * OCTO's webhooks (docs/decisions/115, the routes in modules/octo-notifications): a reseller's
 * subscription as GET, POST and DELETE /webhooks answer it; the secret only in POST's answer.
 */
const webhook = z.strictObject({
  id: z.string(),
  event: z.enum(OCTO_WEBHOOK_EVENTS),
  url: z.string(),
  retryOnError: z.boolean(),
  useContactLanguage: z.boolean(),
  headers: z.record(z.string(), z.string()),
  capabilities: z.array(z.string()),
});
const webhookCreated = z.strictObject({ ...webhook.shape, secret: z.string() });
/** POST /webhooks's body (the route checks the same fields: modules/octo-notifications). */
const webhookBody = z.object({ event: z.enum(OCTO_WEBHOOK_EVENTS), url: z.string().max(2000) });

const SIGNATURE_DESCRIPTION =
  'sha256=<hex>: the HMAC-SHA256 of the raw request body under the secret POST /webhooks answered with (whsec_…). Recompute it over the bytes received, before parsing them, and compare in constant time.';

/** Response schemas by component name. */
export const responseSchemas = {
  Supplier: supplier,
  Product: product,
  Products: z.array(product),
  AvailabilityCalendar: z.array(calendarDay),
  Availabilities: z.array(availability),
  Availability: availability,
  Booking: booking,
  Bookings: z.array(booking),
  Webhook: webhook,
  WebhookCreated: webhookCreated,
  Webhooks: z.array(webhook),
  Error: error,
};

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, target: 'draft-2020-12', unrepresentable: 'any' });
const ref = (name: keyof typeof responseSchemas) => ({ $ref: `#/components/schemas/${name}` });

const capabilitiesHeader = {
  name: 'Octo-Capabilities',
  in: 'header',
  required: false,
  description: 'Capabilities to apply, comma-separated: octo/content, octo/pricing, octo/questions.',
  schema: { type: 'string' },
};
const uuidParameter = { name: 'uuid', in: 'path', required: true, schema: { type: 'string' } };

function operation(
  summary: string,
  success: keyof typeof responseSchemas,
  extra: { body?: z.ZodType; parameters?: object[]; description?: string } = {},
) {
  return {
    summary,
    ...(extra.description ? { description: extra.description } : {}),
    security: [{ bearer: [] }],
    parameters: [capabilitiesHeader, ...(extra.parameters ?? [])],
    ...(extra.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: schema(extra.body, 'input') } } } }
      : {}),
    responses: {
      200: {
        description: 'OK',
        headers: {
          'Octo-Capabilities': { schema: { type: 'string' }, description: 'The capabilities applied.' },
          'Octo-Env': { schema: { type: 'string', enum: ['live', 'test'] } },
        },
        content: { 'application/json': { schema: ref(success) } },
      },
      400: { description: 'An OCTO error', content: { 'application/json': { schema: ref('Error') } } },
      401: { description: 'UNAUTHORIZED', content: { 'application/json': { schema: ref('Error') } } },
      429: { description: 'Too many requests for this key', content: { 'application/json': { schema: ref('Error') } } },
    },
  };
}

/** The object each webhook event's delivery carries besides the webhook. */
const DELIVERY_SUBJECT = {
  booking_update: 'booking',
  availability_update: 'availability',
  product_update: 'product',
} as const;

let cached: object | undefined;

/** The OpenAPI document (built once per process). */
export function openApiDocument(serverUrl: string): object {
  cached ??= {
    openapi: '3.1.0',
    info: {
      title: 'Regen Marketplace OCTO API',
      version: '1.0.0',
      description:
        'The OCTO (Open Connectivity for Tours, Activities and Attractions) supplier API of Regen Marketplace: core, with the octo/content, octo/pricing and octo/questions capabilities.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: Object.fromEntries(Object.entries(responseSchemas).map(([name, s]) => [name, schema(s, 'output')])),
    },
    paths: {
      '/supplier': { get: operation('The supplier', 'Supplier') },
      '/products': { get: operation('Every product', 'Products') },
      '/products/{id}': {
        get: operation('One product', 'Product', {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        }),
      },
      '/availability/calendar': {
        post: operation('Availability by day', 'AvailabilityCalendar', { body: calendarBodySchema }),
      },
      '/availability': {
        post: operation('Availability by start time', 'Availabilities', { body: availabilityBodySchema }),
      },
      '/bookings': {
        post: operation('Reserve (hold spots)', 'Booking', { body: reservationBodySchema }),
        get: operation('Bookings by reseller reference, supplier reference or date', 'Bookings', {
          parameters: Object.keys(bookingsQuerySchema.shape).map((name) => ({
            name,
            in: 'query',
            required: false,
            schema: { type: 'string' },
          })),
        }),
      },
      '/bookings/{uuid}': {
        get: operation('One booking', 'Booking', { parameters: [uuidParameter] }),
        patch: operation('Update a booking', 'Booking', { body: updateBodySchema, parameters: [uuidParameter] }),
      },
      '/bookings/{uuid}/confirm': {
        post: operation('Confirm a reservation', 'Booking', { body: confirmBodySchema, parameters: [uuidParameter] }),
      },
      '/bookings/{uuid}/extend': {
        post: operation('Extend a reservation', 'Booking', { body: extendBodySchema, parameters: [uuidParameter] }),
      },
      '/bookings/{uuid}/cancel': {
        post: operation('Cancel a booking', 'Booking', { body: cancelBodySchema, parameters: [uuidParameter] }),
      },
      '/webhooks': {
        get: operation("The key's reseller's webhooks", 'Webhooks'),
        post: operation('Register a webhook', 'WebhookCreated', {
          body: webhookBody,
          description: `One URL (https) per event: booking_update, availability_update or product_update; at most 20 per reseller. The answer's secret is given once: every delivery is a POST of { webhook, booking | availability | product } signed with it in the Octo-Signature header (${SIGNATURE_DESCRIPTION}), with Octo-Delivery-Id (the same on every retry), Octo-Event and Octo-Webhook-Id. Any answer but 2xx is retried with backoff, 8 attempts in all.`,
        }),
      },
      '/webhooks/{id}': {
        delete: operation('Delete a webhook', 'Webhook', {
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        }),
      },
    },
    // What a registered webhook's URL receives (OpenAPI 3.1's webhooks).
    webhooks: Object.fromEntries(
      OCTO_WEBHOOK_EVENTS.map((event) => [
        event,
        {
          post: {
            summary: `A ${event} delivery`,
            parameters: [
              {
                name: 'Octo-Signature',
                in: 'header',
                required: true,
                description: SIGNATURE_DESCRIPTION,
                schema: { type: 'string', pattern: '^sha256=[0-9a-f]{64}$' },
              },
              {
                name: 'Octo-Delivery-Id',
                in: 'header',
                required: true,
                description: 'The same on every retry of one delivery: drop a repeat by it.',
                schema: { type: 'string' },
              },
              { name: 'Octo-Event', in: 'header', required: true, schema: { type: 'string', enum: [event] } },
              { name: 'Octo-Webhook-Id', in: 'header', required: true, schema: { type: 'string' } },
            ],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['webhook', DELIVERY_SUBJECT[event]],
                    properties: {
                      webhook: ref('Webhook'),
                      ...(event === 'booking_update'
                        ? { booking: ref('Booking') }
                        : event === 'product_update'
                          ? { product: ref('Product') }
                          : {
                              productId: { type: 'string' },
                              optionId: { type: 'string' },
                              availability: ref('Availability'),
                            }),
                    },
                  },
                },
              },
            },
            responses: { 200: { description: 'Received (any 2xx); anything else is retried' } },
          },
        },
      ]),
    ),
  };
  return { ...cached, servers: [{ url: serverUrl }] };
}
