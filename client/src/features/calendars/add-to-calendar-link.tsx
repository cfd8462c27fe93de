import { buttonClass } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { bookingCalendarHref } from './api.ts';

/** "Add to calendar": the booking as an .ics file for any calendar app (docs/decisions/060). */
export function AddToCalendarLink({ bookingId, activityTitle }: { bookingId: string; activityTitle: string }) {
  const t = useT();
  return (
    <a
      href={bookingCalendarHref(bookingId)}
      download
      className={buttonClass('outline', 'sm')}
      aria-label={t('calendars.addToCalendarFor', { activity: activityTitle })}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="5" width="18" height="16" rx="2" />
        <path d="M16 3v4M8 3v4M3 10h18M12 13v5M9.5 15.5h5" strokeLinecap="round" />
      </svg>
      {t('calendars.addToCalendar')}
    </a>
  );
}
