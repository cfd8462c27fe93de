import { formatLongDate, formatSlotTimeRange } from '@regen/shared/format';
import { isLiveActivity } from '@regen/shared/rules/booking';
import { describeMessage } from '@regen/shared/i18n';
import {
  isScheduleDay,
  keptReason,
  latestScheduleDate,
  scheduledSlots,
  type ScheduleExceptionRule,
  type ScheduledSlot,
} from '@regen/shared/rules/schedules';
import type {
  ActivitySchedule,
  KeptSlot,
  ScheduleCalendar,
  ScheduleCalendarDay,
  ScheduleChange,
  ScheduleException,
  SchedulesOfActivity,
  createScheduleInputSchema,
  scheduleExceptionInputSchema,
  updateScheduleInputSchema,
} from '@regen/shared/schemas/schedules';
import type { z } from 'zod';
import type { Db, DbOrTrx } from '../../db/database.ts';
import { DomainError, badRequest, notFound } from '../../errors.ts';
import type { Services } from '../../services.ts';
import { findActivityForSlots, findOverlappingSlots } from '../supplier/index.ts';
import * as repo from './schedules.repository.ts';

// Weekly schedules (docs/decisions/058–059): a rule per activity that generates its slots, under
// the supplier's slot rules (the activity is the supplier's and live, no overlap with any slot of
// the activity, the unique key on activity, date and start time). Every change regenerates the
// schedule's future slots in one transaction: slots that already match stay, slots with bookings
// stay as they are and are reported, the rest are replaced.

type CreateSchedule = z.output<typeof createScheduleInputSchema>;
type UpdateSchedule = z.output<typeof updateScheduleInputSchema>;
type ExceptionInput = z.output<typeof scheduleExceptionInputSchema>;
type Activity = NonNullable<Awaited<ReturnType<typeof repo.findScheduledActivity>>>;

/** The overlap found first, named by its date and span in the activity's zone. */
function overlapMessage(date: string, startTime: string, endTime: string, timeZone: string) {
  return describeMessage('supplier.slotOverlapAt', {
    date: formatLongDate(date),
    span: formatSlotTimeRange(startTime, endTime, timeZone),
  });
}

/**
 * The supplier's live activity, locked like manual slot creation locks it (so generation and
 * Add Time Slot never interleave), with its zone, max participants and today.
 */
async function lockActivity(trx: DbOrTrx, supplierId: string, activityId: string): Promise<Activity> {
  const locked = await findActivityForSlots(trx, supplierId, activityId);
  if (!locked) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const activity = await repo.findScheduledActivity(trx, supplierId, activityId);
  if (!activity) throw new DomainError('NOT_FOUND', 'activities.notFound');
  return activity;
}

function requireLive(activity: Activity): void {
  if (!isLiveActivity(activity)) throw new DomainError('BAD_REQUEST', 'supplier.onlyApprovedSlots');
}

function checkSpots(activity: Activity, spots: number): void {
  if (spots > activity.max_participants) {
    throw badRequest('schedules.spotsAboveMax', { max: activity.max_participants });
  }
}

/** The rule's dates against today in the activity's zone: not before it, at most 12 months ahead. */
function checkDates(activity: Activity, validFrom: string, validUntil: string, previousFrom?: string): void {
  if (validFrom < activity.today && validFrom !== previousFrom) {
    throw new DomainError('BAD_REQUEST', 'schedules.inPast');
  }
  const latest = latestScheduleDate(activity.today);
  if (validUntil > latest) throw badRequest('schedules.beyondLimit', { date: formatLongDate(latest) });
}

function toExceptionRule(e: {
  date: string;
  kind: 'closed' | 'changed';
  start_time: string | null;
  end_time: string | null;
  spots: number | null;
}): ScheduleExceptionRule {
  return e.kind === 'closed'
    ? { date: e.date, kind: 'closed' }
    : { date: e.date, kind: 'changed', startTime: e.start_time!, endTime: e.end_time!, spots: e.spots! };
}

/**
 * Brings the schedule's future slots in line with its rule and exceptions. A slot that matches
 * stays (same id); one with bookings stays as it is and is reported, and its date gets no
 * second slot; the others are removed; the missing ones are added after the overlap check
 * against every other slot of the activity. Refused as a whole when one would overlap.
 */
