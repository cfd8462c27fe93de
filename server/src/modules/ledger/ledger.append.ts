import { createHash } from 'node:crypto';
import { canonicalLedgerContent, type LedgerChainEntry } from '@regen/shared/rules/ledger-chain';
import type { Trx } from '../../db/database.ts';
import {
  attendedPeopleOf,
  insertChainEntry,
  latestSerialOfBooking,
  latestSerialOfOutcome,
  lockChainHead,
  moveChainHead,
  pseudonymOf,
} from './ledger.repository.ts';

// Appending to the public impact ledger (docs/decisions/106).

/** A credit of Regen Points® for a booking (attendance, check-in, a correction of either). */
export interface CreditLedgerAppend {
  /** 'attended' for a booking's first credit, 'correction' for every later change of it. */
  kind: 'attended' | 'correction';
  /** The regen_points_ledger row this entry publishes (null only for a caller without one). */
  pointsEntryId: number | null;
  bookingId: string;
  /** The traveler credited: published only as a pseudonym, never as this id. */
  travelerUserId: string;
  activityId: string;
  country: string;
  /** Points credited (negative when a correction takes some back); never 0. */
  points: number;
}

/**
 * A verifier's decision on a session's measured outcome (the "outcomes" module): one entry per
 * unit of the outcome. A later decision on the same outcome and unit names the one before it.
 */
export interface OutcomeLedgerAppend {
  kind: 'outcome_verified' | 'outcome_queried' | 'outcome_rejected';
  outcomeId: string;
  activityId: string;
  country: string;
  /** An id of shared/src/rules/outcome-units.ts. */
  unit: string;
  /** The measured amount in hundredths of the unit; null when the decision names no amount. */
  amountHundredths: number | null;
  /** Who decided, as the public ledger shows it (not empty). */
  reviewer: string;
}

export type LedgerAppend = CreditLedgerAppend | OutcomeLedgerAppend;

function isCredit(entry: LedgerAppend): entry is CreditLedgerAppend {
  return entry.kind === 'attended' || entry.kind === 'correction';
}

function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Appends entries to the chain in the caller's transaction, so they exist if and only if what
 * they record commits. Locks the chain's head row until that transaction ends: concurrent appends
 * wait and chain one after the other (never a fork). Call it as the last write of the
 * transaction, after the rows it records, so the head is held as briefly as possible.
 */
export async function appendLedgerEntries(trx: Trx, entries: readonly LedgerAppend[]): Promise<LedgerChainEntry[]> {
  if (entries.length === 0) return [];
  const head = await lockChainHead(trx);
  const recordedAt = head.now.toISOString();
  let serial = head.serial;
  let prevHash = head.hash;
  const appended: LedgerChainEntry[] = [];
  for (const entry of entries) {
    serial += 1;
    let content: Omit<LedgerChainEntry, 'hash'>;
    let link: { bookingId: string; pointsEntryId: number | null } | null = null;
    if (isCredit(entry)) {
      if (!Number.isSafeInteger(entry.points) || entry.points === 0)
        throw new Error('A credit has whole points, not 0');
      const previous = await latestSerialOfBooking(trx, entry.bookingId);
      content = {
        serial,
        kind: previous === null ? 'attended' : 'correction',
        recordedAt,
        country: entry.country,
        activityId: entry.activityId,
        traveler: await pseudonymOf(trx, entry.travelerUserId),
        points: entry.points,
        participants: await attendedPeopleOf(trx, entry.bookingId),
        corrects: previous,
        outcomeId: null,
        unit: null,
        amountHundredths: null,
        reviewer: null,
        prevHash,
      };
      link = { bookingId: entry.bookingId, pointsEntryId: entry.pointsEntryId };
    } else {
      if (!entry.reviewer.trim()) throw new Error('An outcome entry names its reviewer');
      if (entry.amountHundredths !== null && !Number.isSafeInteger(entry.amountHundredths)) {
        throw new Error('An amount is whole hundredths');
      }
      content = {
        serial,
        kind: entry.kind,
        recordedAt,
        country: entry.country,
        activityId: entry.activityId,
        traveler: null,
        points: 0,
        participants: null,
        corrects: await latestSerialOfOutcome(trx, entry.outcomeId, entry.unit),
        outcomeId: entry.outcomeId,
        unit: entry.unit,
        amountHundredths: entry.amountHundredths,
        reviewer: entry.reviewer.trim(),
        prevHash,
      };
    }
    const chained: LedgerChainEntry = { ...content, hash: sha256Hex(canonicalLedgerContent(content)) };
    await insertChainEntry(trx, chained, link);
    appended.push(chained);
    prevHash = chained.hash;
  }
  await moveChainHead(trx, { serial, hash: prevHash });
  return appended;
}

export { sha256Hex as ledgerSha256Hex };
