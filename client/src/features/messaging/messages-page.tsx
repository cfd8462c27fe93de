import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { useSignedInUser } from '../../lib/auth.ts';
import { useT } from '../../lib/i18n.tsx';
import { ConversationPanel } from './conversation-panel.tsx';

/** /messages/$bookingId: the conversation of one booking (participants only). */
export function MessagesPage({ bookingId }: { bookingId: string }) {
  const t = useT();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Container className="py-8 sm:py-12">
      <Link
        to="/messages"
        className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('messaging.backToInbox')}
      </Link>
      <div className="mt-2 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-stone-900">{t('messaging.pageTitle')}</h1>
        <Button
          variant="outline"
          onClick={() =>
            canGoBack
              ? router.history.back()
              : void navigate({ to: user.supplier ? '/supplier-dashboard' : '/traveler-dashboard' })
          }
        >
          <span aria-hidden="true">←</span> {t('messaging.back')}
        </Button>
      </div>
      <Card className="mt-6 p-4 sm:p-6">
        <ConversationPanel conversationId={bookingId} className="h-[70vh] min-h-[420px]" />
      </Card>
    </Container>
  );
}
