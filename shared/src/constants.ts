/**
 * Business constants and limits, one place (docs/spec/accounts-and-operations.md §9,
 * docs/spec/public-site.md §9).
 */

export const MAX_ACTIVITIES_PER_SUPPLIER = 5;
export const PASSWORD_MIN_LENGTH = 6;
export const ACTIVITY_TITLE_MAX = 100;
export const ACTIVITY_DESCRIPTION_MAX = 480;
export const ACTIVITY_IMPACT_MAX = 50;
export const ACTIVITY_EDIT_DESCRIPTION_MIN = 50;
export const ACTIVITY_EDIT_IMPACT_MIN = 30;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const MAX_RECENT_BOOKING_ALERTS = 5;
export const MESSAGE_MAX_LENGTH = 2000;
export const DEFAULT_CANCELLATION_WINDOW_HOURS = 24;
/** Calls in one batched HTTP request: the client splits larger batches, the server refuses them. */
export const MAX_BATCH_SIZE = 20;
/** Subscriptions one websocket connection may run at once. */
export const MAX_SUBSCRIPTIONS_PER_CONNECTION = 20;

/** Impact categories: every activity sits in exactly one experiences section. */
export const impactCategories = ['environmental', 'social'] as const;
export type ImpactCategory = (typeof impactCategories)[number];

export const activityStatuses = ['pending', 'approved', 'rejected'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

export const bookingStatuses = ['confirmed', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
/** A booking's status as both parties see it: its supplier may have marked it a no-show (docs/decisions/048). */
export type BookingStatusAsShown = BookingStatus | 'no_show';

/** Attendance can be marked from the slot's start and corrected for this many days after it (docs/decisions/048). */
export const ATTENDANCE_CORRECTION_DAYS = 14;
/** A party can be checked in (its ticket scanned) from this many hours before its slot starts (docs/decisions/104). */
export const CHECK_IN_OPENS_HOURS = 3;

export const paymentStatuses = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/* ---- Public site (docs/spec/public-site.md §9) ---- */

/** Impact calculator: base Regen points per person per day, by country tier. */
export const CALCULATOR_BASE_POINTS_PER_DAY = { 1: 1500, 2: 900, 3: 450 } as const;
/** Impact calculator: points per extra city (beyond the first) per day. */
export const CALCULATOR_EXTRA_CITY_POINTS_PER_DAY = 250;

/** Supplier activity Regen points per hour of duration. */
export const REGEN_POINTS_PER_HOUR = 150;

/** Demo activities: defaults and fixed prices. */
export const DEMO_ACTIVITY_MAX_PARTICIPANTS = 10;
export const DEMO_ACTIVITY_DEFAULT_HOURS = 3;
export const DEMO_PRICE_MIN = 40;
export const DEMO_PRICE_MAX = 90;
export const DEMO_PRICE_STEP = 5;

/** Actions page: default per-day points and how long a clicked action stays highlighted. */
export const DEFAULT_ACTION_POINTS_PER_DAY = 450;
export const ACTION_HIGHLIGHT_MS = 2000;
