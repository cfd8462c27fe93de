// What other features may use of the attendance feature.
export { MarkAttendance } from './mark-attendance.tsx';
