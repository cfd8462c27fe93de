import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';
import {
  AGE_MAX,
  ANSWER_MAX,
  EXTRA_PERSON_TYPES,
  FAMILY_SEATS_MAX,
  FAMILY_SEATS_MIN,
  PERSON_TYPES,
  QUESTIONS_MAX,
  QUESTION_LABEL_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_OPTIONS_MIN,
  QUESTION_OPTION_MAX,
  type ExtraPersonType,
  type PersonType,
} from '../rules/pricing.ts';
import { MAX_PEOPLE_PER_BOOKING, MAX_PRICE_DOLLARS, PRICE_MAX_MESSAGE, isoDateSchema, text } from './bounds.ts';

// Prices by kind of guest, promo codes and booking questions (issue 31 parts 3 and 4,
// docs/decisions/103): the panel's procedures and the booking form's extra fields.

const id = z.string().trim().min(1).max(100);
export const pricingActivityInputSchema = z.object({ activityId: id });
export type PricingActivityInput = z.infer<typeof pricingActivityInputSchema>;
export const pricingBookingInputSchema = z.object({ bookingId: id });

const MAX_PRICE_CENTS = MAX_PRICE_DOLLARS * 100;
const age = z
  .number({ error: englishMessage('pricing.age') })
  .int(englishMessage('pricing.age'))
  .min(0, englishMessage('pricing.age'))
  .max(AGE_MAX, englishMessage('pricing.age'))
  .nullable();

/* ---- Prices by kind of guest ---- */

export const personTypePriceSchema = z
  .object({
    personType: z.enum(EXTRA_PERSON_TYPES),
    priceCents: z
      .number({ error: englishMessage('pricing.priceInvalid') })
      .int(englishMessage('pricing.priceInvalid'))
      .min(0, englishMessage('pricing.priceInvalid'))
      .max(MAX_PRICE_CENTS, PRICE_MAX_MESSAGE),
    minAge: age,
    maxAge: age,
    seats: z.number().int().min(1).max(FAMILY_SEATS_MAX),
  })
  .superRefine((t, ctx) => {
    if (t.minAge != null && t.maxAge != null && t.minAge > t.maxAge)
      ctx.addIssue({ code: 'custom', path: ['maxAge'], message: englishMessage('pricing.ageRange') });
    const seatsOk = t.personType === 'family' ? t.seats >= FAMILY_SEATS_MIN : t.seats === 1;
    if (!seatsOk) ctx.addIssue({ code: 'custom', path: ['seats'], message: englishMessage('pricing.familySeats') });
  });

export const savePersonTypesInputSchema = z.object({
  activityId: id,
  types: z
    .array(personTypePriceSchema)
    .max(EXTRA_PERSON_TYPES.length)
    .refine((types) => new Set(types.map((t) => t.personType)).size === types.length, {
      message: englishMessage('pricing.duplicateType'),
    }),
});
export type SavePersonTypesInput = z.input<typeof savePersonTypesInputSchema>;

/* ---- Booking questions ---- */

export const QUESTION_KINDS = ['text', 'choice', 'yes_no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const questionInputSchema = z
  .object({
    /** An existing question's id keeps it (its answers stay linked); without one it is new. */
    id: z.string().trim().max(100).optional(),
    kind: z.enum(QUESTION_KINDS),
    label: text()
      .trim()
      .min(1, englishMessage('pricing.questionLabel'))
      .max(QUESTION_LABEL_MAX, englishMessage('pricing.questionLabel')),
    options: z.array(text().trim().max(QUESTION_OPTION_MAX, englishMessage('pricing.questionOptions'))).max(50),
    required: z.boolean(),
  })
  .transform((q) => ({ ...q, options: q.kind === 'choice' ? q.options.filter((o) => o.length > 0) : [] }))
  .superRefine((q, ctx) => {
    if (q.kind !== 'choice') return;
    const distinct = new Set(q.options).size === q.options.length;
    if (!distinct || q.options.length < QUESTION_OPTIONS_MIN || q.options.length > QUESTION_OPTIONS_MAX)
      ctx.addIssue({ code: 'custom', path: ['options'], message: englishMessage('pricing.questionOptions') });
  });

export const saveQuestionsInputSchema = z.object({
  activityId: id,
  questions: z
    .array(questionInputSchema)
    .max(QUESTIONS_MAX, englishMessage('pricing.tooManyQuestions', { max: QUESTIONS_MAX })),
});
export type SaveQuestionsInput = z.input<typeof saveQuestionsInputSchema>;

/* ---- Promo codes ---- */

export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;

export const promoCodeSchema = text()
  .trim()
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(PROMO_CODE_PATTERN, englishMessage('pricing.promoCodeFormat')));

