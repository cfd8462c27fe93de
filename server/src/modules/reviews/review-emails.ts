import { REVIEW_WINDOW_DAYS } from '@regen/shared/rules/reviews';
import { simpleHtml, type OutgoingEmail } from '../../mail/outbox.ts';
import { mailGreeting, mailPageUrl, mailText as m } from '../../mail/templates.ts';

// The reviews' emails (docs/decisions/053), from the message catalogue (docs/decisions/088).
// Links are absolute, built from PUBLIC_URL.

type Mail = Omit<OutgoingEmail, 'to' | 'sendAfter'>;

/** The review form of a booking (a signed-in page). */
export function reviewFormUrl(publicUrl: string, bookingId: string): string {
  return new URL(`/reviews/new/${bookingId}`, publicUrl).toString();
}

/** "How was it?": sent once a booking is marked attended, linking to the review form. */
export function reviewInvitationEmail(
  publicUrl: string,
  values: { firstName: string; activityTitle: string; bookingId: string },
): Mail {
  const url = reviewFormUrl(publicUrl, values.bookingId);
  const activity = values.activityTitle;
  const lines = [
    mailGreeting(values.firstName),
    m('mail.reviewInvitation.thanks', { activity }),
    m('mail.reviewInvitation.why', { days: REVIEW_WINDOW_DAYS }),
  ];
  return {
    kind: 'review_invitation',
    subject: m('mail.reviewInvitation.subject', { activity }),
    text: [...lines, m('mail.reviewInvitation.link', { url }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.reviewInvitation.button'), url }),
  };
}

/** Tells the reviewer that an administrator hid their review, and why. */
export function reviewHiddenEmail(
  publicUrl: string,
  values: { firstName: string; activityTitle: string; reason: string },
): Mail {
  const contact = mailPageUrl(publicUrl, '/contact-us');
  const lines = [
    mailGreeting(values.firstName),
    m('mail.reviewHidden.body', { activity: values.activityTitle }),
    m('mail.reviewHidden.reason', { reason: values.reason }),
    m('mail.reviewHidden.mistake'),
  ];
  return {
    kind: 'review_hidden',
    subject: m('mail.reviewHidden.subject'),
    text: [...lines, m('mail.reviewHidden.link', { url: contact }), m('mail.signature')].join('\n\n'),
    html: simpleHtml(lines, { label: m('mail.reviewHidden.button'), url: contact }),
  };
}
