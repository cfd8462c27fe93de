import type { ActivityPhoto } from '@regen/shared/schemas/activity-page';
import { useState } from 'react';
import { useT } from '../../lib/i18n.tsx';

/**
 * The activity's photos: the chosen one large, the others as buttons under it. Sizes are given
 * so nothing moves as they load; only the first is loaded at once.
 */
export function ActivityGallery({ title, photos }: { title: string; photos: readonly ActivityPhoto[] }) {
  const t = useT();
  const [shown, setShown] = useState(0);
  const current = photos[Math.min(shown, photos.length - 1)];
  if (!current) return null;
  return (
    <section aria-label={t('activityPage.gallery', { activity: title })} data-testid="activity-gallery">
      <img
        src={current.url}
        alt={current.alt}
        width={800}
        height={500}
        className="aspect-[16/10] w-full bg-stone-100 object-cover"
      />
      {photos.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto px-5 pt-3 sm:px-6">
          {photos.map((photo, index) => (
            <li key={`${photo.url}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-pressed={index === shown}
                aria-label={t('activityPage.showPhoto', { n: index + 1, alt: photo.alt })}
                className={`block overflow-hidden rounded-lg ring-offset-2 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none ${index === shown ? 'ring-2 ring-brand-700' : 'opacity-80 hover:opacity-100'}`}
              >
                <img src={photo.url} alt="" loading="lazy" width={96} height={60} className="h-14 w-22 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
