import { sql, type RawBuilder } from 'kysely';

/**
 * SQL twin of shared/src/rules/activity-place.ts: the activity `a`'s place, else its supplier
 * `s`'s location.
 */
export function activityPlaceSql(activity: string, supplier: string): RawBuilder<string> {
  return sql<string>`coalesce(nullif(btrim(${sql.ref(`${activity}.place`)}), ''), ${sql.ref(`${supplier}.location`)})`;
}
