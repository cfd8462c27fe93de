import { Button } from '../../components/ui/button.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useResendVerification } from './api.ts';

/** Shown when sign-in is refused until the email is confirmed: sends the link again. */
export function ResendVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(
      { email },
      {
        onSuccess: () =>
          notify.neutral('Please check your email', 'A new confirmation link is on its way if the account needs one.'),
        onError: (err) => notify.destructive('Error', errorMessage(err, 'An unexpected error occurred')),
      },
    );
  return (
    <div role="status" className="rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950">
      <p>Your email address is not confirmed yet.</p>
      <Button variant="outline" size="sm" className="mt-2" disabled={resend.isPending} onClick={send}>
        {resend.isPending ? 'Sending...' : 'Resend confirmation email'}
      </Button>
    </div>
  );
}
