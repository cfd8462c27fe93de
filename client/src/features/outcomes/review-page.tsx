import { formatDateTime, formatSlotDateTime } from '@regen/shared/format';
import { formatOutcomeAmount } from '@regen/shared/rules/outcome-units';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { InputField, TextareaField } from '../../components/ui/field.tsx';
import { Container } from '../../components/ui/page.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLocale, useT } from '../../lib/i18n.tsx';
import { notify } from '../../lib/toast.ts';
import {
  useGrantVerifier,
  useReviewer,
  useReviewOutcomes,
  useReviewQueue,
  useRevokeVerifier,
  useVerifiers,
  type ReviewReport,
} from './api.ts';
import { ReviewerSecondFactorGate } from '../second-factor/index.ts';
import { ReportStatusBadge } from './outcomes-panel.tsx';

// Reviewing evidence (issue 32 part 2, docs/decisions/107): admins and verifiers read each report
// beside what the activity declared, its photos and note, and verify it, ask a question or reject
// it with a reason. The supplier is emailed each time. Admins grant and take back the verifier role.

type Tab = 'open' | 'verified' | 'rejected';

export function OutcomesReviewPage() {
  const t = useT();
  const who = useReviewer();
  const reviewer = who.data?.reviewer === true;
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-stone-900">{t('outcomes.review.title')}</h1>
      <p className="mt-2 max-w-3xl text-stone-700">{t('outcomes.review.intro')}</p>
      {who.isPending ? <p className="mt-6 text-stone-600">{t('outcomes.panel.loading')}</p> : null}
      {who.data && !reviewer ? (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          {t('outcomes.error.reviewerOnly')}
        </p>
      ) : null}
      {who.data && reviewer ? (
        // Reviewing needs a session that used a second factor (docs/decisions/125).
        <ReviewerSecondFactorGate required={who.data.secondFactorRequired} admin={who.data.admin}>
          <ReviewQueue admin={who.data.admin} />
        </ReviewerSecondFactorGate>
      ) : null}
    </Container>
  );
}

function ReviewQueue({ admin }: { admin: boolean }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('open');
  const queue = useReviewQueue(tab, true);
  return (
    <>
      <div role="group" aria-label={t('outcomes.review.show')} className="mt-6 flex flex-wrap gap-2">
        {(['open', 'verified', 'rejected'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={tab === value ? 'primary' : 'outline'}
            aria-pressed={tab === value}
            onClick={() => setTab(value)}
          >
            {t('outcomes.review.tab', { tab: value })}
          </Button>
        ))}
      </div>
      {queue.isPending ? <p className="mt-6 text-stone-600">{t('outcomes.panel.loading')}</p> : null}
      {queue.data?.length === 0 ? <p className="mt-6 text-stone-600">{t('outcomes.review.empty')}</p> : null}
      <ul className="mt-6 space-y-5">
        {queue.data?.map((report) => (
          <ReviewCard key={report.id} report={report} />
        ))}
      </ul>
      {admin ? <VerifiersPanel /> : null}
    </>
  );
}

