import { formatMessage } from '@regen/shared/i18n';
import { mailLocale } from './mail-locale.ts';
import type { DbOrTrx } from '../db/database.ts';
import type { StoredAttachment } from './attachments.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the email is about (verification, password_reset, booking_confirmed, …). */
  kind: string;
  /** Delay sending, e.g. to batch a burst of chat messages into one email. */
  sendAfter?: Date;
  /** Files sent with it (an .ics on booking emails, docs/decisions/060), or written when it is sent (076). */
  attachments?: StoredAttachment[];
  /** The booking it is about: a scheduled reminder is deleted with the booking's cancellation. */
  bookingId?: string;
}

/**
 * Queues an email in the caller's transaction: it is sent if and only if the change that
 * caused it commits (docs/design.md §4, §7).
 */
export async function enqueueEmail(db: DbOrTrx, email: OutgoingEmail): Promise<void> {
  await enqueueEmails(db, [email]);
}

/** Several mails in one statement (a booking writes two in its transaction). */
export async function enqueueEmails(db: DbOrTrx, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insertInto('email_outbox')
    .values(
      emails.map((email) => ({
        to_address: email.to,
        subject: email.subject,
        text_body: email.text,
        html_body: email.html ?? null,
        kind: email.kind,
        ...(email.sendAfter ? { send_after: email.sendAfter } : {}),
        ...(email.attachments?.length ? { attachments: JSON.stringify(email.attachments) } : {}),
        ...(email.bookingId ? { booking_id: email.bookingId } : {}),
      })),
    )
    .execute();
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

/** A plain, readable HTML body for a text email with optional call-to-action link. */
export function simpleHtml(
  paragraphs: string[],
  action?: { label: string; url: string },
  quote: { texts: string[]; after: string[] } = { texts: [], after: [] },
): string {
  // Quoted texts (a message's words) keep their line breaks, set apart from the mail's own
  // paragraphs, which go on after them.
  const quoted = quote.texts
    .map(
      (q) =>
        `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:3px solid #a8a29e;color:#44403c;white-space:pre-wrap">${escapeHtml(q)}</blockquote>`,
    )
    .join('\n');
  const paragraph = (p: string) => `<p>${escapeHtml(p)}</p>`;
  const body = [...paragraphs.map(paragraph), quoted, ...quote.after.map(paragraph)].filter(Boolean).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#166534;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<div style="font-family:system-ui,sans-serif;line-height:1.5;color:#1c1917">${body}${button}<p style="color:#78716c;font-size:12px">${escapeHtml(formatMessage(mailLocale(), 'mail.signature'))}</p></div>`;
}
