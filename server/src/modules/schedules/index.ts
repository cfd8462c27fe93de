// The weekly schedules domain's public surface (eslint.config.js forbids importing the files next
// to it from outside this folder): a supplier's schedules per activity and the slots they generate.
export {
  createSchedule,
  createScheduleIn,
  deleteSchedule,
  removeScheduleException,
  scheduleCalendar,
  schedulesOfActivity,
  setScheduleException,
  updateSchedule,
} from './schedules.service.ts';
