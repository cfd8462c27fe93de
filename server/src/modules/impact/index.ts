// The impact domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder): the credit an attendance writes (attendance's transaction), and the
// traveler's Regen Points, trip goal and receipts.
export {
  creditAttendance,
  getReceipt,
  myImpact,
  myPointsTotal,
  saveTripGoal,
  updateReceipt,
  type CreditedBooking,
} from './impact.service.ts';