async function regenerate(trx: DbOrTrx, activity: Activity, schedule: repo.ScheduleRow): Promise<ScheduleChange> {
  const exceptions = (await repo.listExceptions(trx, [schedule.id])).map(toExceptionRule);
  const wanted = scheduledSlots(
    {
      weekdays: schedule.weekdays,
      startTime: schedule.start_time,
      endTime: schedule.end_time,
      spots: schedule.spots,
      validFrom: schedule.valid_from,
      validUntil: schedule.valid_until,
    },
    exceptions,
    activity.today,
  ).filter((slot) => slot.date > activity.today || slot.startTime > activity.now_time);
  const wantedByDate = new Map(wanted.map((slot) => [slot.date, slot]));

  const existing = await repo.slotsOfScheduleFrom(trx, schedule.id, activity.today);
  const settledDates = new Set<string>();
  const kept: KeptSlot[] = [];
  const toRemove: string[] = [];
  for (const slot of existing) {
    const want = wantedByDate.get(slot.date);
    if (slot.started) {
      // History: never changed, and its date needs nothing new.
      settledDates.add(slot.date);
      continue;
    }
    if (
      want &&
      want.startTime === slot.start_time &&
      want.endTime === slot.end_time &&
      want.spots === slot.available_spots &&
      !settledDates.has(slot.date)
    ) {
      settledDates.add(slot.date);
      continue;
    }
    const active = Number(slot.active_bookings);
    const all = Number(slot.all_bookings);
    if (all > 0) {
      settledDates.add(slot.date);
      kept.push({
        slotId: slot.id,
        date: slot.date,
        startTime: slot.start_time,
        endTime: slot.end_time,
        bookings: active > 0 ? active : all,
        reason: keptReason(active, all - active),
      });
      continue;
    }
    toRemove.push(slot.id);
  }
  await repo.deleteSlots(trx, toRemove);

  const toAdd = wanted.filter((slot) => !settledDates.has(slot.date));
  await refuseOverlaps(trx, activity, toAdd);
  const created = await repo.insertGeneratedSlots(
    trx,
    toAdd.map((slot) => ({
      activity_id: activity.id,
      schedule_id: schedule.id,
      date: slot.date,
      start_time: slot.startTime,
      end_time: slot.endTime,
      available_spots: slot.spots,
    })),
  );
  return { scheduleId: schedule.id, created, removed: toRemove.length, kept, timeZone: activity.time_zone };
}

/** The supplier module's overlap rule, once per distinct time span. */
async function refuseOverlaps(trx: DbOrTrx, activity: Activity, slots: ScheduledSlot[]): Promise<void> {
  const bySpan = new Map<string, ScheduledSlot[]>();
  for (const slot of slots) {
    const key = `${slot.startTime}-${slot.endTime}`;
    bySpan.set(key, [...(bySpan.get(key) ?? []), slot]);
  }
  for (const group of bySpan.values()) {
    const dates = group.map((s) => s.date);
    const overlapping = await findOverlappingSlots(trx, activity.id, dates, group[0]!.startTime, group[0]!.endTime);
    const first = overlapping[0];
    if (first) {
      throw new DomainError(
        'CONFLICT',
        overlapMessage(first.date, first.start_time, first.end_time, activity.time_zone),
      );
    }
  }
}

export async function schedulesOfActivity(
  db: Db,
  supplierId: string,
  activityId: string,
): Promise<SchedulesOfActivity> {
  const activity = await repo.findScheduledActivity(db, supplierId, activityId);
  if (!activity) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const rows = await repo.listSchedulesOfActivity(db, activity.id);
  const exceptions = await repo.listExceptions(
    db,
    rows.map((r) => r.id),
  );
  const schedules: ActivitySchedule[] = rows.map((row, index) => ({
    id: row.id,
    label: row.label,
    weekdays: row.weekdays,
    startTime: row.start_time,
    endTime: row.end_time,
    spots: row.spots,
    validFrom: row.valid_from,
    validUntil: row.valid_until,
    colour: index,
    upcomingSlots: Number(row.upcoming_slots ?? 0),
    exceptions: exceptions
      .filter((e) => e.schedule_id === row.id)
      .map((e): ScheduleException => ({
        date: e.date,
        kind: e.kind,
        startTime: e.start_time,
        endTime: e.end_time,
        spots: e.spots,
      })),
  }));
  return {
    activityId: activity.id,
    title: activity.title,
    timeZone: activity.time_zone,
    maxParticipants: activity.max_participants,
    today: activity.today,
    latestUntil: latestScheduleDate(activity.today),
    schedules,
  };
}

export async function createSchedule(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  input: CreateSchedule,
): Promise<ScheduleChange> {
  return events.transaction((trx) => createScheduleIn(trx, supplierId, input));
}

/** Creates a schedule and generates its slots inside the caller's transaction (the demo seed uses it too). */
export async function createScheduleIn(
  trx: DbOrTrx,
  supplierId: string,
  input: CreateSchedule,
): Promise<ScheduleChange> {
  const activity = await lockActivity(trx, supplierId, input.activityId);
  requireLive(activity);
  checkSpots(activity, input.spots);
  checkDates(activity, input.validFrom, input.validUntil);
  const { id } = await repo.insertSchedule(trx, { activity_id: activity.id, ...scheduleRow(input) });
  const schedule = await repo.findSupplierSchedule(trx, supplierId, id);
  return regenerate(trx, activity, schedule!);
}

