import { z } from 'zod';
import {
  ACTIVITY_DESCRIPTION_MAX,
  ACTIVITY_EDIT_DESCRIPTION_MIN,
  ACTIVITY_EDIT_IMPACT_MIN,
  ACTIVITY_IMPACT_MAX,
  ACTIVITY_TITLE_MAX,
  type ActivityStatus,
  type BookingStatusAsShown,
  type ImpactCategory,
  type PaymentStatus,
} from '../constants.ts';
import { destinationCountryNames } from '../countries.ts';
import { activityDetailsSchema } from './activity-editing.ts';
import { isoDateSchema, MAX_PEOPLE_PER_BOOKING, MAX_PRICE_DOLLARS, PRICE_MAX_MESSAGE, text } from './bounds.ts';
import { formatNumber } from '../format.ts';
import { englishMessage } from '../i18n/index.ts';

// The supplier dashboard's forms and procedure inputs (docs/spec/accounts-and-operations.md §5).
// A form's schema is its procedure's input schema: the client validates with it, the
// server parses with it again. Numeric fields accept the form's strings as well as numbers.

export const MISSING_INFORMATION_TITLE = englishMessage('supplier.missingInformation');
export const REQUIRED_FIELDS_MESSAGE = englishMessage('validation.requiredFields');
export const DESCRIPTION_MAX_MESSAGE = englishMessage('supplier.descriptionMax');
export const IMPACT_MAX_MESSAGE = englishMessage('supplier.impactMax');
export const COVER_PHOTO_MESSAGE = englishMessage('supplier.coverPhoto');
export const TITLE_MAX_MESSAGE = englishMessage('supplier.titleMax');
export const PRICE_STEP_MESSAGE = englishMessage('supplier.priceStep');

export const TITLE_REQUIRED_MESSAGE = englishMessage('supplier.titleRequired');
export const DESCRIPTION_MIN_MESSAGE = englishMessage('supplier.descriptionMin');
export const ACTIVITY_TYPE_REQUIRED_MESSAGE = englishMessage('supplier.activityTypeRequired');
export const PRICE_MIN_MESSAGE = englishMessage('supplier.priceMin');
export const DURATION_MIN_MESSAGE = englishMessage('supplier.durationMin');
export const PARTICIPANTS_MIN_MESSAGE = englishMessage('supplier.participantsMin');
export const IMPACT_MIN_MESSAGE = englishMessage('supplier.impactMin');

export const SELECT_DATE_MESSAGE = englishMessage('supplier.selectDate');
export const SELECT_DATE_RANGE_MESSAGE = englishMessage('supplier.selectDateRange');
export const END_AFTER_START_MESSAGE = englishMessage('supplier.endAfterStart');
export const SPOTS_MIN_MESSAGE = englishMessage('supplier.spotsMin');
export const MAX_DURATION_HOURS = 720;
export const DURATION_MAX_MESSAGE = englishMessage('supplier.durationMax', { max: MAX_DURATION_HOURS });
/** One booking takes at most this many people, so an activity never promises more. */
export const MAX_PARTICIPANTS = MAX_PEOPLE_PER_BOOKING;
export const PARTICIPANTS_MAX_MESSAGE = englishMessage('supplier.participantsMax', { max: MAX_PARTICIPANTS });
export const MAX_SLOT_SPOTS = 10_000;
export const SPOTS_MAX_MESSAGE = englishMessage('supplier.spotsMax', { max: formatNumber(MAX_SLOT_SPOTS) });
export const MAX_RANGE_DAYS = 92;
export const RANGE_TOO_LONG_MESSAGE = englishMessage('supplier.rangeTooLong', { max: MAX_RANGE_DAYS });

/** Activity types offered on the create form (docs/spec/accounts-and-operations.md §3). */
export const createActivityTypes = ['Environmental', 'Social'] as const;
export type CreateActivityType = (typeof createActivityTypes)[number];

/** Activity types offered on the edit form (docs/spec/accounts-and-operations.md §3). */
export const editActivityTypes = [
  'Environmental Restoration',
  'Social Impact',
  'Community Development',
  'Cultural Preservation',
  'Sustainable Tourism',
] as const;
export type EditActivityType = (typeof editActivityTypes)[number];

