import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';

type Scanner = { start(): Promise<void>; stop(): void; destroy(): void };

/**
 * The phone's camera reading tickets' QR codes (qr-scanner, loaded on first use). Each code read
 * is handed to `onCode` once until a different code is read, so a ticket held in front of the
 * camera is checked in once; the server makes a second scan harmless anyway.
 */
export function TicketScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useT();
  const [active, setActive] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!active || !video.current) return;
    const element = video.current;
    let scanner: Scanner | null = null;
    let stopped = false;
    let last = '';
    void import('qr-scanner')
      .then(async ({ default: QrScanner }) => {
        if (stopped) return;
        scanner = new QrScanner(
          element,
          (result) => {
            if (result.data && result.data !== last) {
              last = result.data;
              handler.current(result.data);
            }
          },
          { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 },
        );
        await scanner.start();
      })
      .catch(() => {
        setUnavailable(true);
        setActive(false);
      });
    return () => {
      stopped = true;
      scanner?.stop();
      scanner?.destroy();
    };
  }, [active]);

  return (
    <div className="space-y-3 print:hidden">
      <Button
        variant={active ? 'outline' : 'secondary'}
        onClick={() => {
          setUnavailable(false);
          setActive((on) => !on);
        }}
      >
        {active ? t('manifest.checkIn.stopScan') : t('manifest.checkIn.scan')}
      </Button>
      {active ? (
        <figure className="space-y-2">
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('manifest.checkIn.cameraHint')}
            className="aspect-square w-full max-w-xs rounded-xl bg-stone-900 object-cover"
          />
          <figcaption className="text-sm text-stone-600">{t('manifest.checkIn.cameraHint')}</figcaption>
        </figure>
      ) : null}
      {unavailable ? (
        <p role="alert" className="text-sm text-red-700">
          {t('manifest.checkIn.cameraUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
