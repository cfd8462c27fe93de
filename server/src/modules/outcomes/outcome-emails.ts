import { formatLongDate } from '@regen/shared/format';
import { simpleHtml, type OutgoingEmail } from '../../mail/outbox.ts';
import { mailGreeting, mailPageUrl, mailText as m } from '../../mail/templates.ts';
import { mailFormatLocale } from '../../mail/mail-locale.ts';

// The outcome review's emails to the supplier (docs/decisions/107), from the message catalogue.
// Links are absolute, built from PUBLIC_URL, to the supplier dashboard's Activities tab.

type Mail = Omit<OutgoingEmail, 'to' | 'sendAfter'>;

export interface ReviewMailValues {
  firstName: string;
  activityTitle: string;
  /** The session's date, 'YYYY-MM-DD'. */
  date: string;
}

export function outcomesDashboardUrl(publicUrl: string): string {
  return mailPageUrl(publicUrl, '/supplier-dashboard');
}

export function outcomeReviewEmail(
  publicUrl: string,
  decision: 'verified' | 'queried' | 'rejected',
  values: ReviewMailValues & { text: string | null },
): Mail {
  const url = outcomesDashboardUrl(publicUrl);
  const session = { activity: values.activityTitle, date: formatLongDate(values.date, mailFormatLocale()) };
  const lines = [mailGreeting(values.firstName)];
  if (decision === 'verified') lines.push(m('outcomes.mail.verified.body', session));
  if (decision === 'queried') {
    lines.push(
      m('outcomes.mail.queried.body', session),
      m('outcomes.mail.queried.question', { text: values.text ?? '' }),
    );
  }
  if (decision === 'rejected') {
    lines.push(
      m('outcomes.mail.rejected.body', session),
      m('outcomes.mail.rejected.reason', { text: values.text ?? '' }),
    );
  }
  const subject =
    decision === 'verified'
      ? m('outcomes.mail.verified.subject', session)
      : decision === 'queried'
        ? m('outcomes.mail.queried.subject', session)
        : m('outcomes.mail.rejected.subject', session);
  return {
    kind: `outcomes_${decision}`,
    subject,
    text: [...lines, m('outcomes.mail.link', { url }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('outcomes.mail.button'), url }),
  };
}
