import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n.tsx';
import { useReviewer } from './api.ts';

/**
 * The way to /outcomes/review for admins and verifiers, with how many reports wait for a decision
 * (issue 32, docs/decisions/120). Nothing for anyone else.
 */
export function ReviewQueueLink({ className = '' }: { className?: string }) {
  const t = useT();
  const status = useReviewer();
  if (!status.data?.reviewer) return null;
  const waiting = status.data.waiting;
  return (
    <Link
      to="/outcomes/review"
      className={`flex items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-brand-900 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-700 ${className}`}
    >
      <span className="font-semibold">{t('outcomes.queueLink.title')}</span>
      <span
        className={`rounded-full px-3 py-1 text-sm font-semibold ${waiting > 0 ? 'bg-brand-700 text-white' : 'bg-white text-brand-900'}`}
        data-testid="review-queue-waiting"
      >
        {t('outcomes.queueLink.waiting', { count: waiting })}
      </span>
    </Link>
  );
}
