import { formatPoints } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { usePointsTotal } from './api.ts';

/**
 * The traveler's verified Regen Points on /profile, live: a supplier marking attendance updates
 * it without a reload. Links on to My Impact.
 */
export function PointsSummary() {
  const t = useT();
  const locale = useLocale();
  const total = usePointsTotal();
  return (
    <Card className="mt-6 flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('impact.summary.heading')}</h2>
        <p className="mt-1 text-3xl font-extrabold text-brand-900" aria-live="polite" data-testid="points-total">
          {total.isPending ? (
            <span className="text-base font-normal text-stone-600">{t('impact.summary.loading')}</span>
          ) : total.isError ? (
            <span className="text-base font-normal text-red-800">{t('impact.summary.loadFailed')}</span>
          ) : (
            <>
              {formatPoints(total.data.totalPoints, locale)}{' '}
              <span className="text-base font-semibold">{t('impact.summary.pointsUnit')}</span>
            </>
          )}
        </p>
        <p className="text-sm text-stone-600">{t('impact.summary.verifiedBy')}</p>
        {total.data?.verifiedPoints === undefined ? null : (
          <p className="text-sm text-stone-700" data-testid="points-verified-split">
            {t('outcomes.myImpact.split', {
              verified: formatPoints(total.data.verifiedPoints, locale),
              awaiting: formatPoints(total.data.totalPoints - total.data.verifiedPoints, locale),
            })}
          </p>
        )}
      </div>
      <Link to="/impact" className={buttonClass('outline')}>
        {t('layout.menu.myImpact')}
      </Link>
    </Card>
  );
}
