import { formatLongDate } from '@regen/shared/format';
import type { DbOrTrx } from '../../db/database.ts';
import { DEFAULT_LOCALE } from '@regen/shared/i18n';
import { inMailLocale, mailFormatLocale } from '../../mail/mail-locale.ts';
import { enqueueEmails, simpleHtml } from '../../mail/outbox.ts';
import { mailGreeting, mailText as m } from '../../mail/templates.ts';
import { listReviewers, reportNoticeFacts } from './outcomes.repository.ts';

// Reviewers hear of work waiting for them (issue 32, docs/decisions/120): when a supplier sends a
// new evidence report, or answers a reviewer's question, every admin and verifier is emailed a
// link to /outcomes/review, each in their profile's language, in the transaction that wrote it.

export function reviewQueueUrl(publicUrl: string): string {
  return new URL('/outcomes/review', publicUrl).toString();
}

type Notice = { kind: 'report' } | { kind: 'answer'; answer: string };

function reviewerNoticeEmail(
  publicUrl: string,
  notice: Notice,
  values: { firstName: string; activityTitle: string; businessName: string; date: string },
) {
  const url = reviewQueueUrl(publicUrl);
  const session = {
    activity: values.activityTitle,
    business: values.businessName,
    date: formatLongDate(values.date, mailFormatLocale()),
  };
  const lines = [mailGreeting(values.firstName)];
  if (notice.kind === 'report') lines.push(m('outcomes.mail.toReview.report', session));
  else
    lines.push(
      m('outcomes.mail.toReview.answer', session),
      m('outcomes.mail.toReview.answerText', { text: notice.answer }),
    );
  return {
    kind: notice.kind === 'report' ? 'outcomes_report_waiting' : 'outcomes_answer_waiting',
    subject:
      notice.kind === 'report'
        ? m('outcomes.mail.toReview.reportSubject', session)
        : m('outcomes.mail.toReview.answerSubject', session),
    text: [...lines, m('outcomes.mail.toReview.link', { url }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('outcomes.mail.toReview.button'), url }),
  };
}

/** Emails every reviewer (admins and verifiers) that a report waits for them, in the caller's transaction. */
export async function notifyReviewers(trx: DbOrTrx, publicUrl: string, reportId: string, notice: Notice) {
  const [facts, reviewers] = await Promise.all([reportNoticeFacts(trx, reportId), listReviewers(trx)]);
  // Each in the reviewer's chosen language (docs/decisions/118), read with the reviewers.
  const mails = reviewers.map((reviewer) => ({
    to: reviewer.email,
    ...inMailLocale(reviewer.locale ?? DEFAULT_LOCALE, () =>
      reviewerNoticeEmail(publicUrl, notice, { ...facts, firstName: reviewer.firstName }),
    ),
  }));
  await enqueueEmails(trx, mails);
}
