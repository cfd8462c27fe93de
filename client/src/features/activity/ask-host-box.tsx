import { MESSAGE_MAX_LENGTH } from '@regen/shared/constants';
import { formatNumber } from '@regen/shared/format';
import { askHostInputSchema } from '@regen/shared/schemas/activity-page';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { ConversationDialog } from '../messaging/index.ts';
import { useAskHost } from './api.ts';

/**
 * The question box and, once sent, the conversation (ask-host.tsx loads this on first use: the
 * dialog, the schema's zod and the conversation panel stay out of the activity page's first
 * download, docs/decisions/085).
 */
export function AskHostBox({
  activityId,
  supplierName,
  open,
  setOpen,
}: {
  activityId: string;
  supplierName: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const ask = useAskHost();
  const fieldId = useId();

  async function send() {
    const parsed = askHostInputSchema.safeParse({ activityId, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    try {
      const result = await ask.mutateAsync(parsed.data);
      notify.success(t('activityPage.askHostSent'));
      setOpen(false);
      setText('');
      setConversationId(result.conversationId);
    } catch (e) {
      setError(errorMessage(e, t('messaging.sendFailed')));
    }
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('activityPage.askHostTitle', { supplier: supplierName })}
        description={t('activityPage.askHostHint')}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <label htmlFor={fieldId} className="block text-sm font-medium text-stone-800">
            {t('activityPage.askHostLabel')}
          </label>
          <textarea
            id={fieldId}
            rows={5}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className="mt-1 block w-full resize-y rounded-lg border border-stone-300 px-3 py-2 text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
          />
          <p className="mt-1 text-xs text-stone-500">
            {t('messaging.charCount', {
              count: formatNumber(text.length, locale),
              max: formatNumber(MESSAGE_MAX_LENGTH, locale),
            })}
          </p>
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-4 flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              {t('activityPage.askHostCancel')}
            </Button>
            <Button type="submit" disabled={!text.trim() || ask.isPending}>
              {ask.isPending ? t('activityPage.askHostSending') : t('activityPage.askHostSend')}
            </Button>
          </div>
        </form>
      </Dialog>
      {conversationId ? (
        <ConversationDialog
          conversationId={conversationId}
          open
          onOpenChange={(next) => {
            if (!next) setConversationId(null);
          }}
          title={t('activityPage.askHostTitle', { supplier: supplierName })}
        />
      ) : null}
    </>
  );
}
