import { peopleLabel, peopleOptions } from '@regen/shared/rules/booking';
import type { AvailableSlot, createBookingInputSchema } from '@regen/shared/schemas/booking';
import {
  CAPACITY_CONFLICT_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  MISSING_SLOT_MESSAGE,
} from '@regen/shared/schemas/booking-messages';
import { formatNumber } from '@regen/shared/format';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { apiHttpStatus, errorMessage } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { firstErrorMessage, showServerFieldErrors } from '../../lib/form-errors.ts';
import { prefetchZodResolver, useSchemaFormLoadingSchema } from '../../lib/form-loading-schema.ts';
import { notify } from '../../lib/toast.ts';
import { useCreateBooking } from './api.ts';
import type { BookableActivity } from './bookable-activity.ts';
import {
  bookingReturnPath,
  useClearBookingDraft,
  useKeepBookingDraft,
  useRestoreBookingDraft,
  useSaveBookingDraftForSignUp,
  type BookingDraft,
} from './booking-draft.ts';
import { BookingQuestions, GuestCounts, PriceLines, PromoCodeField, useBookingFormExtras } from '../pricing/index.ts';
import { PriceSummary } from './price-summary.tsx';
import { SlotPicker } from './slot-picker.tsx';

type BookingValues = z.input<typeof createBookingInputSchema>;

/**
 * booking.create's schema, and zod with it, are not in the page's first download: they load when
 * the visitor starts using the form (a focus, a press), and a check made before waits for them
 * (docs/decisions/085).
 */
async function loadBookingSchema() {
  const { createBookingInputSchema } = await import('./booking-schema.ts');
  return createBookingInputSchema;
}

/** Fetches the schema and zod's adapter ahead of the first check; a failure here is retried by that check. */
function prefetchBookingSchema() {
  loadBookingSchema().catch(() => undefined);
  prefetchZodResolver();
}

export interface BookingFormProps {
  activity: BookableActivity;
  slots: readonly AvailableSlot[];
  demo: boolean;
  /** The chosen slot filled up meanwhile: read the availability again. */
  onSlotTaken: () => void;
  /** A search's date and party size, chosen when the form opens if that date is open. */
  preselect?: SearchPreselect;
}

/** The date ('YYYY-MM-DD') and party size a search link carries to the booking page (issue 30). */
export interface SearchPreselect {
  date?: string;
  people?: number;
}

/**
 * Opens the form on a search's date and party size, once, when that date has an open slot (the
 * people selector still caps the party at what the chosen slot has left); otherwise the form
 * opens as it does without them. Runs before a kept draft is restored, so a draft wins.
 */
function usePreselectFromSearch(
  preselect: SearchPreselect | undefined,
  slots: readonly AvailableSlot[],
  choose: (date: string, people: number | undefined) => void,
) {
  const applied = useRef(false);
  useEffect(() => {
    if (applied.current || !preselect?.date) return;
    applied.current = true;
    if (slots.some((slot) => slot.date === preselect.date)) choose(preselect.date, preselect.people);
  }, [preselect, slots, choose]);
}

/**
 * The booking form (docs/spec/public-site.md §4, §5, §8): date, time slot, number of people
 * and contact details, checked with booking.create's own schema. A demo activity confirms
 * without booking anything.
 */
