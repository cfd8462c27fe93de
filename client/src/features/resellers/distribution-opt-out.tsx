import { useState } from 'react';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useDistribution, useSetDistribution } from './api.ts';
import { useT } from '../../lib/i18n.tsx';

/** The supplier's choice to keep their activities away from resellers (OCTO distribution). */
export function DistributionOptOut() {
  const distribution = useDistribution();
  const update = useSetDistribution();
  const t = useT();
  // While saving, the box shows the choice just made: the supplier sees their click at once.
  const [saving, setSaving] = useState<boolean | null>(null);
  if (!distribution.data) return null;
  const optOut = saving ?? distribution.data.optOut;
  return (
    <label className="mt-3 flex max-w-xl items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800">
      <input
        type="checkbox"
        // A 24 px target (docs/decisions/039) aligned with the label's first line.
        className="mt-0.5 h-5 w-5 shrink-0 accent-emerald-700"
        checked={optOut}
        disabled={saving !== null}
        aria-labelledby="distribution-opt-out-label"
        aria-describedby="distribution-opt-out-hint"
        onChange={(e) => {
          const chosen = e.target.checked;
          setSaving(chosen);
          update
            .mutateAsync({ optOut: chosen })
            .then(() =>
              notify.success(
                t('resellers.distribution.savedTitle'),
                chosen ? t('resellers.distribution.optedOut') : t('resellers.distribution.optedIn'),
              ),
            )
            .catch((err: unknown) => {
              notify.destructive(t('resellers.errorTitle'), errorMessage(err, t('resellers.distribution.failed')));
            })
            .finally(() => setSaving(null));
        }}
      />
      <span>
        <span id="distribution-opt-out-label" className="font-medium">
          {t('resellers.distribution.label')}
        </span>
        <span id="distribution-opt-out-hint" className="mt-0.5 block text-stone-600">
          {t('resellers.distribution.hint')}
        </span>
      </span>
    </label>
  );
}
