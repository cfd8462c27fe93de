import type { CalendarFeedScope } from '@regen/shared/schemas/calendars';
import { formatLongDate } from '@regen/shared/format';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useCalendarFeed, useRegenerateCalendarFeed, useTurnOffCalendarFeed } from './api.ts';

const WHAT_IT_LISTS: Record<CalendarFeedScope, string> = {
  supplier: 'every booking of your activities',
  traveler: 'your bookings',
};

/**
 * A private calendar feed (docs/decisions/062): an address Google Calendar, Apple Calendar or
 * Outlook subscribe to. Only the address's hash is stored, so it is shown once, right after it
 * is made; Regenerate makes a new one (the old stops working), Turn off ends it.
 */
export function CalendarFeedPanel({ scope, className = '' }: { scope: CalendarFeedScope; className?: string }) {
  const feed = useCalendarFeed(scope);
  const regenerate = useRegenerateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [freshUrl, setFreshUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'regenerate' | 'off' | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const urlId = useId();
  const busy = regenerate.isPending || turnOff.isPending;

  const makeUrl = () => {
    setConfirming(null);
    regenerate
      .mutateAsync({ scope })
      .then(({ url }) => {
        setFreshUrl(url);
        notify.success('Calendar feed ready', 'Copy the address into your calendar app.');
      })
      .catch((err: unknown) => notify.destructive('Error', errorMessage(err, 'Failed to create the calendar feed')));
  };
  const stop = () => {
    setConfirming(null);
    turnOff
      .mutateAsync({ scope })
      .then(() => {
        setFreshUrl(null);
        notify.success('Calendar feed turned off', 'Its address no longer works.');
      })
      .catch((err: unknown) => notify.destructive('Error', errorMessage(err, 'Failed to turn off the calendar feed')));
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Copied', 'The feed address is on your clipboard.');
    } catch {
      // No clipboard permission: select the address so the person can copy it themselves.
      urlInput.current?.select();
      notify.neutral('Copy the address', 'Press Ctrl+C (or ⌘C) to copy the selected address.');
    }
  };

  let body;
  if (feed.isPending) body = <Spinner label="Loading your calendar feed..." className="py-4" />;
  else if (feed.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-red-700">
          Failed to load your calendar feed.
        </p>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!feed.data.active) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">The feed is off.</p>
        <Button size="sm" onClick={makeUrl} disabled={busy}>
          {regenerate.isPending ? 'Creating…' : 'Create feed address'}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {freshUrl ? (
          <div className="space-y-1.5">
            <label htmlFor={urlId} className="block text-sm font-medium text-stone-800">
              Feed address
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={urlId}
                ref={urlInput}
                readOnly
                value={freshUrl}
                onFocus={(e) => e.target.select()}
                aria-describedby={`${urlId}-hint`}
                className={`${controlClass} font-mono text-xs`}
              />
              <Button variant="secondary" onClick={() => void copy(freshUrl)} className="shrink-0">
                Copy
              </Button>
            </div>
            <p id={`${urlId}-hint`} className="text-xs text-stone-600">
              Copy it now: for your privacy it is shown only once. Anyone with this address can see{' '}
              {WHAT_IT_LISTS[scope]}.
            </p>
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            The feed is on
            {feed.data.createdAt ? ` since ${formatLongDate(new Date(feed.data.createdAt).toISOString())}` : ''}. Its
            address is shown only when it is created: regenerate to get a new one (the current one stops working).
          </p>
        )}
        {confirming ? (
          <div role="group" aria-label="Confirm" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
            <p className="text-amber-900">
              {confirming === 'regenerate'
                ? 'Make a new address? Calendars subscribed to the current one stop updating.'
                : 'Turn the feed off? Calendars subscribed to it stop updating.'}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={confirming === 'off' ? 'destructive' : 'primary'}
                onClick={confirming === 'off' ? stop : makeUrl}
                disabled={busy}
              >
                {confirming === 'off' ? 'Turn off' : 'Regenerate'}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                Keep it
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirming('regenerate')} disabled={busy}>
              Regenerate
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming('off')} disabled={busy}>
              Turn off
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <Card className={`p-5 ${className}`}>
      <section aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold text-stone-900">
          Calendar feed
        </h3>
        <p className="mt-1 mb-4 text-sm text-stone-600">
          Subscribe to {WHAT_IT_LISTS[scope]} in Google Calendar, Apple Calendar or Outlook: new bookings and
          cancellations show up there by themselves. Keep the address private.
        </p>
        {body}
      </section>
    </Card>
  );
}