export function BookingForm({ activity, slots, demo, onSlotTaken, preselect }: BookingFormProps) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateBooking();
  // Kinds of guest, the host's questions and a promo code (docs/decisions/103).
  const extras = useBookingFormExtras(activity, !demo);
  const [date, setDate] = useState<string | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  // Text typed into a field before the page hydrated is kept: react-hook-form takes a field's
  // edited value over its default when it registers it.
  const form = useSchemaFormLoadingSchema(loadBookingSchema, {
    defaultValues: {
      activityId: activity.id,
      availabilityId: '',
      numberOfPeople: 1,
      customerName: '',
      customerEmail: '',
      customerPhone: '',
      specialRequests: '',
    },
  });
  const { register, handleSubmit, formState, control, setValue, getValues } = form;

  usePreselectFromSearch(
    preselect,
    slots,
    useCallback(
      (day: string, people: number | undefined) => {
        setDate(day);
        if (people) setValue('numberOfPeople', people);
      },
      [setValue],
    ),
  );

  // A kept draft (docs/decisions/028), over what is still empty.
  const restoreDraft = useCallback(
    (draft: BookingDraft) => {
      setDate(draft.date);
      const { availabilityId, numberOfPeople, ...details } = draft.values;
      if (availabilityId) setValue('availabilityId', availabilityId);
      if (numberOfPeople) setValue('numberOfPeople', numberOfPeople);
      for (const [field, value] of Object.entries(details) as [keyof typeof details, string][]) {
        if (!getValues(field)) setValue(field, value);
      }
    },
    [getValues, setValue],
  );
  useRestoreBookingDraft(activity.id, slots, restoreDraft);
  const errors = formState.errors;
  const [slotId, peopleWanted, name, email, phone] = useWatch({
    control,
    name: ['availabilityId', 'numberOfPeople', 'customerName', 'customerEmail', 'customerPhone'],
  });
  const watched = useWatch({ control });
  useKeepBookingDraft(activity.id, watched, date);
  const saveDraftForSignUp = useSaveBookingDraftForSignUp(activity.id);
  const clearBookingDraft = useClearBookingDraft(activity.id);

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
  const peopleChosen = Math.min(peopleWanted, options.length);
  // With kinds of guest the party's seats are the people (a family ticket holds several).
  const priced = extras.price(peopleChosen);
  const people = extras.hasTypes ? priced.seats : peopleChosen;
  const total = priced.totalCents;
  const policy = selectedSlot
    ? { cancellable: selectedSlot.cancellable, cancellationDeadline: selectedSlot.cancellation_deadline }
    : null;

  /** The chosen slot is gone or too small: the toast to show, else null. */
  function slotProblem(): [string, string] | null {
    const slot = slots.find((s) => s.id === slotId && s.date === date);
    if (!slot) return [t('booking.toast.invalidSelection'), t('booking.invalidSlot')];
    if (people > slot.available_spots)
      return [
        t('booking.toast.notEnoughSpots'),
        t('booking.notEnoughSpots', { count: formatNumber(slot.available_spots, locale) }),
      ];
    return null;
  }

  async function book(values: z.output<typeof createBookingInputSchema>) {
    const problem = slotProblem();
    if (problem) return notify.destructive(...problem);
    if (people < 1) return notify.destructive(t('booking.toast.missingInformation'), t('pricing.partyEmpty'));
    const unanswered = extras.missingAnswer();
    if (unanswered)
      return notify.destructive(
        t('booking.toast.missingInformation'),
        t('pricing.answerRequired', { question: unanswered }),
      );
    if (demo) {
      notify.success(t('booking.toast.demoConfirmed'), t('booking.toast.demoConfirmedBody'));
      return;
    }
    let bookedId: string;
    try {
      // One key per attempt: a retry after a dropped connection returns the same booking.
      idempotencyKey.current ??= crypto.randomUUID();
      bookedId = (
        await create.mutateAsync({
          ...values,
          ...extras.input(),
          numberOfPeople: people,
          idempotencyKey: idempotencyKey.current,
        })
      ).id;
      idempotencyKey.current = null;
    } catch (error) {
      if (apiHttpStatus(error) !== undefined) idempotencyKey.current = null;
      const message = errorMessage(error, '');
      if (message.includes(CAPACITY_CONFLICT_MESSAGE)) {
        notify.destructive(t('booking.toast.unavailable'), t('booking.toast.unavailableBody'));
        setValue('availabilityId', '');
        onSlotTaken();
      } else {
        showServerFieldErrors(form, error);
        notify.destructive(t('booking.toast.failed'), message || t('booking.toast.failedFallback'));
      }
      return;
    }
    clearBookingDraft();
    notify.success(t('booking.toast.confirmed'), t('booking.toast.confirmedBody'));
    // The spec's destination; its `booked` links the new booking's confirmation (docs/decisions/095).
    void navigate({ to: '/traveler-dashboard', state: { bookedId } });
  }

  // In the spec's order: a missing slot, missing contact details, the slot itself, then the rest.
  function refuse(invalid: FieldErrors<BookingValues>) {
    const first = firstErrorMessage(invalid) ?? MISSING_FIELDS_MESSAGE;
    const problem = first === MISSING_SLOT_MESSAGE || first === MISSING_FIELDS_MESSAGE ? null : slotProblem();
    if (problem) notify.destructive(...problem);
    else notify.destructive(t('booking.toast.missingInformation'), first);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      notify.destructive(t('booking.toast.authRequired'), t('booking.toast.authRequiredBody'));
      // The draft goes with the account-to-be (docs/decisions/093), then on to sign up.
      void saveDraftForSignUp(getValues(), date).then(() =>
        navigate({ to: '/traveler-signup', search: { redirect: bookingReturnPath(activity.id) } }),
      );
      return;
    }
    void handleSubmit(book, refuse)(event);
  }

  const canSubmit = !formState.isSubmitting && Boolean(date && slotId && name.trim() && email.trim() && phone.trim());

  return (
    <form
      className="mt-4 space-y-6"
      onSubmit={submit}
      onFocus={prefetchBookingSchema}
      onPointerDown={prefetchBookingSchema}
      noValidate
    >
      <SlotPicker
        slots={slots}
        timeZone={activity.timeZone}
        date={date}
        onDateChange={setDate}
        slotId={slotId}
        onSlotChange={(id) => setValue('availabilityId', id)}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {extras.hasTypes ? (
          <GuestCounts extras={extras} maxSeats={options.length} />
        ) : (
          <SelectField
            label={t('booking.form.people')}
            name="numberOfPeople"
            value={people}
            onChange={(e) => setValue('numberOfPeople', Number(e.target.value))}
          >
            {options.map((n) => (
              <option key={n} value={n}>
                {peopleLabel(n, locale)}
              </option>
            ))}
          </SelectField>
        )}
        <InputField
          label={t('booking.form.fullName')}
          required
          autoComplete="name"
          error={errors.customerName?.message}
          {...register('customerName')}
        />
        <InputField
          label={t('booking.form.email')}
          type="email"
          required
          autoComplete="email"
          error={errors.customerEmail?.message}
          {...register('customerEmail')}
        />
        <InputField
          label={t('booking.form.phone')}
          type="tel"
          required
          autoComplete="tel"
          error={errors.customerPhone?.message}
          {...register('customerPhone')}
        />
      </div>
      <TextareaField
        label={t('booking.form.specialRequests')}
        rows={3}
        error={errors.specialRequests?.message}
        {...register('specialRequests')}
      />
      <BookingQuestions extras={extras} />
      {demo ? null : (
        <PromoCodeField
          extras={extras}
          activityId={activity.id}
          subtotalCents={priced.subtotalCents}
          discountCents={priced.discountCents}
        />
      )}

      <PriceSummary
        priceCents={activity.priceCents}
        people={people}
        totalCents={total}
        breakdown={extras.hasTypes || extras.promo ? <PriceLines price={priced} promo={extras.promo} /> : undefined}
        slot={policy}
        timeZone={activity.timeZone}
        cancellationWindowHours={activity.cancellationWindowHours}
      />

      <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
        {formState.isSubmitting
          ? t('booking.form.processing')
          : demo
            ? t('booking.form.confirmDemo')
            : t('booking.form.confirm')}
      </Button>
    </form>
  );
}
