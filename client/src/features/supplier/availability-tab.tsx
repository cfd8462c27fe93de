import { formatLongDate, formatTime12h } from '@regen/shared/format';
import { isoDate } from '@regen/shared/rules/booking';
import {
  REQUIRED_FIELDS_MESSAGE,
  addSlotsInputSchema,
  type SupplierActivity,
  type SupplierSlot,
} from '@regen/shared/schemas/supplier';
import { useState, type CSSProperties } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { InputField, SelectField } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { trpc } from '../../lib/trpc.ts';
import { notify } from '../../lib/toast.ts';

type Mode = 'single' | 'range';

/** 'Tuesday, November 24, 2026': the visible day number is part of the button's name (WCAG 2.5.3). */
function labelDayButton(date: Date, modifiers: Record<string, boolean>): string {
  let label = date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.hasSlots) label = `${label}, has time slots`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

function selectionBounds(mode: Mode, day: Date | undefined, range: DateRange | undefined) {
  if (mode === 'single') return day ? { from: isoDate(day), to: isoDate(day) } : null;
  if (!range?.from) return null;
  return { from: isoDate(range.from), to: isoDate(range.to ?? range.from) };
}

function AddSlotDialog({
  open,
  onOpenChange,
  mode,
  bounds,
  rangeComplete,
  activities,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: Mode;
  bounds: { from: string; to: string } | null;
  /** Range mode: both ends chosen. */
  rangeComplete: boolean;
  activities: SupplierActivity[];
}) {
  const utils = trpc.useUtils();
  const add = trpc.supplier.addSlots.useMutation();
  const [activityId, setActivityId] = useState('');
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('12:00');
  const [spots, setSpots] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const approved = activities.filter((a) => a.status === 'approved');

  async function onSubmit() {
    setProblem(null);
    const input = {
      activityId,
      mode,
      ...(mode === 'single'
        ? { date: bounds?.from }
        : { startDate: bounds?.from, endDate: rangeComplete ? bounds?.to : undefined }),
      startTime,
      endTime,
      spots,
    };
    const parsed = addSlotsInputSchema.safeParse(input);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? REQUIRED_FIELDS_MESSAGE;
      setProblem(message);
      notify.destructive('Error', message);
      return;
    }
    try {
      const { created } = await add.mutateAsync(input);
      notify.success(
        'Availability Added',
        created > 1 ? `Time slots added for ${created} days.` : 'Time slot added successfully.',
      );
      await Promise.all([utils.supplier.listSlots.invalidate()]);
      onOpenChange(false);
    } catch (err) {
      const status = (err as { data?: { httpStatus?: number } }).data?.httpStatus ?? 500;
      if (status < 500) setProblem((err as Error).message);
      notify.destructive('Error', 'Failed to add availability slot');
    }
  }

  const when = !bounds
    ? mode === 'single'
      ? 'No date selected'
      : 'No date range selected'
    : bounds.from === bounds.to
      ? formatLongDate(bounds.from)
      : `${formatLongDate(bounds.from)} to ${formatLongDate(bounds.to)} (one slot per day)`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add Time Slot" description={when}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <SelectField label="Activity" required value={activityId} onChange={(e) => setActivityId(e.target.value)}>
          <option value="">Select a live activity</option>
          {approved.map((a) => (
            <option key={a.id} value={a.id}>
              {a.title}
            </option>
          ))}
        </SelectField>
        {approved.length === 0 ? (
          <p className="text-sm text-stone-600">Only live (approved) activities can take time slots.</p>
        ) : null}
        <div className="grid grid-cols-2 gap-4">
          <InputField
            label="Start Time"
            required
            type="time"
            value={startTime}
            onChange={(e) => setStartTime(e.target.value)}
          />
          <InputField
            label="End Time"
            required
            type="time"
            value={endTime}
            onChange={(e) => setEndTime(e.target.value)}
          />
        </div>
        <InputField
          label="Available Spots"
          type="number"
          min={1}
          step={1}
          value={spots}
          onChange={(e) => setSpots(e.target.value)}
        />
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Slot'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Changes a slot's capacity; the server refuses fewer spots than are booked. */
function SpotsDialog({ slot, label, onClose }: { slot: SupplierSlot; label: string; onClose: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.supplier.updateSpots.useMutation();
  const [spots, setSpots] = useState(String(slot.availableSpots));
  const [problem, setProblem] = useState<string | null>(null);

  async function onSave() {
    setProblem(null);
    try {
      await update.mutateAsync({ slotId: slot.id, spots });
      notify.success('Spots Updated', `${label} now has ${spots} spots.`);
      await utils.supplier.listSlots.invalidate();
      onClose();
    } catch (err) {
      const status = (err as { data?: { httpStatus?: number } }).data?.httpStatus ?? 500;
      const message = status < 500 ? (err as Error).message : 'Failed to update the spots';
      setProblem(message);
      notify.destructive('Error', message);
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Change Spots"
      description={`${label}. ${slot.bookedSpots} already booked.`}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <InputField
          label="Available Spots"
          type="number"
          min={Math.max(1, slot.bookedSpots)}
          step={1}
          value={spots}
          onChange={(e) => setSpots(e.target.value)}
        />
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Spots'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function SlotRow({ slot, showDate }: { slot: SupplierSlot; showDate: boolean }) {
  const utils = trpc.useUtils();
  const [editingSpots, setEditingSpots] = useState(false);
  const toggle = trpc.supplier.toggleSlot.useMutation();
  const remove = trpc.supplier.deleteSlot.useMutation();
  const left = slot.availableSpots - slot.bookedSpots;
  const label = `${slot.activityTitle}, ${showDate ? `${formatLongDate(slot.date)}, ` : ''}${formatTime12h(slot.startTime)}`;

  async function onToggle() {
    try {
      await toggle.mutateAsync({ slotId: slot.id, isAvailable: !slot.isAvailable });
      await utils.supplier.listSlots.invalidate();
    } catch (err) {
      // The spec only logs a failed toggle; a refusal the supplier can act on is shown.
      console.error('Error toggling availability:', err);
      if ((err as { data?: { code?: string } }).data?.code === 'CONFLICT')
        notify.destructive('Error', (err as Error).message);
    }
  }

  async function onDelete() {
    try {
      await remove.mutateAsync({ slotId: slot.id });
      notify.success('Slot Deleted', 'The time slot was removed.');
      await utils.supplier.listSlots.invalidate();
    } catch (err) {
      const code = (err as { data?: { code?: string } }).data?.code;
      notify.destructive('Error', code === 'CONFLICT' ? (err as Error).message : 'Failed to delete availability slot');
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-stone-900">{slot.activityTitle}</p>
        <p className="text-sm text-stone-700">
          {showDate ? `${formatLongDate(slot.date)} · ` : ''}
          {formatTime12h(slot.startTime)} - {formatTime12h(slot.endTime)}
        </p>
        <p className="text-sm text-stone-600">
          {left} of {slot.availableSpots} spots available · {slot.bookedSpots} booked
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={slot.isAvailable ? 'secondary' : 'outline'}
          aria-pressed={slot.isAvailable}
          aria-label={`${label}: ${slot.isAvailable ? 'Available' : 'Unavailable'}`}
          disabled={toggle.isPending}
          onClick={() => void onToggle()}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-2.5 w-2.5 rounded-full ${slot.isAvailable ? 'bg-brand-600' : 'bg-stone-400'}`}
          />
          {slot.isAvailable ? 'Available' : 'Unavailable'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Change spots of ${label}`}
          onClick={() => setEditingSpots(true)}
        >
          Spots
        </Button>
        <Button
          size="sm"
          variant="destructive"
          aria-label={`Delete slot ${label}`}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          Delete
        </Button>
      </div>
      {editingSpots ? <SpotsDialog slot={slot} label={label} onClose={() => setEditingSpots(false)} /> : null}
    </li>
  );
}

/** Calendar & Availability (spec §2): single day or range, past dates disabled, slots and Add Time Slot. */
export function AvailabilityTab({ activities }: { activities: SupplierActivity[] }) {
  const [today] = useState(startOfToday);
  const [mode, setMode] = useState<Mode>('single');
  const [day, setDay] = useState<Date | undefined>(today);
  const [range, setRange] = useState<DateRange | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [month, setMonth] = useState<Date>(today);
  const bounds = selectionBounds(mode, day, range);
  // Days of the shown month that already have slots are marked on the calendar.
  const monthSlots = trpc.supplier.listSlots.useQuery({
    from: isoDate(new Date(month.getFullYear(), month.getMonth(), 1)),
    to: isoDate(new Date(month.getFullYear(), month.getMonth() + 1, 0)),
  });
  const daysWithSlots = [...new Set((monthSlots.data ?? []).map((s) => s.date))].map((d) => {
    const [y, m, dd] = d.split('-').map(Number);
    return new Date(y!, m! - 1, dd);
  });
  const calendarProps = {
    month,
    onMonthChange: setMonth,
    disabled: { before: today },
    modifiers: { hasSlots: daysWithSlots },
    modifiersClassNames: { hasSlots: 'regen-has-slots' },
    labels: { labelDayButton },
    // The brand green instead of the calendar's default blue (set on its root, where it defines them).
    style: {
      '--rdp-accent-color': '#166534',
      '--rdp-accent-background-color': '#dcfce7',
      '--rdp-today-color': '#166534',
      '--rdp-range_middle-background-color': '#dcfce7',
    } as CSSProperties,
  };
  const slots = trpc.supplier.listSlots.useQuery(bounds ?? { from: isoDate(today), to: isoDate(today) }, {
    enabled: bounds !== null,
  });

  const heading = !bounds
    ? mode === 'single'
      ? 'Select a date'
      : 'Select a date range'
    : bounds.from === bounds.to
      ? `Slots for ${formatLongDate(bounds.from)}`
      : `Slots from ${formatLongDate(bounds.from)} to ${formatLongDate(bounds.to)}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <Card className="self-start p-4 sm:p-5">
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">Selection</legend>
          <div className="mt-2 inline-flex rounded-lg border border-stone-300 p-1" role="radiogroup">
            {(
              [
                ['single', 'Single Day'],
                ['range', 'Date Range'],
              ] as const
            ).map(([value, text]) => (
              <label
                key={value}
                className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 ${
                  mode === value ? 'bg-brand-800 text-white' : 'text-stone-700 hover:bg-stone-100'
                }`}
              >
                <input
                  type="radio"
                  name="availability-mode"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                  className="sr-only"
                />
                {text}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 [&_.regen-has-slots_button]:font-bold [&_.regen-has-slots_button]:underline [&_.regen-has-slots_button]:decoration-brand-600 [&_.regen-has-slots_button]:decoration-2 [&_.regen-has-slots_button]:underline-offset-4">
          {mode === 'single' ? (
            <DayPicker mode="single" selected={day} onSelect={setDay} {...calendarProps} />
          ) : (
            <DayPicker mode="range" selected={range} onSelect={setRange} {...calendarProps} />
          )}
        </div>
        <p className="mt-2 text-xs text-stone-600">
          <span className="font-bold underline decoration-brand-600 decoration-2 underline-offset-4">Underlined</span>{' '}
          days have time slots.
        </p>
      </Card>

      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold text-stone-900">{heading}</h3>
          <Button onClick={() => setAdding(true)} disabled={!bounds}>
            Add Time Slot
          </Button>
        </div>
        <div className="mt-4">
          {!bounds ? (
            <p className="text-stone-600">
              {mode === 'single' ? 'Please select a date' : 'Please select a date range'} on the calendar.
            </p>
          ) : slots.isPending ? (
            <Spinner label="Loading time slots..." />
          ) : slots.isError ? (
            <p role="alert" className="text-red-800">
              Failed to load time slots.
            </p>
          ) : slots.data.length === 0 ? (
            <p className="rounded-xl border-2 border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">
              No time slots for this selection yet.
            </p>
          ) : (
            <ul className="space-y-3" aria-label="Time slots">
              {slots.data.map((slot) => (
                <SlotRow key={slot.id} slot={slot} showDate={bounds.from !== bounds.to} />
              ))}
            </ul>
          )}
        </div>
      </div>

      {adding ? (
        <AddSlotDialog
          open={adding}
          onOpenChange={setAdding}
          mode={mode}
          bounds={bounds}
          rangeComplete={Boolean(range?.from && range.to)}
          activities={activities}
        />
      ) : null}
    </div>
  );
}
