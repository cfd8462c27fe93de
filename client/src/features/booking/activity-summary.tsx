import { formatUsdCents } from '@regen/shared/format';
import { Card } from '../../components/ui/card.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import type { BookableActivity } from './bookable-activity.ts';

/** The activity being booked: photo, title, supplier, description, duration and price. */
export function ActivitySummary({ activity }: { activity: BookableActivity }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Card className="h-fit overflow-hidden">
      <img
        src={activity.photoUrl ?? '/images/forest.svg'}
        alt=""
        width={800}
        height={500}
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="p-5 sm:p-6">
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{activity.title}</h1>
        {activity.supplier ? (
          <p className="mt-1 text-sm text-stone-600">
            {t('booking.summary.supplier', {
              business: activity.supplier.businessName,
              location: activity.supplier.location,
            })}
          </p>
        ) : null}
        <p className="mt-4 text-stone-700">{activity.description}</p>
        <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-4 text-sm">
          <div>
            <dt className="text-xs text-stone-600">{t('booking.summary.duration')}</dt>
            <dd className="font-semibold text-stone-900">
              {t('booking.summary.hours', { hours: activity.durationHours })}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">{t('booking.summary.price')}</dt>
            <dd className="font-semibold text-stone-900">
              {t('booking.summary.pricePerPerson', { price: formatUsdCents(activity.priceCents, locale) })}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
