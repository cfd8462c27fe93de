import { DEFAULT_CANCELLATION_WINDOW_HOURS } from '@regen/shared/constants';
import { readerTimeZone } from '@regen/shared/format';
import type { DemoActivity } from '@regen/shared/rules/demo-activity';
import type { Locale } from '@regen/shared/i18n';

/** What the booking page needs of an activity, real or demo. */
export interface BookableActivity {
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
  /** The language title and description are in when the page's has none (docs/decisions/119). */
  shownIn?: Locale | undefined;
}

/** A built-in sample activity: booked in the browser's time zone with the default window. */
export function fromDemoActivity(demo: DemoActivity): BookableActivity {
  return {
    id: demo.id,
    title: demo.title,
    description: demo.description,
    durationHours: demo.duration_hours,
    priceCents: Math.round(demo.price * 100),
    maxParticipants: demo.max_participants,
    photoUrl: demo.photo_url || null,
    timeZone: readerTimeZone(),
    cancellationWindowHours: DEFAULT_CANCELLATION_WINDOW_HOURS,
    supplier: null,
  };
}

/** An approved activity as booking.activity returns it (the fields the page uses). */
export function fromBookingActivity(a: BookableActivity): BookableActivity {
  return {
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
    ...(a.shownIn ? { shownIn: a.shownIn } : {}),
  };
}
