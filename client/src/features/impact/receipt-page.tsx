import { formatPoints, formatSlotDateTime } from '@regen/shared/format';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Container } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { apiErrorCode, errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import { ReceiptOutcomes } from '../outcomes/index.ts';
import { useReceipt, useUpdateReceipt, type ImpactReceipt } from './api.ts';

/**
 * An impact receipt (/impact/receipts/{id}, docs/decisions/050): who, what, where, when, how
 * many points, and that the supplier confirmed the attendance. Its traveler decides whether it
 * is shared and whether it names them; anyone else sees a shared one only.
 */
export function ReceiptPage({
  receiptId,
  notFoundForServer = false,
}: {
  receiptId: string;
  notFoundForServer?: boolean;
}) {
  const t = useT();
  const receipt = useReceipt(receiptId);
  if (receipt.isPending) {
    // The server found no shared receipt (its render has no session) and answered 404: the
    // page says so until this visitor's own read answers, and shows it to its traveler.
    if (notFoundForServer) return <ReceiptNotAvailable missing />;
    return <Spinner label={t('impact.receipt.loading')} className="py-24" />;
  }
  if (receipt.isError) {
    return (
      <ReceiptNotAvailable
        missing={apiErrorCode(receipt.error) === 'NOT_FOUND'}
        message={errorMessage(receipt.error, t('impact.receipt.loadFailed'))}
      />
    );
  }
  return <Receipt receipt={receipt.data} />;
}

function ReceiptNotAvailable({ missing, message }: { missing: boolean; message?: string }) {
  const t = useT();
  return (
    <Container className="py-20 text-center">
      <h1 className="text-2xl font-bold text-stone-900">
        {missing ? t('impact.receiptNotFound') : t('impact.receipt.somethingWrong')}
      </h1>
      <p role="alert" className="mt-2 text-stone-700">
        {missing ? t('impact.receipt.notShared') : message}
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-6')}>
        {t('impact.receipt.home')}
      </Link>
    </Container>
  );
}

function Receipt({ receipt }: { receipt: ImpactReceipt }) {
  const t = useT();
  const locale = useLocale();
  const when = formatSlotDateTime(receipt.date, receipt.startTime, receipt.timeZone, locale);
  const where = receipt.place
    ? t('impact.receipt.placeInCountry', { place: receipt.place, country: receipt.country })
    : receipt.country;
  const points = formatPoints(receipt.points, locale);
  return (
    <div className="bg-stone-50">
      <Container className="py-10 sm:py-14">
        <article className="mx-auto max-w-2xl" aria-labelledby="receipt-title">
          <Card className="overflow-hidden">
            {receipt.photoUrl ? (
              <img
                src={receipt.photoUrl}
                alt=""
                width={800}
                height={320}
                className="h-40 w-full object-cover sm:h-52"
              />
            ) : null}
            <div className="p-6 sm:p-8">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                  {t('impact.receipt.eyebrow')}
                </p>
                <Badge tone="green">{t('impact.receipt.verifiedAttendance')}</Badge>
              </div>
              <h1 id="receipt-title" className="mt-3 text-2xl font-bold text-stone-900 sm:text-3xl">
                {t('impact.receipt.title', { traveler: receipt.travelerName, points })}
              </h1>
              <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
                <ReceiptFact term={t('impact.receipt.who')}>{receipt.travelerName}</ReceiptFact>
                <ReceiptFact term={t('impact.receipt.what')}>
                  {t('impact.receipt.activityWithPeople', {
                    activity: receipt.activityTitle,
                    count: receipt.attendedPeople,
                  })}
                </ReceiptFact>
                <ReceiptFact term={t('impact.receipt.where')}>{where}</ReceiptFact>
                <ReceiptFact term={t('impact.receipt.when')}>{when}</ReceiptFact>
                <ReceiptFact term={t('impact.receipt.regenPoints')}>{points}</ReceiptFact>
                <ReceiptFact term={t('impact.receipt.verified')}>
                  {t('impact.receipt.confirmedBy', { supplier: receipt.supplierName })}
                </ReceiptFact>
              </dl>
              <ReceiptOutcomes verification={receipt.verification} />
            </div>
          </Card>
          {receipt.isOwner ? <ReceiptSettings receipt={receipt} /> : <ShareReceiptButton receipt={receipt} />}
        </article>
      </Container>
    </div>
  );
}

function ReceiptFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-stone-50 p-3">
      <dt className="text-xs font-medium text-stone-600">{term}</dt>
      <dd className="mt-0.5 font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** The traveler's own controls: shared or private (private by default), named or anonymous. */
function ReceiptSettings({ receipt }: { receipt: ImpactReceipt }) {
  const t = useT();
  const id = useId();
  const update = useUpdateReceipt();
  // The switches move at once; they show the saved receipt again once the change is saved
  // (and read back) or refused.
  const [pending, setPending] = useState<{ shared?: boolean; anonymous?: boolean } | null>(null);
  const settings = { shared: receipt.shared, anonymous: receipt.anonymous ?? false, ...pending };
  const change = (next: { shared?: boolean; anonymous?: boolean }) => {
    setPending(next);
    update.mutate(
      { receiptId: receipt.id, ...next },
      {
        onSuccess: (result) => {
          if (next.shared !== undefined) {
            notify.success(
              result.shared ? t('impact.receipt.sharedToast') : t('impact.receipt.privateToast'),
              result.shared ? t('impact.receipt.anyoneWithLink') : t('impact.receipt.onlyYouNow'),
              { action: 'receipt-settings' },
            );
          }
        },
        onError: (e) =>
          notify.destructive(t('impact.receipt.saveFailed'), errorMessage(e, t('impact.receipt.tryAgain')), {
            action: 'receipt-settings',
          }),
        onSettled: () => setPending(null),
      },
    );
  };
  const row = 'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-1 py-2';
  return (
    <Card className="mt-6 p-6">
      <h2 className="text-lg font-semibold text-stone-900">{t('impact.receipt.sharingHeading')}</h2>
      <p className="mt-1 text-sm text-stone-600">{t('impact.receipt.sharingOnlyYou')}</p>
      <div className="mt-4 space-y-2">
        <label className={row} htmlFor={`${id}-shared`}>
          <input
            id={`${id}-shared`}
            type="checkbox"
            role="switch"
            checked={settings.shared}
            disabled={update.isPending}
            onChange={(e) => change({ shared: e.target.checked })}
            className="mt-1 h-5 w-5 accent-brand-800"
          />
          <span>
            <span className="block font-medium text-stone-900">{t('impact.receipt.shareSwitch')}</span>
            <span className="block text-sm text-stone-600">
              {settings.shared ? t('impact.receipt.anyoneWithLink') : t('impact.receipt.privateOnlyYou')}
            </span>
          </span>
        </label>
        <label className={row} htmlFor={`${id}-anonymous`}>
          <input
            id={`${id}-anonymous`}
            type="checkbox"
            role="switch"
            checked={settings.anonymous}
            disabled={update.isPending}
            onChange={(e) => change({ anonymous: e.target.checked })}
            className="mt-1 h-5 w-5 accent-brand-800"
          />
          <span>
            <span className="block font-medium text-stone-900">{t('impact.receipt.anonymousSwitch')}</span>
            <span className="block text-sm text-stone-600">{t('impact.receipt.anonymousHint')}</span>
          </span>
        </label>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
        {settings.shared ? (
          <ShareReceiptButton receipt={receipt} inline />
        ) : (
          <p className="text-sm text-stone-600">{t('impact.receipt.turnOnSharing')}</p>
        )}
        <Link to="/impact" className={buttonClass('ghost', 'md')}>
          {t('impact.receipt.backToImpact')}
        </Link>
      </div>
    </Card>
  );
}

/** Shares the receipt's link with the Web Share API, or copies it where that is missing. */
function ShareReceiptButton({ receipt, inline = false }: { receipt: ImpactReceipt; inline?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  async function share() {
    const url = `${window.location.origin}/impact/receipts/${receipt.id}`;
    const title = t('impact.receipt.title', {
      traveler: receipt.travelerName,
      points: formatPoints(receipt.points, locale),
    });
    setBusy(true);
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({
          title,
          text: t('impact.receipt.shareText', { activity: receipt.activityTitle, country: receipt.country }),
          url,
        });
        return;
      }
      await navigator.clipboard.writeText(url);
      notify.success(t('impact.receipt.linkCopied'), t('impact.receipt.linkOnClipboard'), { action: 'share-receipt' });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify.destructive(t('impact.receipt.shareFailed'), t('impact.receipt.copyAddress'), {
        action: 'share-receipt',
      });
    } finally {
      setBusy(false);
    }
  }
  const button = (
    <Button onClick={() => void share()} disabled={busy}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M15 13a3 3 0 0 0-2.2 1l-5.1-2.6a3 3 0 0 0 0-1.8l5.1-2.6A3 3 0 1 0 12 5c0 .3 0 .6.1.9L7 8.5a3 3 0 1 0 0 3l5.1 2.6A3 3 0 1 0 15 13z" />
      </svg>
      {t('impact.receipt.share')}
    </Button>
  );
  if (inline) return button;
  return (
    <div className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {button}
      <Link to="/destinations" className={buttonClass('outline')}>
        {t('impact.receipt.findActivity')}
      </Link>
    </div>
  );
}