/** The schedule's columns as the supplier's form gives them. */
function scheduleRow(input: CreateSchedule | UpdateSchedule) {
  return {
    label: input.label,
    weekdays: input.weekdays,
    start_time: input.startTime,
    end_time: input.endTime,
    spots: input.spots,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
  };
}

/**
 * Makes `change` to the supplier's schedule in one transaction, with the schedule locked and its
 * activity locked first (the order every slot change takes).
 */
function changeSchedule(
  events: Services['events'],
  supplierId: string,
  scheduleId: string,
  change: (trx: DbOrTrx, activity: Activity, schedule: repo.ScheduleRow) => Promise<ScheduleChange>,
): Promise<ScheduleChange> {
  return events.transaction(async (trx) => {
    const found = await repo.findSupplierSchedule(trx, supplierId, scheduleId);
    if (!found) throw new DomainError('NOT_FOUND', 'schedules.notFound');
    const activity = await lockActivity(trx, supplierId, found.activity_id);
    const schedule = await repo.findSupplierSchedule(trx, supplierId, scheduleId, true);
    if (!schedule) throw new DomainError('NOT_FOUND', 'schedules.notFound');
    return change(trx, activity, schedule);
  });
}

export function updateSchedule(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  input: UpdateSchedule,
): Promise<ScheduleChange> {
  return changeSchedule(events, supplierId, input.scheduleId, async (trx, activity, schedule) => {
    requireLive(activity);
    checkSpots(activity, input.spots);
    // A schedule already running keeps its first date; a new first date is today or later.
    checkDates(activity, input.validFrom, input.validUntil, schedule.valid_from);
    const row = scheduleRow(input);
    await repo.updateSchedule(trx, schedule.id, row);
    return regenerate(trx, activity, { ...schedule, ...row });
  });
}

/** Deletes the schedule and its future slots without bookings; booked ones stay, reported. */
export function deleteSchedule(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  scheduleId: string,
): Promise<ScheduleChange> {
  return changeSchedule(events, supplierId, scheduleId, async (trx, activity, schedule) => {
    const change = await regenerate(trx, activity, { ...schedule, weekdays: [] });
    await repo.deleteSchedule(trx, schedule.id);
    return change;
  });
}

export function setScheduleException(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  input: ExceptionInput,
): Promise<ScheduleChange> {
  return changeSchedule(events, supplierId, input.scheduleId, async (trx, activity, schedule) => {
    requireLive(activity);
    if (input.date < activity.today) throw badRequest('schedules.pastDates');
    if (
      !isScheduleDay(
        { weekdays: schedule.weekdays, validFrom: schedule.valid_from, validUntil: schedule.valid_until },
        input.date,
      )
    ) {
      throw badRequest('schedules.notScheduleDay', { date: formatLongDate(input.date) });
    }
    if (input.kind === 'changed') checkSpots(activity, input.spots!);
    await repo.upsertException(trx, {
      schedule_id: schedule.id,
      date: input.date,
      kind: input.kind,
      start_time: input.kind === 'changed' ? input.startTime! : null,
      end_time: input.kind === 'changed' ? input.endTime! : null,
      spots: input.kind === 'changed' ? input.spots! : null,
    });
    return regenerate(trx, activity, schedule);
  });
}

/** Back to the schedule's rule on that date. */
export function removeScheduleException(
  { events }: Pick<Services, 'events'>,
  supplierId: string,
  scheduleId: string,
  date: string,
): Promise<ScheduleChange> {
  return changeSchedule(events, supplierId, scheduleId, async (trx, activity, schedule) => {
    if (!(await repo.deleteException(trx, schedule.id, date))) {
      throw notFound('schedules.noException', { date: formatLongDate(date) });
    }
    return regenerate(trx, activity, schedule);
  });
}

/** One activity's slots by day: each slot's schedule, and booked and free spots per day. */
export async function scheduleCalendar(
  db: Db,
  supplierId: string,
  activityId: string,
  from: string,
  to: string,
): Promise<ScheduleCalendar> {
  const activity = await repo.findScheduledActivity(db, supplierId, activityId);
  if (!activity) throw new DomainError('NOT_FOUND', 'activities.notFound');
  const days = new Map<string, ScheduleCalendarDay>();
  for (const row of await repo.calendarSlots(db, activity.id, from, to)) {
    const day = days.get(row.date) ?? { date: row.date, bookedSpots: 0, freeSpots: 0, slots: [] };
    const remaining = Number(row.remaining_spots);
    day.bookedSpots += row.booked_spots;
    if (row.is_available) day.freeSpots += remaining;
    day.slots.push({
      id: row.id,
      startTime: row.start_time,
      endTime: row.end_time,
      availableSpots: row.available_spots,
      bookedSpots: row.booked_spots,
      remainingSpots: remaining,
      isAvailable: row.is_available,
      scheduleId: row.schedule_id,
      scheduleLabel: row.schedule_label,
    });
    days.set(row.date, day);
  }
  return { timeZone: activity.time_zone, days: [...days.values()] };
}