/**
 * Every activity sits in exactly one experiences section, so each type maps onto one of
 * the two impact categories. Sustainable Tourism goes with environmental: its point is
 * lowering travel's footprint on a place (docs/decisions/010-supplier-dashboard.md).
 */
export const impactCategoryOfType: Record<CreateActivityType | EditActivityType, ImpactCategory> = {
  Environmental: 'environmental',
  Social: 'social',
  'Environmental Restoration': 'environmental',
  'Social Impact': 'social',
  'Community Development': 'social',
  'Cultural Preservation': 'social',
  'Sustainable Tourism': 'environmental',
};

/** The edit form's starting type for an activity whose stored type may be a create type. */
export function editTypeFor(activityType: string, category: ImpactCategory): EditActivityType {
  if ((editActivityTypes as readonly string[]).includes(activityType)) return activityType as EditActivityType;
  return category === 'social' ? 'Social Impact' : 'Environmental Restoration';
}

/** Dollars with at most two decimals → integer cents, without floating-point drift. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** '' and null are "not filled in"; strings from inputs become numbers. */
function numberInput(requiredMessage: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v.trim()) : v),
    z.number({ error: requiredMessage }),
  );
}

const trimmed = () => text({ error: REQUIRED_FIELDS_MESSAGE }).trim();

/** A photo reference returned by the upload endpoint. */
const photoUrlSchema = text().trim().max(500);

export const createActivityInputSchema = z.object({
  country: z.enum(destinationCountryNames, { error: REQUIRED_FIELDS_MESSAGE }),
  activityType: z.enum(createActivityTypes, { error: REQUIRED_FIELDS_MESSAGE }),
  title: trimmed().min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true }).max(ACTIVITY_TITLE_MAX, TITLE_MAX_MESSAGE),
  description: trimmed()
    .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
    .max(ACTIVITY_DESCRIPTION_MAX, DESCRIPTION_MAX_MESSAGE),
  impactDescription: trimmed()
    .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
    .max(ACTIVITY_IMPACT_MAX, IMPACT_MAX_MESSAGE),
  /** Dollars per person, step 0.01; the server stores cents. */
  price: numberInput(REQUIRED_FIELDS_MESSAGE).pipe(
    z
      .number()
      .min(0, PRICE_MIN_MESSAGE)
      .max(MAX_PRICE_DOLLARS, PRICE_MAX_MESSAGE)
      .refine(hasAtMostTwoDecimals, PRICE_STEP_MESSAGE),
  ),
  durationHours: numberInput(REQUIRED_FIELDS_MESSAGE).pipe(
    z.number().min(1, DURATION_MIN_MESSAGE).max(MAX_DURATION_HOURS, DURATION_MAX_MESSAGE),
  ),
  maxParticipants: numberInput(REQUIRED_FIELDS_MESSAGE).pipe(
    z.number().int().min(1, PARTICIPANTS_MIN_MESSAGE).max(MAX_PARTICIPANTS, PARTICIPANTS_MAX_MESSAGE),
  ),
  photoUrl: text({ error: COVER_PHOTO_MESSAGE }).trim().min(1, { message: COVER_PHOTO_MESSAGE, abort: true }).max(500),
  /** The optional "More details" (./activity-editing.ts, docs/decisions/102). */
  details: activityDetailsSchema.optional(),
});
export type CreateActivityInput = z.input<typeof createActivityInputSchema>;

/**
 * The edit form's fields (docs/spec/accounts-and-operations.md §5 "Edit activity"); the procedure
 * adds the activity id.
 */
