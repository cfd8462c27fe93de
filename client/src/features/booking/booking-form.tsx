import { peopleLabel, peopleOptions, totalPriceCents } from '@regen/shared/rules/booking';
import type { AvailableSlot, createBookingInputSchema } from '@regen/shared/schemas/booking';
import {
  CAPACITY_CONFLICT_MESSAGE,
  INVALID_SLOT_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  MISSING_SLOT_MESSAGE,
  notEnoughSpotsMessage,
} from '@regen/shared/schemas/booking-messages';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { apiHttpStatus, errorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth.ts';
import { firstErrorMessage, showServerFieldErrors, useSchemaFormLoadingSchema } from '../../lib/form.ts';
import { notify } from '../../lib/toast.ts';
import { useCreateBooking } from './api.ts';
import type { BookableActivity } from './bookable-activity.ts';
import {
  bookingReturnPath,
  clearBookingDraft,
  useKeepBookingDraft,
  useRestoredBookingDraft,
  type DraftValues,
} from './booking-draft.ts';
import { PriceSummary } from './price-summary.tsx';
import { SlotPicker } from './slot-picker.tsx';

const FAILED_FALLBACK = 'There was an error processing your booking. Please try again.';

type BookingValues = z.input<typeof createBookingInputSchema>;

/** booking.create's schema, and zod with it, load when the form mounts (docs/decisions/073). */
async function loadBookingSchema() {
  const { createBookingInputSchema } = await import('./booking-schema.ts');
  return createBookingInputSchema;
}

export interface BookingFormProps {
  activity: BookableActivity;
  slots: readonly AvailableSlot[];
  demo: boolean;
  /** The chosen slot filled up meanwhile: read the availability again. */
  onSlotTaken: () => void;
  /** What the visitor typed into the server-rendered form before its code loaded: kept. */
  typedBeforeLoad?: Partial<DraftValues>;
}

/**
 * The booking form (docs/spec/public-site.md §4, §5, §8): date, time slot, number of people
 * and contact details, checked with booking.create's own schema. A demo activity confirms
 * without booking anything.
 */
export function BookingForm({ activity, slots, demo, onSlotTaken, typedBeforeLoad }: BookingFormProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateBooking();
  const draft = useRestoredBookingDraft(activity.id, slots);
  const [date, setDate] = useState<string | null>(draft.date);
  const idempotencyKey = useRef<string | null>(null);
  const form = useSchemaFormLoadingSchema(loadBookingSchema, {
    defaultValues: {
      activityId: activity.id,
      availabilityId: '',
      numberOfPeople: 1,
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      specialRequests: '',
      ...draft.values,
      ...typedBeforeLoad,
    },
  });
  const { register, handleSubmit, formState, control, setValue, getValues } = form;
  const errors = formState.errors;
  const [slotId, peopleWanted, name, email, phone] = useWatch({
    control,
    name: ['availabilityId', 'numberOfPeople', 'customerName', 'customerEmail', 'customerPhone'],
  });
  const watched = useWatch({ control });
  useKeepBookingDraft(activity.id, watched, date);

  // Prefill name and email for a signed-in user (first_name + last_name, account email).
  const prefilled = useRef(false);
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    if (!getValues('customerName')) setValue('customerName', `${user.firstName} ${user.lastName}`.trim());
    if (!getValues('customerEmail')) setValue('customerEmail', user.email);
  }, [user, getValues, setValue]);

  const selectedSlot = slots.find((s) => s.id === slotId) ?? null;
  const options = peopleOptions(activity.maxParticipants, selectedSlot?.available_spots);
  // A smaller slot caps the choice (the selector never offers more than the slot has left).
  const people = Math.min(peopleWanted, options.length);
  const total = totalPriceCents(activity.priceCents, people);
  const policy = selectedSlot
    ? { cancellable: selectedSlot.cancellable, cancellationDeadline: selectedSlot.cancellation_deadline }
    : null;

  /** The chosen slot is gone or too small: the toast to show, else null. */
  function slotProblem(): [string, string] | null {
    const slot = slots.find((s) => s.id === slotId && s.date === date);
    if (!slot) return ['Invalid Selection', INVALID_SLOT_MESSAGE];
    if (people > slot.available_spots) return ['Not Enough Spots', notEnoughSpotsMessage(slot.available_spots)];
    return null;
  }

  async function book(values: z.output<typeof createBookingInputSchema>) {
    const problem = slotProblem();
    if (problem) return notify.destructive(...problem);
    if (demo) {
      notify.success(
        'Demo Booking Confirmed!',
        'This is a demo booking. In a real scenario, you would receive a confirmation email.',
      );
      return;
    }
    try {
      // One key per attempt: a retry after a dropped connection returns the same booking.
      idempotencyKey.current ??= crypto.randomUUID();
      await create.mutateAsync({ ...values, numberOfPeople: people, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = null;
    } catch (error) {
      if (apiHttpStatus(error) !== undefined) idempotencyKey.current = null;
      const message = errorMessage(error, '');
      if (message.includes(CAPACITY_CONFLICT_MESSAGE)) {
        notify.destructive('Booking Unavailable', 'Sorry, this time slot is now full. Please select another time.');
        setValue('availabilityId', '');
        onSlotTaken();
      } else {
        showServerFieldErrors(form, error);
        notify.destructive('Booking Failed', message || FAILED_FALLBACK);
      }
      return;
    }
    clearBookingDraft(activity.id);
    notify.success('Booking Confirmed!', 'Your booking has been successfully confirmed.');
    void navigate({ to: '/traveler-dashboard' });
  }

  // In the spec's order: a missing slot, missing contact details, the slot itself, then the rest.
  function refuse(invalid: FieldErrors<BookingValues>) {
    const first = firstErrorMessage(invalid) ?? MISSING_FIELDS_MESSAGE;
    const problem = first === MISSING_SLOT_MESSAGE || first === MISSING_FIELDS_MESSAGE ? null : slotProblem();
    if (problem) notify.destructive(...problem);
    else notify.destructive('Missing Information', first);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      notify.destructive(
        'Authentication Required',
        'Please sign in to make a booking. Redirecting to traveler signup...',
      );
      void navigate({ to: '/traveler-signup', search: { redirect: bookingReturnPath(activity.id) } });
      return;
    }
    void handleSubmit(book, refuse)(event);
  }

  const canSubmit = !formState.isSubmitting && Boolean(date && slotId && name.trim() && email.trim() && phone.trim());

  return (
    <form className="mt-4 space-y-6" onSubmit={submit} noValidate>
      <SlotPicker
        slots={slots}
        timeZone={activity.timeZone}
        date={date}
        onDateChange={setDate}
        slotId={slotId}
        onSlotChange={(id) => setValue('availabilityId', id)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Number of people"
          name="numberOfPeople"
          value={people}
          onChange={(e) => setValue('numberOfPeople', Number(e.target.value))}
        >
          {options.map((n) => (
            <option key={n} value={n}>
              {peopleLabel(n)}
            </option>
          ))}
        </SelectField>
        <InputField
          label="Full name"
          required
          autoComplete="name"
          error={errors.customerName?.message}
          {...register('customerName')}
        />
        <InputField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.customerEmail?.message}
          {...register('customerEmail')}
        />
        <InputField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          error={errors.customerPhone?.message}
          {...register('customerPhone')}
        />
      </div>
      <TextareaField
        label="Special requests (optional)"
        rows={3}
        error={errors.specialRequests?.message}
        {...register('specialRequests')}
      />

      <PriceSummary
        priceCents={activity.priceCents}
        people={people}
        totalCents={total}
        slot={policy}
        timeZone={activity.timeZone}
        cancellationWindowHours={activity.cancellationWindowHours}
      />

      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {formState.isSubmitting ? 'Processing...' : demo ? 'Confirm Demo Booking' : 'Confirm Booking'}
      </Button>
    </form>
  );
}
