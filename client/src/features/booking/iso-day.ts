// Calendar days as the booking page passes them around: 'YYYY-MM-DD' in the browser's local
// calendar (the calendar works in local days). Apart from the calendar, so that the page does
// not load react-day-picker to compute today's date.

/** 'YYYY-MM-DD' → a local Date at midnight. */
export function parseIsoDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d);
}

/** A local Date → 'YYYY-MM-DD'. */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