function ReviewCard({ report }: { report: ReviewReport }) {
  const t = useT();
  const locale = useLocale();
  const review = useReviewOutcomes();
  const [mode, setMode] = useState<'queried' | 'rejected' | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = (decision: 'verified' | 'queried' | 'rejected') => {
    setError(null);
    const input = decision === 'verified' ? { reportId: report.id, decision } : { reportId: report.id, decision, text };
    review.mutate(input, {
      onSuccess: () => notify.success(t('outcomes.review.done', { decision })),
      onError: (e) => setError(errorMessage(e, t('outcomes.panel.saveFailed'))),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode) decide(mode);
  };
  const when = formatSlotDateTime(report.date, report.startTime, report.timeZone, locale);
  return (
    <li>
      <Card className="p-5" data-testid="review-card">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-stone-900">{report.activityTitle}</h2>
            <p className="text-sm text-stone-700">
              {report.supplierName} · {report.country} · {when}
            </p>
            <p className="text-sm text-stone-700">{t('outcomes.panel.participants', { count: report.participants })}</p>
          </div>
          <ReportStatusBadge status={report.status} />
        </div>
        <dl className="mt-4 grid gap-3 rounded-xl bg-stone-50 p-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-stone-600">{t('outcomes.review.reported')}</dt>
            <dd className="font-semibold text-stone-900">
              {report.amounts.map((a) => formatOutcomeAmount(a.unit, a.amountHundredths, locale)).join(', ')}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-stone-600">{t('outcomes.review.expected')}</dt>
            <dd className="text-stone-900">
              {report.declared
                .map((o) => formatOutcomeAmount(o.unit, o.perParticipantHundredths * report.participants, locale))
                .join(', ')}
            </dd>
          </div>
        </dl>
        {report.note ? (
          <p className="mt-3 text-sm text-stone-800">{t('outcomes.review.note', { text: report.note })}</p>
        ) : null}
        {report.question ? (
          <p className="mt-2 text-sm text-stone-800">{t('outcomes.panel.question', { text: report.question })}</p>
        ) : null}
        {report.answer ? (
          <p className="mt-1 text-sm text-stone-800">{t('outcomes.review.answer', { text: report.answer })}</p>
        ) : null}
        {report.reason ? (
          <p className="mt-2 text-sm text-red-900">{t('outcomes.panel.reason', { text: report.reason })}</p>
        ) : null}
        {report.correctsId ? <p className="mt-2 text-xs text-stone-600">{t('outcomes.review.correction')}</p> : null}
        {report.photoUrls.length > 0 ? (
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
            {report.photoUrls.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={url}
                    alt={t('outcomes.review.photoAlt', { n: index + 1, activity: report.activityTitle })}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-stone-600">{t('outcomes.review.noPhotos')}</p>
        )}
        {report.reviewedAt && report.status !== 'submitted' ? (
          <p className="mt-3 text-xs text-stone-600">
            {t('outcomes.review.decidedBy', {
              name: report.reviewerName ?? t('outcomes.panel.aVerifier'),
              date: formatDateTime(report.reviewedAt, locale),
            })}
          </p>
        ) : null}
        {report.status === 'submitted' ? (
          <div className="mt-4 space-y-3">
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => decide('verified')} disabled={review.isPending}>
                {t('outcomes.review.verify')}
                <span className="sr-only">
                  {' '}
                  {t('outcomes.panel.forSession', { activity: report.activityTitle, when })}
                </span>
              </Button>
              <Button variant="outline" onClick={() => setMode('queried')}>
                {t('outcomes.review.query')}
              </Button>
              <Button variant="destructive" onClick={() => setMode('rejected')}>
                {t('outcomes.review.reject')}
              </Button>
            </div>
            {mode ? (
              <form onSubmit={submit} className="space-y-2">
                <TextareaField
                  label={mode === 'queried' ? t('outcomes.review.questionLabel') : t('outcomes.review.reasonLabel')}
                  value={text}
                  maxLength={1000}
                  rows={3}
                  onChange={(e) => setText(e.target.value)}
                  required
                />
                <div className="flex gap-2">
                  <Button type="submit" disabled={review.isPending}>
                    {mode === 'queried' ? t('outcomes.review.sendQuestion') : t('outcomes.review.sendRejection')}
                  </Button>
                  <Button variant="outline" onClick={() => setMode(null)}>
                    {t('outcomes.panel.cancel')}
                  </Button>
                </div>
              </form>
            ) : null}
          </div>
        ) : null}
        {error ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </Card>
    </li>
  );
}

function VerifiersPanel() {
  const t = useT();
  const verifiers = useVerifiers(true);
  const grant = useGrantVerifier();
  const revoke = useRevokeVerifier();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    grant.mutate(
      { email },
      {
        onSuccess: () => {
          notify.success(t('outcomes.verifiers.granted', { email }));
          setEmail('');
        },
        onError: (e) => setError(errorMessage(e, t('outcomes.panel.saveFailed'))),
      },
    );
  };
  return (
    <section aria-labelledby="verifiers-title" className="mt-10">
      <Card className="p-5">
        <h2 id="verifiers-title" className="text-xl font-semibold text-stone-900">
          {t('outcomes.verifiers.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('outcomes.verifiers.intro')}</p>
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <InputField
              label={t('outcomes.verifiers.email')}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={error ?? undefined}
              required
            />
          </div>
          <Button type="submit" disabled={grant.isPending}>
            {t('outcomes.verifiers.grant')}
          </Button>
        </form>
        <ul className="mt-4 divide-y divide-stone-200">
          {verifiers.data?.map((v) => (
            <li key={v.userId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                {v.firstName} {v.lastName} · {v.email}
              </span>
              <Button size="sm" variant="outline" onClick={() => revoke.mutate({ email: v.email })}>
                {t('outcomes.verifiers.revoke')}
                <span className="sr-only"> {v.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
