import { REVIEW_WINDOW_DAYS } from '@regen/shared/rules/reviews';
import { simpleHtml, type OutgoingEmail } from '../../mail/outbox.ts';

// The reviews' emails (docs/decisions/053). Links are absolute, built from PUBLIC_URL.

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
  const lines = [
    values.firstName ? `Hello ${values.firstName},` : 'Hello,',
    `Thank you for taking part in "${values.activityTitle}". How was it?`,
    `Your review helps the next traveler choose, and tells the supplier what worked. You can write it in the next ${REVIEW_WINDOW_DAYS} days: a rating from 1 to 5 stars and, if you like, a few words.`,
  ];
  return {
    kind: 'review_invitation',
    subject: `How was it? Review "${values.activityTitle}"`,
    text: `${lines.join('\n\n')}\n\nWrite your review: ${url}\n\nRegen Marketplace`,
    html: simpleHtml(lines, { label: 'Write your review', url }),
  };
}

/** Tells the reviewer that an administrator hid their review, and why. */
export function reviewHiddenEmail(
  publicUrl: string,
  values: { firstName: string; activityTitle: string; reason: string },
): Mail {
  const contact = new URL('/contact-us', publicUrl).toString();
  const lines = [
    values.firstName ? `Hello ${values.firstName},` : 'Hello,',
    `Your review of "${values.activityTitle}" has been hidden by the Regen Marketplace team and no longer appears on the site.`,
    `Reason: ${values.reason}`,
    'If you think this is a mistake, please contact us.',
  ];
  return {
    kind: 'review_hidden',
    subject: 'Your review has been hidden',
    text: `${lines.join('\n\n')}\n\nContact us: ${contact}\n\nRegen Marketplace`,
    html: simpleHtml(lines, { label: 'Contact us', url: contact }),
  };
}
