import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../lib/toast.ts';

/** Shares the current page with the Web Share API, or copies its link where that is missing. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const [busy, setBusy] = useState(false);

  async function share() {
    const url = window.location.href;
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      notify.success('Link copied', 'The link to this page is on your clipboard.');
    } catch (error) {
      // Closing the share sheet is not an error worth showing.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify.destructive('Could not share', 'Please copy the address from your browser instead.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void share()} disabled={busy}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M15 13a3 3 0 0 0-2.2 1l-5.1-2.6a3 3 0 0 0 0-1.8l5.1-2.6A3 3 0 1 0 12 5c0 .3 0 .6.1.9L7 8.5a3 3 0 1 0 0 3l5.1 2.6A3 3 0 1 0 15 13z" />
      </svg>
      Share
    </Button>
  );
}
