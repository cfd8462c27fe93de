/**
 * A booking's short reference, as the confirmation page and the confirmation email show it:
 * 'RM-' and the first 8 hex digits of its id, upper case. Derived, never stored, so it is the
 * same wherever it is shown; a lookup always goes by the full id.
 */
export function bookingReference(bookingId: string): string {
  return `RM-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
