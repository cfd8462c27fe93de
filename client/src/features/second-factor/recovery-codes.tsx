import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';

/** The ten recovery codes, shown once after they are made, until the person says they saved them. */
export function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    notify.success(t('secondFactor.recovery.copied'));
  };
  return (
    <div
      role="region"
      aria-label={t('secondFactor.recovery.listLabel')}
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <p className="text-sm font-medium text-amber-950">{t('secondFactor.recovery.save')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 font-mono text-sm text-stone-900 sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {t('secondFactor.recovery.copy')}
        </Button>
        <Button size="sm" onClick={onDone}>
          {t('secondFactor.recovery.done')}
        </Button>
      </div>
    </div>
  );
}
