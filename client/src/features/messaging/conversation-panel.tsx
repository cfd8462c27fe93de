import { formatNumber, formatSentAt, formatSlotDateTime } from '@regen/shared/format';
import { MESSAGE_MAX_LENGTH } from '@regen/shared/constants';
import { MESSAGE_RECIPIENT_ERROR, sendMessageInputSchema } from '@regen/shared/schemas/messaging';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { useSchemaForm } from '../../lib/form.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useConversation, useSendMessage } from './api.ts';

/** Refusals the panel explains itself, without a toast. */
const EXPLAINED = ['NOT_FOUND', 'FORBIDDEN', 'BAD_REQUEST', 'UNAUTHORIZED'];

/**
 * One conversation (used by /messages/$bookingId and the messaging dialog): a booking's, or a
 * question to the host before booking (docs/decisions/096). The header (booking or activity), messages in time order, live updates, and a box where Enter sends and
 * Shift+Enter adds a new line. Opening it marks the user's unread messages as read.
 */
export function ConversationPanel({ conversationId, className = '' }: { conversationId: string; className?: string }) {
  const t = useT();
  const locale = useLocale();
  const conversation = useConversation(conversationId);
  const send = useSendMessage(conversationId);
  const { register, handleSubmit, control, resetField, getValues } = useSchemaForm(sendMessageInputSchema, {
    defaultValues: { conversationId, text: '' },
  });
  const text = useWatch({ control, name: 'text' });
  const listRef = useRef<HTMLOListElement>(null);
  const [messageSentShown, setMessageSentShown] = useState(false);
  const me = conversation.data?.currentUserId;

  // Blank text is not sent (the schema refuses it; the box shows no error for that).
  const trySend = handleSubmit(async (values) => {
    if (send.isPending) return;
    try {
      await send.mutateAsync(values);
    } catch (error) {
      notify.destructive(t('messaging.sendFailedTitle'), errorMessage(error, t('messaging.sendFailed')), {
        action: 'send-message',
      });
      return;
    }
    // Text typed while this one was on its way is the next message: keep it.
    if (getValues('text') === values.text) resetField('text');
    // The message appearing in the thread (a polite live region) is the feedback for each one;
    // the spec's 'Message Sent' toast shows once per opened conversation (docs/decisions/038).
    if (messageSentShown) notify.clearError('send-message');
    else notify.success(t('messaging.sent'), undefined, { action: 'send-message' });
    setMessageSentShown(true);
  });

  const count = conversation.data?.messages.length ?? 0;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const loadError = conversation.error;
  useEffect(() => {
    if (loadError && !EXPLAINED.includes(apiErrorCode(loadError) ?? '')) {
      notify.destructive(t('messaging.errorTitle'), t('messaging.loadFailed'));
    }
  }, [loadError, t]);

  if (conversation.isPending) return <Spinner label={t('messaging.loading')} className={className} />;
  if (loadError) {
    const code = apiErrorCode(loadError);
    const message =
      code === 'FORBIDDEN'
        ? MESSAGE_RECIPIENT_ERROR
        : code === 'NOT_FOUND' || code === 'BAD_REQUEST'
          ? t('booking.notFound')
          : t('messaging.loadFailed');
    return (
      <div className={`flex items-center justify-center p-6 text-center ${className}`} role="alert">
        <p className="font-semibold text-stone-900">{message}</p>
      </div>
    );
  }

  const { booking, messages } = conversation.data;
  const other = booking.otherParty.name;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void trySend();
    }
  };

  return (
    <section
      className={`flex min-h-0 flex-col ${className}`}
      aria-label={t('messaging.conversationAbout', { activity: booking.activityTitle })}
    >
      <header className="border-b border-stone-200 pb-3">
        <p className="font-semibold text-stone-900">{booking.activityTitle}</p>
        <p className="text-sm text-stone-600">
          {booking.bookingDate && booking.bookingTime
            ? t('messaging.withParty', {
                when: formatSlotDateTime(booking.bookingDate, booking.bookingTime, booking.timeZone, locale),
                name: other,
                role: booking.otherParty.role === 'supplier' ? 'supplier' : 'customer',
              })
            : t('messaging.questionAbout', {
                name: other,
                role: booking.otherParty.role === 'supplier' ? 'supplier' : 'customer',
              })}
        </p>
      </header>
      <ol
        ref={listRef}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto py-4"
        aria-live="polite"
        aria-label={t('messaging.listLabel')}
      >
        {messages.length === 0 ? (
          <li className="py-8 text-center text-sm text-stone-600">{t('messaging.empty')}</li>
        ) : (
          messages.map((m) => {
            const mine = m.senderId === me;
            return (
              <li key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
                <div
                  className={`max-w-[85%] rounded-2xl px-4 py-2 shadow-sm ${mine ? 'bg-brand-800 text-white' : 'bg-stone-100 text-stone-900'}`}
                >
                  <p className={`text-xs ${mine ? 'text-brand-100' : 'text-stone-600'}`}>
                    <span className="font-semibold">{mine ? t('messaging.you') : other}</span> ·{' '}
                    <time dateTime={new Date(m.sentAt).toISOString()}>{formatSentAt(m.sentAt, locale)}</time>
                  </p>
                  <p className="mt-1 break-words whitespace-pre-wrap">{m.text}</p>
                  {mine && !m.readAt ? (
                    <Badge tone="yellow" className="mt-1">
                      {t('messaging.unread')}
                    </Badge>
                  ) : null}
                </div>
              </li>
            );
          })
        )}
      </ol>
      <form className="border-t border-stone-200 pt-3" onSubmit={(e) => void trySend(e)}>
        <label htmlFor={`message-${conversationId}`} className="sr-only">
          {t('messaging.messageTo', { name: other })}
        </label>
        <textarea
          id={`message-${conversationId}`}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          {...register('text')}
          onKeyDown={onKeyDown}
          placeholder={t('messaging.placeholder')}
          className="block w-full resize-none rounded-lg border border-stone-300 px-3 py-2 text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
        />
        <div className="mt-2 flex items-center justify-between gap-3">
          <span className="text-xs text-stone-500">
            {t('messaging.charCount', {
              count: formatNumber(text.length, locale),
              max: formatNumber(MESSAGE_MAX_LENGTH, locale),
            })}
          </span>
          <Button type="submit" disabled={!text.trim() || send.isPending}>
            {send.isPending ? t('messaging.sending') : t('messaging.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
