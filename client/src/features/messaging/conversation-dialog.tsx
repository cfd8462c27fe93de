import { Link } from '@tanstack/react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useT } from '../../lib/i18n.tsx';
import { ConversationPanel } from './conversation-panel.tsx';

/**
 * The messaging dialog (600px high, docs/spec/accounts-and-operations.md §9) opened by 'Message
 * Supplier' (traveler) and 'Message Customer' (supplier dashboard), with a link to the
 * conversation's own page (/messages/$bookingId, reached from the inbox too).
 */
export function ConversationDialog({
  conversationId,
  open,
  onOpenChange,
  title,
}: {
  /** A booking's id, or a question's (docs/decisions/096). */
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('messaging.dialogTitle')}
      className="flex h-[600px] max-w-2xl flex-col overflow-hidden"
    >
      {open ? (
        <>
          <ConversationPanel conversationId={conversationId} className="h-[calc(min(600px,90vh)-8.5rem)]" />
          <Link
            to="/messages/$bookingId"
            params={{ bookingId: conversationId }}
            className="mt-2 inline-flex min-h-8 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            {t('messaging.openFull')}
          </Link>
        </>
      ) : null}
    </Dialog>
  );
}
