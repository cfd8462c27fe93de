// The attendance domain's public surface (eslint.config.js forbids importing the files next to it
// from outside this folder).
export { findAttendedBooking, type AttendedBooking } from './attendance.repository.ts';
export { markAttendance, markAttendanceIn, supplierAttendance } from './attendance.service.ts';
export type { AfterAttended, CheckInOptions } from './attendance.service.ts';