export const editActivityFormSchema = z.object({
  title: text({ error: TITLE_REQUIRED_MESSAGE })
    .trim()
    .min(1, { message: TITLE_REQUIRED_MESSAGE, abort: true })
    .max(ACTIVITY_TITLE_MAX, TITLE_MAX_MESSAGE),
  description: text({ error: DESCRIPTION_MIN_MESSAGE })
    .trim()
    .min(ACTIVITY_EDIT_DESCRIPTION_MIN, DESCRIPTION_MIN_MESSAGE)
    .max(ACTIVITY_DESCRIPTION_MAX, DESCRIPTION_MAX_MESSAGE),
  activityType: z.enum(editActivityTypes, { error: ACTIVITY_TYPE_REQUIRED_MESSAGE }),
  price: numberInput(PRICE_MIN_MESSAGE).pipe(
    z
      .number()
      .min(0, PRICE_MIN_MESSAGE)
      .max(MAX_PRICE_DOLLARS, PRICE_MAX_MESSAGE)
      .refine(hasAtMostTwoDecimals, PRICE_STEP_MESSAGE),
  ),
  durationHours: numberInput(DURATION_MIN_MESSAGE).pipe(
    z.number().min(1, DURATION_MIN_MESSAGE).max(MAX_DURATION_HOURS, DURATION_MAX_MESSAGE),
  ),
  maxParticipants: numberInput(PARTICIPANTS_MIN_MESSAGE).pipe(
    z
      .number()
      .int(PARTICIPANTS_MIN_MESSAGE)
      .min(1, PARTICIPANTS_MIN_MESSAGE)
      .max(MAX_PARTICIPANTS, PARTICIPANTS_MAX_MESSAGE),
  ),
  impactDescription: text({ error: IMPACT_MIN_MESSAGE })
    .trim()
    .min(ACTIVITY_EDIT_IMPACT_MIN, IMPACT_MIN_MESSAGE)
    .max(ACTIVITY_IMPACT_MAX, IMPACT_MAX_MESSAGE),
  /** Set only when a new photo was uploaded. */
  photoUrl: photoUrlSchema.min(1).optional(),
});
export type EditActivityForm = z.input<typeof editActivityFormSchema>;

export const updateActivityInputSchema = editActivityFormSchema.extend({
  activityId: z.uuid(),
  /** The optional "More details"; left out, they stay as they are (docs/decisions/102). */
  details: activityDetailsSchema.optional(),
});
export type UpdateActivityInput = z.input<typeof updateActivityInputSchema>;

export const activityIdInputSchema = z.object({ activityId: z.uuid() });
export const slotIdInputSchema = z.object({ slotId: z.uuid() });

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const timeSchema = z
  .string({ error: REQUIRED_FIELDS_MESSAGE })
  .trim()
  .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
  .regex(TIME_PATTERN, englishMessage('validation.invalidTime'));

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The Add Time Slot dialog (docs/spec/accounts-and-operations.md §5 "Availability"): one slot, or
 * one per day of a range.
 */
export const addSlotsInputSchema = z
  .object({
    activityId: z
      .string({ error: REQUIRED_FIELDS_MESSAGE })
      .min(1, { message: REQUIRED_FIELDS_MESSAGE, abort: true })
      .pipe(z.uuid()),
    mode: z.enum(['single', 'range']).default('single'),
    date: isoDateSchema.optional(),
    startDate: isoDateSchema.optional(),
    endDate: isoDateSchema.optional(),
    startTime: timeSchema,
    endTime: timeSchema,
    spots: numberInput(SPOTS_MIN_MESSAGE)
      .pipe(z.number().int(SPOTS_MIN_MESSAGE).min(1, SPOTS_MIN_MESSAGE).max(MAX_SLOT_SPOTS, SPOTS_MAX_MESSAGE))
      .default(1),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'single' && !v.date) ctx.addIssue({ code: 'custom', message: SELECT_DATE_MESSAGE, path: ['date'] });
    if (v.mode === 'range') {
      if (!v.startDate || !v.endDate || v.endDate < v.startDate) {
        ctx.addIssue({ code: 'custom', message: SELECT_DATE_RANGE_MESSAGE, path: ['startDate'] });
      } else if (daysBetween(v.startDate, v.endDate) + 1 > MAX_RANGE_DAYS) {
        ctx.addIssue({ code: 'custom', message: RANGE_TOO_LONG_MESSAGE, path: ['endDate'] });
      }
    }
    const validTimes = TIME_PATTERN.test(v.startTime) && TIME_PATTERN.test(v.endTime);
    if (validTimes && normaliseTime(v.endTime) <= normaliseTime(v.startTime)) {
      ctx.addIssue({ code: 'custom', message: END_AFTER_START_MESSAGE, path: ['endTime'] });
    }
  });
