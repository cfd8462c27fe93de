import { formatLongDate, formatSlotTime, formatSlotTimeRange } from '@regen/shared/format';
import type { SupplierSlot } from '@regen/shared/schemas/supplier';
import { skipToken } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useDeleteSlot, useSlots, useToggleSlot } from './api.ts';
import type { SelectionMode } from './availability-calendar.tsx';
import { SpotsDialog } from './spots-dialog.tsx';

function SlotRow({ slot, showDate }: { slot: SupplierSlot; showDate: boolean }) {
  const t = useT();
  const locale = useFormatLocale();
  const [editingSpots, setEditingSpots] = useState(false);
  const toggle = useToggleSlot();
  const remove = useDeleteSlot();
  const label = showDate
    ? t('supplier.slots.labelWithDate', {
        activity: slot.activityTitle,
        date: formatLongDate(slot.date, locale),
        time: formatSlotTime(slot.startTime, slot.timeZone, locale),
      })
    : t('supplier.slots.label', {
        activity: slot.activityTitle,
        time: formatSlotTime(slot.startTime, slot.timeZone, locale),
      });

  async function onToggle() {
    try {
      await toggle.mutateAsync({ slotId: slot.id, isAvailable: !slot.isAvailable });
    } catch (err) {
      // The spec only logs a failed toggle; a refusal the supplier can act on is shown.
      console.error('Error toggling availability:', err);
      if (apiErrorCode(err) === 'CONFLICT') notify.destructive(t('supplier.error'), errorMessage(err, ''));
    }
  }

  async function onDelete() {
    const failed = t('supplier.slots.deleteFailed');
    try {
      await remove.mutateAsync({ slotId: slot.id });
    } catch (err) {
      notify.destructive(t('supplier.error'), apiErrorCode(err) === 'CONFLICT' ? errorMessage(err, failed) : failed);
      return;
    }
    notify.success(t('supplier.slots.deletedTitle'), t('supplier.slots.deleted'));
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-stone-900">{slot.activityTitle}</p>
        <p className="text-sm text-stone-700">
          {showDate
            ? t('supplier.slots.dateAndTimes', {
                date: formatLongDate(slot.date, locale),
                times: formatSlotTimeRange(slot.startTime, slot.endTime, slot.timeZone, locale),
              })
            : formatSlotTimeRange(slot.startTime, slot.endTime, slot.timeZone, locale)}
        </p>
        <p className="text-sm text-stone-600">
          {t('supplier.slots.spots', {
            remaining: slot.remainingSpots,
            spots: slot.availableSpots,
            booked: slot.bookedSpots,
          })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant={slot.isAvailable ? 'secondary' : 'outline'}
          aria-pressed={slot.isAvailable}
          aria-label={t('supplier.slots.toggleLabel', {
            slot: label,
            state: slot.isAvailable ? t('supplier.slots.available') : t('supplier.slots.unavailable'),
          })}
          disabled={toggle.isPending}
          onClick={() => void onToggle()}
        >
          <span
            aria-hidden="true"
            className={`inline-block h-2.5 w-2.5 rounded-full ${slot.isAvailable ? 'bg-brand-600' : 'bg-stone-400'}`}
          />
          {slot.isAvailable ? t('supplier.slots.available') : t('supplier.slots.unavailable')}
        </Button>
        <Link
          to="/supplier-dashboard/manifest/$slotId"
          params={{ slotId: slot.id }}
          className={buttonClass('primary', 'sm')}
          aria-label={t('manifest.openFor', { when: label })}
        >
          {t('manifest.open')}
        </Link>
        <Button
          size="sm"
          variant="outline"
          aria-label={t('supplier.slots.changeSpotsLabel', { slot: label })}
          onClick={() => setEditingSpots(true)}
        >
          {t('supplier.slots.spotsButton')}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          aria-label={t('supplier.slots.deleteLabel', { slot: label })}
          disabled={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t('supplier.slots.delete')}
        </Button>
      </div>
      {editingSpots ? <SpotsDialog slot={slot} label={label} onClose={() => setEditingSpots(false)} /> : null}
    </li>
  );
}

/** The slots of the chosen day or range, each with its availability toggle, spots and delete. */
export function SlotList({ mode, bounds }: { mode: SelectionMode; bounds: { from: string; to: string } | null }) {
  const t = useT();
  const slots = useSlots(bounds ?? skipToken);
  if (!bounds) {
    return (
      <p className="text-stone-600">
        {mode === 'single' ? t('supplier.slots.selectDateHint') : t('supplier.slots.selectRangeHint')}
      </p>
    );
  }
  if (slots.isPending) return <Spinner label={t('supplier.slots.loading')} />;
  if (slots.isError) {
    return (
      <p role="alert" className="text-red-800">
        {t('supplier.slots.loadFailed')}
      </p>
    );
  }
  if (slots.data.length === 0) {
    return (
      <p className="rounded-xl border-2 border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-600">
        {t('supplier.slots.empty')}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={t('supplier.slots.listLabel')}>
      {slots.data.map((slot) => (
        <SlotRow key={slot.id} slot={slot} showDate={bounds.from !== bounds.to} />
      ))}
    </ul>
  );
}
