import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { InputField } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useVerifySession } from './api.ts';

/**
 * A session that did not use the account's second factor (opened before it was set up elsewhere)
 * proves it with a code before it may change the second factor or reach admin tools.
 */
export function VerifySessionForm({ title }: { title?: string }) {
  const t = useT();
  const verify = useVerifySession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    verify.mutate(
      { code },
      {
        onSuccess: () => notify.success(t('secondFactor.verify.done')),
        onError: (err) => setError(errorMessage(err, t('secondFactor.codeWrong'))),
      },
    );
  };
  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <h3 className="text-lg font-semibold text-stone-900">{title ?? t('secondFactor.verify.title')}</h3>
      <p className="text-sm text-stone-600">{t('secondFactor.verify.intro')}</p>
      <InputField
        label={t('secondFactor.step.code')}
        autoComplete="one-time-code"
        maxLength={32}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
      />
      <div>
        <Button type="submit" disabled={verify.isPending || code.trim() === ''}>
          {t('secondFactor.verify.submit')}
        </Button>
      </div>
    </form>
  );
}
