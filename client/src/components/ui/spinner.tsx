import { useT } from '../../lib/i18n.tsx';

export function Spinner({ label, className = '' }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-10 text-stone-700 ${className}`}>
      <span
        aria-hidden="true"
        className="h-6 w-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-800"
      />
      {label ? <span>{label}</span> : <span className="sr-only">{t('ui.loading')}</span>}
    </div>
  );
}
