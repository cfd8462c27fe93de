// The outcome units' ids and the ledger listing's page limit, alone: what a route's search
// validation (client/src/features/ledger/ledger-search.ts) needs, which runs in the browser's
// entry chunk. The catalogue of units (outcome-units.ts, with its long method texts) and the
// ledger's zod schemas (schemas/ledger.ts) import them from here and re-export them, so every
// existing import keeps working; importing these from there would put those messages and zod
// into every page's first download (docs/decisions/092, docs/benchmarks.md).

export const OUTCOME_UNIT_IDS = [
  'trees_planted',
  'habitat_restored_m2',
  'litter_removed_kg',
  'paid_local_work_hours',
  'local_project_usd',
  'species_records',
] as const;

export type OutcomeUnitId = (typeof OUTCOME_UNIT_IDS)[number];

/** Entries on one page of /impact/ledger. */
export const LEDGER_PAGE_SIZE = 25;
/** The last page a listing goes to (offset pagination stays cheap up to here; the downloads have it all). */
export const LEDGER_MAX_PAGE = 4000;
