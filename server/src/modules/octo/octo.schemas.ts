import { z } from 'zod';

// The request bodies and queries of the OCTO API, bounded like every input of the app
// (docs/decisions/015). Names and shapes are OCTO's (@octocloud/types: BookingReservationBody, …).

const MAX_TEXT = 1000;
const localDate = z.iso.date();
const shortText = z.string().max(200);

export const contactSchema = z.object({
  fullName: shortText.nullish(),
  firstName: shortText.nullish(),
  lastName: shortText.nullish(),
  emailAddress: z.string().max(320).nullish(),
  phoneNumber: z.string().max(50).nullish(),
  locales: z.array(z.string().max(35)).max(20).optional(),
  postalCode: z.string().max(20).nullish(),
  country: z.string().max(2).nullish(),
  notes: z.string().max(MAX_TEXT).nullish(),
});
export type ContactInput = z.infer<typeof contactSchema>;

const unitsSchema = z.array(z.object({ id: shortText, quantity: z.int().min(0).max(1000) })).max(20);

export const calendarBodySchema = z.object({
  productId: shortText,
  optionId: shortText,
  localDateStart: localDate,
  localDateEnd: localDate,
  units: unitsSchema.optional(),
  currency: z.string().max(3).nullish(),
});

/**
 * OCTO's AvailabilityBody: one of availabilityIds, localDate (one day), or localDateStart with
 * localDateEnd. Ids and dates together are refused (docs/decisions/099), as the OCTO schema says.
 */
export const availabilityBodySchema = z
  .object({
    productId: shortText,
    optionId: shortText,
    localDate: localDate.optional(),
    localDateStart: localDate.optional(),
    localDateEnd: localDate.optional(),
    availabilityIds: z.array(shortText).min(1).max(100).optional(),
    units: unitsSchema.optional(),
    currency: z.string().max(3).nullish(),
  })
  .refine(
    (b) => !(b.availabilityIds && (b.localDate || b.localDateStart || b.localDateEnd)),
    'availabilityIds cannot be used together with localDate, localDateStart or localDateEnd',
  )
  .refine(
    (b) => !(b.localDate && (b.localDateStart || b.localDateEnd)),
    'localDate cannot be used together with localDateStart or localDateEnd',
  )
  .refine((b) => b.availabilityIds || b.localDate || (b.localDateStart && b.localDateEnd), {
    message: 'Give localDateStart and localDateEnd, localDate, or availabilityIds',
  });
export type AvailabilityBody = z.infer<typeof availabilityBodySchema>;

/** octo/questions (docs/decisions/114): answers as text, by question id; empty or null is no answer. */
const questionAnswersSchema = z
  .array(z.object({ questionId: shortText, value: z.string().max(500).nullish() }))
  .max(50)
  .optional();
export type QuestionAnswersInput = z.infer<typeof questionAnswersSchema>;

const unitItemSchema = z.object({
  uuid: shortText.optional(),
  unitId: shortText,
  resellerReference: shortText.optional(),
  contact: contactSchema.optional(),
  questionAnswers: questionAnswersSchema,
});

export const expirationMinutesSchema = z.int().min(1).max(1440);

export const reservationBodySchema = z.object({
  uuid: z.uuid().optional(),
  productId: shortText,
  optionId: shortText,
  availabilityId: shortText,
  expirationMinutes: expirationMinutesSchema.optional(),
  notes: z.string().max(MAX_TEXT).nullish(),
  unitItems: z.array(unitItemSchema).min(1).max(100),
  resellerReference: shortText.optional(),
  contact: contactSchema.optional(),
  currency: z.string().max(3).nullish(),
  questionAnswers: questionAnswersSchema,
});
export type ReservationBody = z.infer<typeof reservationBodySchema>;

export const confirmBodySchema = z.object({
  emailReceipt: z.boolean().optional(),
  resellerReference: shortText.optional(),
  contact: contactSchema,
  unitItems: z.array(unitItemSchema).min(1).max(100).optional(),
  notes: z.string().max(MAX_TEXT).nullish(),
  questionAnswers: questionAnswersSchema,
});
export type ConfirmBody = z.infer<typeof confirmBodySchema>;

export const updateBodySchema = z.object({
  resellerReference: shortText.optional(),
  productId: shortText.optional(),
  optionId: shortText.optional(),
  availabilityId: shortText.optional(),
  expirationMinutes: expirationMinutesSchema.optional(),
  notes: z.string().max(MAX_TEXT).nullish(),
  emailReceipt: z.boolean().optional(),
  unitItems: z.array(unitItemSchema).min(1).max(100).optional(),
  contact: contactSchema.optional(),
  questionAnswers: questionAnswersSchema,
});
export type UpdateBody = z.infer<typeof updateBodySchema>;

export const extendBodySchema = z.object({ expirationMinutes: expirationMinutesSchema.optional() });

export const cancelBodySchema = z.object({ reason: z.string().max(MAX_TEXT).nullish(), force: z.boolean().optional() });

export const bookingsQuerySchema = z
  .object({
    resellerReference: shortText.optional(),
    supplierReference: shortText.optional(),
    localDate: localDate.optional(),
    localDateStart: localDate.optional(),
    localDateEnd: localDate.optional(),
    productId: shortText.optional(),
    optionId: shortText.optional(),
  })
  .refine((q) => q.resellerReference || q.supplierReference || q.localDate || (q.localDateStart && q.localDateEnd), {
    message: 'Give resellerReference, supplierReference, localDate, or localDateStart and localDateEnd',
  });
