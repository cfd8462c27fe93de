import type { DashboardNumbers } from '@regen/shared/schemas/dashboard-numbers';
import type { Db } from '../../db/database.ts';
import { databaseNow, type RuleClock } from '../../rules/booking.ts';
import { occupancyByActivity, weeklyNumbers } from './dashboard-numbers.repository.ts';

/** Rounds a share or an average to one decimal, as the charts show it; null stays null. */
const oneDecimal = (n: number | null) => (n === null ? null : Math.round(Number(n) * 10) / 10);

/** The supplier's numbers at a glance: 16 weeks and each activity's occupancy (docs/decisions/105). */
export async function dashboardNumbers(
  db: Db,
  supplierId: string,
  now: RuleClock = databaseNow,
): Promise<DashboardNumbers> {
  // One snapshot: both reads see the same bookings and the same clock.
  return db.transaction().execute(async (trx) => {
    const weeks = await weeklyNumbers(trx, supplierId, now);
    const occupancy = await occupancyByActivity(trx, supplierId, now);
    const current = weeks.filter((week) => !week.upcoming).at(-1);
    return {
      currentWeekStart: current?.week_start ?? '',
      weeks: weeks.map((week) => ({
        weekStart: week.week_start,
        upcoming: week.upcoming,
        bookings: Number(week.bookings),
        people: Number(week.people),
        paidCents: Number(week.paid_cents),
        unpaidCents: Number(week.unpaid_cents),
        noShowPercent: oneDecimal(week.no_show_percent),
        averageRating: week.average_rating === null ? null : Math.round(Number(week.average_rating) * 100) / 100,
        points: Number(week.points),
      })),
      occupancy: occupancy.map((row) => ({
        activityId: row.activity_id,
        title: row.title,
        pastPercent: oneDecimal(row.past_percent),
        upcomingPercent: oneDecimal(row.upcoming_percent),
      })),
    };
  });
}
