import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useResendVerification } from './api.ts';
import { useT } from '../../lib/i18n.tsx';

/** Shown when sign-in is refused until the email is confirmed: sends the link again. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const t = useT();
  const send = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () => notify.neutral(t('auth.checkEmailTitle'), t('auth.resend.sent')),
        onError: (err) => notify.destructive(t('auth.errorTitle'), errorMessage(err, t('errors.unexpected'))),
      },
    );
  return (
    <div role="status" className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950">
      <p>{t('auth.resend.notConfirmed')}</p>
      <Button variant="outline" size="sm" className="mt-2" disabled={resend.isPending} onClick={send}>
        {resend.isPending ? t('auth.sending') : t('auth.resend.button')}
      </Button>
    </div>
  );
}
