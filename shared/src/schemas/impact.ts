import { z } from 'zod';
import { ATTENDANCE_CORRECTION_DAYS } from '../constants.ts';
import { MAX_PEOPLE_PER_BOOKING } from './bounds.ts';

// After the activity: marking attendance (the activity's supplier), trip goals and impact
// receipts (the traveler). docs/decisions/048–050.

export const ATTENDANCE_NOT_STARTED_MESSAGE = 'Attendance can be marked once the activity has started.';
export const ATTENDANCE_FINAL_MESSAGE = `Attendance can only be marked or corrected within ${ATTENDANCE_CORRECTION_DAYS} days of the activity; it is now final.`;
export const ATTENDANCE_CANCELLED_MESSAGE = 'This booking was cancelled, so its attendance cannot be marked.';
export const ATTENDANCE_NOT_CONFIRMED_MESSAGE = 'Only a confirmed booking can be marked.';
export const ATTENDANCE_FORBIDDEN_MESSAGE = "Only the activity's supplier can mark attendance.";
export const ATTENDED_PEOPLE_MESSAGE = 'Please enter how many people came (at least 1), or mark a no-show.';
export const attendedPeopleTooManyMessage = (booked: number) =>
  `At most ${booked} ${booked === 1 ? 'person was' : 'people were'} booked: please enter a number from 1 to ${booked}.`;

export const RECEIPT_NOT_FOUND_MESSAGE = 'Receipt not found';
export const RECEIPT_OWNER_ONLY_MESSAGE = 'Only the traveler of this receipt can change how it is shared.';
export const GOAL_COUNTRY_MESSAGE = 'Please choose a country from the list';
export const GOAL_DAYS_MESSAGE = 'Days must be a whole number from 1 to 365';
export const GOAL_CITIES_MESSAGE = 'Cities must be a whole number from 1 to 50';

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
