// From the zod-free, message-free module: this runs in the entry chunk (validateSearch).
import { LEDGER_MAX_PAGE, OUTCOME_UNIT_IDS, type OutcomeUnitId } from '@regen/shared/rules/outcome-unit-ids';

// /impact/ledger's query string: ?destination=Slovenia&activity=<id>&unit=trees_planted&page=2.
// A value it cannot read is left out (the listing without that filter), never an error page.

export interface LedgerSearch {
  destination?: string;
  activity?: string;
  unit?: OutcomeUnitId;
  page?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ledgerSearch(raw: Record<string, unknown>): LedgerSearch {
  const search: LedgerSearch = {};
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
  const destination = text(raw.destination);
  if (destination && destination.length <= 100) search.destination = destination;
  const activity = text(raw.activity);
  if (UUID.test(activity)) search.activity = activity.toLowerCase();
  const unit = text(raw.unit);
  if ((OUTCOME_UNIT_IDS as readonly string[]).includes(unit)) search.unit = unit as OutcomeUnitId;
  const page = Number(text(raw.page));
  if (Number.isInteger(page) && page > 1 && page <= LEDGER_MAX_PAGE) search.page = page;
  return search;
}
