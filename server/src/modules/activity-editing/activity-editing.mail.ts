import { simpleHtml, type OutgoingEmail } from '../../mail/outbox.ts';
import { mailGreeting, mailPageUrl, mailText as m } from '../../mail/templates.ts';

// The supplier's email when an administrator decides a change of a live activity
// (docs/decisions/102): approved (travelers now see it) or rejected with the reason (the live
// version is unchanged).

export function revisionDecidedEmail(
  publicUrl: string,
  values: { contactPerson: string; title: string; status: 'approved' | 'rejected'; reason: string | null },
): Omit<OutgoingEmail, 'to' | 'sendAfter'> {
  const dashboard = mailPageUrl(publicUrl, '/supplier-dashboard');
  const { title } = values;
  const approved = values.status === 'approved';
  const lines = approved
    ? [mailGreeting(values.contactPerson), m('mail.revisionApproved.body', { title })]
    : [
        mailGreeting(values.contactPerson),
        m('mail.revisionRejected.body', { title }),
        ...(values.reason ? [m('mail.revisionRejected.reason', { reason: values.reason })] : []),
        m('mail.revisionRejected.edit'),
      ];
  return {
    kind: approved ? 'activity_revision_approved' : 'activity_revision_rejected',
    subject: approved ? m('mail.revisionApproved.subject', { title }) : m('mail.revisionRejected.subject', { title }),
    text: [...lines, m('mail.activityStatus.link', { url: dashboard }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.activityStatus.button'), url: dashboard }),
  };
}
