import { formatInstantInZone, formatSlotDateTime } from '@regen/shared/format';
import { Link, useNavigate } from '@tanstack/react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { refusalMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { useConfirmWaitlistHold, useLeaveWaitlist, useMyWaitlist, type WaitlistEntry } from './api.ts';
import { HoldPartyForm, useHoldParty } from './hold-party.tsx';

function EntryCard({ entry }: { entry: WaitlistEntry }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirmWaitlistHold();
  const leave = useLeaveWaitlist();
  const busy = confirm.isPending || leave.isPending;
  // An offered hold is booked with its party by kind of guest and the host's answers (docs/decisions/120).
  const offered = entry.status === 'offered';
  const party = useHoldParty(entry.activityId, entry.numberOfPeople, offered);
  const status =
    entry.status === 'waiting'
      ? t('waitlist.status.waiting', { position: entry.position ?? 1 })
      : entry.status === 'offered' && entry.holdExpiresAt
        ? t('waitlist.status.offered', { until: formatInstantInZone(entry.holdExpiresAt, entry.timeZone, locale) })
        : entry.status === 'booked'
          ? t('waitlist.status.booked')
          : entry.status === 'expired'
            ? t('waitlist.status.expired')
            : t('waitlist.status.left');

  const onConfirm = async () => {
    if (party.asks) {
      if (party.seats < 1) return notify.destructive(t('waitlist.page.confirmFailedTitle'), t('pricing.partyEmpty'));
      const unanswered = party.extras.missingAnswer();
      if (unanswered)
        return notify.destructive(
          t('waitlist.page.confirmFailedTitle'),
          t('pricing.answerRequired', { question: unanswered }),
        );
    }
    try {
      const booking = await confirm.mutateAsync({
        entryId: entry.id,
        ...(party.asks ? party.extras.input() : {}),
      });
      notify.success(t('waitlist.page.confirmedTitle'), t('waitlist.page.confirmed'));
      void navigate({ to: '/bookings/$bookingId', params: { bookingId: booking.id } });
    } catch (error) {
      notify.destructive(t('waitlist.page.confirmFailedTitle'), refusalMessage(error, t('waitlist.page.actionFailed')));
    }
  };
  const onLeave = async () => {
    try {
      await leave.mutateAsync({ entryId: entry.id });
      notify.success(t('waitlist.page.leftTitle'));
    } catch (error) {
      notify.destructive(t('waitlist.page.actionFailed'), refusalMessage(error, t('waitlist.page.actionFailed')));
    }
  };

  return (
    <Card className={`p-5 ${entry.status === 'offered' ? 'ring-2 ring-brand-700' : ''}`}>
      <article aria-label={entry.activityTitle}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-stone-900">{entry.activityTitle}</h2>
          <Badge tone={entry.status === 'offered' ? 'green' : entry.status === 'booked' ? 'blue' : 'grey'}>
            {status}
          </Badge>
        </div>
        <p className="mt-1 text-sm text-stone-700">
          {formatSlotDateTime(entry.date, entry.startTime, entry.timeZone, locale)} ·{' '}
          {t('waitlist.page.people', { people: entry.numberOfPeople })}
        </p>
        {offered && party.asks ? (
          <HoldPartyForm activityId={entry.activityId} held={entry.numberOfPeople} party={party}>
            <Button size="sm" disabled={busy} onClick={() => void onConfirm()}>
              {confirm.isPending ? t('waitlist.page.confirming') : t('waitlist.page.confirm')}
            </Button>
          </HoldPartyForm>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-2">
          {offered && !party.asks ? (
            <Button size="sm" disabled={busy || !party.ready} onClick={() => void onConfirm()}>
              {confirm.isPending ? t('waitlist.page.confirming') : t('waitlist.page.confirm')}
            </Button>
          ) : null}
          {entry.status === 'offered' || entry.status === 'waiting' ? (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => void onLeave()}>
              {entry.status === 'offered' ? t('waitlist.page.release') : t('waitlist.page.leave')}
            </Button>
          ) : null}
          {entry.status === 'booked' && entry.bookingId ? (
            <Link
              to="/bookings/$bookingId"
              params={{ bookingId: entry.bookingId }}
              className={buttonClass('outline', 'sm')}
            >
              {t('waitlist.page.viewBooking')}
            </Link>
          ) : null}
        </div>
      </article>
    </Card>
  );
}

/**
 * /waitlist: the traveler's waitlist entries; spots held for them are confirmed here (the offer
 * email links to this page). docs/decisions/095.
 */
export function WaitlistPage() {
  const t = useT();
  const entries = useMyWaitlist();
  return (
    <Container className="max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-stone-900">{t('waitlist.page.title')}</h1>
      <p className="mt-2 text-stone-700">{t('waitlist.page.intro')}</p>
      <div className="mt-8">
        {entries.isPending ? (
          <Spinner label={t('waitlist.page.loading')} />
        ) : entries.isError ? (
          <p role="alert">{t('waitlist.page.loadFailed')}</p>
        ) : entries.data.length === 0 ? (
          <p className="rounded-2xl border-2 border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
            {t('waitlist.page.empty')}
          </p>
        ) : (
          <ul className="space-y-4">
            {entries.data.map((entry) => (
              <li key={entry.id}>
                <EntryCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
