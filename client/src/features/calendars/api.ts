import type { CalendarFeedScope, CsvExportRange } from '@regen/shared/schemas/calendars';
import { trpc } from '../../lib/trpc.ts';

// The calendars feature's calls (docs/decisions/060–063): the account's private feeds over
// tRPC, and the files (a booking's .ics, the supplier's CSV) as plain HTTP downloads.

/** A booking's "Add to calendar" file: the session cookie goes with the link. */
export const bookingCalendarHref = (bookingId: string) => `/calendar/bookings/${encodeURIComponent(bookingId)}.ics`;

export const useCalendarFeed = (scope: CalendarFeedScope) => trpc.calendars.feed.useQuery({ scope });

function useFeedMutation<T>(use: (options: { onSettled: () => Promise<void> }) => T): T {
  const utils = trpc.useUtils();
  return use({ onSettled: () => utils.calendars.feed.invalidate() });
}

export const useRegenerateCalendarFeed = () => useFeedMutation((o) => trpc.calendars.regenerateFeed.useMutation(o));
export const useTurnOffCalendarFeed = () => useFeedMutation((o) => trpc.calendars.turnOffFeed.useMutation(o));

export interface DownloadedFile {
  filename: string;
  blob: Blob;
}

/**
 * The supplier's bookings of a date range as a CSV file. A refusal (a bad range, no supplier
 * account) is thrown as an Error with the server's sentence (empty when it sent none).
 */
export async function downloadBookingsCsv(range: CsvExportRange): Promise<DownloadedFile> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetch(`/exports/supplier-bookings.csv?${query.toString()}`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    // No sentence from the server (a network or server failure): the form says its own.
    throw new Error(body?.message ?? '');
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'bookings.csv';
  return { filename, blob: await response.blob() };
}
