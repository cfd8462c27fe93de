// The search domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder): the experiences search, and its statement for the benchmark's
// bare handler.
export { searchActivities } from './search.service.ts';
export { effortLevelSql, regenPointsSql, searchActivitiesQuery } from './search.repository.ts';
