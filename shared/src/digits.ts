// Whole numbers as en-US writes them, without Intl: the schemas' messages are built when a page's
// first script runs, and a page's first Intl call sets up ICU's number formatting, a long task on
// a phone (docs/decisions/075, 081). format.test.ts compares it with Intl (through formatPoints).

/** A whole number with thousands separators, rounded half away from zero: 5250.5 → '5,251'. */
export function groupThousands(n: number): string {
  const whole = Math.round(Math.abs(n));
  const digits = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 && whole !== 0 ? `-${digits}` : digits;
}
