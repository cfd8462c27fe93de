import type { AvailableSlot, CreateBookingInput } from '@regen/shared/schemas/booking';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDiscardServerBookingDraft, useSaveServerBookingDraft, useServerBookingDraft } from './api.ts';

// What a visitor has chosen and typed on a booking page, kept in this tab's sessionStorage
// per activity, so that a reload or the sign-up and sign-in detour in the same tab comes back
// to the same booking (docs/decisions/028). A signed-out visitor who presses Confirm Booking
// also leaves it with the server (docs/decisions/093): under a cookie until the account is
// created or signed in to, then the account's, so that the confirmation link opened in a new
// tab, or another device, finds the same form. Both are cleared once the booking is made. The
// page is rendered on the server without either, so a draft is put back once the form has
// hydrated: this tab's if it has one, else the server's.

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
  return bookingDraftFrom(raw, slots);
}

/** A draft from its fields (this tab's, parsed, or the server's), checked the same way. */
export function bookingDraftFrom(raw: unknown, slots: readonly AvailableSlot[]): BookingDraft | null {
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
 * straight away would make the browser's first render differ from the server's HTML): this
 * tab's own, else the one the server keeps for this browser or account.
 */
export function useRestoreBookingDraft(
  activityId: string,
  slots: readonly AvailableSlot[],
  restore: (draft: BookingDraft) => void,
): void {
  const restored = useRef(false);
  // Read once, in the browser only: whether this tab kept a draft of its own (the server's
  // render has no sessionStorage and asks nothing).
  const [tabHasDraft] = useState(() => inBrowser() && Boolean(storage()?.getItem(storageKey(activityId))));
  const server = useServerBookingDraft(activityId, { enabled: inBrowser() && !tabHasDraft });
  useEffect(() => {
    if (restored.current || !tabHasDraft) return;
    restored.current = true;
    const draft = parseBookingDraft(storage()?.getItem(storageKey(activityId)) ?? null, slots);
    if (draft) restore(draft);
  }, [activityId, slots, restore, tabHasDraft]);
  useEffect(() => {
    if (restored.current || !server.data) return;
    restored.current = true;
    const draft = bookingDraftFrom(server.data, slots);
    if (draft) restore(draft);
  }, [server.data, slots, restore]);
}

function inBrowser(): boolean {
  return typeof window !== 'undefined';
}

/** Keeps the draft up to date as the visitor chooses and types (`values`: the form's, as watched). */
export function useKeepBookingDraft(activityId: string, values: Partial<DraftValues>, date: string | null): void {
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

/**
 * Leaves the draft with the server before the signed-out visitor is sent to sign up: the
 * account created or signed in to then has it (docs/decisions/093). A failure is not the
 * visitor's problem: the detour goes on, with this tab's draft only.
 */
export function useSaveBookingDraftForSignUp(activityId: string) {
  const save = useSaveServerBookingDraft();
  const { mutateAsync } = save;
  return useCallback(
    async (values: Partial<DraftValues>, date: string | null) => {
      await mutateAsync({
        activityId,
        returnPath: bookingReturnPath(activityId),
        date,
        availabilityId: values.availabilityId ?? '',
        numberOfPeople: values.numberOfPeople ?? 1,
        customerName: values.customerName ?? '',
        customerEmail: values.customerEmail ?? '',
        customerPhone: values.customerPhone ?? '',
        specialRequests: values.specialRequests ?? '',
      }).catch(() => undefined);
    },
    [activityId, mutateAsync],
  );
}

/** After a booking is made, its draft is done with: this tab's and the server's. */
export function useClearBookingDraft(activityId: string) {
  const { mutate } = useDiscardServerBookingDraft();
  return useCallback(() => {
    storage()?.removeItem(storageKey(activityId));
    mutate({ activityId });
  }, [activityId, mutate]);
}

/** Where the sign-up and sign-in detour returns to. */
export function bookingReturnPath(activityId: string): string {
  return `/booking/${encodeURIComponent(activityId)}`;
}
