import { isDestinationCountry } from '@regen/shared/countries';
import { countryActions } from '@regen/shared/rules/actions';
import { receiptTravelerName } from '@regen/shared/rules/attendance';
import {
  LEDGER_PAGE_SIZE,
  MAX_SELF_REPORTED_ACTIONS,
  ledgerEntriesInputSchema,
  logSelfReportedActionInputSchema,
  type LedgerEntriesInput,
  type LogSelfReportedActionInput,
  type RemoveSelfReportedActionInput,
} from '@regen/shared/schemas/ledger';
import type { Db } from '../../db/database.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { isUuid } from '../booking/index.ts';
import {
  chainSummary,
  countSelfReportedActions,
  deleteSelfReportedAction,
  filterChoices,
  insertSelfReportedAction,
  listEntries,
  listSelfReportedActions,
  toChainEntry,
} from './ledger.repository.ts';

// The public impact ledger's listing (docs/decisions/106) and a traveler's self-reported actions.

/**
 * A page of /impact/ledger, newest first. Travelers are pseudonyms; a name (or "A traveler") and
 * the receipt's link appear only where the traveler shared that booking's receipt.
 */
export async function ledgerEntries(db: Db, input: LedgerEntriesInput) {
  const query = ledgerEntriesInputSchema.parse(input);
  const offset = (query.page - 1) * LEDGER_PAGE_SIZE;
  const filter = { country: query.destination, activityId: query.activity, unit: query.unit };
  const [{ rows, total }, chain] = await Promise.all([
    listEntries(db, filter, { offset, limit: LEDGER_PAGE_SIZE }),
    chainSummary(db),
  ]);
  return {
    entries: rows.map((row) => ({
      ...toChainEntry(row),
      activityTitle: row.activityTitle,
      supplierName: row.supplierName,
      receiptId: row.receiptId,
      travelerName:
        row.receiptId && row.firstName !== null
          ? receiptTravelerName(
              { firstName: row.firstName, lastName: row.lastName ?? '' },
              row.receiptAnonymous === true,
            )
          : null,
    })),
    total,
    page: query.page,
    pageSize: LEDGER_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)),
    filter: { destination: query.destination ?? null, activity: query.activity ?? null, unit: query.unit ?? null },
    chain,
  };
}

/** The listing's filter choices: destinations, activities and units the chain has entries for. */
export async function ledgerFilters(db: Db) {
  return filterChoices(db);
}

/**
 * Logs a suggested action the traveler says they practised. The action and its per-day figure
 * come from the destination's list here, not from the client; it is never Regen Points® credited.
 */
export async function logSelfReportedAction(db: Db, userId: string, input: LogSelfReportedActionInput) {
  const parsed = logSelfReportedActionInputSchema.parse(input);
  const action = isDestinationCountry(parsed.country)
    ? countryActions(parsed.country).find((a) => a.number === parsed.actionNumber)
    : undefined;
  if (!action) throw badRequest('ledger.selfReport.actionNotFound');
  return db.transaction().execute(async (trx) => {
    // One account's log is bounded; the count and the insert in one transaction.
    if ((await countSelfReportedActions(trx, userId)) >= MAX_SELF_REPORTED_ACTIONS) {
      throw conflict('ledger.selfReport.limit', { max: MAX_SELF_REPORTED_ACTIONS });
    }
    const row = await insertSelfReportedAction(trx, {
      userId,
      country: parsed.country,
      actionNumber: action.number,
      actionTitle: action.title,
      days: parsed.days,
      pointsPerDay: action.pointsPerDay,
    });
    return {
      id: row.id,
      country: parsed.country,
      actionNumber: action.number,
      actionTitle: action.title,
      days: parsed.days,
      pointsPerDay: action.pointsPerDay,
      loggedAt: row.loggedAt,
    };
  });
}

/** The signed-in traveler's self-reported actions, apart from anything credited. */
export async function mySelfReportedActions(db: Db, userId: string) {
  const actions = await listSelfReportedActions(db, userId);
  return {
    actions,
    /** What the actions would be worth at their guidance figures: never added to Regen Points®. */
    guidancePoints: actions.reduce((sum, a) => sum + a.days * a.pointsPerDay, 0),
  };
}

/** Removes one of the traveler's own logged actions; anyone else's is not found. */
export async function removeSelfReportedAction(db: Db, userId: string, input: RemoveSelfReportedActionInput) {
  const id = input.id.trim();
  if (!isUuid(id) || !(await deleteSelfReportedAction(db, userId, id))) throw notFound('ledger.selfReport.notFound');
  return { id };
}
