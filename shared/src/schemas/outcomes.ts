import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';
import { emailSchema } from './auth.ts';
import { MAX_SESSION_AMOUNT_HUNDREDTHS, OUTCOME_UNIT_IDS } from '../rules/outcome-units.ts';

// Measured outcomes (issue 32, docs/decisions/107): a supplier's declaration per activity, the
// report of a session with its evidence, its review. Amounts are whole hundredths of the unit
// (shared/src/rules/outcome-units.ts); the service checks each unit's decimals and bounds.

export const MAX_EVIDENCE_PHOTOS = 5;
export const MAX_OUTCOME_NOTE = 2000;
export const MAX_REVIEW_TEXT = 1000;
export const MAX_PROJECT_NAME = 120;

const uuidLike = z.string().trim().min(1).max(100);
const unit = z.enum(OUTCOME_UNIT_IDS, { error: englishMessage('outcomes.error.unknownUnit') });
const hundredths = z
  .number({ error: englishMessage('outcomes.error.amount') })
  .int(englishMessage('outcomes.error.amount'))
  .min(0, englishMessage('outcomes.error.amount'))
  .max(MAX_SESSION_AMOUNT_HUNDREDTHS, englishMessage('outcomes.error.amount'));

export const activityOutcomesInputSchema = z.object({ activityId: uuidLike });

export const declareOutcomesInputSchema = z.object({
  activityId: uuidLike,
  outcomes: z
    .array(
      z.object({
        unit,
        perParticipantHundredths: hundredths,
        projectName: z.string().trim().max(MAX_PROJECT_NAME, englishMessage('outcomes.error.projectName')).nullish(),
      }),
    )
    .max(OUTCOME_UNIT_IDS.length, englishMessage('outcomes.error.duplicateUnit')),
});
export type DeclareOutcomesInput = z.input<typeof declareOutcomesInputSchema>;

export const sessionInputSchema = z.object({ availabilityId: uuidLike });

export const reportOutcomesInputSchema = z.object({
  availabilityId: uuidLike,
  amounts: z
    .array(z.object({ unit, amountHundredths: hundredths }))
    .min(1, englishMessage('outcomes.error.noAmounts'))
    .max(OUTCOME_UNIT_IDS.length, englishMessage('outcomes.error.duplicateUnit')),
  note: z.string().trim().max(MAX_OUTCOME_NOTE, englishMessage('outcomes.error.noteTooLong')).default(''),
  photoUrls: z
    .array(z.string().trim().min(1).max(500))
    .max(MAX_EVIDENCE_PHOTOS, englishMessage('outcomes.error.tooManyPhotos', { max: MAX_EVIDENCE_PHOTOS })),
});
export type ReportOutcomesInput = z.input<typeof reportOutcomesInputSchema>;

export const answerQueryInputSchema = z.object({
  reportId: uuidLike,
  answer: z
    .string()
    .trim()
    .min(1, englishMessage('outcomes.error.answerRequired'))
    .max(MAX_OUTCOME_NOTE, englishMessage('outcomes.error.noteTooLong')),
  amounts: reportOutcomesInputSchema.shape.amounts.optional(),
  photoUrls: reportOutcomesInputSchema.shape.photoUrls.optional(),
});
export type AnswerQueryInput = z.input<typeof answerQueryInputSchema>;

export const reviewOutcomesInputSchema = z.discriminatedUnion('decision', [
  z.object({ reportId: uuidLike, decision: z.literal('verified') }),
  z.object({
    reportId: uuidLike,
    decision: z.literal('queried'),
    text: z
      .string()
      .trim()
      .min(1, englishMessage('outcomes.error.questionRequired'))
      .max(MAX_REVIEW_TEXT, englishMessage('outcomes.error.textTooLong')),
  }),
  z.object({
    reportId: uuidLike,
    decision: z.literal('rejected'),
    text: z
      .string()
      .trim()
      .min(1, englishMessage('outcomes.error.reasonRequired'))
      .max(MAX_REVIEW_TEXT, englishMessage('outcomes.error.textTooLong')),
  }),
]);
export type ReviewOutcomesInput = z.input<typeof reviewOutcomesInputSchema>;

export const reviewQueueInputSchema = z
  .object({ status: z.enum(['open', 'verified', 'rejected']).default('open') })
  .optional();

export const reportInputSchema = z.object({ reportId: uuidLike });

export const grantVerifierInputSchema = z.object({ email: emailSchema });

export const countryImpactInputSchema = z.object({ country: z.string().trim().min(1).max(100) });
export const impactReportInputSchema = z.object({ year: z.number().int().min(2020).max(2100) }).optional();
