import { formatPoints } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { useAuth } from '../../lib/auth.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useSaveTripGoal } from './api.ts';

/**
 * "Save as my trip goal" under the calculator's result, for a signed-in traveler. Only the
 * country, days and cities are sent: the server recomputes the target with the same
 * calculator rule (docs/decisions/049).
 */
export function SaveTripGoal({ country, days, cities }: { country: string; days: string; cities: string }) {
  const t = useT();
  const locale = useLocale();
  const { user } = useAuth();
  const save = useSaveTripGoal();
  if (!user || user.supplier) return null;
  const input = { country, days: Number(days), cities: Number(cities) };
  return (
    <div className="mt-3 border-t border-brand-200 pt-3" aria-live="polite">
      {save.isSuccess &&
      save.data.country === input.country &&
      save.data.days === input.days &&
      save.data.cities === input.cities ? (
        <p className="text-sm text-brand-900">
          {t('impact.goal.saved', { points: formatPoints(save.data.targetPoints, locale), country: save.data.country })}{' '}
          <Link to="/impact" className="font-semibold underline">
            {t('impact.goal.seeMyImpact')}
          </Link>
        </p>
      ) : (
        <>
          <Button variant="secondary" className="w-full" disabled={save.isPending} onClick={() => save.mutate(input)}>
            {save.isPending ? t('impact.goal.saving') : t('impact.goal.save')}
          </Button>
          {save.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {errorMessage(save.error, t('impact.goal.saveFailed'))}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
