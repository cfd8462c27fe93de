import type { OutgoingEmail } from './outbox.ts';
import { simpleHtml } from './outbox.ts';

// Plain-text and HTML bodies for the account and moderation emails (DESIGN.md §7). Links
// are absolute, built from PUBLIC_URL, so they work from any mail client and /dev/mailbox.

type Mail = Omit<OutgoingEmail, 'to' | 'sendAfter'>;

function link(publicUrl: string, path: string, params: Record<string, string>): string {
  const url = new URL(path, publicUrl);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export function verificationEmail(publicUrl: string, firstName: string, token: string): Mail {
  const url = link(publicUrl, '/auth', { mode: 'verify', token });
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const lines = [
    greeting,
    'Welcome to Regen Marketplace! Please confirm your email address to complete your registration.',
    'The link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  ];
  return {
    kind: 'verification',
    subject: 'Confirm your email address',
    text: `${lines[0]}\n\n${lines[1]}\n\nConfirm your email: ${url}\n\n${lines[2]}\n\nRegen Marketplace`,
    html: simpleHtml(lines, { label: 'Confirm your email', url }),
  };
}

export function passwordResetEmail(
  publicUrl: string,
  firstName: string,
  token: string,
  from: 'traveler' | 'supplier',
): Mail {
  const url = link(publicUrl, '/auth', { mode: 'reset', token, ...(from === 'supplier' ? { from } : {}) });
  const greeting = firstName ? `Hello ${firstName},` : 'Hello,';
  const lines = [
    greeting,
    'We received a request to reset the password of your Regen Marketplace account.',
    'The link is valid for one hour and can be used once. Setting a new password signs you out everywhere else. If you did not ask for this, you can ignore this email: your password stays the same.',
  ];
  return {
    kind: 'password_reset',
    subject: 'Reset your password',
    text: `${lines[0]}\n\n${lines[1]}\n\nSet a new password: ${url}\n\n${lines[2]}\n\nRegen Marketplace`,
    html: simpleHtml(lines, { label: 'Set a new password', url }),
  };
}

export function activityStatusEmail(
  publicUrl: string,
  values: { contactPerson: string; title: string; status: 'approved' | 'rejected'; reason: string | null },
): Mail {
  const dashboard = new URL('/supplier-dashboard', publicUrl).toString();
  const greeting = values.contactPerson ? `Hello ${values.contactPerson},` : 'Hello,';
  const approved = values.status === 'approved';
  const lines = approved
    ? [greeting, `Good news: your activity "${values.title}" has been approved and is now live on Regen Marketplace.`]
    : [
        greeting,
        `Your activity "${values.title}" was not approved.`,
        ...(values.reason ? [`Reason: ${values.reason}`] : []),
        'You can edit the activity from your dashboard.',
      ];
  return {
    kind: approved ? 'activity_approved' : 'activity_rejected',
    subject: approved ? `Your activity is live: ${values.title}` : `Your activity was not approved: ${values.title}`,
    text: `${lines.join('\n\n')}\n\nYour dashboard: ${dashboard}\n\nRegen Marketplace`,
    html: simpleHtml(lines, { label: 'Open your dashboard', url: dashboard }),
  };
}
