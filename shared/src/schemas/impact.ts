import { z } from 'zod';
import { ATTENDANCE_CORRECTION_DAYS } from '../constants.ts';
import { MAX_PEOPLE_PER_BOOKING } from './bounds.ts';
import { englishMessage } from '../i18n/index.ts';

// After the activity: marking attendance (the activity's supplier), trip goals and impact
// receipts (the traveler). docs/decisions/048–050.

export const ATTENDANCE_NOT_STARTED_MESSAGE = englishMessage('attendance.notStarted');
export const ATTENDANCE_FINAL_MESSAGE = englishMessage('attendance.final', { days: ATTENDANCE_CORRECTION_DAYS });
export const ATTENDANCE_CANCELLED_MESSAGE = englishMessage('attendance.cancelled');
export const ATTENDANCE_NOT_CONFIRMED_MESSAGE = englishMessage('attendance.notConfirmed');
export const ATTENDANCE_FORBIDDEN_MESSAGE = englishMessage('attendance.forbidden');
export const ATTENDED_PEOPLE_MESSAGE = englishMessage('attendance.attendedPeople');
export const attendedPeopleTooManyMessage = (booked: number) => englishMessage('attendance.tooMany', { booked });

export const RECEIPT_NOT_FOUND_MESSAGE = englishMessage('impact.receiptNotFound');
export const RECEIPT_OWNER_ONLY_MESSAGE = englishMessage('impact.receiptOwnerOnly');
export const GOAL_COUNTRY_MESSAGE = englishMessage('impact.goalCountry');
export const GOAL_DAYS_MESSAGE = englishMessage('impact.goalDays');
export const GOAL_CITIES_MESSAGE = englishMessage('impact.goalCities');

const uuidLike = z.string().trim().min(1).max(100);

export const markAttendanceInputSchema = z.discriminatedUnion('attendance', [
  z.object({
    bookingId: uuidLike,
    attendance: z.literal('attended'),
    attendedPeople: z
      .number({ error: ATTENDED_PEOPLE_MESSAGE })
      .int(ATTENDED_PEOPLE_MESSAGE)
      .min(1, ATTENDED_PEOPLE_MESSAGE)
      .max(MAX_PEOPLE_PER_BOOKING, attendedPeopleTooManyMessage(MAX_PEOPLE_PER_BOOKING)),
  }),
  z.object({ bookingId: uuidLike, attendance: z.literal('no_show') }),
]);
export type MarkAttendanceInput = z.input<typeof markAttendanceInputSchema>;

export const saveTripGoalInputSchema = z.object({
  country: z.string({ error: GOAL_COUNTRY_MESSAGE }).trim().min(1, GOAL_COUNTRY_MESSAGE).max(100, GOAL_COUNTRY_MESSAGE),
  days: z
    .number({ error: GOAL_DAYS_MESSAGE })
    .int(GOAL_DAYS_MESSAGE)
    .min(1, GOAL_DAYS_MESSAGE)
    .max(365, GOAL_DAYS_MESSAGE),
  cities: z
    .number({ error: GOAL_CITIES_MESSAGE })
    .int(GOAL_CITIES_MESSAGE)
    .min(1, GOAL_CITIES_MESSAGE)
    .max(50, GOAL_CITIES_MESSAGE),
});
export type SaveTripGoalInput = z.input<typeof saveTripGoalInputSchema>;

export const receiptInputSchema = z.object({ receiptId: uuidLike });
export type ReceiptInput = z.input<typeof receiptInputSchema>;

export const updateReceiptInputSchema = z.object({
  receiptId: uuidLike,
  shared: z.boolean().optional(),
  anonymous: z.boolean().optional(),
});
export type UpdateReceiptInput = z.input<typeof updateReceiptInputSchema>;
