import { useEffect, useState } from 'react';

/**
 * A QR code of `value` as an image, drawn in the browser by `qrcode` (loaded on first use, so no
 * page's first download carries it). Until it is drawn, a square placeholder of the same size.
 */
export function QrCode({ value, alt, size = 224 }: { value: string; alt: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(value, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }).then((url) => {
        if (current) setSrc(url);
      }),
    );
    return () => {
      current = false;
    };
  }, [value, size]);
  return src ? (
    <img src={src} alt={alt} width={size} height={size} className="rounded-lg border border-stone-200 bg-white" />
  ) : (
    <div
      role="img"
      aria-label={alt}
      style={{ width: size, height: size }}
      className="animate-pulse rounded-lg bg-stone-100"
    />
  );
}
