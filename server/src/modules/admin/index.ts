// The admin domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { activityDetail, activityList, updateActivityStatus } from './admin.service.ts';
export { emitActivitiesChanged, type ActivitiesChange } from './admin.events.ts';
