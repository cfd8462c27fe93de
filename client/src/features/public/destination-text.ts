// How the destination pages word a country's experiences.

/** 0 → 'No experiences yet', 1 → '1 experience', 3 → '3 experiences'. */
export function experiencesCountText(count: number): string {
  if (count === 0) return 'No experiences yet';
  return `${count} ${count === 1 ? 'experience' : 'experiences'}`;
}

// A calendar date, never shifted by the reader's zone: it is already the activity's local date.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → 'Jul 14'. */
export function formatShortDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return shortDate.format(new Date(Date.UTC(y!, m! - 1, d)));
}
