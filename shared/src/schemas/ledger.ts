import { z } from 'zod';
import { englishMessage } from '../i18n/index.ts';
import { LEDGER_MAX_PAGE, LEDGER_PAGE_SIZE, OUTCOME_UNIT_IDS } from '../rules/outcome-unit-ids.ts';

// The public impact ledger's listing and a traveler's self-reported actions (issue 32 parts 3
// and 4, docs/decisions/106).

// The listing's page size and last page live in rules/outcome-unit-ids.ts (zod-free, for the
// browser's entry), re-exported here.
export { LEDGER_MAX_PAGE, LEDGER_PAGE_SIZE };
/** Self-reported actions one account may keep. */
export const MAX_SELF_REPORTED_ACTIONS = 200;
/** The most days one log of an action may cover. */
export const MAX_SELF_REPORTED_DAYS = 60;

export const SELF_REPORT_DAYS_MESSAGE = englishMessage('ledger.selfReport.daysInvalid', {
  max: MAX_SELF_REPORTED_DAYS,
});
export const SELF_REPORT_ACTION_MESSAGE = englishMessage('ledger.selfReport.actionNotFound');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** The listing's filters and page, as the URL carries them (`?destination=Slovenia&page=2`). */
export const ledgerEntriesInputSchema = z.object({
  destination: optionalText(100),
  activity: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.uuid().optional()),
  unit: z.enum(OUTCOME_UNIT_IDS).optional(),
  page: z.number().int().min(1).max(LEDGER_MAX_PAGE).default(1),
});
export type LedgerEntriesInput = z.input<typeof ledgerEntriesInputSchema>;

export const logSelfReportedActionInputSchema = z.object({
  country: z.string({ error: SELF_REPORT_ACTION_MESSAGE }).trim().min(1, SELF_REPORT_ACTION_MESSAGE).max(100),
  actionNumber: z
    .number({ error: SELF_REPORT_ACTION_MESSAGE })
    .int(SELF_REPORT_ACTION_MESSAGE)
    .min(1, SELF_REPORT_ACTION_MESSAGE)
    .max(50, SELF_REPORT_ACTION_MESSAGE),
  days: z
    .number({ error: SELF_REPORT_DAYS_MESSAGE })
    .int(SELF_REPORT_DAYS_MESSAGE)
    .min(1, SELF_REPORT_DAYS_MESSAGE)
    .max(MAX_SELF_REPORTED_DAYS, SELF_REPORT_DAYS_MESSAGE),
});
export type LogSelfReportedActionInput = z.input<typeof logSelfReportedActionInputSchema>;

export const removeSelfReportedActionInputSchema = z.object({ id: z.string().trim().min(1).max(100) });
export type RemoveSelfReportedActionInput = z.input<typeof removeSelfReportedActionInputSchema>;
