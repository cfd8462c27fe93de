// The booking page's query string (issue 30): the date and party size a search chose, so the
// page opens on them (`/booking/{id}?date=2026-12-01&people=2`). Read without zod, as the route
// tree ships in every page's first download; a value that cannot be used is left out, and the
// page then opens as it does without it.

export interface BookingSearch {
  /** 'YYYY-MM-DD'. */
  date?: string;
  people?: number;
}

export function validateBookingSearch(raw: Record<string, unknown>): BookingSearch {
  const search: BookingSearch = {};
  if (typeof raw.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.date)) search.date = raw.date;
  const people = typeof raw.people === 'string' ? Number(raw.people) : raw.people;
  if (typeof people === 'number' && Number.isInteger(people) && people >= 1 && people <= 100) search.people = people;
  return search;
}
