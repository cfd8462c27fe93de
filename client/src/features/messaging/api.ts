import type { ConversationMessage } from '@regen/shared/schemas/messaging';
import { useEffect } from 'react';
import { trpc } from '../../lib/trpc.ts';

// The messaging feature's calls: a conversation (a booking's or a question's; live, marked read
// when seen), sending, and the unread counts per conversation.

type Utils = ReturnType<typeof trpc.useUtils>;

function appendMessage(utils: Utils, conversationId: string, message: ConversationMessage) {
  utils.messaging.conversation.setData({ conversationId }, (old) =>
    old && !old.messages.some((m) => m.id === message.id) ? { ...old, messages: [...old.messages, message] } : old,
  );
}

/**
 * One conversation, kept live (new messages, read receipts). Opening it marks the
 * user's unread messages as read (on the server, one statement), and so does a message
 * arriving while it is open.
 */
export function useConversation(conversationId: string) {
  const utils = trpc.useUtils();
  const conversation = trpc.messaging.conversation.useQuery({ conversationId }, { retry: false });
  const markRead = trpc.messaging.markRead.useMutation({
    onSuccess: (result) => {
      if (result.marked > 0) {
        void utils.messaging.unreadCounts.invalidate();
        void utils.traveler.myBookings.invalidate();
      }
    },
  });
  const markAsRead = markRead.mutate; // stable across renders (React Query)
  const me = conversation.data?.currentUserId;

  const loaded = conversation.isSuccess;
  useEffect(() => {
    if (loaded) markAsRead({ conversationId });
  }, [loaded, conversationId, markAsRead]);

  trpc.messaging.onConversation.useSubscription(
    { conversationId },
    {
      enabled: loaded,
      onData: ({ data }) => {
        if (data.type === 'message.sent') {
          appendMessage(utils, conversationId, data.message);
          if (data.message.receiverId === me) markAsRead({ conversationId });
        } else {
          const ids = new Set(data.messageIds);
          utils.messaging.conversation.setData({ conversationId }, (old) =>
            old
              ? { ...old, messages: old.messages.map((m) => (ids.has(m.id) ? { ...m, readAt: data.readAt } : m)) }
              : old,
          );
        }
      },
    },
  );
  return conversation;
}

/** Sends a message; it joins the conversation at once (the live update may come later). */
export function useSendMessage(conversationId: string) {
  const utils = trpc.useUtils();
  return trpc.messaging.send.useMutation({ onSuccess: (message) => appendMessage(utils, conversationId, message) });
}

/**
 * Unread messages per conversation for the signed-in user ({ [conversationId]: n }), kept live: a new
 * message to the user or a conversation they open refreshes the counts.
 */
export function useUnreadCounts(): Record<string, number> {
  const utils = trpc.useUtils();
  const counts = trpc.messaging.unreadCounts.useQuery();
  trpc.messaging.onUnreadChange.useSubscription(undefined, {
    onData: () => {
      void utils.messaging.unreadCounts.invalidate();
      void utils.traveler.myBookings.invalidate();
    },
  });
  return counts.data ?? {};
}
