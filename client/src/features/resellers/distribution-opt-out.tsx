import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useDistribution, useSetDistribution } from './api.ts';

/** The supplier's choice to keep their activities away from resellers (OCTO distribution). */
export function DistributionOptOut() {
  const distribution = useDistribution();
  const update = useSetDistribution();
  if (!distribution.data) return null;
  return (
    <label className="flex items-start gap-2 text-sm text-stone-800">
      <input
        type="checkbox"
        className="mt-1 h-4 w-4"
        checked={distribution.data.optOut}
        disabled={update.isPending}
        onChange={(e) => {
          update.mutateAsync({ optOut: e.target.checked }).catch((err: unknown) => {
            notify.destructive('Error', errorMessage(err, 'Failed to save your choice'));
          });
        }}
      />
      <span>Do not offer my activities to resellers (travel agents booking through the OCTO API)</span>
    </label>
  );
}
