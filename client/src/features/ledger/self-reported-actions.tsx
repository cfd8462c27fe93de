import { formatDateTime, formatPoints } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useMySelfReportedActions, useRemoveAction } from './api.ts';

/**
 * My Impact's self-reported actions (issue 32 part 3): what the traveler logged as practised,
 * shown apart from the verified Regen Points® above it and never added to them.
 */
export function SelfReportedActions() {
  const t = useT();
  const locale = useLocale();
  const mine = useMySelfReportedActions();
  const remove = useRemoveAction();
  return (
    <section aria-labelledby="self-reported-heading" className="mt-10">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="self-reported-heading" className="text-xl font-bold text-stone-900">
          {t('ledger.mine.title')}
        </h2>
        <Badge tone="yellow">{t('ledger.mine.badge')}</Badge>
      </div>
      <p className="mt-1 max-w-3xl text-sm text-stone-700">{t('ledger.mine.body')}</p>
      {mine.isPending ? (
        <Spinner label={t('ledger.mine.title')} className="py-8" />
      ) : mine.isError || mine.data.actions.length === 0 ? (
        <Card className="mt-4 p-6 text-sm text-stone-700">
          {t('ledger.mine.empty')}{' '}
          <Link to="/destinations" className="font-medium text-brand-800 underline underline-offset-4">
            {t('impact.page.exploreDestinations')}
          </Link>
        </Card>
      ) : (
        <>
          <ul className="mt-4 space-y-3" data-testid="self-reported-actions">
            {mine.data.actions.map((action) => (
              <li key={action.id}>
                <Card className="flex flex-col gap-3 border-dashed p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div>
                    <p className="font-semibold text-stone-900">
                      {t('ledger.mine.item', { title: action.actionTitle, country: action.country })}
                    </p>
                    <p className="text-sm text-stone-600">
                      {t('ledger.mine.itemDetail', {
                        days: action.days,
                        points: formatPoints(action.pointsPerDay, locale),
                        date: formatDateTime(action.loggedAt, locale),
                      })}
                    </p>
                  </div>
                  <button
                    type="button"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: action.id })}
                    aria-label={t('ledger.mine.remove', { title: action.actionTitle })}
                    className={buttonClass('outline', 'sm')}
                  >
                    {t('ledger.mine.removeShort')}
                  </button>
                </Card>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-stone-600">
            {t('ledger.mine.guidanceTotal', { points: formatPoints(mine.data.guidancePoints, locale) })}
          </p>
        </>
      )}
    </section>
  );
}
