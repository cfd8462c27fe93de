import type { AvailableSlot, CreateBookingInput } from '@regen/shared/schemas/booking';
import { useEffect, useRef } from 'react';

// What a visitor has chosen and typed on a booking page, kept in this tab's sessionStorage
// per activity, so that the sign-up and sign-in detour of a signed-out visitor (or a reload)
// comes back to the same booking (docs/decisions/028). It is cleared once the booking is made;
// sessionStorage ends with the tab, so the contact details typed do not outlive it. The page is
// rendered on the server without it (the server has no sessionStorage), so a draft is put back
// once the form has hydrated.

/** The fields of the draft: the form's values, and the day shown in the calendar. */
export type DraftValues = Pick<
  CreateBookingInput,
  'availabilityId' | 'numberOfPeople' | 'customerName' | 'customerEmail' | 'customerPhone' | 'specialRequests'
>;

export interface BookingDraft {
  date: string | null;
  values: Partial<DraftValues>;
}

const storageKey = (activityId: string) => `regen-booking-draft:${activityId}`;
const MAX_TEXT = 5_000;

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= MAX_TEXT ? value : undefined;
}

/** A stored draft read back; whatever is missing, malformed or no longer offered is left out. */
export function parseBookingDraft(stored: string | null, slots: readonly AvailableSlot[]): BookingDraft | null {
  if (!stored) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const draft = new Map<string, unknown>(Object.entries(raw));
  const date = textOf(draft.get('date'));
  const offered = date !== undefined && slots.some((slot) => slot.date === date);
  const slotId = textOf(draft.get('availabilityId'));
  const slot = offered ? slots.find((s) => s.id === slotId && s.date === date) : undefined;
  const people = draft.get('numberOfPeople');
  const values: Partial<DraftValues> = {};
  if (slot) values.availabilityId = slot.id;
  if (typeof people === 'number' && Number.isInteger(people) && people >= 1) values.numberOfPeople = people;
  for (const field of ['customerName', 'customerEmail', 'customerPhone', 'specialRequests'] as const) {
    const text = textOf(draft.get(field));
    if (text !== undefined) values[field] = text;
  }
  return { date: offered ? date : null, values };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be switched off: the booking then simply starts empty.
    return null;
  }
}

/**
 * Puts back the draft kept for this activity, once, after the form has hydrated (rendering it
 * straight away would make the browser's first render differ from the server's HTML).
 */
export function useRestoreBookingDraft(
  activityId: string,
  slots: readonly AvailableSlot[],
  restore: (draft: BookingDraft) => void,
): void {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = parseBookingDraft(storage()?.getItem(storageKey(activityId)) ?? null, slots);
    if (draft) restore(draft);
  }, [activityId, slots, restore]);
}

/** Keeps the draft up to date as the visitor chooses and types (`values`: the form's, as watched). */
export function useKeepBookingDraft(
  activityId: string,
  values: Partial<CreateBookingInput>,
  date: string | null,
): void {
  useEffect(() => {
    const draft = {
      date,
      availabilityId: values.availabilityId,
      numberOfPeople: values.numberOfPeople,
      customerName: values.customerName,
      customerEmail: values.customerEmail,
      customerPhone: values.customerPhone,
      specialRequests: values.specialRequests,
    };
    const chosen = date ?? values.availabilityId ?? '';
    const typed = [values.customerName, values.customerEmail, values.customerPhone, values.specialRequests].join('');
    // Opening a booking page and leaving stores nothing.
    if (!chosen && !typed) return;
    try {
      storage()?.setItem(storageKey(activityId), JSON.stringify(draft));
    } catch {
      // Full or refused storage: the draft is a convenience, the booking goes on without it.
    }
  }, [activityId, date, values]);
}

/** After a booking is made, its draft is done with. */
export function clearBookingDraft(activityId: string): void {
  storage()?.removeItem(storageKey(activityId));
}

/** Where the sign-up and sign-in detour returns to. */
export function bookingReturnPath(activityId: string): string {
  return `/booking/${encodeURIComponent(activityId)}`;
}
