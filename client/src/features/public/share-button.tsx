import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/toast.ts';
import { useT } from '../../lib/i18n.tsx';

/** Shares the current page with the Web Share API, or copies its link where that is missing. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [busy, setBusy] = useState(false);
  const t = useT();

  async function share() {
    const url = window.location.href;
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      notify.success(t('public.share.copiedTitle'), t('public.share.copiedText'));
    } catch (error) {
      // Closing the share sheet is not an error worth showing.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify.destructive(t('public.share.failedTitle'), t('public.share.failedText'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void share()} disabled={busy}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M15 13a3 3 0 0 0-2.2 1l-5.1-2.6a3 3 0 0 0 0-1.8l5.1-2.6A3 3 0 1 0 12 5c0 .3 0 .6.1.9L7 8.5a3 3 0 1 0 0 3l5.1 2.6A3 3 0 1 0 15 13z" />
      </svg>
      {t('public.share')}
    </Button>
  );
}
