import { Link, useCanGoBack, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { findSampleActivity, isDemoActivityId, toDemoActivity } from '@regen/shared/data/sample-activities';
import { formatLongDate, formatTime12h, formatUsdCents } from '@regen/shared/format';
import {
  cancellationDeadline,
  generateDemoAvailability,
  peopleLabel,
  peopleOptions,
  totalPriceCents,
} from '@regen/shared/rules/booking';
import {
  ACTIVITY_NOT_BOOKABLE_MESSAGE,
  CAPACITY_CONFLICT_MESSAGE,
  INVALID_SLOT_MESSAGE,
  MISSING_FIELDS_MESSAGE,
  MISSING_SLOT_MESSAGE,
  createBookingInputSchema,
  notEnoughSpotsMessage,
  type AvailableSlot,
} from '@regen/shared/schemas/booking';
import { DEFAULT_CANCELLATION_WINDOW_HOURS } from '@regen/shared/constants';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../lib/auth.ts';
import { notify } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { BookingCalendar, toIsoDay } from './booking-calendar.tsx';
import { callErrorText } from './error-text.ts';

/** What the page needs of an activity, real or demo. */
interface BookableActivity {
  id: string;
  title: string;
  description: string;
  durationHours: number;
  priceCents: number;
  maxParticipants: number;
  photoUrl: string | null;
  timeZone: string;
  cancellationWindowHours: number;
  supplier: { businessName: string; location: string } | null;
}

const FAILED_FALLBACK = 'There was an error processing your booking. Please try again.';
const NOT_FOUND_REDIRECT_MS = 2500;

function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function formatDeadline(deadline: Date, timeZone: string) {
  const date = deadline.toLocaleDateString('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' });
  const time = deadline.toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  return `${date} at ${time}`;
}

function durationText(hours: number) {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The booking page (spec: public-site §2 Booking, §4, §5, §8, §9). */
export function BookingPage({ activityId }: { activityId: string }) {
  const state = useRouterState({ select: (s) => s.location.state });
  const demo = isDemoActivityId(activityId);
  const demoActivity = useMemo(() => {
    if (!demo) return null;
    if (state.isDemoActivity && state.activity?.id === activityId) return state.activity;
    const sample = findSampleActivity(activityId);
    return sample ? toDemoActivity(sample) : null;
  }, [demo, state.isDemoActivity, state.activity, activityId]);

  const activityQuery = trpc.booking.activity.useQuery({ activityId }, { enabled: !demo, retry: false });
  const availabilityQuery = trpc.booking.availability.useQuery({ activityId }, { enabled: !demo, retry: false });

  const activity: BookableActivity | null = useMemo(() => {
    if (demoActivity) {
      return {
        id: demoActivity.id,
        title: demoActivity.title,
        description: demoActivity.description,
        durationHours: demoActivity.duration_hours,
        priceCents: Math.round(demoActivity.price * 100),
        maxParticipants: demoActivity.max_participants,
        photoUrl: demoActivity.photo_url || null,
        timeZone: browserTimeZone(),
        cancellationWindowHours: DEFAULT_CANCELLATION_WINDOW_HOURS,
        supplier: null,
      };
    }
    const a = activityQuery.data;
    return a
      ? {
          id: a.id,
          title: a.title,
          description: a.description,
          durationHours: a.durationHours,
          priceCents: a.priceCents,
          maxParticipants: a.maxParticipants,
          photoUrl: a.photoUrl,
          timeZone: a.timeZone,
          cancellationWindowHours: a.cancellationWindowHours,
          supplier: a.supplier,
        }
      : null;
  }, [demoActivity, activityQuery.data]);

  const slots: AvailableSlot[] = useMemo(() => {
    if (demo) return demoActivity ? generateDemoAvailability(toIsoDay(new Date()), demoActivity.max_participants) : [];
    return availabilityQuery.data ?? [];
  }, [demo, demoActivity, availabilityQuery.data]);

  useEffect(() => {
    if (availabilityQuery.error) console.error('Error fetching availability:', availabilityQuery.error);
  }, [availabilityQuery.error]);

  const notFound = demo ? demoActivity === null : activityQuery.isError;
  const navigate = useNavigate();
  useEffect(() => {
    if (!notFound) return;
    notify.destructive('Error', ACTIVITY_NOT_BOOKABLE_MESSAGE);
    const timer = setTimeout(() => void navigate({ to: '/experiences' }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notFound, navigate]);

  if (notFound) return <ActivityNotFound />;
  if (!activity) return <Spinner label="Loading booking details..." className="py-32" />;
  return (
    <BookingView
      activity={activity}
      slots={slots}
      demo={demo}
      availabilityLoading={!demo && availabilityQuery.isPending}
      refetchAvailability={() => void availabilityQuery.refetch()}
    />
  );
}

function ActivityNotFound() {
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">Activity not found</h1>
      <p className="mt-3 text-stone-700">This activity does not exist or is not open for booking.</p>
      <Link to="/experiences" className={buttonClass('primary', 'md', 'mt-6')}>
        Back to Experiences
      </Link>
    </Container>
  );
}

function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="outline"
      onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/destinations' }))}
    >
      <span aria-hidden="true">←</span> Back
    </Button>
  );
}

