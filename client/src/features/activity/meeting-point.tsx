import type { MeetingPoint as MeetingPointData } from '@regen/shared/schemas/activity-page';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n.tsx';

/** OpenStreetMap at the point, or a search for the address when there is no point. */
export function openStreetMapUrl(point: MeetingPointData): string {
  if (point.latitude !== null && point.longitude !== null) {
    const { latitude: lat, longitude: lon } = point;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(point.address)}`;
}

/**
 * Where to meet: the address and a link out to OpenStreetMap, always (they work when map tiles
 * cannot load), and a map of the point in the browser once it scrolls near (Leaflet and its
 * tiles are loaded then, never on the server).
 */
export function MeetingPoint({ point, note, lang }: { point: MeetingPointData; note?: ReactNode; lang?: string }) {
  const t = useT();
  const { latitude, longitude } = point;
  return (
    <section aria-labelledby="meeting-point-title" data-testid="meeting-point">
      <h3 id="meeting-point-title" className="text-base font-semibold text-stone-900">
        {t('activityPage.meetingPoint')}
      </h3>
      {/* The address in the activity's own language when the page's has none (docs/decisions/119). */}
      {note}
      <address className="mt-1 text-sm text-stone-700 not-italic" lang={lang}>
        {point.address}
      </address>
      <a
        href={openStreetMapUrl(point)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-1 inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {t('activityPage.openInOsm')}
      </a>
      {latitude !== null && longitude !== null ? (
        <LazyMap latitude={latitude} longitude={longitude} address={point.address} />
      ) : null}
    </section>
  );
}

function LazyMap({ latitude, longitude, address }: { latitude: number; longitude: number; address: string }) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const attribution = t('activityPage.mapAttribution');

  // Load the map's code and tiles only once its place is about to be seen.
  useEffect(() => {
    const element = container.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    const element = container.current;
    if (!near || !element) return;
    let handle: { remove: () => void } | undefined;
    let cancelled = false;
    void import('./leaflet-map.ts').then(({ mountMap }) => {
      if (!cancelled) handle = mountMap(element, { latitude, longitude }, attribution);
    });
    return () => {
      cancelled = true;
      handle?.remove();
    };
  }, [near, latitude, longitude, attribution]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('activityPage.mapLabel', { address })}
      data-testid="meeting-map"
      className="relative z-0 mt-3 h-56 w-full overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200 sm:h-64"
    />
  );
}
