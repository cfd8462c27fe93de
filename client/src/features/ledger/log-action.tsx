import { MAX_SELF_REPORTED_DAYS } from '@regen/shared/schemas/ledger';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from '../../components/ui/button.tsx';
import { controlClass } from '../../components/ui/field.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n.tsx';
import { useLogAction } from './api.ts';

// Beside a suggested action's per-day figure on /actions (issue 32 part 3): the figure is
// guidance, and a signed-in traveler may log the action as practised. It is self-reported: kept
// apart on My Impact and never added to Regen Points®.

/** The guidance line under the spec's "N Regen points per day". */
export function ActionGuidance() {
  const t = useT();
  return <p className="mt-2 text-sm text-stone-600">{t('ledger.actions.guidance')}</p>;
}

export function LogActionForm({
  country,
  actionNumber,
  title,
}: {
  country: string;
  actionNumber: number;
  title: string;
}) {
  const t = useT();
  const id = useId();
  const [days, setDays] = useState('1');
  const log = useLogAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    log.mutate({ country, actionNumber, days: Number(days) });
  }

  const signInNeeded = apiErrorCode(log.error) === 'UNAUTHORIZED';
  return (
    <form
      onSubmit={submit}
      aria-label={`${t('ledger.actions.log.title')} ${title}`}
      className="mt-4 rounded-xl border border-stone-200 bg-stone-50 p-3"
    >
      <p className="text-sm font-semibold text-stone-900">{t('ledger.actions.log.title')}</p>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-days`} className="block text-sm font-medium text-stone-800">
            {t('ledger.actions.log.days')}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_SELF_REPORTED_DAYS}
            step={1}
            required
            value={days}
            onChange={(e) => setDays(e.target.value)}
            className={`${controlClass} mt-1 w-24`}
          />
        </div>
        <button type="submit" disabled={log.isPending} className={buttonClass('secondary', 'md')}>
          {t('ledger.actions.log.submit')}
        </button>
      </div>
      <p className="mt-2 text-xs text-stone-600">{t('ledger.actions.log.note')}</p>
      <div aria-live="polite">
        {log.isSuccess ? (
          <p className="mt-2 text-sm font-medium text-brand-900">
            {t('ledger.actions.log.logged', { days: log.data.days })}
          </p>
        ) : signInNeeded ? (
          <p className="mt-2 text-sm">
            <Link to="/auth" className="font-medium text-brand-800 underline underline-offset-4">
              {t('ledger.actions.log.signIn')}
            </Link>
          </p>
        ) : log.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errorMessage(log.error, t('ledger.selfReport.actionNotFound'))}
          </p>
        ) : null}
      </div>
    </form>
  );
}
