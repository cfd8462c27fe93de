import type { ScheduleCalendarInput } from '@regen/shared/schemas/schedules';
import { skipToken } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';

// Weekly schedules' calls. A change of a schedule or an exception changes slots, so it reads
// again the schedules, this calendar and the availability tab's own slot list and calendar.

type Utils = ReturnType<typeof trpc.useUtils>;

const slotsChanged = (utils: Utils) =>
  Promise.all([
    utils.schedules.list.invalidate(),
    utils.schedules.calendar.invalidate(),
    utils.supplier.listSlots.invalidate(),
  ]);

/** An activity's schedules, oldest first; nothing is read until an activity is chosen. */
export function useSchedules(activityId: string | undefined) {
  return trpc.schedules.list.useQuery(activityId ? { activityId } : skipToken);
}

/** One activity's slots by day, with the schedule of each. */
export function useScheduleCalendar(input: ScheduleCalendarInput | typeof skipToken) {
  return trpc.schedules.calendar.useQuery(input);
}

export function useCreateSchedule() {
  const utils = trpc.useUtils();
  return trpc.schedules.create.useMutation({ onSuccess: () => slotsChanged(utils) });
}

export function useUpdateSchedule() {
  const utils = trpc.useUtils();
  return trpc.schedules.update.useMutation({ onSuccess: () => slotsChanged(utils) });
}

export function useDeleteSchedule() {
  const utils = trpc.useUtils();
  return trpc.schedules.delete.useMutation({ onSuccess: () => slotsChanged(utils) });
}

export function useSetScheduleException() {
  const utils = trpc.useUtils();
  return trpc.schedules.setException.useMutation({ onSuccess: () => slotsChanged(utils) });
}

export function useRemoveScheduleException() {
  const utils = trpc.useUtils();
  return trpc.schedules.removeException.useMutation({ onSuccess: () => slotsChanged(utils) });
}
