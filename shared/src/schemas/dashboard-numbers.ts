// The supplier's numbers at a glance (issue 31 part 8, docs/decisions/105): what the one
// procedure `dashboardNumbers.mine` returns. It takes no input: the supplier is the session's.

/** How many weeks back (the current week is the last of them) and ahead the numbers cover. */
export const NUMBERS_PAST_WEEKS = 12;
export const NUMBERS_NEXT_WEEKS = 4;

/** One week (Monday to Sunday, by the booking's calendar date) of one supplier's bookings. */
export interface NumbersWeek {
  /** The week's Monday, 'YYYY-MM-DD'. */
  weekStart: string;
  /** True for the weeks after the current one (bookings ahead). */
  upcoming: boolean;
  /** Bookings that stand (confirmed or completed) dated in the week. */
  bookings: number;
  people: number;
  /** Their totals, by payment status: paid (completed) and not paid yet (pending, failed). */
  paidCents: number;
  unpaidCents: number;
  /** Of the bookings marked for attendance, the no-shows' share in per cent; null when none was marked. */
  noShowPercent: number | null;
  /** Average stars of the reviews (not hidden) written in the week; null when there were none. */
  averageRating: number | null;
  /** Regen Points credited (attendance, corrections) in the week. */
  points: number;
}

/** One activity's occupancy: spots booked of the spots offered in its slots, in per cent. */
export interface ActivityOccupancy {
  activityId: string;
  title: string;
  /** Slots dated in the last 12 weeks (to today); null when it had none. */
  pastPercent: number | null;
  /** Slots from tomorrow to the end of the next 4 weeks; null when it has none. */
  upcomingPercent: number | null;
}

export interface DashboardNumbers {
  /** The current week's Monday, by the database's clock. */
  currentWeekStart: string;
  /** 16 weeks, oldest first: the 12 to the current one, then the next 4. */
  weeks: NumbersWeek[];
  /** The supplier's activities (not archived), by title. */
  occupancy: ActivityOccupancy[];
}
