import type { CalendarFeedScope } from '@regen/shared/schemas/calendars';
import { formatLongDate } from '@regen/shared/format';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useFormatLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useCalendarFeed, useRegenerateCalendarFeed, useTurnOffCalendarFeed } from './api.ts';

/**
 * A private calendar feed (docs/decisions/062): an address Google Calendar, Apple Calendar or
 * Outlook subscribe to. Only the address's hash is stored, so it is shown once, right after it
 * is made; Regenerate makes a new one (the old stops working), Turn off ends it.
 */
export function CalendarFeedPanel({ scope, className = '' }: { scope: CalendarFeedScope; className?: string }) {
  const t = useT();
  const locale = useFormatLocale();
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
        notify.success(t('calendars.feed.readyTitle'), t('calendars.feed.ready'));
      })
      .catch((err: unknown) =>
        notify.destructive(t('calendars.error'), errorMessage(err, t('calendars.feed.createFailed'))),
      );
  };
  const stop = () => {
    setConfirming(null);
    turnOff
      .mutateAsync({ scope })
      .then(() => {
        setFreshUrl(null);
        notify.success(t('calendars.feed.turnedOffTitle'), t('calendars.feed.turnedOff'));
      })
      .catch((err: unknown) =>
        notify.destructive(t('calendars.error'), errorMessage(err, t('calendars.feed.turnOffFailed'))),
      );
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(t('calendars.feed.copiedTitle'), t('calendars.feed.copied'));
    } catch {
      // No clipboard permission: select the address so the person can copy it themselves.
      urlInput.current?.select();
      notify.neutral(t('calendars.feed.copyTitle'), t('calendars.feed.copyHint'));
    }
  };

  let body;
  if (feed.isPending) body = <Spinner label={t('calendars.feed.loading')} className="py-4" />;
  else if (feed.isError) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-sm text-red-700">
          {t('calendars.feed.loadFailed')}
        </p>
        <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
          {t('calendars.feed.tryAgain')}
        </Button>
      </div>
    );
  } else if (!feed.data.active) {
    body = (
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-stone-700">{t('calendars.feed.off')}</p>
        <Button size="sm" onClick={makeUrl} disabled={busy}>
          {regenerate.isPending ? t('calendars.feed.creating') : t('calendars.feed.create')}
        </Button>
      </div>
    );
  } else {
    body = (
      <div className="space-y-3">
        {freshUrl ? (
          <div className="space-y-1.5">
            <label htmlFor={urlId} className="block text-sm font-medium text-stone-800">
              {t('calendars.feed.address')}
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
                {t('calendars.feed.copy')}
              </Button>
            </div>
            <p id={`${urlId}-hint`} className="text-xs text-stone-600">
              {t('calendars.feed.shownOnce', { scope })}
            </p>
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            {feed.data.createdAt
              ? t('calendars.feed.onSince', {
                  date: formatLongDate(new Date(feed.data.createdAt).toISOString(), locale),
                })
              : t('calendars.feed.on')}{' '}
            {t('calendars.feed.onHint')}
          </p>
        )}
        {confirming ? (
          <div
            role="group"
            aria-label={t('calendars.feed.confirm')}
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm"
          >
            <p className="text-amber-900">
              {confirming === 'regenerate' ? t('calendars.feed.confirmRegenerate') : t('calendars.feed.confirmOff')}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                size="sm"
                variant={confirming === 'off' ? 'destructive' : 'primary'}
                onClick={confirming === 'off' ? stop : makeUrl}
                disabled={busy}
              >
                {confirming === 'off' ? t('calendars.feed.turnOff') : t('calendars.feed.regenerate')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => setConfirming(null)}>
                {t('calendars.feed.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={() => setConfirming('regenerate')} disabled={busy}>
              {t('calendars.feed.regenerate')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming('off')} disabled={busy}>
              {t('calendars.feed.turnOff')}
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
          {t('calendars.feed.title')}
        </h3>
        <p className="mt-1 mb-4 text-sm text-stone-600">{t('calendars.feed.description', { scope })}</p>
        {body}
      </section>
    </Card>
  );
}
