// The supplier's numbers at a glance (issue 31 part 8, docs/decisions/105). Its router is merged
// in server/src/trpc/router.ts; other domains may read the numbers only through this file.
export { dashboardNumbers } from './dashboard-numbers.service.ts';
