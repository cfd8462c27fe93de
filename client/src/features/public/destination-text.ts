// How the destination pages word a country's experiences.

/** 0 → 'No experiences yet', 1 → '1 experience', 3 → '3 experiences'. */
export function experiencesCountText(count: number): string {
  if (count === 0) return 'No experiences yet';
  return `${count} ${count === 1 ? 'experience' : 'experiences'}`;
}

// English's short month names, as Intl.DateTimeFormat('en-US', { month: 'short' }) writes them
// (destination-text.test.ts compares every month). Not Intl itself: a page's first Intl call sets
// up ICU's date formatting, a task of about 160 ms under Lighthouse's 4× throttle, and the
// destinations page formats nothing else (docs/decisions/081).
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM-DD' → 'Jul 14'. A calendar date, never shifted by the reader's zone: it is already
 * the activity's local date.
 */
export function formatShortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}`;
}