export type AddSlotsInput = z.input<typeof addSlotsInputSchema>;

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS'. */
export function normaliseTime(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** Every day from start to end inclusive, as 'YYYY-MM-DD'. */
export function datesInRange(startDate: string, endDate: string): string[] {
  const days = daysBetween(startDate, endDate);
  const dates: string[] = [];
  for (let i = 0; i <= days; i++) {
    dates.push(new Date(Date.parse(`${startDate}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
  }
  return dates;
}

export const listSlotsInputSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((v) => v.to >= v.from && daysBetween(v.from, v.to) < 400, {
    message: SELECT_DATE_RANGE_MESSAGE,
    path: ['to'],
  });
export type ListSlotsInput = z.input<typeof listSlotsInputSchema>;

export const toggleSlotInputSchema = z.object({ slotId: z.uuid(), isAvailable: z.boolean() });
export const updateSlotSpotsInputSchema = z.object({
  slotId: z.uuid(),
  spots: numberInput(SPOTS_MIN_MESSAGE).pipe(
    z.number().int(SPOTS_MIN_MESSAGE).min(1, SPOTS_MIN_MESSAGE).max(MAX_SLOT_SPOTS, SPOTS_MAX_MESSAGE),
  ),
});

/* ---- What the procedures return (shaped for the dashboard) ---- */

export interface SupplierDashboardStats {
  businessName: string;
  contactPerson: string;
  totalActivities: number;
  activityLimit: number;
  liveActivities: number;
  /** Bookings of this supplier's activities that are not cancelled. */
  totalBookings: number;
  /** Of those, the ones made in the current calendar month (UTC). */
  thisMonth: number;
  approvalMode: 'manual' | 'auto';
}

export interface SupplierActivity {
  id: string;
  title: string;
  description: string;
  impactDescription: string;
  activityType: string;
  country: string;
  impactCategory: ImpactCategory;
  priceCents: number;
  durationHours: number;
  maxParticipants: number;
  photoUrl: string | null;
  status: ActivityStatus;
  rejectionReason: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface SupplierSlot {
  id: string;
  activityId: string;
  activityTitle: string;
  activityType: string;
  date: string;
  startTime: string;
  endTime: string;
  availableSpots: number;
  bookedSpots: number;
  /** The server's remainingSpots: shown as is, never recomputed. */
  remainingSpots: number;
  isAvailable: boolean;
  /** The activity's time zone: the slot's date and times are its wall clock. */
  timeZone: string;
}

export interface SupplierBooking {
  id: string;
  activityId: string;
  activityTitle: string;
  activityType: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  bookingDate: string;
  bookingTime: string;
  numberOfPeople: number;
  totalPriceCents: number;
  paymentStatus: PaymentStatus;
  status: BookingStatusAsShown;
  specialRequests: string | null;
  /**
   * The rest of the contact a reseller gave over OCTO (docs/decisions/099): a country code
   * ('GB'), postal code, the customer's languages ('en') and notes; null and empty otherwise.
   */
  contactDetails: { country: string | null; postalCode: string | null; locales: string[]; notes: string | null };
  cancellationReason: string | null;
  cancelledAt: Date | null;
  cancellationDeadline: Date;
  /** Decided on the server (confirmed and before the deadline, by the database's clock). */
  cancellable: boolean;
  /** The activity's time zone: the booking's date and time are its wall clock. */
  timeZone: string;
  createdAt: Date;
}

export interface SupplierBookingAlert {
  /** movedAway: a reseller moved the booking to another supplier's activity (docs/decisions/122). */
  kind: 'new' | 'cancelled' | 'rescheduled' | 'movedAway';
  bookingId: string;
  activityTitle: string;
  customerName: string;
  bookingDate: string;
  bookingTime: string;
  timeZone: string;
  numberOfPeople: number;
  at: Date;
}