export const createPromoCodeInputSchema = z
  .object({
    code: promoCodeSchema,
    /** null: every activity of the supplier. */
    activityId: id.nullable(),
    kind: z.enum(['percent', 'fixed']),
    /** Percent (1–100) or cents. */
    amount: z
      .number({ error: englishMessage('pricing.promoAmountMin') })
      .int(englishMessage('pricing.promoAmountMin'))
      .min(1, englishMessage('pricing.promoAmountMin'))
      .max(MAX_PRICE_CENTS * MAX_PEOPLE_PER_BOOKING, PRICE_MAX_MESSAGE),
    maxUses: z.number().int().min(1).max(1_000_000).nullable(),
    validFrom: isoDateSchema.nullable(),
    validUntil: isoDateSchema.nullable(),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && p.amount > 100)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: englishMessage('pricing.promoPercentMax') });
    if (p.validFrom && p.validUntil && p.validFrom > p.validUntil)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: englishMessage('pricing.promoDates') });
  });
export type CreatePromoCodeInput = z.input<typeof createPromoCodeInputSchema>;

export const archivePromoCodeInputSchema = z.object({ promoCodeId: id });

/* ---- The booking form's extra fields (booking.create) ---- */

const count = z.number().int().min(0).max(MAX_PEOPLE_PER_BOOKING, englishMessage('booking.tooManyPeople'));

/** How many of each kind; sent only for an activity that prices kinds of guest. */
export const partyInputSchema = z.object(
  Object.fromEntries(PERSON_TYPES.map((t) => [t, count.optional()])) as Record<PersonType, z.ZodOptional<typeof count>>,
);

/** A typed promo code: an empty field is no code. */
export const promoCodeEntrySchema = text().trim().max(60, englishMessage('pricing.promoCodeFormat'));

export const answersInputSchema = z
  .array(
    z.object({
      questionId: z.string().trim().min(1).max(100),
      answer: text()
        .trim()
        .max(ANSWER_MAX, englishMessage('pricing.answerTooLong', { max: ANSWER_MAX })),
    }),
  )
  .max(QUESTIONS_MAX);

/** pricing.quote: the booking form's check of a typed code. */
export const promoQuoteInputSchema = z.object({ activityId: id, code: promoCodeEntrySchema.min(1) });

/* ---- What the procedures return ---- */

export interface PricingQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  options: string[];
  required: boolean;
}

export interface PromoCodeView {
  id: string;
  code: string;
  activityId: string | null;
  activityTitle: string | null;
  kind: 'percent' | 'fixed';
  amount: number;
  maxUses: number | null;
  uses: number;
  validFrom: string | null;
  validUntil: string | null;
}

/** What the booking form needs: the kinds priced (adult from the activity) and the questions. */
export interface BookingOptions {
  adultPriceCents: number;
  types: {
    personType: ExtraPersonType;
    priceCents: number;
    minAge: number | null;
    maxAge: number | null;
    seats: number;
  }[];
  questions: PricingQuestion[];
}

/** The panel's read: the booking options and the supplier's codes that apply to the activity. */
export interface PricingSettings extends BookingOptions {
  activityTitle: string;
  promoCodes: PromoCodeView[];
}

/** A booking's party, discount and answers (its traveler and its activity's supplier only). */
export interface BookingExtras {
  party: { personType: PersonType; quantity: number; unitPriceCents: number; seats: number }[];
  promoCode: string | null;
  discountCents: number;
  answers: { questionLabel: string; answer: string }[];
}
