import { formatLongDate, formatSlotDateTime, formatUsdCents } from '@regen/shared/format';
import { peopleLabel } from '@regen/shared/rules/booking';
import type { OutgoingEmail } from './outbox.ts';
import { simpleHtml } from './outbox.ts';

// Plain-text and HTML bodies of every email the server sends (docs/design.md §7). Links
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

/** A booking as its emails describe it: the slot's date and time as stored, in the activity's zone. */
export interface BookingMailValues {
  publicUrl: string;
  activityTitle: string;
  businessName: string;
  date: string;
  startTime: string;
  /** The activity's time zone, named next to the time (docs/decisions/023). */
  timeZone: string;
  numberOfPeople: number;
  customerName: string;
}

const when = (b: BookingMailValues) => formatSlotDateTime(b.date, b.startTime, b.timeZone);
const travelerDashboard = (publicUrl: string) => `${publicUrl}/traveler-dashboard`;
const supplierDashboard = (publicUrl: string) => `${publicUrl}/supplier-dashboard`;

/** The traveler's confirmation of a new booking. */
export function bookingConfirmedEmail(
  b: BookingMailValues & { totalPriceCents: number; cancellationPolicy: string },
): Mail {
  const dashboard = travelerDashboard(b.publicUrl);
  const lines = [
    `Hello ${b.customerName},`,
    `Your booking is confirmed: ${b.activityTitle} with ${b.businessName} on ${when(b)}, for ${peopleLabel(b.numberOfPeople)}.`,
    `Total: ${formatUsdCents(b.totalPriceCents)}, paid on site.`,
    `Cancellation policy: ${b.cancellationPolicy}`,
  ];
  return {
    kind: 'booking_confirmed',
    subject: `Booking confirmed: ${b.activityTitle} on ${formatLongDate(b.date)}`,
    text: [...lines, `See or cancel your booking and message the supplier: ${dashboard}`].join('\n\n'),
    html: simpleHtml(lines, { label: 'My bookings', url: dashboard }),
  };
}

/** The supplier's notice of a new booking of one of their activities. */
export function newBookingSupplierEmail(
  b: BookingMailValues & {
    totalPriceCents: number;
    customerEmail: string;
    customerPhone: string;
    specialRequests: string | null | undefined;
  },
): Mail {
  const dashboard = supplierDashboard(b.publicUrl);
  const lines = [
    `New booking for ${b.activityTitle} on ${when(b)}.`,
    `${b.customerName} (${b.customerEmail}, ${b.customerPhone}) booked for ${peopleLabel(b.numberOfPeople)}; total ${formatUsdCents(b.totalPriceCents)}, paid on site.`,
    ...(b.specialRequests ? [`Special requests: ${b.specialRequests}`] : []),
  ];
  return {
    kind: 'booking_new_supplier',
    subject: `New booking: ${b.activityTitle} on ${formatLongDate(b.date)}`,
    text: [...lines, `Open your dashboard: ${dashboard}`].join('\n\n'),
    html: simpleHtml(lines, { label: 'Supplier dashboard', url: dashboard }),
  };
}

/** A cancellation, for the traveler or the supplier; `cancelledBy` is the name of who cancelled. */
export function bookingCancelledEmail(
  b: BookingMailValues & { cancelledBy: string; reason: string },
  recipient: 'traveler' | 'supplier',
): Mail {
  const lines = [
    `The booking for ${b.activityTitle} on ${when(b)} (${peopleLabel(b.numberOfPeople)}) has been cancelled by ${b.cancelledBy}.`,
    `Reason: ${b.reason}`,
  ];
  const subject = `Booking cancelled: ${b.activityTitle} on ${formatLongDate(b.date)}`;
  if (recipient === 'traveler') {
    const dashboard = travelerDashboard(b.publicUrl);
    return {
      kind: 'booking_cancelled',
      subject,
      text: [...lines, `Your bookings: ${dashboard}`].join('\n\n'),
      html: simpleHtml(lines, { label: 'My bookings', url: dashboard }),
    };
  }
  const dashboard = supplierDashboard(b.publicUrl);
  const supplierLines = [...lines, `Customer: ${b.customerName}`];
  return {
    kind: 'booking_cancelled',
    subject,
    text: [...supplierLines, `Dashboard: ${dashboard}`].join('\n\n'),
    html: simpleHtml(supplierLines, { label: 'Supplier dashboard', url: dashboard }),
  };
}

/** The (delayed) notice of a new message in a booking's conversation. */
export function newMessageEmail(values: {
  senderName: string;
  activityTitle: string;
  date: string;
  startTime: string;
  timeZone: string;
  conversationUrl: string;
}): Mail {
  const about = `${values.activityTitle} on ${formatSlotDateTime(values.date, values.startTime, values.timeZone)}`;
  const lines = [`${values.senderName} sent you a message about ${about}.`, 'Open the conversation to read and reply.'];
  return {
    kind: 'new_message',
    subject: `New message from ${values.senderName}`,
    text: [...lines, values.conversationUrl].join('\n\n'),
    html: simpleHtml(lines, { label: 'Open conversation', url: values.conversationUrl }),
  };
}

/** The traveler's reminder, sent 24 hours before the slot starts (docs/decisions/061). */
export function bookingReminderEmail(b: BookingMailValues & { meetingPlace: string }): Mail {
  const dashboard = travelerDashboard(b.publicUrl);
  const lines = [
    `Hello ${b.customerName},`,
    `A reminder of your booking tomorrow: ${b.activityTitle} with ${b.businessName} on ${when(b)}, for ${peopleLabel(b.numberOfPeople)}.`,
    `Meeting place: ${b.meetingPlace}.`,
  ];
  return {
    kind: 'booking_reminder',
    subject: `Reminder: ${b.activityTitle} on ${formatLongDate(b.date)}`,
    text: [...lines, `See your booking and message the supplier: ${dashboard}`].join('\n\n'),
    html: simpleHtml(lines, { label: 'My bookings', url: dashboard }),
  };
}
