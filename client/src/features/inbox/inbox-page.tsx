import { formatNumber, formatSentAt, formatSlotDateTime } from '@regen/shared/format';
import { INBOX_SEARCH_MAX_LENGTH } from '@regen/shared/schemas/inbox';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { useInbox, type InboxConversationView } from './api.ts';

function ConversationRow({ conversation: c }: { conversation: InboxConversationView }) {
  const t = useT();
  const locale = useLocale();
  const unread = c.unreadCount > 0;
  // A question before booking has no slot: the row says what it is instead.
  const when =
    c.bookingDate && c.bookingTime
      ? formatSlotDateTime(c.bookingDate, c.bookingTime, c.timeZone, locale)
      : t('inbox.question');
  const lastMessage = c.lastMessage.sentByMe ? t('inbox.row.fromMe', { text: c.lastMessage.text }) : c.lastMessage.text;
  return (
    <li>
      <Link
        to="/messages/$bookingId"
        params={{ bookingId: c.bookingId }}
        className={`flex gap-3 rounded-xl border p-3 outline-none hover:border-brand-300 hover:bg-brand-50/60 focus-visible:ring-2 focus-visible:ring-brand-700 sm:gap-4 sm:p-4 ${unread ? 'border-brand-200 bg-brand-50/40' : 'border-stone-200 bg-white'}`}
        aria-label={
          unread
            ? t('inbox.row.labelUnread', {
                name: c.otherPartyName,
                activity: c.activityTitle,
                when,
                unread: formatNumber(c.unreadCount, locale),
                message: lastMessage,
              })
            : t('inbox.row.label', { name: c.otherPartyName, activity: c.activityTitle, when, message: lastMessage })
        }
      >
        <img
          src={c.photoUrl ?? '/images/forest.svg'}
          alt=""
          loading="lazy"
          width={64}
          height={64}
          className="h-12 w-12 shrink-0 rounded-lg object-cover sm:h-16 sm:w-16"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={`truncate text-stone-900 ${unread ? 'font-bold' : 'font-semibold'}`}>{c.otherPartyName}</p>
            <time
              dateTime={new Date(c.lastMessage.sentAt).toISOString()}
              className="shrink-0 text-xs whitespace-nowrap text-stone-600"
            >
              {formatSentAt(c.lastMessage.sentAt, locale)}
            </time>
          </div>
          <p className="truncate text-sm text-stone-700">
            {c.activityTitle}
            {c.status === 'cancelled' ? (
              <span className="text-red-800"> · {t('status.booking', { status: 'cancelled' })}</span>
            ) : null}
          </p>
          <p className="truncate text-xs text-stone-600">{when}</p>
          <div className="mt-1 flex items-center justify-between gap-2">
            <p className={`truncate text-sm ${unread ? 'font-medium text-stone-900' : 'text-stone-600'}`}>
              {c.lastMessage.sentByMe ? <span className="text-stone-600">{t('inbox.row.you')} </span> : null}
              {c.lastMessage.text}
            </p>
            {unread ? (
              <span
                className="inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-800 px-2 text-xs font-bold text-white"
                data-testid="unread-count"
              >
                {c.unreadCount}
                <span className="sr-only">{t('inbox.row.unreadSuffix')}</span>
              </span>
            ) : null}
          </div>
        </div>
      </Link>
    </li>
  );
}

/**
 * /messages: every conversation of the signed-in user, traveler or supplier, newest activity
 * first, live; searchable by the other party's name or the activity (`?q=`).
 */
export function InboxPage({ search }: { search: string }) {
  const t = useT();
  const navigate = useNavigate();
  const searchId = useId();
  const [typed, setTyped] = useState(search);
  // The URL's search changed (Clear search, back and forward): the box shows it.
  const [searchShown, setSearchShown] = useState(search);
  if (searchShown !== search) {
    setSearchShown(search);
    setTyped(search);
  }
  const inbox = useInbox(search);
  const conversations = inbox.data?.pages.flatMap((p) => p.conversations) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = typed.trim().slice(0, INBOX_SEARCH_MAX_LENGTH);
    void navigate({ to: '/messages', search: q ? { q } : {}, replace: true });
  };

  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-2xl font-bold text-stone-900">{t('inbox.title')}</h1>
      <p className="mt-1 text-sm text-stone-600">{t('inbox.intro')}</p>
      <form role="search" onSubmit={submit} className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
            {t('inbox.search.label')}
          </label>
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={INBOX_SEARCH_MAX_LENGTH}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('inbox.search.placeholder')}
            className="mt-1 block h-11 w-full rounded-lg border border-stone-300 px-3 text-stone-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="h-11 flex-1 sm:flex-none">
            {t('inbox.search.submit')}
          </Button>
          {search ? (
            <Button
              variant="outline"
              className="h-11 flex-1 sm:flex-none"
              onClick={() => void navigate({ to: '/messages', search: {}, replace: true })}
            >
              {t('inbox.search.clear')}
            </Button>
          ) : null}
        </div>
      </form>

      <Card className="mt-6 p-3 sm:p-4">
        {inbox.isPending ? (
          <Spinner label={t('inbox.loading')} />
        ) : inbox.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-semibold text-stone-900">{t('inbox.loadFailed')}</p>
            <Button variant="outline" onClick={() => void inbox.refetch()}>
              {t('inbox.tryAgain')}
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="py-10 text-center">
            <p className="font-semibold text-stone-900">
              {search ? t('inbox.empty.noMatch', { search }) : t('inbox.empty.none')}
            </p>
            <p className="mt-1 text-sm text-stone-600">
              {search ? t('inbox.empty.tryAnother') : t('inbox.empty.hint')}
            </p>
          </div>
        ) : (
          <>
            <ul
              className="space-y-2"
              aria-label={search ? t('inbox.list.matching', { search }) : t('inbox.list.label')}
            >
              {conversations.map((c) => (
                <ConversationRow key={c.bookingId} conversation={c} />
              ))}
            </ul>
            {inbox.hasNextPage ? (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="outline"
                  disabled={inbox.isFetchingNextPage}
                  onClick={() => void inbox.fetchNextPage()}
                >
                  {inbox.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
    </Container>
  );
}
