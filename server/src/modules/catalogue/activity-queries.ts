import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/schema.ts';

/**
 * The one "live activity" filter (docs/design.md): an archived activity (deleted while bookings
 * of it are on record) is left out of every list, count and lookup but the booking history.
 * Use as `.where(notArchived)` in any query that has `activities` in scope.
 */
export function notArchived(eb: ExpressionBuilder<DB, 'activities'>) {
  return eb('activities.status', '<>', 'archived');
}
