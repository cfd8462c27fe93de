import { formatNumber, formatPoints } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { ActivityCard } from '../public/index.ts';
import { RatingLine, ReviewItem } from '../reviews/index.ts';
import { useSupplierPage } from './api.ts';

/**
 * A host's public page (/suppliers/$supplierId, issue 30 part 6): who they are, their live
 * activities as cards, the latest reviews of them, and what their activities have done.
 */
export function SupplierPage({ supplierId }: { supplierId: string }) {
  const t = useT();
  const locale = useLocale();
  const page = useSupplierPage(supplierId);
  if (page.isError) return <SupplierNotFound />;
  if (!page.data) return <Spinner label={t('supplierPage.loading')} className="py-32" />;
  const host = page.data;
  return (
    <Container className="py-8 sm:py-12">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {t('supplierPage.hostIn', { location: host.location })}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-stone-900 sm:text-4xl">{host.businessName}</h1>
        <RatingLine summary={host.rating} className="mt-2 text-base" />
        <p className="mt-3 text-stone-700">{host.description}</p>
        {host.yearsInOperation !== null ? (
          <p className="mt-1 text-sm text-stone-600">
            {t('supplierPage.yearsInOperation', { years: host.yearsInOperation })}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="host-impact" className="mt-8">
        <h2 id="host-impact" className="text-xl font-semibold text-stone-900">
          {t('supplierPage.impact')}
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3" data-testid="host-impact">
          {[
            [t('supplierPage.impactPoints'), formatPoints(host.impact.regenPoints, locale)],
            [t('supplierPage.impactTravelers'), formatNumber(host.impact.travelersHosted, locale)],
            [t('supplierPage.impactActivities'), formatNumber(host.impact.liveActivities, locale)],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-col rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200 sm:p-4">
              <dt className="text-xs text-brand-900 sm:text-sm">{label}</dt>
              <dd className="mt-auto pt-1 text-xl font-extrabold text-brand-900 sm:text-2xl">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="host-activities" className="mt-10">
        <h2 id="host-activities" className="text-xl font-semibold text-stone-900">
          {t('supplierPage.activities')}
        </h2>
        {host.activities.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('supplierPage.noActivities')}</p>
        ) : (
          <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {host.activities.map((activity) => (
              <li key={activity.activityId} className="flex">
                <ActivityCard activity={activity} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="host-reviews" className="mt-10">
        <Card className="p-5 sm:p-6">
          <h2 id="host-reviews" className="text-xl font-semibold text-stone-900">
            {t('supplierPage.reviews')}
          </h2>
          {host.reviews.length === 0 ? (
            <p className="mt-3 text-sm text-stone-700">{t('supplierPage.noReviews')}</p>
          ) : (
            <div className="mt-2">
              {host.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  supplierName={host.businessName}
                  context={t('supplierPage.reviewOf', { activity: review.activityTitle })}
                />
              ))}
            </div>
          )}
        </Card>
      </section>
    </Container>
  );
}

/** An unknown host, or one with nothing live: the route's not-found page (404 from the server). */
export function SupplierNotFound() {
  const t = useT();
  return (
    <Container className="py-24 text-center">
      <h1 className="text-3xl font-bold text-stone-900">{t('supplierPage.notFoundTitle')}</h1>
      <p className="mt-3 text-stone-700">{t('supplierPage.notFoundBody')}</p>
      <Link to="/destinations" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('supplierPage.backToDestinations')}
      </Link>
    </Container>
  );
}
