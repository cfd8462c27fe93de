// Display formats for both ends (docs/spec/accounts-and-operations.md §9: en-US long dates,
// 12-hour times; prices in US dollars).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatUsdCents(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usd.format(cents / 100);
}

// Built once: toLocaleDateString builds a new formatter on every call, which showed in
// profiles of booking creation (two emails each).
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM-DD' → 'November 21, 2026' (read as a calendar date, not shifted by time zone). */
export function formatLongDate(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return longDate.format(new Date(Date.UTC(y!, m! - 1, d)));
}

/** 'HH:MM[:SS]' → '9:00 AM'. */
export function formatTime12h(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h! >= 12 ? 'PM' : 'AM';
  const hour = h! % 12 === 0 ? 12 : h! % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}
