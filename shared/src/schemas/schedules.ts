import { z } from 'zod';
import { isoDateSchema, text } from './bounds.ts';
import {
  END_AFTER_START_MESSAGE,
  MAX_SLOT_SPOTS,
  REQUIRED_FIELDS_MESSAGE,
  SPOTS_MAX_MESSAGE,
  SPOTS_MIN_MESSAGE,
  normaliseTime,
} from './supplier.ts';
import { englishMessage } from '../i18n/index.ts';

// Weekly schedules of the Calendar & Availability tab (docs/decisions/058–059). A form's schema
// is its procedure's input: the client validates with it, the server parses it again and adds
// what needs the activity (its max participants, today in its zone, the 12-month limit).

export const SCHEDULE_LABEL_MAX = 40;
export const LABEL_REQUIRED_MESSAGE = englishMessage('schedules.labelRequired');
export const LABEL_MAX_MESSAGE = englishMessage('schedules.labelMax', { max: SCHEDULE_LABEL_MAX });
export const WEEKDAY_REQUIRED_MESSAGE = englishMessage('schedules.weekdayRequired');
export const UNTIL_BEFORE_FROM_MESSAGE = englishMessage('schedules.untilBeforeFrom');
export const VALID_TIME_MESSAGE = englishMessage('validation.invalidTime');

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const timeSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
  .regex(TIME_PATTERN, VALID_TIME_MESSAGE)
  .transform(normaliseTime);

/** Checkboxes give strings ('1'…'7'), false or nothing; the procedure gets numbers. */
const weekdaysSchema = z.preprocess(
  (v) => (v === false || v === undefined || v === null ? [] : typeof v === 'string' ? [v] : v),
  z
    .array(z.coerce.number().int().min(1, WEEKDAY_REQUIRED_MESSAGE).max(7, WEEKDAY_REQUIRED_MESSAGE))
    .min(1, WEEKDAY_REQUIRED_MESSAGE)
    .max(7, WEEKDAY_REQUIRED_MESSAGE)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
);

const spotsSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
  z
    .number({ error: SPOTS_MIN_MESSAGE })
    .int(SPOTS_MIN_MESSAGE)
    .min(1, SPOTS_MIN_MESSAGE)
    .max(MAX_SLOT_SPOTS, SPOTS_MAX_MESSAGE),
);

function endAfterStart(v: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx) {
  if (v.startTime && v.endTime && v.endTime <= v.startTime) {
    ctx.addIssue({ code: 'custom', message: END_AFTER_START_MESSAGE, path: ['endTime'] });
  }
}

const scheduleFields = z.object({
  label: text({ error: LABEL_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: LABEL_REQUIRED_MESSAGE, abort: true })
    .max(SCHEDULE_LABEL_MAX, LABEL_MAX_MESSAGE),
  weekdays: weekdaysSchema,
  startTime: timeSchema,
  endTime: timeSchema,
  spots: spotsSchema,
  validFrom: isoDateSchema,
  validUntil: isoDateSchema,
});

function scheduleRules(v: z.output<typeof scheduleFields>, ctx: z.RefinementCtx) {
  endAfterStart(v, ctx);
  if (v.validUntil < v.validFrom) {
    ctx.addIssue({ code: 'custom', message: UNTIL_BEFORE_FROM_MESSAGE, path: ['validUntil'] });
  }
}

/** The schedule form (create): its activity and its rule. */
export const createScheduleInputSchema = scheduleFields
  .extend({
    activityId: z
      .string({ error: REQUIRED_FIELDS_MESSAGE })
      .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
      .pipe(z.uuid()),
  })
  .superRefine(scheduleRules);
export type CreateScheduleInput = z.input<typeof createScheduleInputSchema>;

/** The same form editing a schedule: a new rule for the schedule's future slots. */
export const updateScheduleInputSchema = scheduleFields.extend({ scheduleId: z.uuid() }).superRefine(scheduleRules);
export type UpdateScheduleInput = z.input<typeof updateScheduleInputSchema>;

export const scheduleIdInputSchema = z.object({ scheduleId: z.uuid() });
export const schedulesOfActivityInputSchema = z.object({ activityId: z.uuid() });

/** Close a date, or change its times and spots. */
export const scheduleExceptionInputSchema = z
  .object({
    scheduleId: z.uuid(),
    date: isoDateSchema,
    kind: z.enum(['closed', 'changed']),
    startTime: timeSchema.optional(),
    endTime: timeSchema.optional(),
    spots: spotsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'changed') return;
    if (!v.startTime) ctx.addIssue({ code: 'custom', message: REQUIRED_FIELDS_MESSAGE, path: ['startTime'] });
    if (!v.endTime) ctx.addIssue({ code: 'custom', message: REQUIRED_FIELDS_MESSAGE, path: ['endTime'] });
    if (v.spots === undefined) ctx.addIssue({ code: 'custom', message: SPOTS_MIN_MESSAGE, path: ['spots'] });
    endAfterStart(v, ctx);
  });
export type ScheduleExceptionInput = z.input<typeof scheduleExceptionInputSchema>;

export const removeScheduleExceptionInputSchema = z.object({ scheduleId: z.uuid(), date: isoDateSchema });

const CALENDAR_MAX_DAYS = 62;
/** One activity's slots by day for the schedule calendar (a month and its edges). */
export const scheduleCalendarInputSchema = z
  .object({ activityId: z.uuid(), from: isoDateSchema, to: isoDateSchema })
  .refine(
    (v) =>
      v.to >= v.from &&
      Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) < CALENDAR_MAX_DAYS * 86_400_000,
    { message: englishMessage('schedules.calendarRange'), path: ['to'] },
  );
export type ScheduleCalendarInput = z.input<typeof scheduleCalendarInputSchema>;

/* ---- What the procedures return ---- */

export interface ScheduleException {
  date: string;
  kind: 'closed' | 'changed';
  startTime: string | null;
  endTime: string | null;
  spots: number | null;
}

export interface ActivitySchedule {
  id: string;
  label: string;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: number[];
  startTime: string;
  endTime: string;
  spots: number;
  validFrom: string;
  validUntil: string;
  /** Its place among the activity's schedules (oldest first): the calendar's colour. */
  colour: number;
  exceptions: ScheduleException[];
  /** Its slots that have not started. */
  upcomingSlots: number;
}

export interface SchedulesOfActivity {
  activityId: string;
  title: string;
  timeZone: string;
  maxParticipants: number;
  /** Today in the activity's zone, by the database's clock. */
  today: string;
  /** The last date a schedule may run until (12 months ahead). */
  latestUntil: string;
  schedules: ActivitySchedule[];
}

/** A slot a change left as it was, and why: "Kept: 2 bookings". */
export interface KeptSlot {
  slotId: string;
  date: string;
  startTime: string;
  endTime: string;
  bookings: number;
  reason: string;
}

export interface ScheduleChange {
  scheduleId: string;
  created: number;
  removed: number;
  kept: KeptSlot[];
  timeZone: string;
}

export interface ScheduleCalendarSlot {
  id: string;
  startTime: string;
  endTime: string;
  availableSpots: number;
  bookedSpots: number;
  remainingSpots: number;
  isAvailable: boolean;
  scheduleId: string | null;
  scheduleLabel: string | null;
}

export interface ScheduleCalendarDay {
  date: string;
  bookedSpots: number;
  /** Spots still open in available slots. */
  freeSpots: number;
  slots: ScheduleCalendarSlot[];
}

export interface ScheduleCalendar {
  timeZone: string;
  days: ScheduleCalendarDay[];
}
