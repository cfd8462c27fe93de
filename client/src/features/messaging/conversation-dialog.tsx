import { Dialog } from '../../components/ui/dialog.tsx';
import { ConversationPanel } from './conversation-panel.tsx';

/**
 * The messaging dialog (600px high, docs/spec/accounts-and-operations.md §9) opened by 'Message
 * Supplier' (traveler) and 'Message Customer' (supplier dashboard).
 */
export function ConversationDialog({
  bookingId,
  open,
  onOpenChange,
  title = 'Messages',
}: {
  bookingId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      className="flex h-[600px] max-w-2xl flex-col overflow-hidden"
    >
      {open ? <ConversationPanel bookingId={bookingId} className="h-[calc(min(600px,90vh)-6.5rem)]" /> : null}
    </Dialog>
  );
}
