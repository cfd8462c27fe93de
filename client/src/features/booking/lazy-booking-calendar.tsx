import { ClientOnly } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { Spinner } from '../../components/ui/spinner.tsx';
import type { BookingCalendarProps } from './booking-calendar.tsx';

// The calendar's code (react-day-picker with date-fns, and its stylesheet) is the heaviest part
// of the booking page and nothing to read before it works, so it is not in the page's first
// download: the server renders an empty frame of the calendar's size, the page hydrates with
// it, and the calendar takes its place once its code has come (docs/decisions/085). Rendering
// it in the browser only also keeps "today" (which days are disabled) the browser's own.
const BookingCalendar = lazy(() => import('./booking-calendar.tsx').then((m) => ({ default: m.BookingCalendar })));

const FRAME = 'booking-calendar overflow-x-auto rounded-xl border border-stone-200 bg-white p-2 sm:p-3';

/**
 * Until then, the frame holds a space as high as the calendar, which always shows six weeks:
 * 344 px at react-day-picker's sizes (a 44 px caption, the weekdays, six 44 px weeks), so
 * nothing below moves when it arrives (tests/e2e/booking.spec.ts measures both).
 */
const PLACEHOLDER_HEIGHT = 'h-[344px]';

/** The booking calendar, loaded after the page; a frame of its size until then. */
export function LazyBookingCalendar(props: BookingCalendarProps) {
  const waiting = <Spinner className={PLACEHOLDER_HEIGHT} />;
  return (
    <div className={FRAME}>
      <ClientOnly fallback={waiting}>
        <Suspense fallback={waiting}>
          <BookingCalendar {...props} />
        </Suspense>
      </ClientOnly>
    </div>
  );
}
