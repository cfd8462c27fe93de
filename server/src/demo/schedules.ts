import { addDays, latestScheduleDate } from '@regen/shared/rules/schedules';
import type { Trx } from '../db/database.ts';
import { createScheduleIn } from '../modules/schedules/index.ts';
import { demoAccounts } from './accounts.ts';
import { DEMO_SLOT_DAYS, type DayFromToday } from './slots.ts';

/** The next first of April (summer) or October (winter) on or after a date. */
function nextSeasonStart(date: string): string {
  const year = Number(date.slice(0, 4));
  return [year, year + 1].flatMap((y) => [`${y}-04-01`, `${y}-10-01`]).find((start) => start >= date)!;
}

function seasonOf(date: string): 'Summer' | 'Winter' {
  const month = Number(date.slice(5, 7));
  return month >= 4 && month < 10 ? 'Summer' : 'Winter';
}

/**
 * Weekly schedules (issue 15): the first supplier's first activity gets two seasons' schedules
 * after its four weeks of daily slots, made through the schedules service (its rules and its
 * slot generation): one season until the next first of April or October, the other from then,
 * within the 12-month limit. On the supplier's Calendar & Availability tab they show as two
 * colours with their own labels.
 */
export async function seedWeeklySchedules(trx: Trx, dayFromToday: DayFromToday): Promise<void> {
  const activity = await trx
    .selectFrom('activities as a')
    .innerJoin('suppliers as s', 's.id', 'a.supplier_id')
    .select(['a.id', 'a.supplier_id', 'a.max_participants'])
    .where('s.email', '=', demoAccounts.suppliers[0])
    .where('a.status', '=', 'approved')
    .orderBy('a.created_at')
    .orderBy('a.id')
    .executeTakeFirstOrThrow();

  // A day's margin after the daily demo slots, and before the 12-month limit in any zone.
  const first = dayFromToday(DEMO_SLOT_DAYS + 2);
  const latest = addDays(latestScheduleDate(dayFromToday(0)), -1);
  const boundary = nextSeasonStart(addDays(first, 14));
  const afterBoundary = nextSeasonStart(addDays(boundary, 1));
  const seasons = [
    { from: first, until: addDays(boundary, -1) },
    { from: boundary, until: addDays(afterBoundary, -1) < latest ? addDays(afterBoundary, -1) : latest },
  ];

  for (const season of seasons) {
    const label = seasonOf(season.from);
    await createScheduleIn(trx, activity.supplier_id, {
      activityId: activity.id,
      label,
      ...(label === 'Summer'
        ? { weekdays: [2, 4, 6], startTime: '08:00:00', endTime: '11:00:00' }
        : { weekdays: [6, 7], startTime: '10:00:00', endTime: '13:00:00' }),
      spots: Math.min(label === 'Summer' ? 10 : 6, activity.max_participants),
      validFrom: season.from,
      validUntil: season.until,
    });
  }
}