function BookingView({
  activity,
  slots,
  demo,
  availabilityLoading,
  refetchAvailability,
}: {
  activity: BookableActivity;
  slots: AvailableSlot[];
  demo: boolean;
  availabilityLoading: boolean;
  refetchAvailability: () => void;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [date, setDate] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [peopleWanted, setPeople] = useState(1);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [requests, setRequests] = useState('');
  const [errors, setErrors] = useState<
    Partial<Record<'customerName' | 'customerEmail' | 'customerPhone' | 'specialRequests', string>>
  >({});
  const [processing, setProcessing] = useState(false);
  const idempotencyKey = useRef<string | null>(null);
  const create = trpc.booking.create.useMutation();

  // Prefill name and email for a signed-in user (first_name + last_name, account email).
  const prefilled = useRef(false);
  useEffect(() => {
    if (!user || prefilled.current) return;
    prefilled.current = true;
    setName((v) => v || `${user.firstName} ${user.lastName}`.trim());
    setEmail((v) => v || user.email);
  }, [user]);

  const availableDates = useMemo(() => new Set(slots.map((s) => s.date)), [slots]);
  const slotsOfDate = useMemo(() => slots.filter((s) => s.date === date), [slots, date]);
  const selectedSlot = slots.find((s) => s.id === slotId) ?? null;
  const options = peopleOptions(activity.maxParticipants, selectedSlot?.available_spots);
  // A smaller slot caps the choice (the selector never offers more than the slot has left).
  const people = Math.min(peopleWanted, options.length);
  const total = totalPriceCents(activity.priceCents, people);
  const deadline = selectedSlot
    ? cancellationDeadline(selectedSlot, activity.timeZone, activity.cancellationWindowHours)
    : null;

  function chooseDate(next: string | null) {
    setDate(next);
    setSlotId(null); // choosing a date resets the chosen slot (spec §4)
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      notify.destructive(
        'Authentication Required',
        'Please sign in to make a booking. Redirecting to traveler signup...',
      );
      void navigate({ to: '/traveler-signup' });
      return;
    }
    if (!date || !slotId) return notify.destructive('Missing Information', MISSING_SLOT_MESSAGE);
    if (!name.trim() || !email.trim() || !phone.trim())
      return notify.destructive('Missing Information', MISSING_FIELDS_MESSAGE);
    const slot = slots.find((s) => s.id === slotId && s.date === date);
    if (!slot) return notify.destructive('Invalid Selection', INVALID_SLOT_MESSAGE);
    if (people > slot.available_spots) {
      return notify.destructive('Not Enough Spots', notEnoughSpotsMessage(slot.available_spots));
    }
    const parsed = createBookingInputSchema.safeParse({
      activityId: activity.id,
      availabilityId: slot.id,
      numberOfPeople: people,
      customerName: name,
      customerEmail: email,
      customerPhone: phone,
      specialRequests: requests,
    });
    if (!parsed.success) {
      const fieldErrors = parsed.error.flatten().fieldErrors;
      setErrors({
        customerName: fieldErrors.customerName?.[0],
        customerEmail: fieldErrors.customerEmail?.[0],
        customerPhone: fieldErrors.customerPhone?.[0],
        specialRequests: fieldErrors.specialRequests?.[0],
      });
      return notify.destructive('Missing Information', parsed.error.issues[0]?.message ?? MISSING_FIELDS_MESSAGE);
    }
    setErrors({});
    setProcessing(true);
    try {
      if (demo) {
        notify.success(
          'Demo Booking Confirmed!',
          'This is a demo booking. In a real scenario, you would receive a confirmation email.',
        );
        return;
      }
      // One key per attempt: a retry after a dropped connection returns the same booking.
      idempotencyKey.current ??= crypto.randomUUID();
      await create.mutateAsync({ ...parsed.data, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = null;
      notify.success('Booking Confirmed!', 'Your booking has been successfully confirmed.');
      await Promise.all([utils.traveler.myBookings.invalidate(), utils.booking.availability.invalidate()]);
      void navigate({ to: '/traveler-dashboard' });
    } catch (error) {
      const message = callErrorText(error, '');
      if ((error as { data?: { httpStatus?: number } }).data?.httpStatus) idempotencyKey.current = null;
      if (message.includes(CAPACITY_CONFLICT_MESSAGE)) {
        notify.destructive('Booking Unavailable', 'Sorry, this time slot is now full. Please select another time.');
        setSlotId(null);
        refetchAvailability();
      } else {
        notify.destructive('Booking Failed', message || FAILED_FALLBACK);
      }
    } finally {
      setProcessing(false);
    }
  }

  const canSubmit = !processing && Boolean(date && slotId && name.trim() && email.trim() && phone.trim());

  return (
    <Container className="py-8 sm:py-12">
      <BackButton />
      {demo ? (
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-900">
          This is a sample activity: you can try the booking flow, but nothing is booked.
        </p>
      ) : null}
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <Card className="h-fit overflow-hidden">
          <img
            src={activity.photoUrl ?? '/images/forest.svg'}
            alt=""
            width={800}
            height={500}
            className="aspect-[16/10] w-full object-cover"
          />
          <div className="p-5 sm:p-6">
            <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{activity.title}</h1>
            {activity.supplier ? (
              <p className="mt-1 text-sm text-stone-600">
                by {activity.supplier.businessName} · {activity.supplier.location}
              </p>
            ) : null}
            <p className="mt-4 text-stone-700">{activity.description}</p>
            <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-4 text-sm">
              <div>
                <dt className="text-xs text-stone-600">Duration</dt>
                <dd className="font-semibold text-stone-900">{durationText(activity.durationHours)}</dd>
              </div>
              <div>
                <dt className="text-xs text-stone-600">Price</dt>
                <dd className="font-semibold text-stone-900">{formatUsdCents(activity.priceCents)} per person</dd>
              </div>
            </dl>
          </div>
        </Card>

        <Card className="p-5 sm:p-6">
          <h2 className="text-xl font-semibold text-stone-900">Book this activity</h2>
          {availabilityLoading ? (
            <Spinner label="Loading availability..." />
          ) : slots.length === 0 ? (
            <div className="mt-4 rounded-xl border-2 border-dashed border-stone-300 p-6 text-center">
              <p className="font-semibold text-stone-900">No availability currently set for this activity.</p>
              <p className="mt-1 text-sm text-stone-700">Please check back later or contact the supplier directly.</p>
            </div>
          ) : (
            <form className="mt-4 space-y-6" onSubmit={(e) => void submit(e)} noValidate>
              <fieldset>
                <legend className="text-sm font-medium text-stone-800">Select a date</legend>
                <div className="mt-2">
                  <BookingCalendar availableDates={availableDates} selected={date} onSelect={chooseDate} />
                </div>
              </fieldset>

              {date ? (
                <fieldset>
                  <legend className="text-sm font-medium text-stone-800">
                    Available times on {formatLongDate(date)}
                  </legend>
                  {slotsOfDate.length === 0 ? (
                    <p className="mt-2 text-sm text-stone-700">No time slots available for selected date</p>
                  ) : (
                    <div className="mt-2 grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label="Time slots">
                      {slotsOfDate.map((slot) => (
                        <label
                          key={slot.id}
                          className={`flex cursor-pointer items-center justify-between gap-3 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 ${
                            slot.id === slotId
                              ? 'border-brand-700 bg-brand-50'
                              : 'border-stone-300 bg-white hover:bg-stone-50'
                          }`}
                        >
                          <span className="flex items-center gap-2">
                            <input
                              type="radio"
                              name="slot"
                              value={slot.id}
                              checked={slot.id === slotId}
                              onChange={() => setSlotId(slot.id)}
                              className="accent-brand-800"
                            />
                            <span className="font-medium text-stone-900">
                              {formatTime12h(slot.start_time)} – {formatTime12h(slot.end_time)}
                            </span>
                          </span>
                          <span className="text-stone-600">
                            {slot.available_spots} {slot.available_spots === 1 ? 'spot' : 'spots'} left
                          </span>
                        </label>
                      ))}
                    </div>
                  )}
                </fieldset>
              ) : (
                <p className="text-sm text-stone-600">Choose a highlighted date to see its time slots.</p>
              )}

              <div className="grid gap-4 sm:grid-cols-2">
                <SelectField
                  label="Number of people"
                  value={people}
                  onChange={(e) => setPeople(Number(e.target.value))}
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
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  error={errors.customerName}
                />
                <InputField
                  label="Email"
                  type="email"
                  required
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  error={errors.customerEmail}
                />
                <InputField
                  label="Phone"
                  type="tel"
                  required
                  autoComplete="tel"
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  error={errors.customerPhone}
                />
              </div>
              <TextareaField
                label="Special requests (optional)"
                rows={3}
                value={requests}
                onChange={(e) => setRequests(e.target.value)}
                error={errors.specialRequests}
              />

              <div className="rounded-xl bg-stone-50 p-4 text-sm" aria-live="polite">
                <div className="flex items-center justify-between">
                  <span className="text-stone-700">
                    {formatUsdCents(activity.priceCents)} × {peopleLabel(people)}
                  </span>
                  <span className="text-lg font-bold text-stone-900">
                    Total: <span data-testid="booking-total">{formatUsdCents(total)}</span>
                  </span>
                </div>
                <p className="mt-2 text-stone-700">
                  <span className="font-semibold">Cancellation policy: </span>
                  {deadline
                    ? `Free cancellation until ${formatDeadline(deadline, activity.timeZone)} (local time of the activity).`
                    : `Free cancellation until ${activity.cancellationWindowHours} hours before the start.`}
                </p>
                <p className="mt-1 text-stone-600">You pay on site; no card details are needed.</p>
              </div>

              <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
                {processing ? 'Processing...' : demo ? 'Confirm Demo Booking' : 'Confirm Booking'}
              </Button>
            </form>
          )}
        </Card>
      </div>
    </Container>
  );
}
